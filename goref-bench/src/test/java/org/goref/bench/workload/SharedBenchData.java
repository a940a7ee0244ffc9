package org.goref.bench.workload;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds {@code shared/bench/data} beside the project root: tests run from the module directory,
 * so walk up from there until a parent holds it.
 */
final class SharedBenchData {
    private SharedBenchData() {
    }

    static Path games19() {
        Path dir = Path.of("").toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            Path candidate = d.resolve("shared/bench/data/games19.tsv");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("shared/bench/data/games19.tsv not found in " + dir
                + " or any parent: the W2 checksum test needs the shared benchmark data beside the project"
                + " (e.g. /work/shared/bench/data/games19.tsv for /work/main)");
    }
}
