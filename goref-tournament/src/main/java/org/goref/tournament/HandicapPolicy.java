package org.goref.tournament;

import org.goref.core.rules.RuleSet;
import org.goref.core.text.PlainNumber;

/**
 * How handicap and komi are set for a pairing. {@code even}: no handicap, the rules' komi, colours
 * by the pairing system. {@code rank:R:M:K}: the grade difference less the reduction R gives the
 * handicap, at most M stones; a handicap of 1 is Black without komi, 2 or more are stones; the
 * weaker player takes Black and the komi of a handicap game is K (e.g. 0.5).
 */
public sealed interface HandicapPolicy {
    String spelling();

    /** The EGD's {@code HA[hN]}: the handicap reduction; h9 means no handicap at all. */
    int egdReduction();

    record Even() implements HandicapPolicy {
        public String spelling() {
            return "even";
        }

        public int egdReduction() {
            return 9;
        }
    }

    record ByRank(int reduction, int maxStones, double komi) implements HandicapPolicy {
        public ByRank {
            if (reduction < 0 || reduction > 9 || maxStones < 0 || maxStones > 9) {
                throw new IllegalArgumentException("handicap reduction and maximum are 0..9");
            }
            RuleSet.russianTerritory().withKomi(komi); // checks the komi's form
        }

        public String spelling() {
            return "rank:" + reduction + ":" + maxStones + ":" + RuleSet.formatKomi(komi);
        }

        public int egdReduction() {
            return reduction;
        }

        /** The handicap between grades of these strengths (0 = even game). */
        public int handicap(int strongerStrength, int weakerStrength) {
            return Math.max(0, Math.min(maxStones, strongerStrength - weakerStrength - reduction));
        }
    }

    static HandicapPolicy parse(String s) {
        String v = s == null ? "" : s.strip();
        if (v.equals("even")) {
            return new Even();
        }
        String[] w = v.split(":", -1); // "rank:1:9:0.5:" has five parts, not four
        if (w.length == 4 && w[0].equals("rank")) {
            try {
                return new ByRank(PlainNumber.integer(w[1].strip()), PlainNumber.integer(w[2].strip()), PlainNumber.decimal(w[3].strip()));
            } catch (NumberFormatException e) {
                // falls through
            }
        }
        throw new IllegalArgumentException("a handicap policy is even or rank:REDUCTION:MAX:KOMI, not '" + s + "'");
    }
}
