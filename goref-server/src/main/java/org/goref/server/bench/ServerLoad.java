package org.goref.server.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.server.GorefServer;

/**
 * {@code goref bench server}: N games played at once by simulated clients over HTTP and WebSocket
 * on loopback, against a server in this process. Latency of a move: from sending the request to
 * the opponent's socket receiving the update.
 */
public final class ServerLoad {
    private static final Semaphore SETUP = new Semaphore(32);
    private final ObjectMapper json = new ObjectMapper();

    public record Result(int games, int seconds, int thinkMs, long moves, double movesPerSecond, double p50Ms, double p99Ms,
                         double maxMs, long errors, long setupErrors, String db) {
        public String line() {
            return String.format(Locale.ROOT,
                    "games=%d seconds=%d think_ms=%d moves=%d moves_per_s=%.1f p50_ms=%.2f p99_ms=%.2f max_ms=%.2f errors=%d setup_errors=%d db=%s",
                    games, seconds, thinkMs, moves, movesPerSecond, p50Ms, p99Ms, maxMs, errors, setupErrors, db);
        }
    }


    /** Runs the benchmark; {@code db} null means a fresh SQLite file in a temporary folder. */
    public Result run(int games, int seconds, int thinkMs, String db, PrintStream log) throws Exception {
        return run(games, seconds, thinkMs, 5, db, log);
    }

