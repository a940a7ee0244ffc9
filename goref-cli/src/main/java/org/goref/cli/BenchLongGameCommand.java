package org.goref.cli;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.goref.bench.longgame.LongGameBench;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code goref bench long-game [--events N]}: each long-game record path (the server's SGF, a game
 * replayed on restore, GTP's loadsgf+printsgf and play+printsgf) timed at N and 10·N events. A line
 * per path with the least CPU time of a run at N and at 10·N and their ratio, then the last line: {@code events=N
 * PATH_cpu_ms=… PATH_10n_cpu_ms=… PATH_ms=… PATH_10n_ms=… PATH_ratio=… …} (the {@code _ms} ones the median wall time).
 */
@Command(name = "long-game", mixinStandardHelpOptions = true,
        description = "The long-game record paths timed at N and 10·N events: a ratio near 10 is linear.")
public final class BenchLongGameCommand implements Callable<Integer> {
    @Option(names = "--events", defaultValue = "10000", description = "N, the smaller game's events (default ${DEFAULT-VALUE})")
    int events;

    @Option(names = "--warmup", defaultValue = "5", description = "untimed runs at each size first (default ${DEFAULT-VALUE})")
    int warmup;

    @Option(names = "--runs", defaultValue = "7", description = "timed runs at each size; the least CPU time and the median wall time are reported (default ${DEFAULT-VALUE})")
    int runs;

    @Override
    public Integer call() throws Exception {
        if (events < 100 || events > 200_000 || runs < 1 || warmup < 0) {
            System.err.println("goref: --events 100..200000, --runs 1 or more, --warmup 0 or more");
            return Main.BAD_INPUT;
        }
        List<LongGameBench.Figure> figures = LongGameBench.run(events, warmup, runs);
        System.out.printf(Locale.ROOT, "%-22s %13s %13s %7s   (CPU time; wall time on the last line)%n", "path", "N=" + events,
                "10N=" + events * 10, "ratio");
        StringBuilder last = new StringBuilder("events=" + events);
        for (LongGameBench.Figure f : figures) {
            System.out.printf(Locale.ROOT, "%-22s %10.1f ms %10.1f ms %7.1f%n", f.path(), f.cpuMs(), f.cpuMs10(), f.ratio());
            String key = f.path().replace('-', '_');
            last.append(String.format(Locale.ROOT, " %s_cpu_ms=%.1f %s_10n_cpu_ms=%.1f %s_ms=%.1f %s_10n_ms=%.1f %s_ratio=%.1f",
                    key, f.cpuMs(), key, f.cpuMs10(), key, f.ms(), key, f.ms10(), key, f.ratio()));
        }
        System.out.println(last);
        return Main.OK;
    }
}
