package org.goref.server.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;

import org.goref.core.clock.TimeControl;
import org.goref.core.game.EventCodec;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.server.clock.ClockStart;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;

/**
 * Games and their events in the database. Every write is done or not at all.
 *
 * <p>Appends are group-committed: one writer thread takes every append waiting at that moment and
 * commits them in one transaction, then answers each. A commit costs about the same for one game's
 * move as for fifty, so under load the database's commit rate stops bounding the moves per second,
 * and each caller still returns only after its own events are committed. When a group fails, its
 * appends are retried one by one, so one bad append cannot fail another game's.
 */
public final class GameRepository implements AutoCloseable {
    private static final int MAX_GROUP = 256;

    private final Jdbi jdbi;
    private final LinkedBlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final Thread writer;
    /** Guards {@link #closed} and the queue's intake together, so that nothing is queued after the stop mark. */
    private final Object accepting = new Object();
    private boolean closed;

    /** How long {@link #close()} waits for the appends already accepted to be committed. */
    public static final Duration DRAIN_PATIENCE = Duration.ofSeconds(5);

    /** Queued by close() after the last accepted append: the writer stops once it reaches it. */
    private static final Pending STOP = new Pending("", List.of(), null, 0, FlagDeadline.UNCHANGED, null, new CompletableFuture<>());

    private record Pending(String gameId, List<StoredEvent> events, String result, long finishedAt,
                           FlagDeadline deadline, Runnable afterCommit, CompletableFuture<Void> done) {
        /** Runs what the caller wants done the moment the transaction has committed; its trouble is not the commit's. */
        void committed() {
            if (afterCommit != null) {
                try {
                    afterCommit.run();
                } catch (RuntimeException e) {
                    // the events are committed whatever the hook makes of it
                }
            }
        }
    }

    public GameRepository(Database db) {
        this.jdbi = db.jdbi();
        this.writer = Thread.ofPlatform().daemon().name("goref-group-commit").start(this::writeLoop);
    }

    private void writeLoop() {
        List<Pending> group = new ArrayList<>();
        boolean stopping = false;
        while (!stopping) {
            try {
                group.add(queue.take());
            } catch (InterruptedException e) {
                // Interrupted only when a drain gave up: close() fails whatever is still queued.
                return;
            }
            queue.drainTo(group, MAX_GROUP - 1);
            // The stop mark is queued last, after every append accepted: the group before it is the last.
            stopping = group.removeIf(p -> p == STOP);
            if (!group.isEmpty()) {
                commitGroup(group);
            }
            group.clear();
        }
    }

    /** Told of every group committed: how many appends, and how long the transaction took. */
    public interface GroupCommits {
        void committed(int appends, long nanos);
    }

    private volatile GroupCommits observer = (appends, nanos) -> { };

    public void observe(GroupCommits o) {
        observer = o;
    }

    /** Tells the observer; its trouble must never pass for a failed commit, which would be retried. */
    private void observed(int appends, long nanos) {
        try {
            observer.committed(appends, nanos);
        } catch (RuntimeException e) {
            // the commit stands whatever the metrics make of it
        }
    }

    private void commitGroup(List<Pending> group) {
        try {
            long start = System.nanoTime();
            jdbi.useTransaction(h -> writeAll(h, group));
            // Every hook first (a few microseconds each: news handed to the bus), then the answers.
            group.forEach(Pending::committed);
            observed(group.size(), System.nanoTime() - start);
            group.forEach(p -> p.done().complete(null));
        } catch (RuntimeException groupFailed) {
            if (NotConnected.caused(groupFailed)) {
                // Nothing of the group was sent, and one by one would find no connection either.
                group.forEach(p -> p.done().completeExceptionally(groupFailed));
                return;
            }
            for (Pending p : group) {
                try {
                    jdbi.useTransaction(h -> write(h, p));
                    p.committed();
                    p.done().complete(null);
                } catch (RuntimeException e) {
                    // The group's own commit may have landed (its answer lost): a retry that found no
                    // connection says nothing of that, so the group's failure is what is told, and
                    // the database is asked (StorageSync) rather than taken as never written to.
                    p.done().completeExceptionally(NotConnected.caused(e) ? groupFailed : e);
                }
            }
        }
    }

    private static void write(Handle h, Pending p) {
        writeAll(h, List.of(p));
    }

