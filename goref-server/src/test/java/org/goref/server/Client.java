package org.goref.server;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A small HTTP + WebSocket client of the API for tests. */
public final class Client {
    static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;

    public Client(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    public record Answer(int status, JsonNode body, String text) {
    }

    public Answer get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), null);
    }

    public Answer post(String path, String token, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body == null ? "" : body)), token);
    }

    /** A POST of these very bytes under this Content-Type (a charset, or bytes that are not text in it). */
    public Answer postBytes(String path, String token, String contentType, byte[] body) {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)), token);
    }

    public Answer put(String path, String token, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(body == null ? "" : body)), token);
    }

    public Answer get(String path, String token) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET(), token);
    }

    private Answer send(HttpRequest.Builder b, String token) {
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        try {
            HttpResponse<String> r = http.send(b.timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode n = null;
            try {
                n = JSON.readTree(r.body());
            } catch (Exception e) {
                // not JSON (SGF, HTML)
            }
            return new Answer(r.statusCode(), n, r.body());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A game created with these fields; answers the creation's body. */
    public JsonNode create(String json) {
        Answer a = post("/api/games", null, json);
        if (a.status() != 201) {
            throw new IllegalStateException("create: " + a.status() + " " + a.text());
        }
        return a.body();
    }

    /** A game's id and both players' tokens. */
    public record Seats(String id, String black, String white) {
    }

    /** Creates a game from {@code json}: its id and the players' tokens. */
    public Seats seats(String json) {
        JsonNode g = create(json);
        return new Seats(g.get("id").asText(), g.at("/black/token").asText(), g.at("/white/token").asText());
    }

    /** A tournament's id and its referee's token. */
    public record Refereed(String id, String token) {
    }

    /** Creates a tournament from {@code json} (201 expected): its id and the referee's token. */
    public Refereed tournament(String json) {
        Answer a = post("/api/tournaments", null, json);
        if (a.status() != 201) {
            throw new AssertionError("tournament not created: " + a.status() + " " + a.text());
        }
        return new Refereed(a.body().get("id").asText(), a.body().get("refereeToken").asText());
    }

    public Answer play(String id, String token, String move, int moveNumber) {
        return post("/api/games/" + id + "/play", token, "{\"move\":\"" + move + "\",\"moveNumber\":" + moveNumber + "}");
    }

    public JsonNode state(String id) {
        return get("/api/games/" + id).body();
    }

    /**
     * The state without the server's clock readings, which move on by themselves: what a refused
     * request must leave exactly as it was.
     */
    public String stableState(String id) {
        ObjectNode s = (ObjectNode) state(id);
        s.remove("serverTime");
        s.remove("clocks");
        return s.toString();
    }

    /** Subscribes to a game's events; messages arrive in {@link Watcher#messages}. */
    public Watcher watch(String id) {
        Watcher w = new Watcher();
        w.socket = http.newWebSocketBuilder().buildAsync(
                URI.create(base.replace("http", "ws") + "/api/games/" + id + "/events"), w).join();
        return w;
    }

    public static final class Watcher implements WebSocket.Listener, AutoCloseable {
        public final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();
        WebSocket socket;
        /** The last message taken with {@link #next}. */
        public volatile JsonNode last;
        /** The status code the server closed the socket with. */
        public final CompletableFuture<Integer> closedWith = new CompletableFuture<>();

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
            closedWith.complete(statusCode);
            return null;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    messages.add(JSON.readTree(partial.toString()));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }

        /** The next message, or IllegalStateException after 10 s. */
        /** The game's next message (its state, then its updates); the pages' comings and goings ("presence") are skipped. */
        public JsonNode next() {
            try {
                JsonNode n;
                do {
                    n = messages.poll(10, TimeUnit.SECONDS);
                    if (n == null) {
                        throw new IllegalStateException("no event within 10 s");
                    }
                } while ("presence".equals(n.path("type").asText()));
                last = n;
                return n;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void close() {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
        }
    }
}