    /** As above, after {@code warmupSeconds} of play that are not measured (the JIT compiles the move path). */
    public Result run(int games, int seconds, int thinkMs, int warmupSeconds, String db, PrintStream log) throws Exception {
        if (games < 1 || games > 20_000 || seconds < 1 || seconds > 3600 || thinkMs < 0 || thinkMs > 600_000
                || warmupSeconds < 0 || warmupSeconds > 600) {
            throw new IllegalArgumentException("--games is 1 to 20000, --seconds 1 to 3600, --think-ms 0 to 600000, --warmup 0 to 600");
        }
        Path tmp = null;
        if (db == null) {
            tmp = Files.createTempDirectory("goref-bench-server");
            db = "jdbc:sqlite:" + tmp.resolve("bench.db");
        }
        String kind = db.startsWith("jdbc:postgresql:") ? "postgresql" : "sqlite";
        try (GorefServer server = GorefServer.start(0, db);
             ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            String base = "http://127.0.0.1:" + server.port();
            HttpClient http = HttpClient.newBuilder().executor(threads).connectTimeout(Duration.ofSeconds(30)).build();
            ConcurrentLinkedQueue<long[]> samples = new ConcurrentLinkedQueue<>();
            AtomicLong errors = new AtomicLong();
            AtomicLong setupErrors = new AtomicLong();
            CountDownLatch ready = new CountDownLatch(games);
            CountDownLatch go = new CountDownLatch(1);
            long[] window = new long[2];
            List<Future<?>> running = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                running.add(threads.submit(() -> {
                    try {
                        playGames(http, base, thinkMs, ready, go, window, samples, errors);
                    } catch (Exception e) {
                        // A table that could not be set up (creation or sockets timed out) plays no move.
                        if (setupErrors.incrementAndGet() == 1) {
                            log.println("first setup failure: " + e);
                        }
                        ready.countDown();
                    }
                    return null;
                }));
            }
            if (!ready.await(300, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the games could not be set up within 300 s");
            }
            log.printf("%d games ready; %d s of warm-up, then measuring for %d s%n", games, warmupSeconds, seconds);
            window[0] = System.nanoTime() + warmupSeconds * 1_000_000_000L;
            window[1] = window[0] + seconds * 1_000_000_000L;
            go.countDown();
            for (var f : running) {
                f.get();
            }
            long[] all = samples.stream().flatMapToLong(Arrays::stream).filter(x -> x >= 0).sorted().toArray();
            double perSecond = all.length / (double) seconds;
            return new Result(games, seconds, thinkMs, all.length, perSecond, BenchGame.percentileMs(all, 0.50), BenchGame.percentileMs(all, 0.99),
                    all.length == 0 ? 0 : all[all.length - 1] / 1e6, errors.get(), setupErrors.get(), kind);
        } finally {
            if (tmp != null) {
                try (var s = Files.walk(tmp)) {
                    s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        }
    }


    /** One table: plays games one after another until the window closes. */
    private void playGames(HttpClient http, String base, int thinkMs, CountDownLatch ready, CountDownLatch go,
                           long[] window, ConcurrentLinkedQueue<long[]> samples, AtomicLong errors) throws Exception {
        Table t;
        // Tables are set up a few at a time: a thousand at once only makes them all time out.
        SETUP.acquire();
        try {
            t = newTable(http, base);
        } finally {
            SETUP.release();
        }
        Random random = new Random();
        ready.countDown();
        go.await();
        long[] mine = new long[1 << 12];
        int count = 0;
        try {
            while (System.nanoTime() < window[1]) {
                int n = t.moveNumber;
                if (n >= BenchGame.MOVES.size()) {
                    t.close();
                    t = newTable(http, base);
                    continue;
                }
                if (thinkMs > 0) {
                    // A player thinks: half to one and a half times the given time.
                    Thread.sleep(thinkMs / 2 + random.nextInt(thinkMs + 1));
                    if (System.nanoTime() >= window[1]) {
                        break;
                    }
                }
                Watch opponent = n % 2 == 0 ? t.whiteWatch : t.blackWatch;
                String token = n % 2 == 0 ? t.blackToken : t.whiteToken;
                long sent = System.nanoTime();
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + t.id + "/play"))
                        .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                        .timeout(Duration.ofSeconds(30))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"move\":\"" + BenchGame.MOVES.get(n) + "\",\"moveNumber\":" + n + "}"))
                        .build(), HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() != 200) {
                    errors.incrementAndGet();
                    t.close();
                    t = newTable(http, base);
                    continue;
                }
                long seen = opponent.awaitMove(n + 1);
                t.moveNumber = n + 1;
                if (seen < 0) {
                    errors.incrementAndGet();
                    continue;
                }
                if (sent >= window[0] && seen <= window[1]) {
                    if (count == mine.length) {
                        mine = Arrays.copyOf(mine, count * 2);
                    }
                    mine[count++] = seen - sent;
                }
            }
        } finally {
            t.close();
            samples.add(Arrays.copyOf(mine, count));
        }
    }

    private final class Table {
        String id;
        String blackToken;
        String whiteToken;
        Watch blackWatch;
        Watch whiteWatch;
        int moveNumber;

        void close() {
            blackWatch.close();
            whiteWatch.close();
        }
    }

    private Table newTable(HttpClient http, String base) throws Exception {
        HttpRequest create = BenchGame.creation(base);
        HttpResponse<String> created = sendWithRetry(http, create);
        BenchGame.Seats seats = BenchGame.Seats.of(created.statusCode(), created.body(), json);
        Table t = new Table();
        t.id = seats.id();
        t.blackToken = seats.blackToken();
        t.whiteToken = seats.whiteToken();
        t.blackWatch = new Watch(http, base, t.id);
        t.whiteWatch = new Watch(http, base, t.id);
        return t;
    }

    /**
     * Java's HTTP client sends a POST on a pooled connection the server may have just closed as idle
     * ("header parser received no bytes") and, the method not being idempotent, does not retry it; a
     * second game created by a retry costs the benchmark nothing, a lost table costs it a game.
     */
    private static HttpResponse<String> sendWithRetry(HttpClient http, HttpRequest request) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                return http.send(request, HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                if (attempt == 3) {
                    throw e;
                }
            }
        }
    }

    /** One player's socket: the move numbers of the updates it receives, with when they arrived. */
    private static final class Watch implements WebSocket.Listener {
        private final BlockingQueue<long[]> arrivals = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();
        private final WebSocket socket;

        Watch(HttpClient http, String base, String id) {
            socket = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(60))
                    .buildAsync(URI.create(base.replace("http", "ws") + "/api/games/" + id + "/events"), this).join();
            awaitMove(0);
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                long at = System.nanoTime();
                String s = partial.toString();
                partial.setLength(0);
                int i = s.indexOf("\"moveNumber\":");
                if (i >= 0) {
                    int j = i + 13;
                    int k = j;
                    while (k < s.length() && Character.isDigit(s.charAt(k))) {
                        k++;
                    }
                    arrivals.add(new long[] {Integer.parseInt(s.substring(j, k)), at});
                }
            }
            ws.request(1);
            return null;
        }

        /** When the update with this move number (or a later one) arrived; -1 after 30 s without. */
        long awaitMove(int n) {
            try {
                while (true) {
                    long[] a = arrivals.poll(30, TimeUnit.SECONDS);
                    if (a == null) {
                        return -1;
                    }
                    if (a[0] >= n) {
                        return a[1];
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -1;
            }
        }

        void close() {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").exceptionally(x -> null);
        }
    }
}
