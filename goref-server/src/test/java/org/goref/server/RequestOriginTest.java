package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a request may make the server believe (issue 38): the links it writes never come from the
 * {@code Host} header; a write from another site's page ({@code Origin}) or with a body that is
 * not JSON is refused before any route reads it, and changes nothing; {@code X-Forwarded-Proto}
 * counts only from a trusted proxy.
 */
class RequestOriginTest {
    private static final String GAME = "{\"size\":9,\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}";

    @TempDir
    Path dir;

    private static Map<String, String> json(String... more) {
        Map<String, String> h = new java.util.LinkedHashMap<>();
        h.put("Host", "127.0.0.1");
        h.put("Content-Type", "application/json");
        for (int i = 0; i < more.length; i += 2) {
            h.put(more[i], more[i + 1]);
        }
        return h;
    }

    @Test
    void linksAreRelativeOrFromThePublicAddressNeverFromHost() throws Exception {
        try (GorefServer plain = GorefServer.start(0, Databases.sqliteFile(dir))) {
            RawHttp.Answer a = RawHttp.send(plain.port(), "POST", "/api/games", json("Host", "evil.example:666"), GAME);
            assertThat(a.status()).as(a.body()).isEqualTo(201);
            JsonNode c = a.json();
            assertThat(c.at("/black/url").asText()).startsWith("/game.html?id=" + c.get("id").asText() + "#token=");
            assertThat(c.get("watchUrl").asText()).isEqualTo("/game.html?id=" + c.get("id").asText());
            assertThat(a.body()).doesNotContain("evil.example");
        }
        ServerOptions pub = ServerOptions.of(0, Databases.sqliteFile(dir)).withPublicUrl(URI.create("https://go.example.org/goref/"));
        try (GorefServer server = GorefServer.start(pub)) {
            RawHttp.Answer a = RawHttp.send(server.port(), "POST", "/api/games", json("Host", "evil.example:666"), GAME);
            JsonNode c = a.json();
            assertThat(c.at("/white/url").asText()).startsWith("https://go.example.org/goref/game.html?id=" + c.get("id").asText() + "#token=");
            assertThat(c.at("/referee/url").asText()).startsWith("https://go.example.org/goref/game.html?id=");
            assertThat(c.get("watchUrl").asText()).isEqualTo("https://go.example.org/goref/game.html?id=" + c.get("id").asText());
            RawHttp.Answer t = RawHttp.send(server.port(), "POST", "/api/tournaments", json("Host", "evil.example:666"),
                    "{\"name\":\"Cup\",\"rules\":\"japanese\"}");
            assertThat(t.status()).as(t.body()).isEqualTo(201);
            assertThat(t.json().get("refereeUrl").asText()).startsWith("https://go.example.org/goref/tournament.html?id=");
            assertThat(t.body()).doesNotContain("evil.example");
        }
    }

