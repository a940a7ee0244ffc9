package org.goref.bench.parse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.goref.sgf.SgfCollection;
import org.goref.sgf.SgfException;
import org.goref.sgf.SgfReader;

/**
 * W3 of WORKLOADS.md: SGF parse throughput. Every file is read into memory first; the timed loop
 * makes one parse call per file (charset detection and decoding included, as sgfmill's
 * {@code from_bytes} does), producing goref's game tree, and sums the root's children so the trees
 * are used. Result: MB/s (10^6 bytes) and games/s, the median of the measured runs.
 */
public final class ParseWorkload {
    private final List<byte[]> files;
    private final long bytes;

    public ParseWorkload(List<byte[]> files) {
        this.files = List.copyOf(files);
        long b = 0;
        for (byte[] f : files) {
            b += f.length;
        }
        this.bytes = b;
    }

    /**
     * The figures of one measurement: wall-clock seconds and rates (the metric of WORKLOADS.md),
     * and the same rate on the thread's CPU time, which a machine shared with other work
     * disturbs much less.
     */
    public record Result(int files, long bytes, long rootChildren, double seconds, double mbPerSec, double gamesPerSec,
                         double cpuMbPerSec) {
    }

    /** Reads the files of a directory (every *.sgf below it) or of a list (one path a line, relative to the corpus). */
    public static ParseWorkload load(Path dirOrList) {
        return new ParseWorkload(read(paths(dirOrList)));
    }

    public static List<Path> paths(Path dirOrList) {
        try {
            if (Files.isDirectory(dirOrList)) {
                try (Stream<Path> s = Files.walk(dirOrList)) {
                    return s.filter(f -> Files.isRegularFile(f)
                            && f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf")).sorted().toList();
                }
            }
            List<Path> out = new ArrayList<>();
            Path base = null;
            for (String line : Files.readAllLines(dirOrList)) {
                String l = line.trim();
                if (l.isEmpty() || l.startsWith("#")) {
                    continue;
                }
                if (base == null) {
                    base = baseFor(dirOrList, l);
                }
                out.add(base.resolve(l));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Where the list's relative paths start: the list's own folder or one above it, or a
     * {@code corpus} folder beside one of those (w3_files.txt sits in shared/bench/data and names
     * files of shared/corpus).
     */
    private static Path baseFor(Path list, String first) {
        Path p = list.toAbsolutePath().getParent();
        while (p != null) {
            if (Files.exists(p.resolve(first))) {
                return p;
            }
            if (Files.exists(p.resolve("corpus").resolve(first))) {
                return p.resolve("corpus");
            }
            p = p.getParent();
        }
        throw new IllegalArgumentException("cannot find " + first + " (the first file of " + list + ") beside the list or in a corpus folder above it");
    }

    /**
     * The files' bytes, each parsed once: a file that cannot be read or parsed is refused here, by
     * name, as unusable input (IllegalArgumentException). It stopped the timed passes with an
     * internal error that named a line and column but not the file.
     */
    private static List<byte[]> read(List<Path> paths) {
        List<byte[]> out = new ArrayList<>(paths.size());
        for (Path p : paths) {
            byte[] b;
            try {
                b = Files.readAllBytes(p);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read " + p + ": " + e.getMessage(), e);
            }
            try {
                SgfReader.readBytes(b);
            } catch (SgfException e) {
                throw new IllegalArgumentException(p + ": " + e.getMessage(), e);
            }
            out.add(b);
        }
        return out;
    }

    public int fileCount() {
        return files.size();
    }

    public long byteCount() {
        return bytes;
    }

    /** One pass: parses every file, returns the sum of the roots' child counts. */
    public long pass() {
        long children = 0;
        for (byte[] f : files) {
            SgfCollection c = SgfReader.readBytes(f);
            children += c.first().childCount();
        }
        return children;
    }

    /**
     * Warm-up for {@code warmupSeconds} and at least {@code minWarmupPasses} passes (on a loaded
     * machine a few seconds of wall time are not enough for the JIT), then {@code runs} timed
     * passes; the median run is reported.
     */
    public Result measure(double warmupSeconds, int minWarmupPasses, int runs) {
        long end = System.nanoTime() + (long) (warmupSeconds * 1e9);
        long children = 0;
        int passes = 0;
        while (System.nanoTime() < end || passes < minWarmupPasses) {
            children = pass();
            passes++;
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean cpuTime = mx.isCurrentThreadCpuTimeSupported();
        double[] secs = new double[Math.max(1, runs)];
        double[] cpu = new double[secs.length];
        for (int r = 0; r < secs.length; r++) {
            long c0 = cpuTime ? mx.getCurrentThreadCpuTime() : 0;
            long t0 = System.nanoTime();
            children = pass();
            secs[r] = (System.nanoTime() - t0) / 1e9;
            cpu[r] = cpuTime ? (mx.getCurrentThreadCpuTime() - c0) / 1e9 : secs[r];
        }
        Arrays.sort(secs);
        Arrays.sort(cpu);
        double s = secs[secs.length / 2];
        double c = Math.max(1e-9, cpu[cpu.length / 2]);
        return new Result(files.size(), bytes, children, s, bytes / s / 1e6, files.size() / s, bytes / c / 1e6);
    }
}
