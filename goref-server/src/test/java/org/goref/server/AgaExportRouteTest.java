package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code GET /api/tournaments/{id}/aga.txt} over HTTP: players registered with and without an AGA id,
 * three rounds by hand with a handicap game, a forfeit and a bye; the file as the AGA takes it. A
 * registration with an AGA id that is no member number is refused and registers nobody.
 */
class AgaExportRouteTest {
    @TempDir
    static Path dir;

    @Test
    void theAgaResultsFileOfATournamentPlayedOverTheApi() throws Exception {
        try (GorefServer server = GorefServer.start(0, Databases.sqliteFile(dir))) {
            Client c = new Client(server.port());
            Client.Refereed t = c.tournament("""
                    {"name":"Осенний кубок","rules":"aga","komi":7.5,"from":"2026-11-28","to":"2026-11-29","place":"Москва"}""");
            String base = "/api/tournaments/" + t.id();
            for (String p : new String[] {"{\"name\":\"Matthews Paul\",\"rank\":\"4k\",\"agaId\":\"489\"}",
                    "{\"name\":\"Иванов Пётр\",\"rank\":\"2d\"}", "{\"name\":\"Mott Rick\",\"rank\":\"4k\",\"agaId\":\"3199\"}"}) {
                Client.Answer a = c.post(base + "/players", t.token(), p);
                assertThat(a.status()).as(a.text()).isEqualTo(201);
            }
            assertThat(c.get(base).body().at("/players/0/agaId").asText()).isEqualTo("489");
            Client.Answer bad = c.post(base + "/players", t.token(), "{\"name\":\"Smith John\",\"agaId\":\"12-34\"}");
            assertThat(bad.status()).as(bad.text()).isEqualTo(422);
            assertThat(bad.body().get("detail").asText()).contains("AGA id");
            assertThat(c.get(base).body().get("players")).hasSize(3);

            round(c, t, base, "{\"pairings\":[{\"black\":1,\"white\":3,\"komi\":7.5}],\"byes\":[2]}");
            result(c, t, base, "{\"round\":1,\"board\":1,\"result\":\"W+R\"}");
            round(c, t, base, "{\"pairings\":[{\"black\":1,\"white\":2,\"handicap\":3,\"komi\":0.5}]}");
            result(c, t, base, "{\"round\":2,\"board\":1,\"result\":\"B+4.5\"}");
            round(c, t, base, "{\"pairings\":[{\"black\":2,\"white\":3,\"komi\":7.5}]}");
            result(c, t, base, "{\"round\":3,\"board\":1,\"result\":\"W+F\",\"reason\":\"late\"}");

            Client.Answer aga = c.get(base + "/aga.txt");
            assertThat(aga.status()).as(aga.text()).isEqualTo(200);
            assertThat(aga.text()).isEqualTo("""
                    TOURNEY Osenniy kubok, Moskva
                    \tstart=2026-11-28
                    \tfinish=2026-11-29
                    \trules=AGA
                    PLAYERS
                    489 Matthews, Paul 4k
                    3199 Mott, Rick 4k
                    99999 Ivanov, Petr 2d
                    GAMES 1
                    3199 489 W 0 7
                    GAMES 2
                    99999 489 B 3 0
                    GAMES 3
                    END
                    # 99999 Ivanov, Petr: a temporary id (no AGA id given)
                    # round 1: 99999 had a bye
                    # round 3, table 1: 3199 (W) - 99999 (B) not rated: forfeit
                    """);
            HttpResponse<Void> head = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + server.port() + base + "/aga.txt"))
                    .method("HEAD", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.discarding());
            assertThat(head.statusCode()).isEqualTo(200);
            assertThat(head.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain").contains("us-ascii");
            assertThat(c.get("/api/tournaments/nonesuch/aga.txt").status()).isEqualTo(404);
        }
    }

    private static void round(Client c, Client.Refereed t, String base, String body) {
        Client.Answer a = c.post(base + "/rounds", t.token(), body);
        assertThat(a.status()).as(a.text()).isEqualTo(201);
    }

    private static void result(Client c, Client.Refereed t, String base, String body) {
        Client.Answer a = c.post(base + "/results", t.token(), body);
        assertThat(a.status()).as(a.text()).isEqualTo(201);
    }
}
