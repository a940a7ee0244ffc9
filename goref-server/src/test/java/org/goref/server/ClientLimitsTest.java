package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import org.goref.server.http.Limits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The limits per client address (issue 34): a flood of creations from one address is refused
 * {@code 429} with {@code Retry-After} once past the limit while another address is served, and
 * nothing refused is stored; writes of any kind and WebSocket connections are capped the same
 * way. The client's address comes from {@code X-Forwarded-For} only when the peer is a trusted proxy.
 */
class ClientLimitsTest {
    private static final String GAME = "{\"size\":9}";
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path dir;

    private HttpResponse<String> post(int port, String path, String forwardedFor, String token, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (forwardedFor != null) {
            b.header("X-Forwarded-For", forwardedFor);
        }
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return http.send(b.timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aCreationFloodFromOneAddressIsRefusedWhileAnotherIsServedAndNothingRefusedIsStored() throws Exception {
        ServerOptions options = ServerOptions.of(0, Databases.sqliteFile(dir))
                .withTrustedProxies(List.of("127.0.0.1")).withLimits(new Limits(5, 1000, 0));
        try (GorefServer server = GorefServer.start(options)) {
            int port = server.port();
            int refused = 0;
            for (int i = 0; i < 12; i++) {
                HttpResponse<String> r = post(port, "/api/games", "198.51.100.7", null, GAME);
                if (i < 5) {
                    assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
                } else {
                    assertThat(r.statusCode()).as(r.body()).isEqualTo(429);
                    long retry = Long.parseLong(r.headers().firstValue("Retry-After").orElseThrow());
                    assertThat(retry).isBetween(1L, 60L);
                    JsonNode body = Client.JSON.readTree(r.body());
                    assertThat(body.get("reason").asText()).isEqualTo("rate");
                    assertThat(body.get("detail").asText()).contains("5 creations a minute");
                    refused++;
                }
            }
            assertThat(refused).isEqualTo(7);
            // Tournaments are creations too, counted in the same bucket.
            assertThat(post(port, "/api/tournaments", "198.51.100.7", null, "{\"name\":\"Cup\",\"rules\":\"japanese\"}")
                    .statusCode()).isEqualTo(429);
            // Another client behind the same proxy is served; so is one whose proxy chain ends at it.
            assertThat(post(port, "/api/games", "203.0.113.9", null, GAME).statusCode()).isEqualTo(201);
            assertThat(post(port, "/api/games", "198.51.100.7, 203.0.113.10", null, GAME).statusCode()).isEqualTo(201);
            Client client = new Client(port);
            assertThat(client.get("/api/games").body().size()).isEqualTo(7);
            assertThat(client.get("/api/tournaments").body().size()).isZero();
        }
    }

    @Test
    void fromAnUntrustedPeerForwardedForIsIgnored() throws Exception {
        ServerOptions options = ServerOptions.of(0, Databases.sqliteFile(dir)).withLimits(new Limits(3, 1000, 0));
        try (GorefServer server = GorefServer.start(options)) {
            List<Integer> statuses = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                // A flooder cannot get a fresh bucket by writing a new address in the header.
                statuses.add(post(server.port(), "/api/games", "192.0.2." + i, null, GAME).statusCode());
            }
            assertThat(statuses).containsExactly(201, 201, 201, 429, 429);
        }
    }

    @Test
    void everyWriteCountsAndARefusedMoveIsNotPlayed() throws Exception {
        ServerOptions options = ServerOptions.of(0, Databases.sqliteFile(dir))
                .withTrustedProxies(List.of("127.0.0.1")).withLimits(new Limits(100, 4, 0));
        try (GorefServer server = GorefServer.start(options)) {
            int port = server.port();
            Client client = new Client(port);
            JsonNode g = Client.JSON.readTree(post(port, "/api/games", "198.51.100.20", null, GAME).body());
            String id = g.get("id").asText();
            String black = g.at("/black/token").asText();
            String white = g.at("/white/token").asText();
            assertThat(post(port, "/api/games/" + id + "/play", "198.51.100.21", black, "{\"move\":\"D4\",\"moveNumber\":0}")
                    .statusCode()).isEqualTo(200);
            for (int i = 0; i < 3; i++) {
                // Refused or not, a write is a write: checks count as much as moves.
                post(port, "/api/games/" + id + "/check", "198.51.100.22", white, "{\"move\":\"E5\",\"moveNumber\":1}");
            }
            post(port, "/api/games/" + id + "/check", "198.51.100.22", white, "{\"move\":\"E5\",\"moveNumber\":1}");
            HttpResponse<String> limited = post(port, "/api/games/" + id + "/play", "198.51.100.22", white,
                    "{\"move\":\"E5\",\"moveNumber\":1}");
            assertThat(limited.statusCode()).isEqualTo(429);
            assertThat(limited.headers().firstValue("Retry-After")).isPresent();
            assertThat(client.state(id).get("moveNumber").asInt()).isEqualTo(1);
            // Reads are not limited.
            for (int i = 0; i < 10; i++) {
                assertThat(client.get("/api/games/" + id).status()).isEqualTo(200);
            }
        }
    }

    @Test
    void webSocketsPerAddressAreCapped() throws Exception {
        ServerOptions options = ServerOptions.of(0, Databases.sqliteFile(dir))
                .withTrustedProxies(List.of("127.0.0.1")).withLimits(new Limits(0, 0, 2));
        try (GorefServer server = GorefServer.start(options)) {
            int port = server.port();
            String id = new Client(port).create(GAME).get("id").asText();
            URI events = URI.create("ws://127.0.0.1:" + port + "/api/games/" + id + "/events");
            List<WebSocket> open = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                open.add(socket(events, "198.51.100.30"));
            }
            assertThatThrownBy(() -> socket(events, "198.51.100.30"))
                    .isInstanceOf(CompletionException.class)
                    .hasCauseInstanceOf(WebSocketHandshakeException.class)
                    .satisfies(e -> assertThat(((WebSocketHandshakeException) e.getCause()).getResponse().statusCode()).isEqualTo(429));
            // Another address is not affected.
            open.add(socket(events, "198.51.100.31"));
            // One closed, the address may open one again.
            open.remove(0).sendClose(WebSocket.NORMAL_CLOSURE, "bye").get(5, TimeUnit.SECONDS);
            WebSocket again = null;
            for (int i = 0; i < 100 && again == null; i++) {
                try {
                    again = socket(events, "198.51.100.30");
                } catch (CompletionException stillCounted) {
                    Thread.sleep(50);
                }
            }
            assertThat(again).isNotNull();
            open.add(again);
            for (WebSocket w : open) {
                w.abort();
            }
        }
    }

    private WebSocket socket(URI uri, String forwardedFor) {
        return http.newWebSocketBuilder().header("X-Forwarded-For", forwardedFor)
                .buildAsync(uri, new WebSocket.Listener() { }).join();
    }
}
