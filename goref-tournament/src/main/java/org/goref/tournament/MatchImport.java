package org.goref.tournament;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;
import org.goref.core.text.Quote;

/**
 * Turns the rows of a match protocol into results of the tournament's pairings: each row goes to
 * the pairing, in any round, whose Black and White have the row's names and which has no result
 * yet. Every row is checked first; when one cannot be placed (no such pairing, colours swapped, a
 * handicap or komi that differs, a result the rows' terms contradict) nothing is recorded and the refusal
 * lists every problem with its line.
 */
public final class MatchImport {
    private MatchImport() {
    }

    /** What the import would record, and the problems that stop it. */
    public record Plan(List<TournamentEvent.ResultRecorded> results, List<String> problems) {
        public Plan {
            results = List.copyOf(results);
            problems = List.copyOf(problems);
        }
    }

    public static Plan plan(Tournament t, String protocol, List<MatchRow> rows, Instant at) {
        List<TournamentEvent.ResultRecorded> out = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (MatchRow row : rows) {
            String where = "line " + row.line() + " (game " + row.number() + ", " + row.black() + " – " + row.white() + "): ";
            try {
                Optional<Integer> b = t.playerNumber(row.black());
                Optional<Integer> w = t.playerNumber(row.white());
                if (b.isEmpty() || w.isEmpty()) {
                    throw new IllegalArgumentException("no player named " + (b.isEmpty() ? row.black() : row.white()));
                }
                Round round = null;
                Pairing pairing = null;
                for (Round r : t.rounds()) {
                    for (Pairing p : r.pairings()) {
                        boolean taken = r.results().containsKey(p.board())
                                || out.stream().anyMatch(e -> e.round() == r.number() && e.board() == p.board());
                        if (p.black() == b.get() && p.white() == w.get() && !taken && pairing == null) {
                            round = r;
                            pairing = p;
                        }
                    }
                }
                if (pairing == null) {
                    boolean swapped = t.rounds().stream().flatMap(r -> r.pairings().stream())
                            .anyMatch(p -> p.black() == w.get() && p.white() == b.get());
                    throw new IllegalArgumentException(swapped ? "the pairing has the colours the other way round"
                            : "no pairing without a result has these players with these colours");
                }
                if (row.handicap() != null && row.handicap() != pairing.handicap()) {
                    throw new IllegalArgumentException("handicap " + row.handicap() + ", the pairing's is " + pairing.handicap());
                }
                // A game played with another komi is another game: its margin says nothing of the pairing's.
                if (row.komi() != null && row.komi().doubleValue() != pairing.komi()) {
                    throw new IllegalArgumentException("komi " + RuleSet.formatKomi(row.komi()) + ", the pairing's is "
                            + RuleSet.formatKomi(pairing.komi()));
                }
                out.add(new TournamentEvent.ResultRecorded(round.number(), pairing.board(),
                        result(t, row, pairing), new ResultSource.EngineMatch(protocol, row.number()), at));
            } catch (IllegalArgumentException e) {
                problems.add(where + e.getMessage());
            }
        }
        return new Plan(out, problems);
    }

    /** Records every row's result, or none (then the refusal names each problem). */
    public static List<TournamentEvent.ResultRecorded> apply(Tournament t, String protocol, List<MatchRow> rows,
                                                            Instant at) {
        Plan plan = plan(t, protocol, rows, at);
        if (!plan.problems().isEmpty()) {
            throw new TournamentException(Refusal.Code.INVALID, "the protocol was not imported: "
                    + String.join("; ", plan.problems()));
        }
        t.tryApplyAll(plan.results()).ifPresent(r -> {
            throw new TournamentException(r);
        });
        return plan.results();
    }

    static Result result(Tournament t, MatchRow row, Pairing pairing) {
        GameResult parsed = GameResult.parseSgf(row.result());
        // goref match writes the core's reason(): "forfeit: why", "double forfeit: why", "no result: why".
        String given = row.reason();
        String reason = given.isEmpty() ? "match protocol" : given.replaceFirst("^(double forfeit|forfeit|no result): *", "");
        if (reason.isBlank()) {
            reason = given;
        }
        boolean doubleForfeit = given.startsWith("double forfeit");
        GameResult outcome = switch (parsed) {
            case GameResult.Unknown u -> throw new IllegalArgumentException("cannot read the result '" + Quote.of(row.result()) + "'");
            // SGF has no value for a double forfeit: the protocol writes Void with the reason.
            case GameResult.NoResult n -> doubleForfeit ? new GameResult.DoubleForfeit(reason) : new GameResult.NoResult(reason);
            case GameResult.Forfeit f -> new GameResult.Forfeit(f.winningColor(), reason);
            default -> parsed;
        };
        ScoreSheet sheet = null;
        if ((outcome instanceof GameResult.ByPoints || outcome instanceof GameResult.Draw)
                && row.blackTerms().containsKey("territory") && row.whiteTerms().containsKey("territory")) {
            RuleSet rules = row.rules() == null ? t.info().regulations().rules() : RuleSet.parse(row.rules());
            if (row.komi() != null) {
                rules = rules.withKomi(row.komi());
            }
            sheet = new ScoreSheet(rules, side(row.blackTerms(), Color.BLACK), side(row.whiteTerms(), Color.WHITE),
                    new ScoreSheet.Territory(List.of(), List.of(), List.of(), List.of(), List.of(), List.of()));
        }
        Result r = new Result(outcome, sheet, List.of(), row.moves() == null ? -1 : row.moves(), row.blackTime(),
                row.whiteTime(), null);
        try {
            Tournament.requireHalfPoints(r);
        } catch (TournamentException e) {
            // A problem of this row: said with its line, beside the other rows' problems.
            throw new IllegalArgumentException(e.refusal().message());
        }
        return r;
    }

    private static ScoreSheet.Side side(Map<String, Double> terms, Color c) {
        ScoreSheet.Side s = new ScoreSheet.Side(whole(terms, "territory"), whole(terms, "prisoners"),
                whole(terms, "stones"), terms.getOrDefault("komi", 0.0),
                terms.containsKey("handicapbonus") ? whole(terms, "handicapbonus") : whole(terms, "bonus"),
                whole(terms, "passstones"), -Math.abs(terms.getOrDefault("penalty", 0.0)));
        Double total = terms.get("total");
        if (total != null && total != s.total()) {
            throw new IllegalArgumentException(c.lowerName() + "'s terms add up to " + RuleSet.formatKomi(s.total())
                    + ", the protocol says " + RuleSet.formatKomi(total));
        }
        return s;
    }

    private static int whole(Map<String, Double> terms, String t) {
        double v = terms.getOrDefault(t, 0.0);
        if (v != Math.rint(v)) {
            throw new IllegalArgumentException(t + " is a whole number, not " + Quote.of(String.valueOf(v)));
        }
        return (int) v;
    }
}
