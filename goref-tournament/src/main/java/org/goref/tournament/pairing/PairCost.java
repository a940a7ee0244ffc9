package org.goref.tournament.pairing;

import java.util.List;

import org.goref.tournament.system.PairingParameters;

/**
 * What pairing two players costs, the criteria in their order of priority, each weighted so that the
 * worst of a lower criterion costs less than the least of the one above it: a repeat game, then the
 * square of the score difference (in half points, so two jumps of one group cost less than one of
 * two), then colours (the square of how far past an imbalance of 1 the two end with the better
 * colours, so that a pair that can keep both within 1 costs nothing; else both had the same colour
 * last), then the seeding inside a score group (the square of the distance from the partner the
 * seeding wants; across groups, how far from the groups' edge the two are drawn), then one club or one
 * country in the rounds the parameters say. A step of colour also outweighs the criteria below it
 * summed over 10 games (over 17 where no seeding distance passes 30), so that the matching does not
 * trade a colour for tie-breaks spread over a few tables. Every cost of a pair that has not met is a
 * whole number below 4.1·10^9: JGraphT's blossom takes a slack above 10^10 for "no perfect
 * matching", so the ladder is kept under it, and whole numbers keep its sums exact. So a score gap counts up to 10 points (a larger one costs
 * as much), a pair up to two earlier meetings, an imbalance up to 3. The club and country weigh as
 * much as a seeding distance of 63 and 44 places, so that they outweigh small seeding differences but
 * never a colour or a score.
 */
final class PairCost {
    static final long REPEAT = 4_100_000_000L;
    static final long SCORE = 10_000_000L;
    static final long COLOUR = 1_000_000L;
    static final long SAME_LAST_COLOUR = 50_000L;
    static final long SAME_CLUB = 4_000L;
    static final long SAME_COUNTRY = 2_000L;
    private static final int MAX_MEETINGS = 2;
    static final int MAX_HALF_POINTS = 20;
    private static final int MAX_IMBALANCE = 3;
    private static final int MAX_SEED_DISTANCE = 200;

    private final List<Standing> players;
    private final ScoreGroups groups;
    private final boolean club;
    private final boolean country;

    PairCost(List<Standing> players, ScoreGroups groups, PairingParameters params, int round) {
        this.players = players;
        this.groups = groups;
        this.club = params.avoidsClub(round);
        this.country = params.avoidsCountry(round);
    }

    /**
     * How far past an imbalance of 1 two players of these colour balances (Whites less Blacks) end
     * when they play an even game with the better colours: 0 when one way keeps both within 1.
     */
    static int colourExcess(int ba, int bb) {
        return Math.min(excessIfBlack(ba, bb), excessIfBlack(bb, ba));
    }

    /** How far past an imbalance of 1 the two end when the first (balance {@code black}) takes Black. */
    static int excessIfBlack(int black, int white) {
        return Math.max(0, Math.abs(black - 1) - 1) + Math.max(0, Math.abs(white + 1) - 1);
    }

    /** The cost of pairing the players at placement indices i and j. */
    long of(int i, int j) {
        if (i > j) {
            return of(j, i);
        }
        Standing a = players.get(i);
        Standing b = players.get(j);
        long c = REPEAT * Math.min(MAX_MEETINGS, a.timesMet(b.number()));
        long d = Math.min(MAX_HALF_POINTS, Math.round(Math.abs(a.score() - b.score()) * 2));
        c += SCORE * d * d;
        long m = Math.min(MAX_IMBALANCE, colourExcess(a.colourBalance(), b.colourBalance()));
        if (m > 0) {
            c += COLOUR * m * m;
        } else if (a.lastColour() != 0 && a.lastColour() == b.lastColour()) {
            c += SAME_LAST_COLOUR;
        }
        long s = groups.sameGroup(i, j) ? Math.abs(j - groups.ideal(i)) : groups.fromBottom(i) + groups.fromTop(j);
        s = Math.min(MAX_SEED_DISTANCE, s);
        c += s * s;
        if (club && !a.entrant().club().isEmpty() && a.entrant().club().equalsIgnoreCase(b.entrant().club())) {
            c += SAME_CLUB;
        }
        if (country && !a.entrant().country().isEmpty() && a.entrant().country().equalsIgnoreCase(b.entrant().country())) {
            c += SAME_COUNTRY;
        }
        return c;
    }
}
