package org.goref.data;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The project's shared folder — the real-game corpus and the benchmark inputs, kept beside the
 * project root rather than in it: the folder {@code GOREF_SHARED} names, else the first
 * {@code shared/} above the working directory (tests run from a module's directory, the launcher
 * from the root, a fresh clone anywhere). Benchmarks need it; tests that read it skip without it.
 */
public final class SharedFolder {
    /** The environment variable that names the shared folder outright. */
    public static final String VARIABLE = "GOREF_SHARED";

    /** How to provide the shared folder, said wherever it is missing. */
    private static final String HOW_TO_PROVIDE = "a checkout beside the project's shared folder, or "
            + VARIABLE + "=that folder";

    private SharedFolder() {
    }

    /** The shared folder holding every one of {@code entries} (paths inside it), when there is one. */
    public static Optional<Path> holding(String... entries) {
        return holding(System.getenv(VARIABLE), Path.of("").toAbsolutePath(), entries);
    }

    /** A file or folder of the shared folder by its path inside it, when there is one. */
    public static Optional<Path> locate(String entry) {
        return holding(entry).map(shared -> shared.resolve(entry));
    }

    /** What a test that skips for want of {@code entries} says: what is missing, where, and how to provide it. */
    public static String missing(String... entries) {
        return "no shared/" + String.join(" and shared/", entries) + " above " + Path.of("").toAbsolutePath()
                + " (" + HOW_TO_PROVIDE + ")";
    }

    /** {@link #holding(String...)} with the variable's value and the starting folder given. */
    static Optional<Path> holding(String given, Path from, String... entries) {
        if (given != null && !given.isBlank() && holdsAll(Path.of(given), entries)) {
            return Optional.of(Path.of(given));
        }
        for (Path p = from; p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared");
            if (holdsAll(candidate, entries)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    private static boolean holdsAll(Path shared, String... entries) {
        for (String e : entries) {
            if (!Files.exists(shared.resolve(e))) {
                return false;
            }
        }
        return true;
    }
}
