package org.goref.bench.workload;

import java.util.Locale;

/**
 * What a W2 run did: placements replayed, illegal moves met (each stops its game), the position
 * hash of the final positions, over {@code passes} passes of {@code games} games; {@code nanos} is
 * the measured loop only (wall clock), {@code cpuNanos} the CPU time the thread got meanwhile.
 */
public record ReplayResult(int size, long games, long passes, long moves, long illegal, long poshash, long nanos,
                           long cpuNanos) {

    public double movesPerSecond() {
        return nanos == 0 ? 0 : moves * 1e9 / nanos;
    }

    /** Moves per second of CPU time given to the thread. */
    public double movesPerCpuSecond() {
        return cpuNanos <= 0 ? 0 : moves * 1e9 / cpuNanos;
    }

    public double gamesPerSecond() {
        return nanos == 0 ? 0 : games * 1e9 / nanos;
    }

    public String checkLine() {
        return String.format(Locale.ROOT, "# check goref W2 %d moves=%d illegal=%d poshash=%d",
                size, moves, illegal, poshash);
    }
}
