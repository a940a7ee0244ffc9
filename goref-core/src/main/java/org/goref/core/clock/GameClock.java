package org.goref.core.clock;

import org.goref.core.board.Color;

/**
 * Both sides' clocks in one game, read from an injected {@link TimeSource}. At most one clock runs:
 * {@link #start} starts a side's, {@link #stop} charges it the time since and stops it; stopping
 * is how a pause (the marking phase, a dispute) is kept off the clocks. The referee asks
 * {@link #isUp} and turns a side whose time is up into a loss on time.
 */
public final class GameClock {
    private final TimeControl control;
    private final TimeSource time;
    private final SideTime[] sides = new SideTime[3];
    private Color running;
    private long since;

    public GameClock(TimeControl control, TimeSource time) {
        this.control = control;
        this.time = time;
        sides[1] = control.initial();
        sides[2] = control.initial();
    }

    public TimeControl control() {
        return control;
    }

    /** Starts {@code c}'s clock (stopping the other's first, if it runs). */
    public void start(Color c) {
        if (running != null) {
            stop();
        }
        running = c;
        since = time.millis();
    }

    /** Stops the running clock and charges it; returns the time the side has left as it stands. */
    public SideTime stop() {
        if (running == null) {
            throw new IllegalStateException("no clock is running");
        }
        Color c = running;
        long elapsed = time.millis() - since;
        sides[c.code] = control.charge(sides[c.code], elapsed);
        running = null;
        return sides[c.code];
    }

    /** {@code c} has moved: its clock stops and the opponent's starts. Returns c's time. */
    public SideTime press(Color c) {
        if (running != c) {
            throw new IllegalStateException(c.lowerName() + "'s clock is not running");
        }
        SideTime after = stop();
        start(c.opponent());
        return after;
    }

    public Color running() {
        return running;
    }

    /** The side's time as of the last stop (what GTP {@code time_left} reports). */
    public SideTime side(Color c) {
        return sides[c.code];
    }

    /** How long {@code c} may still think now before its time is up (Long.MAX_VALUE: no limit). */
    public long remaining(Color c) {
        long avail = control.available(sides[c.code]);
        if (avail == Long.MAX_VALUE || running != c) {
            return avail;
        }
        return Math.max(0, avail - (time.millis() - since));
    }

    /** Whether {@code c}'s time is up now: flagged at a stop, or running past what it had. */
    public boolean isUp(Color c) {
        if (sides[c.code].flagged()) {
            return true;
        }
        long avail = control.available(sides[c.code]);
        return running == c && avail != Long.MAX_VALUE && time.millis() - since > avail;
    }

    /** The time {@code c} has used, the running move included. */
    public long used(Color c) {
        return sides[c.code].usedMs() + (running == c ? time.millis() - since : 0);
    }
}
