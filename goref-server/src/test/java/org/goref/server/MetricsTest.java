package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code /metrics} scraped during a short load run (issue 34): the move counter equals the moves
 * played, the play route's latency histogram has that many samples, and the commit, pool, JVM and
 * game gauges are there; a flag that falls is counted.
 */
class MetricsTest {
    private static final String[] BLACK = {"A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "J1", "A2"};
    private static final String[] WHITE = {"A9", "B9", "C9", "D9", "E9", "F9", "G9", "H9", "J9", "A8"};

    @TempDir
    Path dir;

    @Test
    void theMoveCounterAndThePlayHistogramCountEveryMovePlayedUnderLoad() throws Exception {
        int games = 8;
        try (GorefServer server = GorefServer.start(0, Databases.sqliteFile(dir))) {
            Client client = new Client(server.port());
            AtomicBoolean playing = new AtomicBoolean(true);
            AtomicLong scrapes = new AtomicLong();
            ExecutorService pool = Executors.newFixedThreadPool(games + 1);
            try {
                // Scraped all along the run, as Prometheus would: it must answer while moves commit.
                Future<?> scraper = pool.submit(() -> {
                    while (playing.get()) {
                        Client.Answer m = client.get("/metrics");
                        assertThat(m.status()).isEqualTo(200);
                        assertThat(m.text()).contains("goref_moves_total");
                        scrapes.incrementAndGet();
                    }
                    return null;
                });
                List<Future<Integer>> players = new ArrayList<>();
                for (int i = 0; i < games; i++) {
                    players.add(pool.submit(() -> {
                        Client.Seats g = client.seats("{\"size\":9}");
                        int n = 0;
                        for (int k = 0; k < BLACK.length; k++) {
                            assertThat(client.play(g.id(), g.black(), BLACK[k], n++).status()).isEqualTo(200);
                            assertThat(client.play(g.id(), g.white(), WHITE[k], n++).status()).isEqualTo(200);
                        }
                        // A pass is a move too.
                        assertThat(client.play(g.id(), g.black(), "pass", n++).status()).isEqualTo(200);
                        return n;
                    }));
                }
                int moves = 0;
                for (Future<Integer> p : players) {
                    moves += p.get(120, TimeUnit.SECONDS);
                }
                playing.set(false);
                scraper.get(30, TimeUnit.SECONDS);
                assertThat(scrapes.get()).isPositive();

                String text = client.get("/metrics").text();
                assertThat(moves).isEqualTo(games * 21);
                assertThat(value(text, "goref_moves_total", "")).isEqualTo(moves);
                assertThat(value(text, "goref_http_requests_seconds_count",
                        "method=\"POST\",route=\"/api/games/{id}/play\",status=\"200\"")).isEqualTo(moves);
                assertThat(text).contains("goref_http_requests_seconds_bucket{").contains("le=\"+Inf\"");
                // Every move is one append; creations are stored by their own statement.
                assertThat(value(text, "goref_commit_group_size_sum", "")).isGreaterThanOrEqualTo(moves);
                assertThat(value(text, "goref_commit_seconds_count", "")).isBetween(1.0, (double) moves);
                assertThat(value(text, "goref_games_in_memory", "")).isEqualTo(games);
                assertThat(value(text, "goref_flags_fallen_total", "")).isZero();
                assertThat(value(text, "goref_database_outages_total", "")).isZero();
                assertThat(text).contains("goref_websockets_open").contains("hikaricp_connections_active")
                        .contains("jvm_gc_").contains("jvm_memory_used_bytes");
                // One series per route template, none per game.
                assertThat(text).doesNotContainPattern("route=\"/api/games/[0-9a-zA-Z]{6,}");
            } finally {
                playing.set(false);
                pool.shutdownNow();
            }
        }
    }

    @Test
    void aFallenFlagIsCounted() throws Exception {
        long[] now = {1_000_000};
        try (GorefServer server = GorefServer.start(ServerOptions.of(0, Databases.sqliteFile(dir)), () -> now[0])) {
            Client client = new Client(server.port());
            Client.Seats g = client.seats("{\"size\":9,\"time\":\"abs:1m\"}");
            try (Client.Watcher w = client.watch(g.id())) {
                w.next();
                assertThat(value(client.get("/metrics").text(), "goref_websockets_open", "")).isEqualTo(1);
            }
            assertThat(client.play(g.id(), g.black(), "D4", 0).status()).isEqualTo(200);
            now[0] += 120_000;
            server.games().checkFlags();
            assertThat(client.state(g.id()).get("phase").asText()).isEqualTo("finished");
            String text = client.get("/metrics").text();
            assertThat(value(text, "goref_flags_fallen_total", "")).isEqualTo(1);
            assertThat(value(text, "goref_moves_total", "")).isEqualTo(1);
        }
    }

    @Test
    void pagesRefusalsAndUnknownPathsHaveARouteLabelEachNotOnePerPath() throws Exception {
        try (GorefServer server = GorefServer.start(0, Databases.sqliteFile(dir))) {
            Client client = new Client(server.port());
            client.get("/");
            client.get("/game.html");
            client.get("/nowhere/" + System.nanoTime());
            client.postBytes("/api/games", null, "text/plain", "{\"size\":9}".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            String text = client.get("/metrics").text();
            assertThat(value(text, "goref_http_requests_seconds_count", "method=\"GET\",route=\"static\",status=\"200\"")).isEqualTo(2);
            assertThat(value(text, "goref_http_requests_seconds_count", "method=\"GET\",route=\"unmatched\",status=\"404\"")).isEqualTo(1);
            assertThat(value(text, "goref_http_requests_seconds_count", "method=\"POST\",route=\"unmatched\",status=\"415\"")).isEqualTo(1);
            assertThat(text).doesNotContain("nowhere");
        }
    }

    /** The value of the sample {@code name} with exactly these labels (none: ""). */
    static double value(String exposition, String name, String labels) {
        Pattern p = Pattern.compile("(?m)^" + Pattern.quote(name) + (labels.isEmpty() ? "" : "\\{" + Pattern.quote(labels) + "\\}")
                + "(?:\\{[^}]*\\})? ([0-9.eE+-]+)$");
        Matcher m = p.matcher(exposition);
        assertThat(m.find()).as("%s{%s} in\n%s", name, labels, exposition.lines().filter(l -> l.startsWith("goref_") && !l.contains("_bucket")).toList()).isTrue();
        return Double.parseDouble(m.group(1));
    }
}
