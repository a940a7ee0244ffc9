package org.goref.tournament.pairing;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.goref.tournament.system.SeedBy;

/**
 * One player before the round is paired: his score (NBW, or MMS under McMahon, as the placement
 * counts it), his colour balance in even games (Whites less Blacks), his last even game's colour, the
 * opponents he has met (and how often) and his byes.
 */
record Standing(Entrant entrant, double score, int colourBalance, int lastColour, Map<Integer, Integer> met, int byes) {

    int number() {
        return entrant.number();
    }

    int timesMet(int other) {
        return met.getOrDefault(other, 0);
    }

    /** The standings of every entrant before the round, the scores read from the placement. */
    static Map<Integer, Standing> of(PairingRequest req) {
        return of(req, new PlacementScores(req));
    }

    /**
     * The standings of every entrant before the round: the score as the placement counts it, the
     * rest (colours, opponents met, byes had) from the earlier rounds' games and byes.
     */
    static Map<Integer, Standing> of(PairingRequest req, PlacementScores scores) {
        Map<Integer, Integer> balance = new HashMap<>();
        Map<Integer, Integer> last = new HashMap<>();
        Map<Integer, Integer> lastRound = new HashMap<>();
        Map<Integer, Map<Integer, Integer>> met = new HashMap<>();
        Map<Integer, Integer> byes = new HashMap<>();
        for (PlayedGame g : req.games()) {
            if (g.round() >= req.round()) {
                continue;
            }
            for (int p : new int[] {g.black(), g.white()}) {
                met.computeIfAbsent(p, k -> new HashMap<>()).merge(g.opponentOf(p), 1, Integer::sum);
                if (g.handicap() == 0) {
                    int colour = p == g.white() ? 1 : -1;
                    balance.merge(p, colour, Integer::sum);
                    if (g.round() >= lastRound.getOrDefault(p, 0)) {
                        lastRound.put(p, g.round());
                        last.put(p, colour);
                    }
                }
            }
        }
        Set<String> seen = new HashSet<>();
        for (PastBye b : req.byes()) {
            if (b.round() < req.round() && seen.add(b.round() + ":" + b.player())) {
                byes.merge(b.player(), 1, Integer::sum);
            }
        }
        Map<Integer, Standing> out = new HashMap<>();
        for (Entrant e : req.entrants()) {
            int n = e.number();
            out.put(n, new Standing(e, scores.score(n), balance.getOrDefault(n, 0), last.getOrDefault(n, 0),
                    Map.copyOf(met.getOrDefault(n, Map.of())), byes.getOrDefault(n, 0)));
        }
        return out;
    }

    /** The players of the round in the placement's order (score, then the seeding's criteria). */
    static List<Standing> present(PairingRequest req, PlacementScores scores, SeedBy by) {
        Map<Integer, Standing> all = of(req, scores);
        return scores.order(by).stream().filter(req.present()::contains).map(all::get).toList();
    }
}
