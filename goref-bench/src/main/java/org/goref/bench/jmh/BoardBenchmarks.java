package org.goref.bench.jmh;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

import org.goref.bench.workload.BenchData;
import org.goref.bench.workload.Playouts;
import org.goref.bench.workload.Replay;
import org.goref.bench.workload.ReplayFile;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * W1 and W2 of WORKLOADS.md under JMH: one 19×19 random playout, one recorded game replayed. JMH's
 * score is playouts (games) per second; the {@code moves} counter is the moves/s the workloads
 * report. Playouts continue the seeded sequence from one call to the next, games cycle through
 * games19.tsv, so every iteration measures the same mix as the command-line runners.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m"})
public class BoardBenchmarks {

    @State(Scope.Thread)
    public static class W1 {
        Playouts playouts;

        @Setup(Level.Trial)
        public void setUp() {
            playouts = new Playouts(19);
            playouts.reset(Playouts.DEFAULT_SEED);
        }
    }

    @State(Scope.Thread)
    public static class W2 {
        Replay replay;
        int next;

        @Setup(Level.Trial)
        public void setUp() throws IOException {
            replay = new Replay(ReplayFile.read(BenchData.games19()));
        }
    }

    /** Moves (placements) per second, reported beside the playouts or games per second. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Moves {
        public long moves;

        @Setup(Level.Iteration)
        public void reset() {
            moves = 0;
        }
    }

    @Benchmark
    public long w1Playout19(W1 w1, Moves counter) {
        long before = w1.playouts.moves();
        w1.playouts.playOne();
        long made = w1.playouts.moves() - before;
        counter.moves += made;
        return made;
    }

    @Benchmark
    public long w2ReplayGame(W2 w2, Moves counter) {
        long made = w2.replay.replayOne(w2.next);
        if (++w2.next == w2.replay.games()) {
            w2.next = 0;
        }
        counter.moves += made;
        return made;
    }
}