    @Test
    void aWriteFromAnotherSiteOrWithABodyThatIsNotJsonIsRefusedAndChangesNothing() throws Exception {
        try (GorefServer server = GorefServer.start(0, Databases.sqliteFile(dir))) {
            int port = server.port();
            Client client = new Client(port);
            String self = "127.0.0.1:" + port;
            Client.Seats g = client.seats("{\"size\":9}");
            String before = client.stableState(g.id());

            RawHttp.Answer evil = RawHttp.send(port, "POST", "/api/games", json("Host", self, "Origin", "https://evil.example"), GAME);
            assertThat(evil.status()).isEqualTo(403);
            assertThat(evil.json().get("reason").asText()).isEqualTo("origin");
            assertThat(evil.json().get("detail").asText()).contains("https://evil.example");
            RawHttp.Answer sandboxed = RawHttp.send(port, "POST", "/api/games", json("Host", self, "Origin", "null"), GAME);
            assertThat(sandboxed.status()).isEqualTo(403);
            // The same port on another host, or another port on this host, is another site.
            assertThat(RawHttp.send(port, "POST", "/api/games", json("Host", self, "Origin", "http://127.0.0.1:1"), GAME).status())
                    .isEqualTo(403);
            RawHttp.Answer move = RawHttp.send(port, "POST", "/api/games/" + g.id() + "/play",
                    json("Host", self, "Origin", "https://evil.example", "Authorization", "Bearer " + g.black()),
                    "{\"move\":\"D4\",\"moveNumber\":0}");
            assertThat(move.status()).isEqualTo(403);

            // What a form or a fetch without preflight can send from anywhere: text/plain, or no type at all.
            RawHttp.Answer plain = RawHttp.send(port, "POST", "/api/games",
                    Map.of("Host", self, "Content-Type", "text/plain"), GAME);
            assertThat(plain.status()).isEqualTo(415);
            assertThat(plain.json().get("reason").asText()).isEqualTo("content-type");
            assertThat(RawHttp.send(port, "POST", "/api/games", Map.of("Host", self), GAME).status()).isEqualTo(415);
            assertThat(RawHttp.send(port, "POST", "/api/games",
                    Map.of("Host", self, "Content-Type", "application/x-www-form-urlencoded"), "size=9").status()).isEqualTo(415);
            RawHttp.Answer form = RawHttp.send(port, "POST", "/api/games/" + g.id() + "/resign",
                    Map.of("Host", self, "Content-Type", "multipart/form-data; boundary=x"), "--x--");
            assertThat(form.status()).isEqualTo(415);

            assertThat(client.get("/api/games").body().size()).isEqualTo(1);
            assertThat(client.stableState(g.id())).isEqualTo(before);

            // The server's own page, and a client that sends no Origin (curl, the command line), are served.
            RawHttp.Answer own = RawHttp.send(port, "POST", "/api/games",
                    json("Host", self, "Origin", "http://" + self, "Content-Type", "application/json; charset=utf-8"), GAME);
            assertThat(own.status()).as(own.body()).isEqualTo(201);
            assertThat(client.post("/api/games", null, GAME).status()).isEqualTo(201);
            // A read is never refused for its Origin: the pages of other sites may link to a record.
            assertThat(RawHttp.send(port, "GET", "/api/games/" + g.id(), Map.of("Host", self, "Origin", "https://evil.example"), null)
                    .status()).isEqualTo(200);
        }
    }

    @Test
    void forwardedProtoCountsOnlyFromATrustedProxy() throws Exception {
        String db = Databases.sqliteFile(dir);
        // Behind a proxy that ends TLS, the page's origin is https while goref is reached over http.
        try (GorefServer direct = GorefServer.start(0, db)) {
            String self = "127.0.0.1:" + direct.port();
            RawHttp.Answer a = RawHttp.send(direct.port(), "POST", "/api/games",
                    json("Host", self, "Origin", "https://" + self, "X-Forwarded-Proto", "https"), GAME);
            assertThat(a.status()).isEqualTo(403);
        }
        ServerOptions proxied = ServerOptions.of(0, db).withTrustedProxies(List.of("127.0.0.1"));
        try (GorefServer server = GorefServer.start(proxied)) {
            String self = "127.0.0.1:" + server.port();
            RawHttp.Answer a = RawHttp.send(server.port(), "POST", "/api/games",
                    json("Host", self, "Origin", "https://" + self, "X-Forwarded-Proto", "https"), GAME);
            assertThat(a.status()).as(a.body()).isEqualTo(201);
            assertThat(RawHttp.send(server.port(), "POST", "/api/games", json("Host", self, "Origin", "https://" + self), GAME)
                    .status()).isEqualTo(403);
        }
    }

    @Test
    void everyAnswerCarriesTheSecurityHeadersAndNoCookie() throws Exception {
        try (GorefServer server = GorefServer.start(0, Databases.sqliteFile(dir))) {
            for (String path : List.of("/", "/game.html", "/style.css", "/api/games", "/api/games/nope", "/nowhere", "/healthz")) {
                RawHttp.Answer a = RawHttp.send(server.port(), "GET", path, Map.of("Host", "127.0.0.1"), null);
                assertThat(a.headers().get("content-security-policy")).as(path)
                        .contains("script-src 'self'").contains("frame-ancestors 'none'").doesNotContain("unsafe-eval");
                assertThat(a.headers().get("content-security-policy")).as(path).doesNotContain("script-src 'self' 'unsafe-inline'");
                assertThat(a.headers().get("x-content-type-options")).as(path).isEqualTo("nosniff");
                assertThat(a.headers().get("referrer-policy")).as(path).isEqualTo("no-referrer");
                assertThat(a.headers()).as(path).doesNotContainKey("set-cookie");
            }
        }
    }
}
