package org.goref.gtp.match;

import java.nio.file.Path;

import org.goref.core.board.Board;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.Handicap;
import org.goref.core.rules.RuleSet;
import org.goref.gtp.client.ShellWords;

/**
 * The settings of a match. {@code rules} carries the komi. {@code handicap} 0 or 2..max stones,
 * placed on the star points, or by the Black engine when {@code freeHandicap}. {@code maxMoves}
 * (passes included) ends a runaway game as void. {@code answerTimeoutMs} bounds every answer
 * except a {@code genmove} under a clock, which the clock bounds. {@code out} may be null: then
 * nothing is written but the engines' logs, to {@code logDir}.
 */
public record MatchConfig(String blackCommand, String whiteCommand, int games, int size, RuleSet rules,
                          int handicap, boolean freeHandicap, TimeControl time, boolean alternate, Path out,
                          Path logDir, IllegalMovePolicy illegal, int maxMoves, boolean resume,
                          long answerTimeoutMs) {
    public MatchConfig {
        if (blackCommand == null || blackCommand.isBlank() || whiteCommand == null || whiteCommand.isBlank()) {
            throw new IllegalArgumentException("both engines need a command (--black and --white)");
        }
        if (games < 1) {
            throw new IllegalArgumentException("--games must be at least 1, not " + games);
        }
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new IllegalArgumentException("--size must be " + Board.MIN_SIZE + " to " + Board.MAX_SIZE + ", not " + size);
        }
        if (handicap == 1 || handicap < 0) {
            throw new IllegalArgumentException("--handicap is 0 (none) or 2 or more stones, not " + handicap
                    + "; for a game without komi use --komi 0.5");
        }
        if (freeHandicap && handicap == 0) {
            // Without a number of stones there is nothing to place: the match would quietly be even.
            throw new IllegalArgumentException("--free-handicap needs --handicap N (2 or more stones)");
        }
        if (handicap > 0 && !freeHandicap) {
            Handicap.fixed(size, handicap); // throws naming the valid range
        }
        if (handicap > 0 && freeHandicap && handicap >= size * size / 2) {
            throw new IllegalArgumentException("--handicap " + handicap + " is too many for " + size + "x" + size);
        }
        if (maxMoves < 1) {
            throw new IllegalArgumentException("--max-moves must be at least 1, not " + maxMoves);
        }
        if (answerTimeoutMs < 1) {
            throw new IllegalArgumentException("the answer timeout must be positive");
        }
        // A command that cannot be split into words is refused here, before anything is written.
        requireWords("--black", blackCommand);
        requireWords("--white", whiteCommand);
    }

    private static void requireWords(String option, String command) {
        try {
            ShellWords.split(command);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage(), e);
        }
    }

    /** The default move limit: three times the number of points. */
    public static int defaultMaxMoves(int size) {
        return 3 * size * size;
    }

    /** Whether the engine given as {@code --black} has Black in game {@code number} (1-based). */
    public boolean firstEngineIsBlack(int number) {
        return !alternate || number % 2 == 1;
    }
}