    /**
     * Every event of the group in one batch: one statement sent once (PostgreSQL rewrites it into
     * multi-row inserts), not one round trip per game, which under load made the group's commit wait
     * on as many round trips as it had games.
     */
    private static void writeAll(Handle h, List<Pending> group) {
        var batch = h.prepareBatch(INSERT_EVENT);
        int rows = 0;
        for (Pending p : group) {
            for (StoredEvent e : p.events()) {
                bindEvent(batch, p.gameId(), e);
                rows++;
            }
        }
        if (rows > 0) {
            batch.execute();
        }
        PreparedBatch deadlines = null;
        for (Pending p : group) {
            if (p.result() != null) {
                h.createUpdate("UPDATE games SET finished_at = :at, result = :r, flag_at = NULL WHERE id = :id")
                        .bind("at", p.finishedAt()).bind("r", p.result()).bind("id", p.gameId()).execute();
            } else if (p.deadline().writes()) {
                // One batch for the group's timed games, sent with the events: one round trip more, not one per game.
                deadlines = deadlines == null ? h.prepareBatch(UPDATE_FLAG_AT) : deadlines;
                deadlines.bind("f", p.deadline().column()).bind("id", p.gameId()).add();
            }
        }
        if (deadlines != null) {
            deadlines.execute();
        }
    }

    private static final String UPDATE_FLAG_AT = "UPDATE games SET flag_at = :f WHERE id = :id";

    private static final String INSERT_EVENT = "INSERT INTO game_events (game_id, seq, at, event) VALUES (:g, :s, :a, :e)";

    private static void bindEvent(PreparedBatch batch, String gameId, StoredEvent e) {
        batch.bind("g", gameId).bind("s", e.seq()).bind("a", e.at()).bind("e", EventCodec.encode(e.event())).add();
    }

    /**
     * Stops taking appends and lets the writer commit every one already accepted, waiting at most
     * {@code patience}: close used to interrupt the writer at once, so appends queued then were
     * never written and their callers waited for ever. What is still queued when the patience runs
     * out (a database that hangs) is failed, never left waiting; a group already being written
     * ends as its transaction does. The database itself is the caller's to close, afterwards.
     */
    public void close(Duration patience) {
        synchronized (accepting) {
            if (closed) {
                return;
            }
            closed = true;
            queue.add(STOP);
        }
        try {
            if (!writer.join(patience)) {
                writer.interrupt();
            }
        } catch (InterruptedException e) {
            writer.interrupt();
            Thread.currentThread().interrupt();
        }
        for (Pending p; (p = queue.poll()) != null; ) {
            if (p != STOP) {
                p.done().completeExceptionally(new StorageClosed());
            }
        }
    }

    /** {@link #close(Duration)} with {@link #DRAIN_PATIENCE}. */
    @Override
    public void close() {
        close(DRAIN_PATIENCE);
    }

    /** Stores a new game with its first events (handicap, ...), no clock running. */
    public void create(GameRecord g, List<StoredEvent> first) {
        create(g, first, FlagDeadline.UNCHANGED);
    }

    /** Stores a new game with its first events (handicap, ...) and the moment before which its flag cannot fall. */
    public void create(GameRecord g, List<StoredEvent> first, FlagDeadline deadline) {
        jdbi.useTransaction(h -> {
            h.createUpdate("""
                    INSERT INTO games (id, size, rules, handicap, time_control, clock_start, black_name, white_name,
                        black_token_hash, white_token_hash, referee_token_hash, created_at, flag_at)
                    VALUES (:id, :size, :rules, :handicap, :tc, :cs, :bn, :wn, :bt, :wt, :rt, :at, :f)""")
                    .bind("id", g.id()).bind("size", g.size()).bind("rules", g.rules().spec())
                    .bind("handicap", g.handicap()).bind("tc", g.timeControl().spec())
                    .bind("cs", g.clockStart().spec())
                    .bind("bn", g.blackName()).bind("wn", g.whiteName())
                    .bind("bt", g.blackTokenHash()).bind("wt", g.whiteTokenHash()).bind("rt", g.refereeTokenHash())
                    .bind("at", g.createdAt())
                    .bind("f", deadline.column())
                    .execute();
            insertEvents(h, g.id(), first);
        });
    }

