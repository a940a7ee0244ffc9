package org.goref.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.goref.bench.parse.ParseWorkload;
import org.goref.data.SharedFolder;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code goref bench parse [DIR-or-LIST]}: W3 of WORKLOADS.md, SGF parse throughput on one core.
 * Without an argument it runs on the shared folder's {@code bench/data/w3_files.txt} (GOREF_SHARED,
 * else the first {@code shared/} above the working folder). Last line: {@code MB_per_sec=… games_per_sec=…}; the check line (files,
 * bytes, root children) goes to standard error, or to standard output with {@code --check}.
 */
@Command(name = "parse", mixinStandardHelpOptions = true,
        description = "W3: SGF parse throughput (files read into memory first, one core).")
public final class BenchParseCommand implements Callable<Integer> {
    @Parameters(arity = "0..1", paramLabel = "DIR-or-LIST",
            description = "a folder of .sgf files, or a list of files relative to the corpus (default: shared/bench/data/w3_files.txt)")
    Path input;

    @Option(names = "--warmup", defaultValue = "3", description = "warm-up seconds (default ${DEFAULT-VALUE})")
    double warmup;

    @Option(names = "--warmup-passes", defaultValue = "30", description = "at least this many warm-up passes (default ${DEFAULT-VALUE})")
    int warmupPasses;

    @Option(names = "--runs", defaultValue = "5", description = "timed passes; the median is reported (default ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--check", description = "print the check line on standard output too")
    boolean check;

    @Override
    public Integer call() {
        Path in = input != null ? input : defaultList();
        if (in == null) {
            System.err.println("goref: no DIR-or-LIST given and no shared/bench/data/w3_files.txt above " + Path.of("").toAbsolutePath()
                    + " nor in " + SharedFolder.VARIABLE);
            return Main.BAD_INPUT;
        }
        if (!Files.exists(in)) {
            System.err.println("goref: no such file or folder: " + in);
            return Main.BAD_INPUT;
        }
        ParseWorkload w = ParseWorkload.load(in);
        if (w.fileCount() == 0) {
            System.err.println("goref: no SGF files in " + in);
            return Main.BAD_INPUT;
        }
        ParseWorkload.Result r = w.measure(warmup, warmupPasses, runs);
        String checkLine = String.format(Locale.ROOT, "# check goref W3 sgf files=%d bytes=%d root_children=%d",
                r.files(), r.bytes(), r.rootChildren());
        System.err.println(checkLine);
        if (check) {
            System.out.println(checkLine);
        }
        System.out.printf(Locale.ROOT, "goref W3 sgf %.1f %.0f%n", r.mbPerSec(), r.gamesPerSec());
        System.out.printf(Locale.ROOT, "MB_per_sec=%.1f games_per_sec=%.0f cpu_MB_per_sec=%.1f%n", r.mbPerSec(), r.gamesPerSec(),
                r.cpuMbPerSec());
        return Main.OK;
    }

    /** The shared folder's W3 list (goref-data: GOREF_SHARED, else the first shared/ above), or null. */
    static Path defaultList() {
        return SharedFolder.locate("bench/data/w3_files.txt").filter(Files::isRegularFile).orElse(null);
    }
}
