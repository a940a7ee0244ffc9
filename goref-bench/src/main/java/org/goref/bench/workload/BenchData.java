package org.goref.bench.workload;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds the shared benchmark data ({@code shared/bench/data}, beside the project root). Tests and
 * JMH run from the module directory or the project root, so walk up until a parent holds it.
 */
public final class BenchData {
    private BenchData() {
    }

    /** {@code shared/bench/data/games19.tsv}, the W2 input, or an IllegalStateException saying where it was looked for. */
    public static Path games19() {
        return find("shared/bench/data/games19.tsv");
    }

    public static Path find(String relative) {
        Path dir = Path.of("").toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            Path candidate = d.resolve(relative);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException(relative + " not found in " + dir + " or any parent: the benchmarks need"
                + " the shared benchmark data beside the project (e.g. /work/shared/bench/data/games19.tsv for a"
                + " project in /work/main)");
    }
}
