package org.goref.server.bench;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** What the server benchmarks play and how they report it, shared by one node's and several nodes' load. */
final class BenchGame {
    static final String COLS = "ABCDEFGHJKLMNOPQRST";
    /** Black fills rows 1-9 of a 19x19 board, White rows 11-19: every move legal, nothing captured. */
    static final List<String> MOVES = moves();
    /** A benchmark game's creation, POSTed to {@code /api/games}: 19x19, byo-yomi, named players. */
    private static final String NEW_GAME = "{\"size\":19,\"time\":\"byo:1h+5x30s\","
            + "\"black\":{\"name\":\"bench-b\"},\"white\":{\"name\":\"bench-w\"}}";
    /** How long a creation may take: the tables are set up many at once. */
    private static final Duration CREATION_TIMEOUT = Duration.ofSeconds(60);

    private BenchGame() {
    }

    private static List<String> moves() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 171; i++) {
            out.add("" + COLS.charAt(i % 19) + (1 + i / 19));
            out.add("" + COLS.charAt(i % 19) + (19 - i / 19));
        }
        return List.copyOf(out);
    }

    /** The request that creates a benchmark game on the server at {@code base}, for Java's client (one node's load). */
    static HttpRequest creation(String base) {
        return HttpRequest.newBuilder(URI.create(base + "/api/games"))
                .header("Content-Type", "application/json").timeout(CREATION_TIMEOUT)
                .POST(HttpRequest.BodyPublishers.ofString(NEW_GAME))
                .build();
    }

    /** The same creation sent with Jetty's client (several nodes' load). */
    static LoadClient.Answer create(LoadClient client, String base) throws InterruptedException {
        return client.post(base + "/api/games", null, NEW_GAME, CREATION_TIMEOUT);
    }

    /** A benchmark game's id and its players' tokens, as its creation answered them. */
    record Seats(String id, String blackToken, String whiteToken) {
        /** Read from the answer to a creation; any answer but 201 is the table's setup failing. */
        static Seats of(int status, String body, ObjectMapper json) throws JsonProcessingException {
            if (status != 201) {
                throw new IllegalStateException("create: " + status + " " + body);
            }
            JsonNode c = json.readTree(body);
            return new Seats(c.get("id").asText(), c.at("/black/token").asText(), c.at("/white/token").asText());
        }
    }

    /** The {@code q} quantile of nanosecond samples, sorted, in milliseconds (0 without samples). */
    static double percentileMs(long[] sorted, double q) {
        return sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))] / 1e6;
    }
}
