package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.goref.server.GorefServer;
import org.goref.server.store.Database;
import org.goref.server.tournament.TournamentRepository;
import org.goref.tournament.Tournament;
import org.goref.tournament.opengotha.OgTournament;
import org.goref.tournament.opengotha.OpenGothaReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code goref tournament import|standings|pair} on an OpenGotha file made by goref's tests. */
class TournamentCommandTest {
    /** 61 players, 5 rounds of McMahon; its standings were checked against OpenGotha's (goref-tournament's test). */
    static final Path FILE = Path.of("../goref-tournament/src/test/resources/org/goref/tournament/opengotha/generated-mcmahon-61x5.xml");
    static final Path EXPECTED = FILE.resolveSibling("generated-mcmahon-61x5-standings.txt");

    @TempDir
    Path dir;

    @Test
    void standingsAsCsvAfterARound() throws IOException {
        CommandRun r = CommandRun.of("tournament", "standings", FILE.toString(), "--round", "3", "--csv");
        assertThat(r.exit()).as(r.err()).isZero();
        String all = Files.readString(EXPECTED);
        String round3 = all.substring(all.indexOf("# round 3\n") + 10, all.indexOf("# round 4\n"));
        assertThat(r.out()).isEqualTo(round3.replace("\n", "\r\n"));
        assertThat(r.out()).startsWith("place,name,first_name,club,country,rank,MMS,SOSM,SOSOSM,SODOSM,DC,CUSSM\r\n");
    }

    @Test
    void standingsDefaultToTheLastRoundWithResults() {
        CommandRun text = CommandRun.of("tournament", "standings", FILE.toString());
        CommandRun csv5 = CommandRun.of("tournament", "standings", FILE.toString(), "--round", "5", "--csv");
        assertThat(text.exit()).isZero();
        String firstOfRound5 = csv5.out().split("\r\n")[1].split(",")[1];
        assertThat(text.out().lines().skip(1).findFirst().orElseThrow()).contains(firstOfRound5);
    }

    @Test
    void pairsARoundFromTheRoundsBeforeIt() {
        CommandRun r = CommandRun.of("tournament", "pair", FILE.toString(), "--round", "5", "--csv");
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("table,black_name,black_first_name,black_rank,white_name,white_first_name,white_rank,handicap,komi");
        Set<String> seen = new HashSet<>();
        for (String l : lines.subList(1, lines.size())) {
            String[] f = l.split(",", -1);
            assertThat(seen.add(f[1] + f[2])).as("twice: " + l).isTrue();
            if (!f[0].equals("bye")) {
                assertThat(seen.add(f[4] + f[5])).as("twice: " + l).isTrue();
            }
        }
        assertThat(seen.size()).isBetween(55, 61);
    }

    @Test
    void aMalformedFileIsRefusedWithItsLineAndNothingIsStored() throws IOException {
        Path bad = dir.resolve("bad.xml");
        Files.writeString(bad, Files.readString(FILE).replaceFirst("result=\"RESULT_WHITEWINS\"", "result=\"WHITE\""));
        String db = "jdbc:sqlite:" + dir.resolve("goref.db");
        for (String cmd : List.of("standings", "pair", "import")) {
            CommandRun r = cmd.equals("import") ? CommandRun.of("tournament", "import", bad.toString(), "--db", db)
                    : CommandRun.of("tournament", cmd, bad.toString(), "--round", "2");
            assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.err()).containsPattern("bad.xml: line \\d+: unknown result 'WHITE'");
        }
        assertThat(Files.exists(dir.resolve("goref.db"))).isFalse();
        assertThat(CommandRun.of("tournament", "standings", dir.resolve("none.xml").toString()).exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(CommandRun.of("tournament", "standings", FILE.toString(), "--round", "9").err()).contains("round 9");
    }

    @Test
    void importsIntoTheLocalDatabase() throws IOException {
        String db = "jdbc:sqlite:" + dir.resolve("goref.db");
        CommandRun r = CommandRun.of("tournament", "import", FILE.toString(), "--db", db);
        assertThat(r.exit()).as(r.err()).isZero();
        String id = r.out().lines().filter(l -> l.startsWith("id: ")).findFirst().orElseThrow().substring(4);
        assertThat(r.out()).contains("referee: http://localhost:8080/tournament.html?id=" + id + "#token=");
        try (Database d = Database.open(db)) {
            Tournament t = Tournament.replay(new TournamentRepository(d).events(id));
            assertThat(t.players()).hasSize(61);
            assertThat(t.rounds()).hasSize(5);
        }
    }

    @Test
    void importsThroughARunningServerAndDownloadsTheFileBack() throws Exception {
        try (GorefServer server = GorefServer.start(0, "jdbc:sqlite:" + dir.resolve("server.db"))) {
            String base = "http://127.0.0.1:" + server.port();
            CommandRun r = CommandRun.of("tournament", "import", FILE.toString(), "--server", base);
            assertThat(r.exit()).as(r.err()).isZero();
            String id = r.out().lines().filter(l -> l.startsWith("id: ")).findFirst().orElseThrow().substring(4);
            assertThat(r.out()).contains("referee: " + base + "/tournament.html?id=" + id + "#token=");
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> xml = http.send(HttpRequest.newBuilder(URI.create(base + "/api/tournaments/" + id
                    + "/opengotha.xml")).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            assertThat(xml.statusCode()).isEqualTo(200);
            OgTournament back = OpenGothaReader.read(xml.body().getBytes(StandardCharsets.UTF_8));
            OgTournament original = OpenGothaReader.read(FILE);
            assertThat(back.players()).extracting(p -> p.key()).containsExactlyElementsOf(
                    original.players().stream().map(p -> p.key()).toList());
            assertThat(new HashSet<>(back.games())).isEqualTo(new HashSet<>(original.games()));
            // A malformed upload: 422 with the line, and no tournament more than before.
            int before = listed(http, base);
            HttpResponse<String> bad = http.send(HttpRequest.newBuilder(URI.create(base + "/api/tournaments/import"))
                    .header("Content-Type", "application/xml").POST(HttpRequest.BodyPublishers.ofString("<Tournament><Players><Player name=\"A\"/></Players>"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(bad.statusCode()).isEqualTo(422);
            assertThat(bad.body()).contains("line 1");
            assertThat(listed(http, base)).isEqualTo(before);
        }
    }

    private static int listed(HttpClient http, String base) throws Exception {
        String body = http.send(HttpRequest.newBuilder(URI.create(base + "/api/tournaments")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        return body.split("\"id\"", -1).length - 1;
    }
}
