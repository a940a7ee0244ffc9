package org.goref.bench.longgame;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The long-game benchmark (issue 38): each record path timed on a game of N events and of 10·N, so
 * that a path whose cost grows faster than its events shows as a ratio well above 10. A path is
 * set up untimed, run {@code warmup} times at each size, then {@code runs} times, each after a
 * collection so that no run pays for the garbage of the one before. The ratio is of the least CPU
 * time the measuring thread took in a run: on a shared machine the wall time also counts the time
 * other processes took, and the other runs were slowed by them (caches, a core shared), so their
 * ratio said more about the machine's other work than about the path.
 */
public final class LongGameBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** One path's figures: the median wall and the least CPU milliseconds at N and at 10·N (CPU -1 where the JVM cannot tell). */
    public record Figure(String path, int events, double ms, double ms10, double cpuMs, double cpuMs10) {
        /** 10·N's CPU time over N's (wall time's where there is no CPU time): about 10 when the path is linear. */
        public double ratio() {
            return cpuMs > 0 ? cpuMs10 / cpuMs : ms10 / ms;
        }
    }

    /** The paths measured, in the order they are reported; each opened when its turn comes and closed after. */
    private static final List<Callable<LongGamePath>> PATHS = List.of(ServerGames::sgf, ServerGames::restore,
            GtpPaths::loadAndPrint, GtpPaths::playAndPrint);

    private LongGameBench() {
    }

    public static List<Figure> run(int events, int warmup, int runs) throws Exception {
        List<Figure> out = new ArrayList<>();
        for (Callable<LongGamePath> open : PATHS) {
            try (LongGamePath path = open.call()) {
                Runnable small = path.at(events);
                Runnable large = path.at(events * 10);
                for (int i = 0; i < warmup; i++) {
                    small.run();
                    large.run();
                }
                double[] n = timed(small, runs);
                double[] n10 = timed(large, runs);
                out.add(new Figure(path.name(), events, n[0], n10[0], n[1], n10[1]));
            }
        }
        return out;
    }

    /** The median wall and the least CPU milliseconds of {@code runs} runs. */
    private static double[] timed(Runnable work, int runs) {
        double[] wall = new double[runs];
        double[] cpu = new double[runs];
        for (int i = 0; i < runs; i++) {
            System.gc();
            long c0 = cpu();
            long t0 = System.nanoTime();
            work.run();
            wall[i] = (System.nanoTime() - t0) / 1e6;
            cpu[i] = c0 < 0 ? -1 : (cpu() - c0) / 1e6;
        }
        Arrays.sort(wall);
        Arrays.sort(cpu);
        return new double[] {wall[runs / 2], cpu[0]};
    }

    private static long cpu() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
    }
}
