package org.goref.server.clock;

import java.util.Optional;
import java.util.OptionalLong;

import org.goref.core.board.Color;
import org.goref.core.clock.SideTime;
import org.goref.core.clock.TimeControl;
import org.goref.core.clock.TimeSource;

/**
 * The core's {@link org.goref.core.clock.GameClock} driven by the timestamps of the server's
 * events. Its time source reads the last timestamp given, minus the time the server was down, so
 * a restart charges nobody for the downtime.
 */
public final class CoreClock implements GameClock {
    private final TimeControl control;
    private final org.goref.core.clock.GameClock clock;
    private long now;
    private long skipped;
    private long runningSince;

    public CoreClock(TimeControl control) {
        this.control = control;
        TimeSource source = () -> now - skipped;
        this.clock = new org.goref.core.clock.GameClock(control, source);
    }

    private void at(long t) {
        // Time never runs backwards for a clock, whatever the wall clock does.
        now = Math.max(now, t);
    }

    @Override
    public void moveMade(Color mover, long t) {
        at(t);
        if (clock.running() == mover) {
            clock.stop();
        }
    }

    @Override
    public void run(Color side, long t) {
        at(t);
        Color running = clock.running();
        if (side == running) {
            return;
        }
        if (side == null) {
            clock.stop();
        } else {
            clock.start(side);
            runningSince = now - skipped;
        }
    }

    @Override
    public void restartedAt(long t) {
        long before = now;
        at(t);
        skipped += now - before;
    }

    @Override
    public Optional<Color> flagged(long t) {
        at(t);
        for (Color c : Color.values()) {
            if (clock.isUp(c)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    @Override
    public Color running() {
        return clock.running();
    }

    @Override
    public OptionalLong flagAt() {
        Color side = clock.running();
        for (Color c : Color.values()) {
            // A side whose time ran out at its last move is up already.
            if (c != side && clock.isUp(c)) {
                return OptionalLong.of(now);
            }
        }
        long left = side == null ? Long.MAX_VALUE : clock.remaining(side);
        // isUp is "more than it had": the flag falls one millisecond after the time runs out.
        return left == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(now + left + 1);
    }

    @Override
    public OptionalLong earliestFlag(long t) {
        at(t);
        long earliest = Long.MAX_VALUE;
        for (Color c : Color.values()) {
            // The running side: what is left of its time now; the other: all it has for its next move.
            long left = clock.remaining(c);
            if (left != Long.MAX_VALUE) {
                earliest = Math.min(earliest, now + left + 1);
            }
        }
        return earliest == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(earliest);
    }

    @Override
    public Reading read(Color side, long t) {
        at(t);
        return face().read(side, t);
    }

    @Override
    public Face face() {
        return new Frozen(control, clock.side(Color.BLACK), clock.side(Color.WHITE), clock.running(), now, skipped, runningSince);
    }

    /**
     * The clock's state at one moment: both sides' time as of their last stop, who runs and since
     * when. Reading it never moves the clock (a read used to move the clock's notion of now).
     */
    private record Frozen(TimeControl control, SideTime black, SideTime white, Color runningSide, long now, long skipped,
                          long runningSince) implements Face {
        @Override
        public Reading read(Color side, long t) {
            long at = Math.max(now, t);
            boolean running = runningSide == side;
            SideTime s = side == Color.BLACK ? black : white;
            long e = running ? Math.max(0, at - skipped - runningSince) : 0;
            if (s.flagged()) {
                return new Reading(0, 0, 0, 0, running);
            }
            return switch (control) {
                case TimeControl.None n -> new Reading(0, 0, 0, 0, running);
                case TimeControl.Absolute a -> new Reading(Math.max(0, s.mainMs() - e), 0, 0, 0, running);
                case TimeControl.Fischer f -> new Reading(Math.max(0, s.mainMs() - e), 0, 0, 0, running);
                case TimeControl.ByoYomi b -> {
                    if (e <= s.mainMs()) {
                        yield new Reading(s.mainMs() - e, s.periods(), b.periodMs(), 0, running);
                    }
                    long over = e - s.mainMs();
                    long lost = over / b.periodMs();
                    int left = (int) Math.max(0, s.periods() - lost);
                    yield left == 0 ? new Reading(0, 0, 0, 0, running)
                            : new Reading(0, left, b.periodMs() - over % b.periodMs(), 0, running);
                }
                case TimeControl.Canadian c -> {
                    if (!s.overtime()) {
                        if (e <= s.mainMs()) {
                            yield new Reading(s.mainMs() - e, 0, c.periodMs(), c.stones(), running);
                        }
                        yield new Reading(0, 0, Math.max(0, c.periodMs() - (e - s.mainMs())), c.stones(), running);
                    }
                    yield new Reading(0, 0, Math.max(0, s.periodMs() - e), s.stones(), running);
                }
            };
        }
    }
}
