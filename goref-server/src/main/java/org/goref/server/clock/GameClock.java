package org.goref.server.clock;

import java.util.Optional;
import java.util.OptionalLong;

import org.goref.core.board.Color;
import org.goref.core.clock.TimeControl;

/**
 * The server's authoritative clock of one game, driven by timestamps passed in (milliseconds) so
 * that replaying stored events gives the same clock. At most one side's clock runs at a time. The
 * time controls themselves are the core's ({@link TimeControl}); {@link CoreClock} adapts them.
 */
public interface GameClock {

    /** {@code mover} completed a move at {@code now}: charge the thinking time; nobody runs after it. */
    void moveMade(Color mover, long now);

    /** From {@code now} on, {@code side}'s clock runs (null: none runs, e.g. during marking). */
    void run(Color side, long now);

    /**
     * The server was down: the running side's clock goes on from {@code now} as if no time had
     * passed since the last reading.
     */
    void restartedAt(long now);

    /** The side whose time has run out at {@code now}, if any. */
    Optional<Color> flagged(long now);

    /** The running side, or null. */
    Color running();

    /**
     * The moment the running side's flag falls if nobody moves, as of the last time given: stored
     * with the game so that another node finds it when this one is gone. Empty when none runs.
     */
    OptionalLong flagAt();

    /**
     * A moment before which neither side's flag can fall, whatever is played from {@code now} on:
     * the earlier of the moments each side would run out if its clock ran from now on (the running
     * side's from when it started). Moves and resumptions only ever give time, so a moment this once
     * gave stays one before any flag. Empty when time is unlimited.
     */
    OptionalLong earliestFlag(long now);

    /** What a client shows, as of {@code now}. */
    Reading read(Color side, long now);

    /**
     * The clock as it stands, frozen: what a client is shown at any later moment, read without the
     * clock itself (which the next move changes), so that a game's state is read from a snapshot.
     */
    Face face();

    /** A clock frozen by {@link #face}: its readings as of any moment after it was taken. Immutable. */
    interface Face {
        Reading read(Color side, long now);
    }

    /**
     * A side's clock in ms: main time left; byo-yomi periods left; time left in the current period
     * (byo-yomi, Canadian; the full period while main time lasts); Canadian moves still to make in
     * the period; whether it runs.
     */
    record Reading(long mainMs, int periods, long periodMs, int stones, boolean running) {
    }

    /** A clock for the control, or empty when the game has none. */
    static Optional<GameClock> of(TimeControl tc) {
        return tc instanceof TimeControl.None ? Optional.empty() : Optional.of(new CoreClock(tc));
    }
}
