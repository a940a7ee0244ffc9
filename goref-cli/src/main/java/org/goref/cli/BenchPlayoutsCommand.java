package org.goref.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.goref.bench.workload.PlayoutResult;
import org.goref.bench.workload.Playouts;
import org.goref.core.board.Board;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code goref bench playouts}: W1 of WORKLOADS.md, random playouts on goref's board, one thread,
 * warm-up then re-seed and measure. The checksum line goes to stderr (to stdout with
 * {@code --check}); the figures are the last line of stdout as key=value pairs.
 */
@Command(name = "playouts", mixinStandardHelpOptions = true, description = "W1: random playouts on goref's board (WORKLOADS.md §3).")
public final class BenchPlayoutsCommand implements Callable<Integer> {
    @Option(names = "--size", description = "board size, 2 to 25 (default ${DEFAULT-VALUE})", defaultValue = "19")
    int size;

    @Option(names = "--playouts", description = "measured playouts (default 1,000 on 13x13 and larger, 20,000 below)")
    Integer playouts;

    @Option(names = "--seconds", description = "instead of --playouts: as many playouts as fit in this many seconds")
    Double seconds;

    @Option(names = "--seed", description = "32-bit RNG seed, 0 to 4294967295 (default ${DEFAULT-VALUE}, the seed of the checksums)",
            defaultValue = "12345")
    long seed;

    @Option(names = "--warmup", description = "warm-up playouts, discarded (default about 2.4 million moves: 3,000 on 19x19, 13,371 on 9x9)")
    Integer warmup;

    @Option(names = "--check", description = "print the checksum line on stdout (before the figures) instead of stderr")
    boolean check;

    @Override
    public Integer call() {
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new IllegalArgumentException("--size must be " + Board.MIN_SIZE + " to " + Board.MAX_SIZE + ", not " + size);
        }
        if (playouts != null && seconds != null) {
            throw new IllegalArgumentException("give --playouts or --seconds, not both");
        }
        if (playouts != null && playouts < 1) {
            throw new IllegalArgumentException("--playouts must be at least 1, not " + playouts);
        }
        if (seconds != null && !(seconds > 0 && seconds <= 86_400)) {
            throw new IllegalArgumentException("--seconds must be above 0 (and at most a day), not " + seconds);
        }
        // Unsigned, as WORKLOADS.md gives seeds: -1 is no seed of a checksum there, though its
        // low 32 bits would quietly run as 4294967295.
        if (seed < 0 || seed > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("--seed must be a 32-bit number (0 to 4294967295), not " + seed);
        }
        int w = warmup != null ? warmup : Playouts.defaultWarmup(size);
        if (w < 0) {
            throw new IllegalArgumentException("--warmup must be 0 or more, not " + w);
        }

        Playouts w1 = new Playouts(size);
        w1.reset((int) seed);
        w1.run(w);
        w1.reset((int) seed);
        PlayoutResult r = seconds != null ? w1.runFor(seconds) : w1.run(playouts != null ? playouts : Playouts.defaultPlayouts(size));

        PrintStream out = System.out;
        (check ? out : System.err).println(r.checkLine());
        out.println(String.format(Locale.ROOT,
                "moves_per_sec=%.0f playouts_per_sec=%.1f playouts=%d moves=%d seconds=%.3f cpu_seconds=%.3f cpu_moves_per_sec=%.0f size=%d",
                r.movesPerSecond(), r.playoutsPerSecond(), r.playouts(), r.moves(), r.nanos() / 1e9,
                r.cpuNanos() / 1e9, r.movesPerCpuSecond(), size));
        out.flush();
        return Main.OK;
    }
}
