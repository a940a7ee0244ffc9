package org.goref.sgf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

import org.goref.data.SharedFolder;
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
        Optional<Path> shared = SharedFolder.holding("corpus");
        Assumptions.assumeTrue(shared.isPresent(), SharedFolder.missing("corpus"));
        return shared.get();
    }

    static List<Path> files() {
        try (Stream<Path> s = Files.walk(shared().resolve("corpus/games"))) {
            return s.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
