package org.goref.server.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nats.client.Connection;
import io.nats.client.Dispatcher;
import io.nats.client.Nats;
import io.nats.client.Options;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.server.auth.Tokens;
import org.goref.server.clock.ClockStart;
import org.goref.server.store.Database;
import org.goref.server.store.GameRecord;
import org.goref.server.store.GameRepository;
import org.goref.server.store.StoredEvent;

/**
 * {@code goref bench capacity}: the two figures the arithmetic of docs/scale.md starts from, each
 * engine alone. The events per second the database takes through goref's own write path (many
 * games, each appending one move at a time and waiting for its commit, group-committed as the
 * server does), and the messages per second NATS carries from one publisher to one subscriber with
 * a move's news as the payload, a subject per game.
 */
public final class CapacityLoad {
    public record Result(int writers, double eventsPerSecond, double natsMessagesPerSecond) {
        public String line() {
            return String.format(Locale.ROOT, "writers=%d db_events_per_s=%.0f nats_msgs_per_s=%.0f",
                    writers, eventsPerSecond, natsMessagesPerSecond);
        }
    }

    public Result run(String db, String bus, int writers, int seconds) throws Exception {
        if (writers < 1 || writers > 10_000 || seconds < 1 || seconds > 600) {
            throw new IllegalArgumentException("--writers is 1 to 10000, --seconds 1 to 600");
        }
        double events = db == null ? 0 : inserts(db, writers, seconds);
        double msgs = bus == null ? 0 : messages(bus, seconds);
        return new Result(writers, events, msgs);
    }

    private static double inserts(String url, int writers, int seconds) throws Exception {
        try (Database db = Database.open(url); GameRepository repo = new GameRepository(db);
             ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            AtomicLong done = new AtomicLong();
            long end = System.nanoTime() + seconds * 1_000_000_000L;
            List<Future<?>> all = new ArrayList<>();
            for (int w = 0; w < writers; w++) {
                all.add(threads.submit(() -> {
                    String id = Tokens.newId();
                    long now = System.currentTimeMillis();
                    repo.create(new GameRecord(id, 19, RuleSet.parse("japanese"), 0, new TimeControl.None(), ClockStart.CREATION,
                            "bench-b", "bench-w", "b", "w", "r", now, null, null), List.of());
                    for (int seq = 1; System.nanoTime() < end && seq <= 361; seq++) {
                        Point p = Point.of((seq - 1) % 19, (seq - 1) / 19);
                        repo.append(id, List.of(new StoredEvent(seq, System.currentTimeMillis(),
                                new GameEvent.Play(seq % 2 == 1 ? Color.BLACK : Color.WHITE, p))), null, 0);
                        done.incrementAndGet();
                    }
                    return null;
                }));
            }
            long start = System.nanoTime();
            for (Future<?> f : all) {
                f.get();
            }
            return done.get() / ((System.nanoTime() - start) / 1e9);
        }
    }

    private static double messages(String url, int seconds) throws Exception {
        Options o = Options.builder().server(url).connectionTimeout(Duration.ofSeconds(2)).build();
        try (Connection pub = Nats.connect(o); Connection sub = Nats.connect(o)) {
            AtomicLong got = new AtomicLong();
            Dispatcher d = sub.createDispatcher(m -> got.incrementAndGet());
            d.subscribe("goref.bench.*");
            sub.flush(Duration.ofSeconds(2));
            byte[] payload = new ObjectMapper().writeValueAsBytes(java.util.Map.of("events", List.of(java.util.Map.of(
                    "seq", 123, "at", System.currentTimeMillis(), "event", "play B dd"))));
            long start = System.nanoTime();
            long end = start + seconds * 1_000_000_000L;
            long sent = 0;
            while (System.nanoTime() < end) {
                for (int i = 0; i < 1000; i++, sent++) {
                    pub.publish("goref.bench." + (sent % 1000), payload);
                }
                // Publishing faster than the subscriber takes only fills buffers: keep them near each other.
                while (sent - got.get() > 50_000 && System.nanoTime() < end) {
                    Thread.onSpinWait();
                }
            }
            pub.flush(Duration.ofSeconds(5));
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (got.get() < sent && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            return got.get() / ((System.nanoTime() - start) / 1e9);
        }
    }
}
