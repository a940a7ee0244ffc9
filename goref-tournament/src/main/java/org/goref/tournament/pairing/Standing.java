package org.goref.tournament.pairing;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.goref.tournament.system.McMahon;

/**
 * One player before the round is paired: his score (wins, or McMahon score), his colour balance in
 * even games (Whites less Blacks), his last even game's colour, the opponents he has met (and how
 * often) and his byes.
 */
record Standing(Entrant entrant, double score, int colourBalance, int lastColour, Map<Integer, Integer> met, int byes) {

    int number() {
        return entrant.number();
    }

    int timesMet(int other) {
        return met.getOrDefault(other, 0);
    }

    /** The standings of every entrant from the earlier rounds: points, plus the McMahon start under McMahon. */
    static Map<Integer, Standing> of(PairingRequest req) {
        Map<Integer, Double> points = new HashMap<>();
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
                points.merge(p, g.pointsOf(p), Double::sum);
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
                points.merge(b.player(), req.byePoints(), Double::sum);
                byes.merge(b.player(), 1, Integer::sum);
            }
        }
        Map<Integer, Set<Integer>> there = new HashMap<>();
        for (PlayedGame g : req.games()) {
            there.computeIfAbsent(g.black(), k -> new HashSet<>()).add(g.round());
            there.computeIfAbsent(g.white(), k -> new HashSet<>()).add(g.round());
        }
        for (PastBye b : req.byes()) {
            there.computeIfAbsent(b.player(), k -> new HashSet<>()).add(b.round());
        }
        Map<Integer, Standing> out = new HashMap<>();
        for (Entrant e : req.entrants()) {
            int n = e.number();
            double score = points.getOrDefault(n, 0.0);
            if (req.absentPoints() > 0) {
                int rounds = (int) there.getOrDefault(n, Set.of()).stream().filter(r -> r < req.round()).count();
                score += (req.round() - 1 - rounds) * req.absentPoints();
            }
            if (req.system() instanceof McMahon m) {
                score += m.startingScore(e.grade()) + e.mmsCorrection();
            }
            out.put(n, new Standing(e, score, balance.getOrDefault(n, 0), last.getOrDefault(n, 0),
                    Map.copyOf(met.getOrDefault(n, Map.of())), byes.getOrDefault(n, 0)));
        }
        return out;
    }

    static List<Standing> present(PairingRequest req, Map<Integer, Standing> all) {
        return req.present().stream().map(all::get).toList();
    }
}
