package org.goref.server.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * {@code goref bench server} against running servers, from outside: N games whose players sit on
 * different nodes (black on node i, white on node i+1), each with its own socket on its node.
 * Measures moves/s and the time from a move's request to the opponent's socket receiving it, and
 * checks what a cluster must never do: every watcher gets each update once, in order (updates
 * carry the seq of their first event), every acknowledged move is stored, and every socket's last
 * state is the game's state. A player whose node stops answering moves to the fallback URL (a
 * load balancer) and goes on.
 */
public final class ClusterLoad {
    private static final Semaphore SETUP = new Semaphore(16);
    /** How much longer the players think during the warm-up's slow part. */
    static final int SLOW_FACTOR = 3;
    /** The longest part of the warm-up played at the full rate before measuring. */
    static final int RAMP_SECONDS = 15;
    private final ObjectMapper json = new ObjectMapper();

    public record Result(int nodes, int games, int seconds, long moves, double movesPerSecond, double p50Ms, double p99Ms,
                         long errors, long lost, long duplicated, long outOfOrder, long unstoredAcks, long mismatchedStates) {
        public String line() {
            return String.format(Locale.ROOT, "nodes=%d games=%d seconds=%d moves=%d moves_per_s=%.1f p50_ms=%.2f p99_ms=%.2f"
                            + " errors=%d lost=%d duplicated=%d out_of_order=%d unstored_acks=%d mismatched_states=%d",
                    nodes, games, seconds, moves, movesPerSecond, p50Ms, p99Ms, errors, lost, duplicated, outOfOrder,
                    unstoredAcks, mismatchedStates);
        }
    }


