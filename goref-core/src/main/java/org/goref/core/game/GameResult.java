package org.goref.core.game;

import java.util.Locale;
import java.util.Optional;

import org.goref.core.board.Color;
import org.goref.core.rules.RuleSet;
import org.goref.core.text.PlainNumber;

/**
 * The result of a game (4.5, 4.6), as a type. {@link #sgf()} prints the SGF FF[4] {@code RE} value.
 */
public sealed interface GameResult {

    /** The SGF RE value. */
    String sgf();

    /** The winner, when there is exactly one. */
    Optional<Color> winner();

    /** Why the game ended, for people. */
    String reason();

    /** Counted: the side with more points wins by the difference (4.5). */
    record ByPoints(Color winningColor, double margin) implements GameResult {
        public ByPoints {
            if (!(margin > 0) || Double.isInfinite(margin)) {
                throw new IllegalArgumentException("a win by points has a positive margin");
            }
        }

        public String sgf() {
            return winningColor.letter() + "+" + RuleSet.formatKomi(margin);
        }

        public Optional<Color> winner() {
            return Optional.of(winningColor);
        }

        public String reason() {
            return "points";
        }
    }

    /** Equal totals (jigo). */
    record Draw() implements GameResult {
        public String sgf() {
            return "0";
        }

        public Optional<Color> winner() {
            return Optional.empty();
        }

        public String reason() {
            return "draw";
        }
    }

    /** The opponent of the winner resigned. */
    record Resignation(Color winningColor) implements GameResult {
        public String sgf() {
            return winningColor.letter() + "+R";
        }

        public Optional<Color> winner() {
            return Optional.of(winningColor);
        }

        public String reason() {
            return "resignation";
        }
    }

    /** The opponent of the winner lost on time. */
    record Time(Color winningColor) implements GameResult {
        public String sgf() {
            return winningColor.letter() + "+T";
        }

        public Optional<Color> winner() {
            return Optional.of(winningColor);
        }

        public String reason() {
            return "time";
        }
    }

    /** The opponent of the winner was the only side given a loss by the regulations. */
    record Forfeit(Color winningColor, String why) implements GameResult {
        public String sgf() {
            return winningColor.letter() + "+F";
        }

        public Optional<Color> winner() {
            return Optional.of(winningColor);
        }

        public String reason() {
            return withWhy("forfeit", why);
        }
    }

    /**
     * Both sides were given a loss by the regulations: both lose. SGF has no value for it; it is
     * written {@code Void} (there is no winner) and the reason goes into the record's comments.
     */
    record DoubleForfeit(String why) implements GameResult {
        public String sgf() {
            return "Void";
        }

        public Optional<Color> winner() {
            return Optional.empty();
        }

        public String reason() {
            return withWhy("double forfeit", why);
        }
    }

    /** No result (void): a triple ko under {@code superko=no-result}, a runaway game, a referee's call. */
    record NoResult(String why) implements GameResult {
        public String sgf() {
            return "Void";
        }

        public Optional<Color> winner() {
            return Optional.empty();
        }

        public String reason() {
            return withWhy("no result", why);
        }
    }

    /** Not known (SGF {@code ?}). */
    record Unknown() implements GameResult {
        public String sgf() {
            return "?";
        }

        public Optional<Color> winner() {
            return Optional.empty();
        }

        public String reason() {
            return "unknown";
        }
    }

    /** From the difference of totals, Black's minus White's. */
    static GameResult ofDifference(double blackMinusWhite) {
        if (blackMinusWhite > 0) {
            return new ByPoints(Color.BLACK, blackMinusWhite);
        }
        if (blackMinusWhite < 0) {
            return new ByPoints(Color.WHITE, -blackMinusWhite);
        }
        return new Draw();
    }

    /**
     * Parses an SGF RE value as real records write it: {@code B+3.5}, {@code W+R}, {@code W+Resign},
     * {@code B+T}, {@code B+Time}, {@code B+F}, {@code B+Forfeit}, {@code 0}, {@code Draw},
     * {@code Jigo}, {@code Void}, {@code ?}, {@code W+3,5} (a decimal comma), {@code W + 0.5} and
     * {@code B +3} (spaces around the sign, as some hand-written records have), {@code B+} (a win of
     * unknown margin is read as unknown). Returns {@link Unknown} for what it cannot read.
     */
    static GameResult parseSgf(String re) {
        if (re == null) {
            return new Unknown();
        }
        String s = re.trim();
        String l = s.toLowerCase(Locale.ROOT);
        switch (l) {
            case "0", "draw", "jigo", "d", "0.0" -> {
                return new Draw();
            }
            case "void", "no result", "noresult" -> {
                return new NoResult("recorded as void");
            }
            default -> { }
        }
        int plus = l.indexOf('+');
        if (plus >= 1 && (l.charAt(0) == 'b' || l.charAt(0) == 'w') && l.substring(1, plus).isBlank()) {
            Color c = l.charAt(0) == 'b' ? Color.BLACK : Color.WHITE;
            String rest = l.substring(plus + 1).trim();
            if (rest.equals("r") || rest.startsWith("resign")) {
                return new Resignation(c);
            }
            if (rest.equals("t") || rest.startsWith("time")) {
                return new Time(c);
            }
            if (rest.equals("f") || rest.startsWith("forfeit")) {
                return new Forfeit(c, "recorded");
            }
            // A decimal comma, as records write KM[6,5] too.
            rest = rest.replace(',', '.');
            // A plain decimal margin only, unsigned: the sign is the winner's letter.
            if (rest.startsWith("+") || rest.startsWith("-") || !PlainNumber.isDecimal(rest)) {
                return new Unknown();
            }
            try {
                double m = Double.parseDouble(rest);
                if (m > 0 && !Double.isInfinite(m)) {
                    return new ByPoints(c, m);
                }
                if (m == 0) {
                    return new Draw();
                }
            } catch (NumberFormatException e) {
                // falls through to unknown
            }
        }
        return new Unknown();
    }

    /** "forfeit: why", or "forfeit" alone when no reason was given (a referee may give none). */
    private static String withWhy(String what, String why) {
        return why == null || why.isBlank() ? what : what + ": " + why.strip();
    }
}
