package org.goref.tournament;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.game.ScoreSheet;

/**
 * The result of one pairing: the outcome as the core types it (by points, draw, resignation, time,
 * forfeit, double forfeit, no result = void), with what the protocol prints when it is known: the
 * score sheet of 4.4 (only for a counted game), the penalties with their reasons, the number of
 * moves, each side's time used and the final position. Unknown facts are null ({@code moves} -1).
 */
public record Result(GameResult outcome, ScoreSheet sheet, List<PenaltyNote> penalties, int moves,
                     Duration blackTime, Duration whiteTime, FinalPosition position) {

    public Result {
        if (outcome == null || outcome instanceof GameResult.Unknown) {
            throw new IllegalArgumentException("a result needs a known outcome");
        }
        penalties = penalties == null ? List.of() : List.copyOf(penalties);
        sheet = sheet == null ? null : new ScoreSheet(sheet.rules(), plain(sheet.black()), plain(sheet.white()),
                sheet.territory());
        switch (outcome) {
            case GameResult.Forfeit f -> Text.line(f.why(), "a forfeit needs its reason");
            case GameResult.DoubleForfeit f -> Text.line(f.why(), "a double forfeit needs its reason");
            case GameResult.NoResult f -> Text.line(f.why(), "a void game needs its reason");
            default -> { }
        }
        contradiction(outcome, sheet, penalties).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        if (moves < -1 || moves > 100_000) {
            throw new IllegalArgumentException("a number of moves, not " + moves);
        }
        if ((blackTime != null && blackTime.isNegative()) || (whiteTime != null && whiteTime.isNegative())) {
            throw new IllegalArgumentException("time used is not negative");
        }
    }

    /**
     * How the score sheet contradicts the rest of a result, if it does: it goes with a counted result
     * only, counts that result, and holds the penalties noted. A referee's entry refuses this under its
     * own reason ({@link ResultEntry}), so that the tournament page says it in its language.
     */
    static Optional<String> contradiction(GameResult outcome, ScoreSheet sheet, List<PenaltyNote> penalties) {
        if (sheet == null) {
            return Optional.empty();
        }
        if (!(outcome instanceof GameResult.ByPoints || outcome instanceof GameResult.Draw)) {
            return Optional.of("a score sheet goes with a counted result, not " + outcome.sgf());
        }
        if (!sheet.result().equals(outcome)) {
            return Optional.of("the score sheet gives " + sheet.result().sgf() + ", not " + outcome.sgf());
        }
        if (!penalties.isEmpty()) {
            for (Color c : Color.values()) {
                double noted = penalties.stream().filter(p -> p.color() == c).mapToDouble(PenaltyNote::points).sum();
                double onSheet = -(c == Color.BLACK ? sheet.black() : sheet.white()).penalty();
                if (noted != onSheet) {
                    return Optional.of("the penalties noted for " + c.lowerName() + " (" + noted
                            + ") differ from the score sheet's (" + onSheet + ")");
                }
            }
        }
        return Optional.empty();
    }

    /** The same terms with no negative zero (-0.0 and 0.0 print alike and must compare alike after storage). */
    private static ScoreSheet.Side plain(ScoreSheet.Side s) {
        return new ScoreSheet.Side(s.territory(), s.prisoners(), s.stones(), s.komi() + 0.0, s.handicapBonus(),
                s.passStones(), s.penalty() + 0.0);
    }

    /** Just the outcome, nothing else known (a hand entry without a sheet). */
    public static Result of(GameResult outcome) {
        return new Result(outcome, null, List.of(), -1, null, null, null);
    }

    /** A counted game: the outcome is the sheet's. */
    public static Result counted(ScoreSheet sheet, List<PenaltyNote> penalties) {
        return new Result(sheet.result(), sheet, penalties, -1, null, null, null);
    }

    public Result withMoves(int n) {
        return new Result(outcome, sheet, penalties, n, blackTime, whiteTime, position);
    }

    public Result withTimes(Duration black, Duration white) {
        return new Result(outcome, sheet, penalties, moves, black, white, position);
    }

    public Result withPosition(FinalPosition p) {
        return new Result(outcome, sheet, penalties, moves, blackTime, whiteTime, p);
    }

    /** How the side playing {@code c} fared. */
    public Outcome outcomeFor(Color c) {
        return switch (outcome) {
            case GameResult.ByPoints r -> r.winningColor() == c ? Outcome.WIN : Outcome.LOSS;
            case GameResult.Resignation r -> r.winningColor() == c ? Outcome.WIN : Outcome.LOSS;
            case GameResult.Time r -> r.winningColor() == c ? Outcome.WIN : Outcome.LOSS;
            case GameResult.Forfeit r -> r.winningColor() == c ? Outcome.FORFEIT_WIN : Outcome.FORFEIT_LOSS;
            case GameResult.Draw r -> Outcome.DRAW;
            case GameResult.DoubleForfeit r -> Outcome.DOUBLE_FORFEIT;
            case GameResult.NoResult r -> Outcome.VOID;
            case GameResult.Unknown r -> Outcome.PENDING;
        };
    }
}
