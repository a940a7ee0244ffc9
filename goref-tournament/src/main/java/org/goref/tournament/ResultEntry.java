package org.goref.tournament;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;
import org.goref.core.text.Quote;

/**
 * The body of {@code POST /api/tournaments/{id}/results}, the referee's entry: {@code round},
 * {@code board}, {@code result} (an SGF RE value: {@code B+3.5}, {@code W+R}, {@code B+T}, {@code
 * W+F}, {@code 0}, {@code Void}, or {@code FF} for a double forfeit), {@code reason} (needed for a
 * forfeit, a double forfeit and a void game), the score-sheet terms of a counted game ({@code
 * black}/{@code white}: territory, prisoners, stones, komi, bonus, passStones, penalty), {@code
 * penalties} ([{color, points, reason}]), {@code moves}; and for a correction {@code correct: true}
 * with {@code why}.
 */
public record ResultEntry(Integer round, Integer board, String result, String reason, Map<String, Double> black,
                          Map<String, Double> white, List<PenaltyEntry> penalties, Integer moves, Boolean correct,
                          String why) {

    public record PenaltyEntry(String color, Double points, String reason) {
    }

    /** Records (or, with {@code correct}, corrects) the entry as the tournament's referee. */
    public TournamentEvent apply(Tournament t, Instant at) {
        if (round == null || board == null) {
            throw new IllegalArgumentException("a result needs its round and board (table)");
        }
        Result r = toResult(t.info().regulations());
        if (Boolean.TRUE.equals(correct)) {
            return t.correctResult(round, board, r, t.referee(), why, at);
        }
        return t.recordResult(round, board, r, new ResultSource.Referee(t.referee()), at);
    }

    public Result toResult(Regulations regs) {
        if (result == null || result.isBlank()) {
            throw new IllegalArgumentException("a result needs its value (B+3.5, W+R, B+T, W+F, 0, Void, FF)");
        }
        String why = reason == null || reason.isBlank() ? null : reason.strip();
        GameResult g = result.strip().equalsIgnoreCase("FF") ? new GameResult.DoubleForfeit(need(why, "a double forfeit"))
                : GameResult.parseSgf(result);
        g = switch (g) {
            case GameResult.Unknown u -> throw TournamentState.refuse(Refusal.Code.INVALID, Refusal.Reason.UNREADABLE_RESULT,
                    "cannot read the result '" + Quote.of(result) + "'");
            case GameResult.Forfeit f -> new GameResult.Forfeit(f.winningColor(), need(why, "a forfeit"));
            case GameResult.NoResult n -> new GameResult.NoResult(need(why, "a void game"));
            default -> g;
        };
        List<PenaltyNote> notes = new ArrayList<>();
        if (penalties != null) {
            for (PenaltyEntry p : penalties) {
                Color c = p.color() == null ? null : Color.parse(p.color());
                if (c == null || p.points() == null) {
                    throw new IllegalArgumentException("a penalty needs a colour (black, white) and points");
                }
                notes.add(new PenaltyNote(c, p.points(), p.reason()));
            }
        }
        ScoreSheet sheet = null;
        if (black != null || white != null) {
            if (black == null || white == null) {
                throw new IllegalArgumentException("a score sheet needs both sides' terms");
            }
            sheet = new ScoreSheet(regs.rules(), side(black, notes, Color.BLACK), side(white, notes, Color.WHITE),
                    new ScoreSheet.Territory(List.of(), List.of(), List.of(), List.of(), List.of(), List.of()));
        }
        Result.contradiction(g, sheet, notes).ifPresent(contradiction -> {
            throw TournamentState.refuse(Refusal.Code.INVALID, Refusal.Reason.SCORE_SHEET, contradiction);
        });
        return new Result(g, sheet, notes, moves == null ? -1 : moves, null, null, null);
    }

    private static ScoreSheet.Side side(Map<String, Double> terms, List<PenaltyNote> notes, Color c) {
        for (Map.Entry<String, Double> term : terms.entrySet()) {
            // {"penalty":null} is a term without its number: unboxed below it was a NullPointerException,
            // which the server answered as a 500 internal error.
            if (term.getValue() == null) {
                throw new IllegalArgumentException(c.lowerName() + "." + term.getKey() + ": a score-sheet term is a number, not null");
            }
        }
        double noted = notes.stream().filter(p -> p.color() == c).mapToDouble(PenaltyNote::points).sum();
        double penalty = terms.containsKey("penalty") ? -Math.abs(halves(terms, "penalty", c, Math.max(1000, noted))) : -noted;
        for (String k : terms.keySet()) {
            if (!List.of("territory", "prisoners", "stones", "komi", "bonus", "handicapBonus", "passStones", "penalty", "total")
                    .contains(k)) {
                throw new IllegalArgumentException("unknown score-sheet term '" + Quote.of(k) + "'");
            }
        }
        ScoreSheet.Side s = new ScoreSheet.Side(whole(terms, "territory"), whole(terms, "prisoners"), whole(terms, "stones"),
                terms.containsKey("komi") ? halves(terms, "komi", c, 1000) : 0.0,
                whole(terms, terms.containsKey("handicapBonus") ? "handicapBonus" : "bonus"), whole(terms, "passStones"),
                penalty);
        Double total = terms.get("total");
        if (total != null && total != s.total()) {
            throw new IllegalArgumentException(c.lowerName() + "'s terms add up to " + RuleSet.formatKomi(s.total())
                    + ", not " + RuleSet.formatKomi(total));
        }
        return s;
    }

    /**
     * Komi and penalties go in half points, as the rules and the tournament's komi do; 1e400 (read
     * as infinity) or 6.25 made a sheet whose totals said nothing ("the score sheet gives 0").
     * {@code max} is 1000, or for the penalty the sum of the side's penalties noted, when more:
     * each goes up to 1000, and two of 600 are a term of 1200.
     */
    private static double halves(Map<String, Double> terms, String k, Color c, double max) {
        double v = terms.get(k);
        if (!Double.isFinite(v) || v * 2 != Math.rint(v * 2) || Math.abs(v) > max) {
            throw new IllegalArgumentException(c.lowerName() + "." + k + " goes in half points up to "
                    + RuleSet.formatKomi(max) + ", not " + v);
        }
        return v;
    }

    private static int whole(Map<String, Double> terms, String k) {
        Double v = terms.get(k);
        if (v == null) {
            return 0;
        }
        if (v != Math.rint(v) || Math.abs(v) > 1000) {
            throw new IllegalArgumentException(k + " is a whole number of points, not " + v);
        }
        return v.intValue();
    }

    private static String need(String why, String what) {
        if (why == null) {
            throw TournamentState.refuse(Refusal.Code.INVALID, Refusal.Reason.NEEDS_REASON, what + " needs its reason");
        }
        return why;
    }
}
