package org.goref.server.clock;

import java.util.Optional;

import org.goref.core.board.Color;

/**
 * Main time, then Japanese byo-yomi (absolute time when there are no periods). A move that ends
 * within a period keeps it; each period exceeded is used up; when the last is exceeded, the flag
 * falls.
 */
public final class ByoYomiClock implements GameClock {
    private final long periodMs;
    private final long[] mainMs = new long[3];
    private final int[] periods = new int[3];
    private Color running;
    private long since;

    public ByoYomiClock(TimeControl tc) {
        this.periodMs = tc.periodSeconds() * 1000;
        for (Color c : Color.values()) {
            mainMs[c.code] = tc.mainSeconds() * 1000;
            periods[c.code] = tc.periods();
        }
    }

    @Override
    public void moveMade(Color mover, long now) {
        if (running == mover) {
            charge(mover, Math.max(0, now - since));
        }
        running = null;
        since = now;
    }

    private void charge(Color c, long elapsed) {
        long main = mainMs[c.code];
        if (elapsed <= main) {
            mainMs[c.code] = main - elapsed;
            return;
        }
        mainMs[c.code] = 0;
        long over = elapsed - main;
        if (periodMs > 0) {
            int lost = (int) Math.min(Integer.MAX_VALUE, over / periodMs);
            // A move made exactly at a period's end is within it.
            if (over % periodMs == 0 && lost > 0) {
                lost--;
            }
            periods[c.code] = Math.max(0, periods[c.code] - lost);
        }
    }

    @Override
    public void run(Color side, long now) {
        if (running != null && running != side) {
            // Switching without a move (e.g. play stopped): the time still counts.
            charge(running, Math.max(0, now - since));
        } else if (running != null) {
            return;
        }
        running = side;
        since = now;
    }

    @Override
    public void restartedAt(long now) {
        since = now;
    }

    @Override
    public Optional<Color> flagged(long now) {
        if (running == null) {
            return Optional.empty();
        }
        long allowed = mainMs[running.code] + periods[running.code] * periodMs;
        return now - since > allowed ? Optional.of(running) : Optional.empty();
    }

    @Override
    public Color running() {
        return running;
    }

    @Override
    public Reading read(Color side, long now) {
        long elapsed = side == running ? Math.max(0, now - since) : 0;
        long main = mainMs[side.code];
        if (elapsed <= main) {
            return new Reading(main - elapsed, periods[side.code], periodMs, side == running);
        }
        long over = elapsed - main;
        if (periodMs == 0) {
            return new Reading(0, 0, 0, side == running);
        }
        int lost = (int) Math.min(Integer.MAX_VALUE, over / periodMs);
        int left = periods[side.code] - lost;
        if (left <= 0) {
            return new Reading(0, 0, 0, side == running);
        }
        return new Reading(0, left, periodMs - over % periodMs, side == running);
    }
}
