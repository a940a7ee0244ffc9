package org.goref.core.game;

import java.util.List;

import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;

/**
 * The count of 4.3 and 4.4, each term shown separately for each side. Every term is signed so that
 * a side's total is their sum: komi is subtracted from Black's total (a negative term on Black's
 * side), a negative komi from White's (a negative term on White's side), penalties are negative.
 */
public record ScoreSheet(RuleSet rules, Side black, Side white, Territory territory) {

    /**
     * One side's terms: {@code territory} points; {@code prisoners} (territory counting: captured
     * and dead opponent stones); {@code stones} (area counting: own stones on the board); {@code
     * komi}; the base rules' corrections {@code handicapBonus} and {@code passStones} (summed in
     * {@code bonus}); {@code penalty}; and {@code total}.
     */
    public record Side(int territory, int prisoners, int stones, double komi, int handicapBonus, int passStones,
                       double penalty) {
        public int bonus() {
            return handicapBonus + passStones;
        }

        public double total() {
            return territory + prisoners + stones + komi + bonus() + penalty;
        }

        /** The side's terms as a JSON object, as goref-score and goref score --json write them. */
        public String json() {
            return "{\"territory\":" + territory + ",\"prisoners\":" + prisoners + ",\"stones\":" + stones
                    + ",\"komi\":" + RuleSet.formatKomi(komi) + ",\"bonus\":" + bonus()
                    + ",\"penalty\":" + RuleSet.formatKomi(penalty) + ",\"total\":" + RuleSet.formatKomi(total()) + "}";
        }
    }

    /**
     * The final position's analysis: the dead stones, the territory of each side, the neutral points,
     * the chains found in seki and the seki eye points that were not counted.
     */
    public record Territory(List<Point> dead, List<Point> black, List<Point> white, List<Point> neutral,
                            List<Point> seki, List<Point> sekiEyes) {
        public Territory {
            dead = List.copyOf(dead);
            black = List.copyOf(black);
            white = List.copyOf(white);
            neutral = List.copyOf(neutral);
            seki = List.copyOf(seki);
            sekiEyes = List.copyOf(sekiEyes);
        }
    }

    public double difference() {
        return black.total() - white.total();
    }

    /** 4.5: the side with more points wins by the difference; equal totals are a draw. */
    public GameResult result() {
        return GameResult.ofDifference(difference());
    }

    /** A small table for people. */
    public String table() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%-16s %9s %9s%n", "rules " + rules.spec(), "Black", "White"));
        row(sb, "territory", black.territory(), white.territory());
        if (rules.counting() == RuleSet.Counting.TERRITORY) {
            row(sb, "prisoners", black.prisoners(), white.prisoners());
        } else {
            row(sb, "stones", black.stones(), white.stones());
        }
        row(sb, "komi", black.komi(), white.komi());
        if (black.handicapBonus() != 0 || white.handicapBonus() != 0) {
            row(sb, "handicap bonus", black.handicapBonus(), white.handicapBonus());
        }
        if (rules.passStones()) {
            row(sb, "pass stones", black.passStones(), white.passStones());
        }
        row(sb, "penalty", black.penalty(), white.penalty());
        row(sb, "total", black.total(), white.total());
        return sb.toString();
    }

    private static void row(StringBuilder sb, String name, double b, double w) {
        sb.append(String.format("%-16s %9s %9s%n", name, RuleSet.formatKomi(b), RuleSet.formatKomi(w)));
    }
}
