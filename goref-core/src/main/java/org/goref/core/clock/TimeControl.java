package org.goref.core.clock;

/**
 * A time control system (RULES.md §6): absolute, Japanese byo-yomi, Canadian, Fischer, or none. A
 * value; each system knows how a move's thinking time changes a side's {@link SideTime}. Written and
 * parsed as a spec ({@link TimeSpec}): {@code abs:10m}, {@code byo:10m+5x30s}, {@code can:10m+25/5m},
 * {@code fis:5m+10s}, {@code fis:5m+10s/10m}, {@code none}.
 *
 * <p>To the millisecond: a move that takes exactly the time available is in time; one millisecond
 * more and the side's time is up.
 */
public sealed interface TimeControl {

    /** A side's time before its first move. */
    SideTime initial();

    /** How long the side may think on its next move before its time is up (Long.MAX_VALUE: no limit). */
    long available(SideTime s);

    /** The side's time after a move that took {@code elapsedMs}; flagged when that was too long. */
    SideTime charge(SideTime s, long elapsedMs);

    /** The canonical spec, e.g. {@code byo:10m+5x30s}. */
    default String spec() {
        return TimeSpec.print(this);
    }

    static TimeControl parse(String spec) {
        return TimeSpec.parse(spec);
    }

    /** No clock. */
    record None() implements TimeControl {
        public SideTime initial() {
            return new SideTime(0, 0, 0, 0, false, false, 0);
        }

        public long available(SideTime s) {
            return Long.MAX_VALUE;
        }

        public SideTime charge(SideTime s, long elapsedMs) {
            return s.spent(elapsedMs);
        }
    }

    /** Sudden death: {@code mainMs} for the whole game. */
    record Absolute(long mainMs) implements TimeControl {
        public Absolute {
            TimeSpec.require(mainMs > 0, "absolute time must be positive");
        }

        public SideTime initial() {
            return new SideTime(mainMs, 0, 0, 0, false, false, 0);
        }

        public long available(SideTime s) {
            return s.flagged() ? 0 : s.mainMs();
        }

        public SideTime charge(SideTime s, long e) {
            if (s.flagged() || e > s.mainMs()) {
                return new SideTime(0, 0, 0, 0, false, true, s.usedMs() + e);
            }
            return new SideTime(s.mainMs() - e, 0, 0, 0, false, false, s.usedMs() + e);
        }
    }

    /**
     * Japanese byo-yomi: main time, then {@code periods} periods of {@code periodMs}; a move made
     * within a period keeps it, each period exceeded is used up, and the time is up when the last
     * one is exceeded.
     */
    record ByoYomi(long mainMs, int periods, long periodMs) implements TimeControl {
        public ByoYomi {
            TimeSpec.require(mainMs >= 0, "main time cannot be negative");
            TimeSpec.require(periods >= 1, "byo-yomi needs at least one period");
            TimeSpec.require(periodMs > 0, "a byo-yomi period must be positive");
        }

        public SideTime initial() {
            return new SideTime(mainMs, periods, periodMs, 0, mainMs == 0, false, 0);
        }

        public long available(SideTime s) {
            return s.flagged() ? 0 : s.mainMs() + s.periods() * periodMs;
        }

        public SideTime charge(SideTime s, long e) {
            long used = s.usedMs() + e;
            if (s.flagged()) {
                return s.spent(e);
            }
            if (e <= s.mainMs()) {
                long main = s.mainMs() - e;
                return new SideTime(main, s.periods(), periodMs, 0, main == 0, false, used);
            }
            long over = e - s.mainMs();
            // Periods exceeded in full are used up; the one the move was made in is kept.
            long lost = (over - 1) / periodMs;
            if (lost >= s.periods()) {
                return new SideTime(0, 0, 0, 0, true, true, used);
            }
            return new SideTime(0, s.periods() - (int) lost, periodMs, 0, true, false, used);
        }
    }

    /**
     * Canadian: main time, then {@code stones} moves in each period of {@code periodMs}; when the
     * moves are made in time the period starts afresh. The move that runs into overtime is the
     * first of the period's moves.
     */
    record Canadian(long mainMs, int stones, long periodMs) implements TimeControl {
        public Canadian {
            TimeSpec.require(mainMs >= 0, "main time cannot be negative");
            TimeSpec.require(stones >= 1, "a Canadian period needs at least one move");
            TimeSpec.require(periodMs > 0, "a Canadian period must be positive");
        }

        public SideTime initial() {
            return new SideTime(mainMs, 0, periodMs, stones, mainMs == 0, false, 0);
        }

        public long available(SideTime s) {
            if (s.flagged()) {
                return 0;
            }
            return s.overtime() ? s.periodMs() : s.mainMs() + periodMs;
        }

        public SideTime charge(SideTime s, long e) {
            long used = s.usedMs() + e;
            if (s.flagged()) {
                return s.spent(e);
            }
            long period = s.periodMs();
            int left = s.stones();
            if (!s.overtime()) {
                if (e <= s.mainMs()) {
                    return new SideTime(s.mainMs() - e, 0, periodMs, stones, false, false, used);
                }
                e -= s.mainMs();
                period = periodMs;
                left = stones;
            }
            if (e > period) {
                return new SideTime(0, 0, 0, left, true, true, used);
            }
            period -= e;
            left--;
            if (left == 0) {
                period = periodMs;
                left = stones;
            }
            return new SideTime(0, 0, period, left, true, false, used);
        }
    }

    /**
     * Fischer: main time, plus {@code incrementMs} after each move made in time; with a cap
     * ({@code capMs > 0}) the time left after the increment is at most the cap.
     */
    record Fischer(long mainMs, long incrementMs, long capMs) implements TimeControl {
        public Fischer {
            TimeSpec.require(mainMs > 0, "Fischer main time must be positive");
            TimeSpec.require(incrementMs >= 0, "the increment cannot be negative");
            TimeSpec.require(capMs == 0 || capMs >= mainMs, "the cap must be at least the main time");
        }

        public SideTime initial() {
            return new SideTime(mainMs, 0, 0, 0, false, false, 0);
        }

        public long available(SideTime s) {
            return s.flagged() ? 0 : s.mainMs();
        }

        public SideTime charge(SideTime s, long e) {
            long used = s.usedMs() + e;
            if (s.flagged() || e > s.mainMs()) {
                return new SideTime(0, 0, 0, 0, false, true, used);
            }
            long left = s.mainMs() - e + incrementMs;
            if (capMs > 0) {
                left = Math.min(left, capMs);
            }
            return new SideTime(left, 0, 0, 0, false, false, used);
        }
    }
}