    /**
     * Plays {@code games} games on the nodes at {@code urls} for {@code seconds} after {@code warmup}
     * seconds, each player thinking {@code thinkMs} on average (during most of the warm-up, three
     * times as long); {@code fallback} (a load balancer)
     * takes the players of a node that stops answering. {@code duringRun} runs once play has begun
     * (a test kills a node there).
     */
    public Result run(List<String> urls, String fallback, int games, int seconds, int thinkMs, int warmup,
                      Runnable duringRun, PrintStream log) throws Exception {
        if (urls.isEmpty() || games < 1 || games > 20_000 || seconds < 1 || thinkMs < 0 || warmup < 0) {
            throw new IllegalArgumentException("at least one URL; --games 1 to 20000, --seconds at least 1");
        }
        // The client is closed first: a player still waiting on it at a failure is let go at once.
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor();
             LoadClient client = new LoadClient(games)) {
            ConcurrentLinkedQueue<long[]> samples = new ConcurrentLinkedQueue<>();
            List<Table> tables = new ArrayList<>();
            AtomicLong errors = new AtomicLong();
            CountDownLatch go = new CountDownLatch(1);
            long[] window = new long[3];
            List<Future<Table>> setting = new ArrayList<>();
            for (int g = 0; g < games; g++) {
                String b = urls.get(g % urls.size());
                String w = urls.get((g + 1) % urls.size());
                setting.add(threads.submit(() -> {
                    SETUP.acquire();
                    try {
                        return newTable(client, b, w);
                    } finally {
                        SETUP.release();
                    }
                }));
            }
            for (var f : setting) {
                try {
                    tables.add(f.get(120, TimeUnit.SECONDS));
                } catch (Exception e) {
                    errors.incrementAndGet();
                }
            }
            log.printf("%d games ready on %d node(s); %d s of warm-up, then measuring for %d s%n", tables.size(), urls.size(),
                    warmup, seconds);
            long start = System.nanoTime();
            window[0] = start + warmup * 1_000_000_000L;
            window[1] = window[0] + seconds * 1_000_000_000L;
            // The warm-up's last third, at most RAMP_SECONDS, is at the full rate; before it the
            // players think SLOW_FACTOR times as long, so that the nodes' compilers and collectors
            // have the cores to reach their steady state (at the full rate on two cores they starve).
            window[2] = window[0] - Math.min(RAMP_SECONDS, warmup / 3) * 1_000_000_000L;
            List<Future<?>> running = new ArrayList<>();
            for (Table t : tables) {
                running.add(threads.submit(() -> {
                    play(client, t, fallback, thinkMs, go, window, samples, errors);
                    return null;
                }));
            }
            go.countDown();
            if (duringRun != null) {
                Thread.sleep(warmup * 1000L + seconds * 500L);
                duringRun.run();
            }
            for (var f : running) {
                f.get();
            }
            // Let the last updates arrive (a node's news may wait for its one-second look).
            Thread.sleep(2500);
            long lost = 0;
            long dup = 0;
            long ooo = 0;
            long unstored = 0;
            long mismatched = 0;
            for (Table t : tables) {
                JsonNode state = stateOf(client, t, fallback);
                if (state == null) {
                    errors.incrementAndGet();
                    continue;
                }
                unstored += t.unstored(state);
                for (Watch w : List.of(t.black, t.white)) {
                    lost += w.lost();
                    dup += w.duplicated;
                    ooo += w.outOfOrder;
                    if (w.alive() && !w.sameAs(state)) {
                        mismatched++;
                    }
                    w.close();
                }
            }
            long[] all = samples.stream().flatMapToLong(Arrays::stream).sorted().toArray();
            return new Result(urls.size(), games, seconds, all.length, all.length / (double) seconds, BenchGame.percentileMs(all, 0.50), BenchGame.percentileMs(all, 0.99),
                    errors.get(), lost, dup, ooo, unstored, mismatched);
        }
    }


    private JsonNode stateOf(LoadClient client, Table t, String fallback) {
        for (String base : List.of(fallback, t.black.base, t.white.base)) {
            try {
                LoadClient.Answer r = client.get(base + "/api/games/" + t.id, Duration.ofSeconds(10));
                if (r.status() == 200) {
                    return json.readTree(r.body());
                }
            } catch (IOException | InterruptedException e) {
                // the next node
            }
        }
        return null;
    }

    private void play(LoadClient client, Table t, String fallback, int thinkMs, CountDownLatch go, long[] window,
                      ConcurrentLinkedQueue<long[]> samples, AtomicLong errors) throws InterruptedException {
        Random random = new Random();
        go.await();
        long[] mine = new long[256];
        int count = 0;
        while (System.nanoTime() < window[1] && t.moveNumber < BenchGame.MOVES.size()) {
            if (thinkMs > 0) {
                int think = System.nanoTime() < window[2] ? thinkMs * SLOW_FACTOR : thinkMs;
                Thread.sleep(think / 2 + random.nextInt(think + 1));
                if (System.nanoTime() >= window[1]) {
                    break;
                }
            }
            int n = t.moveNumber;
            Watch mover = n % 2 == 0 ? t.black : t.white;
            Watch opponent = n % 2 == 0 ? t.white : t.black;
            String token = n % 2 == 0 ? t.blackToken : t.whiteToken;
            long sent = System.nanoTime();
            int status = client.post(mover.base + "/api/games/" + t.id + "/play", token,
                    "{\"move\":\"" + BenchGame.MOVES.get(n) + "\",\"moveNumber\":" + n + "}", Duration.ofSeconds(20)).status();
            if (status == 200) {
                t.acked.set(n);
                t.moveNumber = n + 1;
                if (!opponent.alive()) {
                    // The opponent's node died: it comes back through the fallback, its state the move.
                    opponent.moveTo(client, fallback);
                }
                long seen = opponent.awaitMove(n + 1, 20_000);
                if (seen < 0) {
                    errors.incrementAndGet();
                } else if (sent >= window[0] && seen <= window[1]) {
                    if (count == mine.length) {
                        mine = Arrays.copyOf(mine, count * 2);
                    }
                    mine[count++] = seen - sent;
                }
                continue;
            }
            errors.incrementAndGet();
            // The node is gone or refused: the player moves to the fallback, and everyone reads
            // where the game stands before going on (the move may have landed before the node died).
            if (status < 0 || status >= 500) {
                mover.moveTo(client, fallback);
            }
            JsonNode state = stateOf(client, t, fallback);
            if (state == null) {
                break;
            }
            t.moveNumber = state.path("moveNumber").asInt();
            for (Watch w : List.of(t.black, t.white)) {
                if (!w.alive()) {
                    w.moveTo(client, fallback);
                }
            }
        }
        samples.add(Arrays.copyOf(mine, count));
    }

    private final class Table {
        String id;
        String blackToken;
        String whiteToken;
        Watch black;
        Watch white;
        volatile int moveNumber;
        final BitSet acked = new BitSet();

        /** Acknowledged moves the game's state lacks: each stone of this pattern stays where it was put. */
        long unstored(JsonNode state) {
            JsonNode board = state.path("board");
            long missing = 0;
            for (int n = acked.nextSetBit(0); n >= 0; n = acked.nextSetBit(n + 1)) {
                String v = BenchGame.MOVES.get(n);
                int col = BenchGame.COLS.indexOf(v.charAt(0));
                int row = 19 - Integer.parseInt(v.substring(1));
                String line = board.path(row).asText();
                char want = n % 2 == 0 ? 'X' : 'O';
                if (line.length() <= col || line.charAt(col) != want) {
                    missing++;
                }
            }
            return missing;
        }
    }

    private Table newTable(LoadClient client, String blackBase, String whiteBase) throws Exception {
        LoadClient.Answer created = BenchGame.create(client, blackBase);
        BenchGame.Seats seats = BenchGame.Seats.of(created.status(), created.body(), json);
        Table t = new Table();
        t.id = seats.id();
        t.blackToken = seats.blackToken();
        t.whiteToken = seats.whiteToken();
        t.black = new Watch(t.id);
        t.black.connect(client, blackBase);
        t.white = new Watch(t.id);
        t.white.connect(client, whiteBase);
        return t;
    }
}
