package org.goref.server.game;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.locks.ReentrantLock;

import org.goref.core.board.Color;
import org.goref.core.game.EventCodec;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.Illegal;
import org.goref.core.game.Phase;
import org.goref.server.auth.Tokens;
import org.goref.server.clock.ClockStart;
import org.goref.server.clock.GameClock;
import org.goref.server.store.GameRecord;
import org.goref.server.store.StorageSync;
import org.goref.server.store.StoredEvent;

/**
 * One game held in memory: the referee ({@link Game}) and the clock, rebuilt from the stored events,
 * and the lock that makes its actions one at a time. The events list holds only committed events.
 */
public final class LiveGame {
    /**
     * How a restart was recorded before it had an event of its own ({@link GameEvent.Restarted}): a
     * note starting so. Still read, so that a database written then keeps its clocks right.
     */
    static final String LEGACY_RESTART_NOTE = "server restart:";

    private final GameRecord record;
    private final ReentrantLock lock = new ReentrantLock();
    private final List<StoredEvent> committed = new ArrayList<>();
    private Game game;
    private GameClock clock;
    /**
     * Whether the clock has begun: from the creation, or from the first move when the game's clock
     * starts there ({@link ClockStart#FIRST_MOVE}). Rebuilt with the clock from the stored events.
     */
    private boolean clockStarted;
    /** The mover's clock just after each move, in order: the record's time left per move. Rebuilt with the clock. */
    private final List<GameClock.Reading> moveClocks = new ArrayList<>();
    /**
     * In step with the stored events after a failed write: unsure when the database could not be
     * asked what it holds, and the game must then be read again before it takes another action.
     * Used with the lock held.
     */
    private final StorageSync<StoredEvent> sync = new StorageSync<>(
            e -> List.of(e.seq(), e.at(), EventCodec.encode(e.event())));
    /**
     * The game as of the last committed change: what its reads (the state, the record, the games
     * list) are served from without the game's lock (a list taking a hundred locks, each maybe held
     * through a database write, would wait on the slowest game; a record written under the lock
     * held a move up). An immutable snapshot published with the lock held, never the referee itself,
     * which an action may be changing at that moment.
     */
    private volatile GameView view;
    private final GameViews views = new GameViews();
    /** When the game was last asked for (the service's clock), so that an idle one can leave memory. */
    private volatile long lastUsed;
    /**
     * No flag can fall before this instant (Long.MAX_VALUE: none can), as of the last committed
     * change: the scheduled flag check passes over the others without taking their locks or
     * reading their clocks.
     */
    private volatile long flagDue;
    /**
     * The flag bound this node last stored in the game's row ({@link #flagBound}), or {@link
     * #UNKNOWN_BOUND} when it has stored none since it read the game: then its next write stores one.
     */
    private volatile long storedBound = UNKNOWN_BOUND;
    static final long UNKNOWN_BOUND = Long.MIN_VALUE;
    /** How long before a stored bound comes due a write stores a fresh one. */
    static final long BOUND_SLACK_MILLIS = 10_000;

    LiveGame(GameRecord record, List<StoredEvent> events) {
        this.record = record;
        this.committed.addAll(events);
        rebuild();
    }

    long lastUsed() {
        return lastUsed;
    }

    void usedAt(long now) {
        lastUsed = now;
    }

    /** Replays the committed events into a fresh referee and clock (after a refused or failed write, too). */
    void rebuild() {
        views.reset();
        storedBound = UNKNOWN_BOUND;
        game = new Game(record.size(), record.rules());
        clock = GameClock.of(record.timeControl()).orElse(null);
        clockStarted = record.clockStart() == ClockStart.CREATION;
        moveClocks.clear();
        if (clock != null && clockStarted) {
            clock.run(game.toMove(), record.createdAt());
        }
        for (StoredEvent e : committed) {
            Optional<Illegal> refused = game.tryApply(e.event());
            if (refused.isPresent()) {
                throw new IllegalStateException("game " + record.id() + ": stored event " + e.seq() + " refused: " + refused.get());
            }
            clockAfter(e);
        }
        publish();
    }

    /** A row of the games list: the move number, the phase and the result (null while undecided). */
    public record Listing(int moveNumber, Phase phase, String result) {
    }

    /** Publishes the view of the game as it now stands; with the lock held, once committed. */
    void publish() {
        view = views.next(this);
        flagDue = flagAt().orElse(Long.MAX_VALUE);
    }

    /** The earliest instant at which a flag may fall, as of the last committed change; read without the lock. */
    long flagDue() {
        return flagDue;
    }

    /** The game as of the last committed change: safe to read without the lock. */
    public GameView view() {
        return view;
    }

    /** The games list's snapshot: safe to read without the lock. */
    public Listing listing() {
        return view.listing();
    }

    /**
     * Takes the events the database holds as the committed ones and rebuilds the game from them. If
     * they do not replay, the game stays as it was and the error is thrown.
     */
    void adopt(List<StoredEvent> held) {
        List<StoredEvent> before = List.copyOf(committed);
        committed.clear();
        committed.addAll(held);
        try {
            rebuild();
        } catch (RuntimeException e) {
            committed.clear();
            committed.addAll(before);
            rebuild();
            throw e;
        }
    }

