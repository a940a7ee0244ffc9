package org.goref.bench.workload;

import java.util.Locale;

/**
 * What a W1 run did and how long it took. {@code moves}, {@code passes}, {@code capped} and
 * {@code poshash} are the checksums of WORKLOADS.md §6; {@code nanos} is the wall-clock time of
 * the measured loop only, {@code cpuNanos} the CPU time the measuring thread got meanwhile (on a
 * shared machine, the gap between the two is the time other processes took).
 */
public record PlayoutResult(int size, long playouts, long moves, long passes, long capped, long poshash, long nanos,
                            long cpuNanos) {

    public double movesPerSecond() {
        return nanos == 0 ? 0 : moves * 1e9 / nanos;
    }

    /** Moves per second of CPU time given to the thread: what an idle machine would show, roughly. */
    public double movesPerCpuSecond() {
        return cpuNanos <= 0 ? 0 : moves * 1e9 / cpuNanos;
    }

    public double playoutsPerSecond() {
        return nanos == 0 ? 0 : playouts * 1e9 / nanos;
    }

    /** The checksum line of WORKLOADS.md §1, e.g. {@code # check goref W1 19 moves=… passes=… capped=… poshash=…}. */
    public String checkLine() {
        return String.format(Locale.ROOT, "# check goref W1 %d moves=%d passes=%d capped=%d poshash=%d",
                size, moves, passes, capped, poshash);
    }
}
