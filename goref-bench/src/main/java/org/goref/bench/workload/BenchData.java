package org.goref.bench.workload;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.goref.data.SharedFolder;

/**
 * Finds the shared benchmark data ({@code shared/bench/data}, beside the project root) through
 * {@link SharedFolder}: the folder GOREF_SHARED names, else the first {@code shared/} above the working
 * directory (tests and JMH run from the module directory or the project root).
 */
public final class BenchData {
    private BenchData() {
    }

    /** {@code shared/bench/data/games19.tsv}, the W2 input, or an IllegalStateException saying where it was looked for. */
    public static Path games19() {
        return find("bench/data/games19.tsv");
    }

    /** A file of the shared folder by its path inside it, or an IllegalStateException saying where it was looked for. */
    public static Path find(String inShared) {
        return locate(inShared).orElseThrow(() -> new IllegalStateException("shared/" + inShared + " not found in "
                + Path.of("").toAbsolutePath() + " or any parent, nor in GOREF_SHARED: the benchmarks need the shared"
                + " benchmark data beside the project (e.g. /work/shared/bench/data/games19.tsv for a project in"
                + " /work/main), or GOREF_SHARED=that shared folder"));
    }

    /** A file of the shared folder by its path inside it, when there is one. */
    public static Optional<Path> locate(String inShared) {
        return SharedFolder.locate(inShared).filter(Files::isRegularFile);
    }
}
