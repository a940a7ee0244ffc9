package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.server.GorefServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code goref match --tournament} against a running server: two GNU Go games on 9x9, each posted
 * the moment it finishes to the pairing of its round whose Black and White are the engines' names.
 */
class MatchTournamentTest {
    private static final String GNUGO = "/usr/games/gnugo --mode gtp --level 0";
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newHttpClient();

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream oldOut;
    private PrintStream oldErr;

    @BeforeEach
    void capture() {
        oldOut = System.out;
        oldErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(oldOut);
        System.setErr(oldErr);
    }

    private JsonNode send(String method, String url, String token, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).method(method,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        if (body != null) {
            // A write without a token is refused unless its body says it is JSON (issue 38).
            b.header("Content-Type", "application/json");
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isBetween(200, 201);
        return JSON.readTree(r.body());
    }

    @Test
    void eachFinishedGameLandsOnItsPairing() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/games/gnugo")), "GNU Go is not installed");
        try (GorefServer server = GorefServer.start(0, "jdbc:sqlite:" + dir.resolve("t.db"))) {
            String base = "http://127.0.0.1:" + server.port();
            JsonNode t = send("POST", base + "/api/tournaments", null,
                    "{\"name\":\"Engines\",\"rules\":\"russian-territory\",\"komi\":6.5,\"boardSize\":9}");
            String id = t.get("id").asText();
            String token = t.get("refereeToken").asText();
            String api = base + "/api/tournaments/" + id;
            send("POST", api + "/players", token, "{\"name\":\"GNU Go 3.8 #1\"}");
            send("POST", api + "/players", token, "{\"name\":\"GNU Go 3.8 #2\"}");
            send("POST", api + "/rounds", token, "{\"pairings\":[{\"board\":1,\"black\":1,\"white\":2}]}");
            send("POST", api + "/rounds", token, "{\"pairings\":[{\"board\":1,\"black\":2,\"white\":1}]}");

            // A wrong token is refused before any game is played.
            assertThat(Main.run("match", "--black", GNUGO, "--white", GNUGO, "--size", "9", "--tournament", id,
                    "--server", base, "--token", "not-the-token")).isEqualTo(Main.BAD_INPUT);
            assertThat(err.toString(StandardCharsets.UTF_8)).contains("not the referee's token");

            int code = Main.run("match", "--black", GNUGO, "--white", GNUGO, "--size", "9", "--games", "2", "--alternate",
                    "--out", dir.resolve("m").toString(), "--tournament", id, "--server", base, "--token", token);
            assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(Main.OK);
            assertThat(out.toString(StandardCharsets.UTF_8)).contains("game 1 posted to the tournament")
                    .contains("game 2 posted to the tournament");

            JsonNode v = send("GET", api, null, null);
            for (int round = 0; round < 2; round++) {
                JsonNode r = v.at("/rounds/" + round + "/pairings/0/result");
                assertThat(r.get("result").asText()).as(v.toString()).matches("[BW]\\+.*|0|Void");
                assertThat(r.get("source").asText()).contains("protocol.jsonl");
            }
            String protocol = Files.readString(dir.resolve("m/protocol.csv"));
            assertThat(protocol).contains(v.at("/rounds/0/pairings/0/result/result").asText());
        }
    }
}
