package org.goref.tournament;

import org.goref.core.rules.RuleSet;
import org.goref.core.text.PlainNumber;
import org.goref.core.text.Quote;

/**
 * How handicap and komi are set for a pairing. {@code even}: no handicap, the rules' komi, colours
 * by the pairing system. {@code rank:R:M:K}: the grade difference less the reduction R gives the
 * handicap, at most M stones; a handicap of 1 is Black without komi, 2 or more are stones; the
 * weaker player takes Black and the komi of a handicap game is K (e.g. 0.5). {@code mms:R:M:K[:G]}
 * (McMahon only): the same from the difference of the two players' McMahon scores at the start of the
 * round, OpenGotha's way; with a grade G, a game in which either player is of grade G or stronger is
 * even.
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

    /**
     * McMahon handicap: the difference of McMahon scores less {@code reduction} (OpenGotha's correction,
     * -1..9), at most {@code ceiling} stones; even when either player's grade is {@code evenFrom} or
     * stronger (null: never).
     */
    record ByScore(int reduction, int ceiling, double komi, Rank evenFrom) implements HandicapPolicy {
        public ByScore {
            if (reduction < -1 || reduction > 9 || ceiling < 0 || ceiling > 9) {
                throw new IllegalArgumentException("a McMahon handicap's reduction is -1..9 and its ceiling 0..9");
            }
            RuleSet.russianTerritory().withKomi(komi); // checks the komi's form
        }

        public String spelling() {
            return "mms:" + reduction + ":" + ceiling + ":" + RuleSet.formatKomi(komi) + (evenFrom == null ? "" : ":" + evenFrom);
        }

        public int egdReduction() {
            return Math.max(0, reduction);
        }

        /** The handicap between two McMahon scores (0 = even game), before the board's limit. */
        public int handicap(int strongerScore, int weakerScore, Rank stronger, Rank weaker) {
            if (evenFrom != null && ((stronger != null && stronger.compareTo(evenFrom) >= 0)
                    || (weaker != null && weaker.compareTo(evenFrom) >= 0))) {
                return 0;
            }
            return Math.max(0, Math.min(ceiling, strongerScore - weakerScore - reduction));
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
        if ((w.length == 4 || w.length == 5) && w[0].equals("mms")) {
            try {
                return new ByScore(PlainNumber.integer(w[1].strip()), PlainNumber.integer(w[2].strip()),
                        PlainNumber.decimal(w[3].strip()), w.length == 5 ? Rank.parse(w[4]) : null);
            } catch (NumberFormatException e) {
                // falls through
            }
        }
        throw new IllegalArgumentException("a handicap policy is even, rank:REDUCTION:MAX:KOMI or mms:REDUCTION:MAX:KOMI[:GRADE], not '"
                + Quote.of(s) + "'");
    }
}