    /**
     * Appends events to a game and, when {@code result} is given, marks it finished, all or nothing,
     * and returns once they are committed. A sequence number already taken fails the write (primary key);
     * once {@link #close} has begun, every append fails with {@link StorageClosed} and writes nothing.
     */
    public void append(String gameId, List<StoredEvent> events, String result, long finishedAt) {
        append(gameId, events, result, finishedAt, FlagDeadline.UNCHANGED, null);
    }

    /**
     * {@link #append(String, List, String, long)}, writing the game's {@code flag_at} as {@code deadline}
     * says in the same transaction, and {@code afterCommit} (when not null) run by the commit thread
     * right after the transaction that stored the events, before this returns: it must be quick and
     * never wait. Not run when the write fails, even if the events were stored after all (a lost
     * answer): the caller learns that from the database and acts itself.
     */
    public void append(String gameId, List<StoredEvent> events, String result, long finishedAt,
                       FlagDeadline deadline, Runnable afterCommit) {
        Pending p = new Pending(gameId, List.copyOf(events), result, finishedAt, deadline, afterCommit, new CompletableFuture<>());
        synchronized (accepting) {
            if (closed) {
                throw new StorageClosed();
            }
            queue.add(p);
        }
        try {
            p.done().join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
    }

    private static void insertEvents(Handle h, String gameId, List<StoredEvent> events) {
        if (events.isEmpty()) {
            return;
        }
        var batch = h.prepareBatch(INSERT_EVENT);
        for (StoredEvent e : events) {
            bindEvent(batch, gameId, e);
        }
        batch.execute();
    }

    /**
     * Removes a game whose tokens nobody was given ({@link Unclaimed}), its events and its row in
     * one transaction, if it is the very row written: the same id and referee token hash. A game a
     * tournament's table links fails the removal (the link's foreign key): the caller looks at
     * the link first, and the key stops a link committed in between.
     */
    public Unclaimed.Swept removeUnclaimed(String id, String refereeTokenHash) {
        return jdbi.inTransaction(h -> {
            Optional<String> hash = h.createQuery("SELECT referee_token_hash FROM games WHERE id = :id").bind("id", id)
                    .mapTo(String.class).findOne();
            if (hash.isEmpty() || !hash.get().equals(refereeTokenHash)) {
                return new Unclaimed.Swept.NotStored();
            }
            int events = h.createUpdate("DELETE FROM game_events WHERE game_id = :id").bind("id", id).execute();
            h.createUpdate("DELETE FROM games WHERE id = :id").bind("id", id).execute();
            return Unclaimed.Swept.Removed.rowAndEvents(events);
        });
    }

    public Optional<GameRecord> find(String id) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM games WHERE id = :id").bind("id", id)
                .map((rs, ctx) -> record(rs)).findOne());
    }

    public List<StoredEvent> events(String gameId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT seq, at, event FROM game_events WHERE game_id = :g ORDER BY seq")
                .bind("g", gameId)
                .map((rs, ctx) -> new StoredEvent(rs.getInt("seq"), rs.getLong("at"),
                        decoded(gameId, rs.getInt("seq"), rs.getString("event"))))
                .list());
    }

    /**
     * The game's events after the first {@code known}, in order: what a node of several has not
     * seen yet of a game others act on too ({@code known} is its last seq, since seqs count from 1).
     */
    public List<StoredEvent> eventsAfter(String gameId, int known) {
        return jdbi.withHandle(h -> h.createQuery("SELECT seq, at, event FROM game_events WHERE game_id = :g AND seq > :k ORDER BY seq")
                .bind("g", gameId).bind("k", known)
                .map((rs, ctx) -> new StoredEvent(rs.getInt("seq"), rs.getLong("at"),
                        decoded(gameId, rs.getInt("seq"), rs.getString("event"))))
                .list());
    }

    /** The last seq stored of each of these games that has events, in one query (a node's look for what it missed). */
    public java.util.Map<String, Integer> lastSeqs(java.util.Collection<String> gameIds) {
        java.util.Map<String, Integer> out = new java.util.HashMap<>();
        List<String> ids = List.copyOf(gameIds);
        for (int from = 0; from < ids.size(); from += 500) {
            List<String> chunk = ids.subList(from, Math.min(ids.size(), from + 500));
            jdbi.useHandle(h -> h.createQuery("SELECT game_id, MAX(seq) AS last FROM game_events WHERE game_id IN (<ids>) GROUP BY game_id")
                    .bindList("ids", chunk)
                    .map((rs, ctx) -> java.util.Map.entry(rs.getString("game_id"), rs.getInt("last")))
                    .forEach(e -> out.put(e.getKey(), e.getValue())));
        }
        return out;
    }

    private static GameEvent decoded(String gameId, int seq, String line) {
        try {
            return EventCodec.decode(line);
        } catch (RuntimeException e) {
            throw new UnreadableEvent(gameId, seq, e);
        }
    }

    /**
     * Moves the games' {@code flag_at} on to the moments given, for the games still in progress whose
     * stored moment is earlier (or missing): each given moment is one before which the game's flag
     * cannot fall, so moving on to it never hides a flag, and a later one stored meanwhile stays.
     * One batch, autocommitted.
     */
    public void raiseFlagAt(Map<String, Long> bounds) {
        if (bounds.isEmpty()) {
            return;
        }
        jdbi.useHandle(h -> {
            PreparedBatch b = h.prepareBatch(
                    "UPDATE games SET flag_at = :f WHERE id = :id AND finished_at IS NULL AND (flag_at IS NULL OR flag_at < :f)");
            bounds.forEach((id, f) -> b.bind("f", f).bind("id", id).add());
            b.execute();
        });
    }

    /**
     * Games in progress whose flag may have fallen before {@code cutoff} ({@code flag_at}), at most {@code limit}
     * of them, earliest first: what a node of several takes over when the node that watched their
     * clocks is gone. One index range scan, however many games are live.
     */
    public List<String> overdue(long cutoff, int limit) {
        return jdbi.withHandle(h -> h.createQuery(
                        "SELECT id FROM games WHERE flag_at < :c AND finished_at IS NULL ORDER BY flag_at LIMIT :n")
                .bind("c", cutoff).bind("n", limit).mapTo(String.class).list());
    }

    /** Every game not yet finished, oldest first; a row that cannot be read is handed to {@code skipped}. */
    public List<GameRecord> unfinished(Consumer<UnreadableGame> skipped) {
        return readable(jdbi.withHandle(h -> h.createQuery("SELECT * FROM games WHERE finished_at IS NULL ORDER BY created_at")
                .map((rs, ctx) -> recordOrSkip(rs, skipped)).list()));
    }

    /** The most recent games, live and finished, newest first; a row that cannot be read is handed to {@code skipped}. */
    public List<GameRecord> recent(int limit, Consumer<UnreadableGame> skipped) {
        return readable(jdbi.withHandle(h -> h.createQuery("SELECT * FROM games ORDER BY created_at DESC, id LIMIT :n")
                .bind("n", limit).map((rs, ctx) -> recordOrSkip(rs, skipped)).list()));
    }

    private static GameRecord recordOrSkip(ResultSet rs, Consumer<UnreadableGame> skipped) throws SQLException {
        try {
            return record(rs);
        } catch (UnreadableGame e) {
            skipped.accept(e);
            return null;
        }
    }

    private static List<GameRecord> readable(List<GameRecord> rows) {
        List<GameRecord> out = new ArrayList<>(rows.size());
        for (GameRecord r : rows) {
            if (r != null) {
                out.add(r);
            }
        }
        return out;
    }

    private static GameRecord record(ResultSet rs) throws SQLException {
        String id = rs.getString("id");
        long fin = rs.getLong("finished_at");
        Long finishedAt = rs.wasNull() ? null : fin;
        try {
            return new GameRecord(id, rs.getInt("size"), RuleSet.parse(rs.getString("rules")),
                    rs.getInt("handicap"), TimeControl.parse(rs.getString("time_control")), clockStart(rs), rs.getString("black_name"),
                    rs.getString("white_name"), rs.getString("black_token_hash"), rs.getString("white_token_hash"),
                    rs.getString("referee_token_hash"), rs.getLong("created_at"), finishedAt, rs.getString("result"));
        } catch (IllegalArgumentException | IllegalStateException e) {
            // What the parsers of a stored spec throw: the row, not the database, is at fault.
            throw new UnreadableGame(id, e);
        }
    }

    private static ClockStart clockStart(ResultSet rs) throws SQLException {
        String id = rs.getString("id");
        String spec = rs.getString("clock_start");
        return ClockStart.parse(spec).orElseThrow(() -> new IllegalStateException(
                "game " + id + ": unknown clock_start " + spec));
    }
}
