package org.goref.bench.autoscore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.goref.core.board.Color;
import org.goref.core.game.Game;
import org.goref.core.game.GameResult;
import org.goref.sgf.Replay;
import org.goref.sgf.SgfGameRecord;
import org.goref.sgf.SgfReader;

/**
 * Counted records read from a directory of SGF files (searched recursively): every record with a
 * numeric RE, replayed tolerantly under the rules and komi it names (the SGF reader's reading of RU:
 * a record without RU is Chinese for komi 7 or 7.5, Japanese otherwise).
 */
public final class SgfCorpus {
    private SgfCorpus() {
    }

    /** A replayed record and its recorded margin (positive: Black won). */
    public record Replayed(String id, Game game, double recordedMargin) {
    }

    /** The SGF files under {@code dir}, sorted. */
    public static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf"))
                    .sorted()
                    .toList();
        }
    }

    /** The record in {@code file} replayed, or null when its RE is no count; throws on unreadable files. */
    public static Replayed read(Path dir, Path file) throws IOException {
        SgfGameRecord rec = SgfReader.readRecord(file);
        GameResult r = rec.result().orElse(null);
        double margin;
        if (r instanceof GameResult.ByPoints p) {
            margin = p.winningColor() == Color.BLACK ? p.margin() : -p.margin();
        } else if (r instanceof GameResult.Draw) {
            margin = 0;
        } else {
            return null;
        }
        Replay replay = rec.toGame(-1, true, rec.rules());
        return new Replayed(dir.relativize(file).toString().replace('\\', '/'), replay.game(), margin);
    }

    /** Every counted record under {@code dir}; what cannot be read goes to {@code problems}. */
    public static List<Replayed> readAll(Path dir, List<String> problems) throws IOException {
        List<Replayed> out = new ArrayList<>();
        for (Path f : files(dir)) {
            try {
                Replayed r = read(dir, f);
                if (r != null) {
                    out.add(r);
                }
            } catch (RuntimeException e) {
                problems.add(dir.relativize(f) + ": " + e.getMessage());
            }
        }
        return out;
    }
}
