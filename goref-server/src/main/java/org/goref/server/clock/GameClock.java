package org.goref.server.clock;

import java.util.Optional;

import org.goref.core.board.Color;

/**
 * The server's authoritative clock of one game, driven by timestamps passed in (milliseconds) so
 * that replaying stored events gives the same clock. At most one side's clock runs at a time.
 * Kept behind this interface so that the core's time controls can replace {@link ByoYomiClock}.
 */
public interface GameClock {

    /** {@code mover} completed a move at {@code now}: charge the thinking time; nobody runs after it. */
    void moveMade(Color mover, long now);

    /** From {@code now} on, {@code side}'s clock runs (null: none runs, e.g. during marking). */
    void run(Color side, long now);

    /**
     * The server was down: the running side's clock restarts at {@code now} without charging the
     * time since {@code lastKnown}.
     */
    void restartedAt(long now);

    /** The side whose time has run out at {@code now}, if any. */
    Optional<Color> flagged(long now);

    /** The running side, or null. */
    Color running();

    /** What a client shows, as of {@code now}. */
    Reading read(Color side, long now);

    /** A side's clock: main time left, periods left, time left in the current period, all in ms. */
    record Reading(long mainMs, int periods, long periodMs, boolean running) {
    }

    /** A clock for the control, or empty when the game has none. */
    static Optional<GameClock> of(TimeControl tc) {
        return tc.isNone() ? Optional.empty() : Optional.of(new ByoYomiClock(tc));
    }
}
