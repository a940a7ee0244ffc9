package org.goref.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.goref.bench.workload.Replay;
import org.goref.bench.workload.ReplayFile;
import org.goref.bench.workload.ReplayGame;
import org.goref.bench.workload.ReplayResult;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code goref bench replay FILE.tsv}: W2 of WORKLOADS.md, replaying recorded games on goref's
 * board, one thread, after warm-up passes. The checksums cover all measured passes (one pass over
 * games19.tsv: moves=387516 illegal=0 poshash=95784381).
 */
@Command(name = "replay", mixinStandardHelpOptions = true, description = "W2: replaying real games on goref's board (WORKLOADS.md §4).")
public final class BenchReplayCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE.tsv", description = "games, e.g. ../shared/bench/data/games19.tsv")
    Path file;

    @Option(names = "--passes", description = "measured passes over all games (default ${DEFAULT-VALUE})", defaultValue = "20")
    int passes;

    @Option(names = "--warmup", description = "warm-up passes, discarded (default ${DEFAULT-VALUE})", defaultValue = "20")
    int warmup;

    @Option(names = "--check", description = "print the checksum line on stdout (before the figures) instead of stderr")
    boolean check;

    @Override
    public Integer call() {
        if (passes < 1) {
            throw new IllegalArgumentException("--passes must be at least 1, not " + passes);
        }
        if (warmup < 0) {
            throw new IllegalArgumentException("--warmup must be 0 or more, not " + warmup);
        }
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(file + " is a folder; give the games file, e.g. ../shared/bench/data/games19.tsv");
        }
        if (!Files.exists(file)) {
            throw new IllegalArgumentException("no such file: " + file);
        }
        List<ReplayGame> games;
        try {
            games = ReplayFile.read(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
        if (games.isEmpty()) {
            throw new IllegalArgumentException("no games in " + file);
        }

        Replay w2 = new Replay(games);
        if (warmup > 0) {
            w2.run(warmup);
        }
        ReplayResult r = w2.run(passes);

        PrintStream out = System.out;
        (check ? out : System.err).println(r.checkLine());
        out.println(String.format(Locale.ROOT,
                "moves_per_sec=%.0f games_per_sec=%.1f games=%d moves=%d seconds=%.3f cpu_seconds=%.3f cpu_moves_per_sec=%.0f passes=%d",
                r.movesPerSecond(), r.gamesPerSecond(), r.games(), r.moves(), r.nanos() / 1e9,
                r.cpuNanos() / 1e9, r.movesPerCpuSecond(), r.passes()));
        out.flush();
        return Main.OK;
    }
}
