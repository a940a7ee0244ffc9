package org.goref.sgf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;

/** The shared corpus of real records. */
final class Corpus {
    private Corpus() {
    }

    /**
     * The shared folder: GOREF_SHARED when it holds a corpus, else the first {@code shared/} with a
     * corpus above the working directory; without one the test calling this is skipped, not failed.
     */
    static Path shared() {
        String given = System.getenv("GOREF_SHARED");
        if (given != null && Files.isDirectory(Path.of(given, "corpus"))) {
            return Path.of(given);
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("shared/corpus"))) {
                return p.resolve("shared");
            }
        }
        Assumptions.abort("no shared/corpus above " + Path.of("").toAbsolutePath()
                + " (a checkout beside the project's shared folder, or GOREF_SHARED=that folder)");
        return null;
    }

    static List<Path> files() {
        try (Stream<Path> s = Files.walk(shared().resolve("corpus/games"))) {
            return s.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
