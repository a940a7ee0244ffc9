package org.goref.tournament.pairing;

import java.util.ArrayList;
import java.util.List;

import org.goref.tournament.Pairing;
import org.goref.tournament.system.PairingParameters;
import org.jgrapht.alg.interfaces.MatchingAlgorithm;
import org.jgrapht.alg.matching.blossom.v5.KolmogorovWeightedPerfectMatching;
import org.jgrapht.alg.matching.blossom.v5.ObjectiveSense;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;

/**
 * Swiss and McMahon pairing, as OpenGotha does it: a minimum-cost perfect matching (JGraphT's
 * Kolmogorov blossom V) over the players of the round, with {@link PairCost} weighing each pair.
 *
 * <p>A complete graph of 1,000 players has half a million edges; the matching needs far fewer. Up to
 * {@link #COMPLETE_UP_TO} players every pair is an edge; above, each player has edges to his {@link
 * #WINDOW} nearest in placement order, to the {@link #AROUND_IDEAL} either side of the partner his
 * seeding wants, and to his greedy partner. The greedy pairs make a perfect matching of the graph, so
 * one always exists and the matching never costs more than the greedy pairing. Pairs that met before
 * are left out of a first try, and come in only when it finds no perfect matching.
 */
final class MatchingPairer {
    static final int COMPLETE_UP_TO = 80;
    static final int WINDOW = 16;
    static final int AROUND_IDEAL = 4;
    private static final double REPEAT_PAIR = 1e9;

    private MatchingPairer() {
    }

    static RoundDraw pair(PairingRequest req, PairingParameters params) {
        return solve(req, params).draw();
    }

    /** The draw, with the matching's and the greedy pairing's costs (for the tests and the bench). */
    record Solution(RoundDraw draw, long cost, long greedyCost, int edges, int repeats, int greedyRepeats) {
    }

    static Solution solve(PairingRequest req, PairingParameters params) {
        List<Standing> players = Standing.present(req, new PlacementScores(req), params.seedBy());
        List<Integer> byes = new ArrayList<>();
        if (players.size() % 2 == 1) {
            Standing bye = byeOf(players);
            byes.add(bye.number());
            players = new ArrayList<>(players);
            players.remove(bye);
        }
        int n = players.size();
        if (n == 0) {
            if (byes.isEmpty()) {
                throw new IllegalStateException("nobody plays round " + req.round());
            }
            return new Solution(new RoundDraw(List.of(), byes), 0, 0, 0, 0, 0);
        }
        ScoreGroups groups = ScoreGroups.of(players, params.seedingOf(req.round()), req.round());
        PairCost cost = new PairCost(players, groups, params, req.round());
        int[] greedy = Greedy.pair(n, cost);

        List<int[]> candidates = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            candidates.add(new int[] {i, greedy[i]});
            if (n <= COMPLETE_UP_TO) {
                for (int j = i + 1; j < n; j++) {
                    candidates.add(new int[] {i, j});
                }
            } else {
                for (int j = i + 1; j <= Math.min(n - 1, i + WINDOW); j++) {
                    candidates.add(new int[] {i, j});
                }
                int ideal = groups.ideal(i);
                for (int j = Math.max(0, ideal - AROUND_IDEAL); j <= Math.min(n - 1, ideal + AROUND_IDEAL); j++) {
                    candidates.add(new int[] {i, j});
                }
            }
        }
        // First without the pairs that met before: a repeat is then impossible rather than merely dear.
        // Only when those edges leave no perfect matching do the repeats come in, priced by repeatFirst.
        SimpleWeightedGraph<Integer, DefaultWeightedEdge> g = graph(n, candidates, players, false, cost::of);
        MatchingAlgorithm.Matching<Integer, DefaultWeightedEdge> m;
        try {
            m = new KolmogorovWeightedPerfectMatching<>(g, ObjectiveSense.MINIMIZE).getMatching();
        } catch (IllegalArgumentException noPerfectMatching) {
            g = graph(n, candidates, players, true, repeatFirst(n, candidates, cost, players));
            m = new KolmogorovWeightedPerfectMatching<>(g, ObjectiveSense.MINIMIZE).getMatching();
        }
        int[] partner = new int[n];
        for (DefaultWeightedEdge e : m.getEdges()) {
            int a = g.getEdgeSource(e);
            int b = g.getEdgeTarget(e);
            partner[a] = b;
            partner[b] = a;
        }
        List<Pairing> pairings = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (i < partner[i]) {
                pairings.add(Seats.seat(req, pairings.size() + 1, players.get(i), players.get(partner[i])));
            }
        }
        return new Solution(new RoundDraw(pairings, byes), Greedy.total(partner, cost), Greedy.total(greedy, cost),
                g.edgeSet().size(), repeats(partner, players), repeats(greedy, players));
    }

    private static SimpleWeightedGraph<Integer, DefaultWeightedEdge> graph(int n, List<int[]> candidates,
                                                                          List<Standing> players, boolean repeats,
                                                                          EdgeWeight weight) {
        SimpleWeightedGraph<Integer, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
        for (int i = 0; i < n; i++) {
            g.addVertex(i);
        }
        for (int[] c : candidates) {
            int i = c[0];
            int j = c[1];
            if (i != j && !g.containsEdge(i, j) && (repeats || !met(players, i, j))) {
                g.setEdgeWeight(g.addEdge(i, j), weight.of(i, j));
            }
        }
        return g;
    }

    /** An edge's weight in the matching. */
    @FunctionalInterface
    private interface EdgeWeight {
        double of(int i, int j);
    }

    /**
     * Weights under which the fewest repeat games come first and the costs only then. A pair's cost
     * weighs a repeat far above one score gap, but a round's many gaps could add up past it; so each
     * repeat pair weighs {@link #REPEAT_PAIR} and the costs are scaled so that a whole round of them
     * weighs less. Both stay far under the blossom's 10^10, past which it reports no perfect matching.
     */
    private static EdgeWeight repeatFirst(int n, List<int[]> candidates, PairCost cost, List<Standing> players) {
        long max = 1;
        for (int[] c : candidates) {
            if (c[0] != c[1]) {
                max = Math.max(max, cost.of(c[0], c[1]));
            }
        }
        double scale = REPEAT_PAIR / ((n / 2.0 + 1) * max);
        return (i, j) -> (met(players, i, j) ? REPEAT_PAIR : 0) + scale * cost.of(i, j);
    }

    private static boolean met(List<Standing> players, int i, int j) {
        return players.get(i).timesMet(players.get(j).number()) > 0;
    }

    /** Pairs of {@code partner} whose players met before. */
    private static int repeats(int[] partner, List<Standing> players) {
        int r = 0;
        for (int i = 0; i < partner.length; i++) {
            if (i < partner[i] && met(players, i, partner[i])) {
                r++;
            }
        }
        return r;
    }

    /** The lowest-placed player who has had no bye; when all have, the lowest-placed of those with fewest. */
    static Standing byeOf(List<Standing> placed) {
        Standing best = null;
        for (int i = placed.size() - 1; i >= 0; i--) {
            Standing s = placed.get(i);
            if (best == null || s.byes() < best.byes()) {
                best = s;
            }
        }
        return best;
    }
}