    /**
     * Applies events another node committed after the ones known here (a node of several reads or
     * is told them). They must be the next seqs and replay; else nothing changes and it throws.
     */
    void follow(List<StoredEvent> newer) {
        int known = committed.size();
        for (StoredEvent e : newer) {
            Optional<Illegal> refused = e.seq() == committed.size() + 1 ? game.tryApply(e.event()) : Optional.empty();
            if (e.seq() != committed.size() + 1 || refused.isPresent()) {
                committed.subList(known, committed.size()).clear();
                rebuild();
                throw new IllegalStateException("game " + record.id() + ": event " + e.seq() + " does not follow event "
                        + (committed.size()) + refused.map(r -> " (" + r + ")").orElse(""));
            }
            committed.add(e);
            clockAfter(e);
        }
        publish();
    }

    StorageSync<StoredEvent> sync() {
        return sync;
    }

    /** Keeps the clock in step with an event just applied to the game. */
    void clockAfter(StoredEvent e) {
        if (clock == null) {
            return;
        }
        switch (e.event()) {
            case GameEvent.Play p -> moveMade(p.color(), e.at());
            case GameEvent.Pass p -> moveMade(p.color(), e.at());
            case GameEvent.Restarted r -> clock.restartedAt(e.at());
            case GameEvent.Note n when n.text().startsWith(LEGACY_RESTART_NOTE) -> clock.restartedAt(e.at());
            default -> { }
        }
        // From the first move on (in a game whose clock starts there, see moveMade) the clock runs:
        // the opponent's starts at it.
        clockStarted |= e.event().isMove();
        clock.run(clockStarted && game.phase() == Phase.PLAYING ? game.toMove() : null, e.at());
    }

    private void moveMade(Color mover, long at) {
        if (!clockStarted) {
            // The first move of a game whose clock starts there is made on the mover's clock run
            // for no time: charged nothing, but counted as every later move is (Fischer's
            // increment, a Canadian period's stone), as in a game timed from its creation.
            clock.run(mover, at);
        }
        clock.moveMade(mover, at);
        moveClocks.add(clock.read(mover, at));
    }

    /** The mover's clock just after each move so far (empty without a clock). With the lock held. */
    public List<GameClock.Reading> moveClocks() {
        return List.copyOf(moveClocks);
    }

    public GameRecord record() {
        return record;
    }

    public String id() {
        return record.id();
    }

    public Game game() {
        return game;
    }

    /** The clock, or null when the game has none. */
    public GameClock clock() {
        return clock;
    }

    public ReentrantLock lock() {
        return lock;
    }

    /**
     * The thinking time a side has used, from the stored timestamps: from the moment its turn
     * began (the previous move, the start, a resumption, a server restart) to its move. Marking
     * and the server's downtime are not counted; nor the first move of a game whose clock starts
     * at it. Call with the game's lock held.
     */
    public Duration timeUsed(Color side) {
        long start = record.createdAt();
        long used = 0;
        boolean started = record.clockStart() == ClockStart.CREATION;
        for (StoredEvent e : committed) {
            if (!started && e.event().isMove()) {
                started = true;
                start = e.at();
            }
            switch (e.event()) {
                case GameEvent.Play p -> {
                    if (p.color() == side) {
                        used += e.at() - start;
                    }
                    start = e.at();
                }
                case GameEvent.Pass p -> {
                    if (p.color() == side) {
                        used += e.at() - start;
                    }
                    start = e.at();
                }
                case GameEvent.Resume r -> start = e.at();
                case GameEvent.Restarted r -> start = e.at();
                case GameEvent.Note n when n.text().startsWith(LEGACY_RESTART_NOTE) -> start = e.at();
                default -> { }
            }
        }
        return Duration.ofMillis(Math.max(0, used));
    }

    List<StoredEvent> committed() {
        return committed;
    }

    int nextSeq() {
        return committed.size() + 1;
    }

    long lastEventAt() {
        return committed.isEmpty() ? record.createdAt() : committed.get(committed.size() - 1).at();
    }

    /** Who this token belongs to; a missing or unknown token is a spectator. Constant time per comparison. */
    public Role roleOf(String token) {
        if (token == null || token.isEmpty()) {
            return Role.SPECTATOR;
        }
        // Compare with all three every time so the time taken says nothing about which matched.
        boolean b = Tokens.matches(token, record.blackTokenHash());
        boolean w = Tokens.matches(token, record.whiteTokenHash());
        boolean r = Tokens.matches(token, record.refereeTokenHash());
        return b ? Role.BLACK : w ? Role.WHITE : r ? Role.REFEREE : Role.SPECTATOR;
    }

    /** When the running side's flag falls if nobody moves, while play goes on; empty without a running clock. */
    OptionalLong flagAt() {
        if (clock == null || game.phase() != Phase.PLAYING) {
            return OptionalLong.empty();
        }
        return clock.flagAt();
    }

    /**
     * A moment before which no flag of this game can fall, whatever is played from {@code now} on
     * ({@link GameClock#earliestFlag}); empty without a clock or once finished. Lock held.
     */
    OptionalLong flagBound(long now) {
        if (clock == null || game.isFinished()) {
            return OptionalLong.empty();
        }
        return clock.earliestFlag(now);
    }

    /** Whether the bound this node stored is unknown or comes due within {@link #BOUND_SLACK_MILLIS} of {@code now}. */
    boolean boundDue(long now) {
        return storedBound < now + BOUND_SLACK_MILLIS;
    }

    /** The bound just stored in the game's row. */
    void boundStored(long bound) {
        storedBound = bound;
    }

    /** The side whose flag has fallen at {@code now}, while play goes on. */
    Optional<Color> flagged(long now) {
        if (clock == null || game.phase() != Phase.PLAYING) {
            return Optional.empty();
        }
        return clock.flagged(now);
    }
}
