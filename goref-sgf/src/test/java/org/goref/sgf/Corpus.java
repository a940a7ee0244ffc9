package org.goref.sgf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The shared corpus of real records, found by walking up from the working directory. */
final class Corpus {
    private Corpus() {
    }

    static Path shared() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null) {
            Path s = p.resolve("shared");
            if (Files.isDirectory(s.resolve("corpus"))) {
                return s;
            }
            p = p.getParent();
        }
        throw new IllegalStateException("no shared/corpus above " + Path.of("").toAbsolutePath());
    }

    static List<Path> files() {
        try (Stream<Path> s = Files.walk(shared().resolve("corpus/games"))) {
            return s.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
