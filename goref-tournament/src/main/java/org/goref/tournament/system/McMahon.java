package org.goref.tournament.system;

import org.goref.tournament.Rank;

/**
 * McMahon: every player starts with a McMahon score (MMS) from the declared grade (30k = 0, 1k = 29,
 * 1d = 30, as OpenGotha counts it), players at or above the {@code bar} all start at the bar's score
 * and players at or below the {@code floor} at the floor's; the referee may correct a player's start
 * (an event of its own). A win adds 1 and a draw ½; players of equal or nearest MMS meet, paired by a
 * maximum-weight matching with these parameters. The handicap (none, from the grades, or from the MMS
 * difference with a reduction and a ceiling) is the regulations' handicap policy.
 *
 * @param bar   the grade from which everyone starts alike, or null for no bar
 * @param floor the grade up to which everyone starts alike, or null for no floor
 */
public record McMahon(Rank bar, Rank floor, PairingParameters pairing) implements TournamentSystem {
    public static final McMahon DEFAULT = new McMahon(null, null, PairingParameters.MCMAHON);

    public McMahon {
        if (pairing == null) {
            throw new IllegalArgumentException("a McMahon system needs its pairing parameters");
        }
        if (bar != null && floor != null && floor.strength() > bar.strength()) {
            throw new IllegalArgumentException("the McMahon floor (" + floor + ") is above the bar (" + bar + ")");
        }
    }

    /** The McMahon score a player of this grade starts with before the referee's correction (none: the floor's, else 0). */
    public int startingScore(Rank grade) {
        int s = grade == null ? (floor == null ? 0 : floor.strength()) : grade.strength();
        if (bar != null) {
            s = Math.min(s, bar.strength());
        }
        if (floor != null) {
            s = Math.max(s, floor.strength());
        }
        return s;
    }

    public String word() {
        return "mcmahon";
    }

    public String spelling() {
        StringBuilder sb = new StringBuilder(word());
        if (bar != null) {
            sb.append(",bar=").append(bar);
        }
        if (floor != null) {
            sb.append(",floor=").append(floor);
        }
        return sb.append(',').append(pairing.spelling()).toString();
    }

    static McMahon read(SystemSpelling sp) {
        Rank bar = sp.take("bar").map(Rank::parse).orElse(null);
        Rank floor = sp.take("floor").map(Rank::parse).orElse(null);
        return new McMahon(bar, floor, PairingParameters.read(sp, PairingParameters.MCMAHON));
    }
}
