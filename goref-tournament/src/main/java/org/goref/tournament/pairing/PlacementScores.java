package org.goref.tournament.pairing;

import java.util.ArrayList;
import java.util.List;

import org.goref.tournament.placement.Criterion;
import org.goref.tournament.placement.Placed;
import org.goref.tournament.placement.Placement;
import org.goref.tournament.placement.Scores;
import org.goref.tournament.system.McMahon;
import org.goref.tournament.system.SeedBy;

/**
 * What the pairing takes from the placement package, so that a round is paired on the very numbers
 * the standings show: each player's score before the round (NBW; MMS under McMahon) and the order of
 * the players, by that score, then by the seeding's criteria (rank then rating, or rating, or none),
 * then by number. Player {@code n} is the field's entrant {@code n - 1}.
 */
final class PlacementScores {
    private final Scores scores;
    private final Criterion score;
    /** The last round the scores count (0-based; -1 before the first). */
    private final int before;

    PlacementScores(PairingRequest req) {
        this.scores = new Scores(req.field());
        this.score = req.system() instanceof McMahon ? Criterion.MMS : Criterion.NBW;
        this.before = req.round() - 2;
    }

    /** The player's score before the round, in points. */
    double score(int player) {
        return scores.value(score, player - 1, before) / (double) score.scale();
    }

    /** Every player's number, the highest placed first: score, then the seeding's criteria, then number. */
    List<Integer> order(SeedBy by) {
        List<Criterion> criteria = new ArrayList<>();
        criteria.add(score);
        criteria.addAll(seeding(by));
        return numbers(criteria, before);
    }

    /** Every player's number by the seeding's criteria alone, as before the first round (a knockout's seeds). */
    List<Integer> seeds(SeedBy by) {
        return numbers(seeding(by), -1);
    }

    private List<Integer> numbers(List<Criterion> criteria, int round) {
        List<Integer> out = new ArrayList<>();
        for (Placed p : Placement.standings(scores, criteria, round, Placement.Listing.EVERY_ENTRANT_BY_NUMBER)) {
            out.add(p.entrant() + 1);
        }
        return out;
    }

    /** The placement's criteria for a seeding: a grade's rank, then the rating (or the one the grade stands for). */
    private static List<Criterion> seeding(SeedBy by) {
        return switch (by) {
            case RANK -> List.of(Criterion.RANK, Criterion.RATING);
            case RATING -> List.of(Criterion.RATING);
            case REGISTRATION -> List.of();
        };
    }
}
