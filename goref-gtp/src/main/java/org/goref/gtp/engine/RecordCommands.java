package org.goref.gtp.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

import org.goref.core.game.GameResult;
import org.goref.core.game.Phase;

/**
 * The commands on SGF records: {@code loadsgf} and {@code printsgf}. What a loaded record says that
 * an answer cannot carry (its warnings, its moves that break the rules) goes to the diagnostics.
 */
final class RecordCommands {
    private final GtpSession session;
    /** Where the engine says what a controller's answer cannot carry (a GTP session's stderr). */
    private Consumer<String> diagnostics = message -> { };

    RecordCommands(GtpSession session) {
        this.session = session;
    }

    void setDiagnostics(Consumer<String> sink) {
        diagnostics = sink;
    }

    /**
     * The record's main line, up to the position before the given move: the session takes on its
     * size, rules and game, rule-breaking moves played as recorded.
     */
    String loadsgf(GtpRequest r) {
        if (r.args().isEmpty()) {
            throw new GtpError("syntax error");
        }
        Integer upTo = r.args().size() > 1 ? GtpArgs.integer(r.arg(1)) : null;
        if (upTo != null && upTo < 1) {
            // No position comes before move 0 or a negative one. Before, 0 loaded the empty board
            // and GNU Go loads a position of its own (neither the empty board nor the whole
            // record); a controller that sends it gets an error rather than a silent guess.
            throw new GtpError("move number must be 1 or more: the position before that move is loaded");
        }
        SgfSupport.Loaded loaded = session.sgf().load(r.arg(0), upTo);
        loaded.notices().forEach(n -> diagnostics.accept("loadsgf " + r.arg(0) + ": " + n));
        session.load(loaded);
        return "";
    }

    /**
     * The game as an SGF record, the answer (INTERFACES.md). With a file name the record is written
     * there and the answer is empty, as GNU Go's {@code printsgf FILE} does ({@code -} is the
     * answer again): the name was ignored, so a controller that asked for a file got "=" and no file.
     */
    String printsgf(GtpRequest r) {
        // A game still being played has no count yet: the count is written once play has stopped,
        // else a record of a game in progress claimed the count of its unfinished board as its
        // result. Before that, a loaded record printed as it was keeps its own RE (W+R, W+T).
        Optional<GameResult> result = session.game().phase() == Phase.PLAYING
                ? Optional.empty() : Optional.of(session.currentResult());
        String record = session.sgf().print(session.printable(), session.rules(), result);
        if (r.args().isEmpty() || r.arg(0).equals("-")) {
            return record;
        }
        try {
            Files.writeString(Path.of(r.arg(0)), record + "\n", StandardCharsets.UTF_8);
        } catch (IOException | InvalidPathException e) {
            throw new GtpError("cannot write file: " + r.arg(0) + ": " + why(e));
        }
        return "";
    }

    /** Why a file could not be written, without the file's name again (a FileSystemException's message starts with it). */
    private static String why(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "no such folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
