package org.goref.tournament.placement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * goref's direct encounter (DIRECT), as its round-robin protocols have always ranked: inside each
 * group tied on every criterion before it, the points each entrant scored against the others of the
 * group (a win or a forfeit win 1, a draw ½, anything else 0), then, for those it leaves tied among
 * more, their own mini-table in turn, until it separates no one further (A beat B, both on 2 in a
 * four-way mini-table: A first). The points shown are the first mini-table's.
 */
final class MiniTable {
    private MiniTable() {
    }

    static void fill(Scores s, List<Criterion> before, int round, List<Integer> order, AmongTied t) {
        var tied = Placement.byScores(s, before, round, t);
        int first = 0;
        while (first < order.size()) {
            int last = first + 1;
            while (last < order.size() && tied.compare(order.get(first), order.get(last)) == 0) {
                last++;
            }
            if (last - first > 1) {
                List<Integer> g = new ArrayList<>(order.subList(first, last));
                Map<Integer, Integer> points = points(s, g, round);
                points.forEach((e, p) -> t.directShown[e] = p);
                List<List<Integer>> ranked = rank(s, g, round, points);
                for (int i = 0; i < ranked.size(); i++) {
                    for (int e : ranked.get(i)) {
                        t.directKey[e] = ranked.size() - i;
                    }
                }
            }
            first = last;
        }
    }

    /** The group in subgroups from the top, each mini-table split again until it splits no more. */
    private static List<List<Integer>> rank(Scores s, List<Integer> g, int round, Map<Integer, Integer> points) {
        List<List<Integer>> split = split(g, points);
        if (split.size() == 1) {
            return split;
        }
        List<List<Integer>> out = new ArrayList<>();
        for (List<Integer> sub : split) {
            out.addAll(sub.size() > 1 ? rank(s, sub, round, points(s, sub, round)) : List.of(sub));
        }
        return out;
    }

    /** Twice the points each of the group scored against the others, in the rounds up to {@code round}. */
    private static Map<Integer, Integer> points(Scores s, List<Integer> g, int round) {
        Map<Integer, Integer> p = new HashMap<>();
        g.forEach(e -> p.put(e, 0));
        for (ScoredGame game : s.field().games()) {
            if (game.round() <= round && g.contains(game.white()) && g.contains(game.black())) {
                p.merge(game.white(), game.verdict().pointsX2(true), Integer::sum);
                p.merge(game.black(), game.verdict().pointsX2(false), Integer::sum);
            }
        }
        return p;
    }

    private static List<List<Integer>> split(List<Integer> g, Map<Integer, Integer> value) {
        Map<Integer, List<Integer>> split = new LinkedHashMap<>();
        g.stream().sorted(Comparator.comparing((Integer e) -> -value.get(e)))
                .forEach(e -> split.computeIfAbsent(value.get(e), k -> new ArrayList<>()).add(e));
        return new ArrayList<>(split.values());
    }
}
