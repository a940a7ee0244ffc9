package org.goref.bench.longgame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The long-game benchmark (issue 38): each record path timed on a game of N events and of 10·N, so
 * that a path whose cost grows faster than its events shows as a ratio well above 10. A path is
 * set up untimed, run {@code warmup} times at each size, then {@code runs} times; the median counts.
 */
public final class LongGameBench {
    /** One path's figures: the median milliseconds at N and at 10·N. */
    public record Figure(String path, int events, double ms, double ms10) {
        /** 10·N's time over N's: about 10 when the path is linear. */
        public double ratio() {
            return ms10 / ms;
        }
    }

    private LongGameBench() {
    }

    /** The paths measured, in the order they are reported; each opened when its turn comes and closed after. */
    private static final List<Callable<LongGamePath>> PATHS = List.of(ServerGames::sgf, ServerGames::restore,
            GtpPaths::loadAndPrint, GtpPaths::playAndPrint);

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
                out.add(new Figure(path.name(), events, median(small, runs), median(large, runs)));
            }
        }
        return out;
    }

    private static double median(Runnable work, int runs) {
        double[] ms = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            work.run();
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(ms);
        return ms[runs / 2];
    }
}
