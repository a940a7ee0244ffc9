package org.goref.gtp.engine;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.goref.core.game.Game;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;
import org.goref.sgf.Replay;
import org.goref.sgf.SgfException;
import org.goref.sgf.SgfGameRecord;
import org.goref.sgf.SgfNode;
import org.goref.sgf.SgfProperty;
import org.goref.sgf.SgfReader;
import org.goref.sgf.SgfRules;
import org.goref.sgf.SgfWriter;

/**
 * {@code loadsgf} and {@code printsgf} on goref-sgf: a record is replayed tolerantly (a referee
 * that loads a record wants the position its author's program showed, violations and all), and
 * the game is written back with the loaded record's own properties kept.
 */
final class SgfSupport {
    /**
     * A loaded record: the game (up to the requested move), the rules it started under, and what
     * the reading noticed — the record's warnings and the moves that break the rules, played as
     * recorded ("move 10 (B D4): ko").
     */
    record Loaded(Game game, RuleSet startRules, List<String> notices) {
        Loaded {
            notices = List.copyOf(notices);
        }
    }

    private SgfGameRecord loaded;

    /**
     * Loads the main line of the first game in the file, up to the position before move number
     * {@code beforeMove} (GTP 2: moves 1 to beforeMove-1 are played), or to its end when null.
     */
    Loaded load(String file, Integer beforeMove) {
        SgfGameRecord record;
        try {
            record = SgfReader.readRecord(Path.of(file));
        } catch (RuntimeException e) {
            // A syntax error (SgfException, naming line and column), a missing or unreadable file.
            throw new GtpError("cannot load file: " + e.getMessage());
        }
        int moves = beforeMove == null ? -1 : Math.max(0, beforeMove - 1);
        Replay replay = record.toGame(moves, true);
        loaded = record;
        List<String> notices = new ArrayList<>();
        record.warnings().forEach(w -> notices.add("warning: " + w));
        replay.violations().forEach(v -> notices.add(v + ", played as recorded"));
        return new Loaded(replay.game(), record.rules(), notices);
    }

    /** The game as an SGF record, with the engine's rules and the given result (none: the record's own, if any). */
    String print(Game game, RuleSet rules, Optional<GameResult> result) {
        SgfNode root = SgfWriter.build(loaded, null, game);
        root.put(SgfProperty.raw("KM", RuleSet.formatKomi(rules.komi())));
        root.put(SgfProperty.text("RU", SgfRules.write(rules)));
        // Without one, RE stays as the writer chose: the loaded record's own, printed as it was.
        result.ifPresent(r -> root.put(SgfProperty.text("RE", r.sgf())));
        return SgfWriter.write(root);
    }

    /** Forgets the loaded record (after clear_board or boardsize). */
    void forget() {
        loaded = null;
    }
}
