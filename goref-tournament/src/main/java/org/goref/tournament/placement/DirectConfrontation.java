package org.goref.tournament.placement;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * DC and SDC, worked out inside each group of entrants tied on every criterion before the first
 * of them, as OpenGotha 3.51 defines them. Only games won over the board count (not forfeits, not
 * draws), in the rounds up to the one asked.
 * <ul>
 * <li>SDC: only when every two entrants of the group have a decisive balance between them, the
 * number of entrants of the group each has beaten on balance; otherwise 0.</li>
 * <li>DC: the group is ranked by its wins: an entrant who beat another (exactly one win more than
 * the other, on balance) goes above him; entrants in a cycle of wins are equal among themselves
 * and take over each other's wins and losses against the rest; where the wins decide nothing the
 * criteria after DC decide. The ranking is built from the bottom: again and again the entrants
 * who beat nobody still unplaced, the lowest by the later criteria first. DC is then the number of
 * places above the bottom one.</li>
 * </ul>
 */
final class DirectConfrontation {
    private DirectConfrontation() {
    }

    static void fill(Scores s, List<Criterion> criteria, int cut, int round, List<Integer> order, AmongTied t) {
        List<Criterion> before = criteria.subList(0, cut);
        int first = 0;
        while (first < order.size()) {
            int last = first + 1;
            while (last < order.size()
                    && Placement.byScores(s, before, round, t).compare(order.get(first), order.get(last)) == 0) {
                last++;
            }
            if (last - first > 1) {
                group(s, criteria, round, new ArrayList<>(order.subList(first, last)), t);
            }
            first = last;
        }
    }

    private static void group(Scores s, List<Criterion> criteria, int round, List<Integer> g, AmongTied t) {
        int k = g.size();
        int[][] balance = balance(s, g, round);
        boolean decisive = true;
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                decisive &= i == j || balance[i][j] != 0;
            }
        }
        if (decisive) {
            for (int i = 0; i < k; i++) {
                int beaten = 0;
                for (int j = 0; j < k; j++) {
                    beaten += i != j && balance[i][j] > 0 ? 1 : 0;
                }
                t.sdc[g.get(i)] = beaten;
            }
        }
        int dcAt = criteria.indexOf(Criterion.DC);
        List<Criterion> after = dcAt < 0 ? List.of() : criteria.subList(dcAt + 1, criteria.size());
        var bySecondary = Placement.byScores(s, after, round, t);
        g.sort(bySecondary);
        int[] sc = new int[k];
        int place = 0;
        for (int i = 0; i < k; i++) {
            if (i > 0 && bySecondary.compare(g.get(i), g.get(i - 1)) != 0) {
                place = i;
            }
            sc[i] = k - place;
        }
        balance = balance(s, g, round);
        boolean[][] beat = new boolean[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                beat[i][j] = balance[i][j] == 1;
            }
        }
        int[] rank = rankFromBottom(beat, sc);
        int max = 0;
        for (int r : rank) {
            max = Math.max(max, r);
        }
        for (int i = 0; i < k; i++) {
            t.dc[g.get(i)] = max - rank[i];
        }
    }

    /** balance[i][j]: wins of i over j minus wins of j over i, games won over the board only. */
    private static int[][] balance(Scores s, List<Integer> g, int round) {
        int k = g.size();
        int[][] b = new int[k][k];
        for (ScoredGame game : s.field().games()) {
            if (game.round() > round || game.byDefault()) {
                continue;
            }
            int w = g.indexOf(game.white());
            int bl = g.indexOf(game.black());
            if (w < 0 || bl < 0) {
                continue;
            }
            if (game.verdict() == Verdict.WHITE_WINS) {
                b[w][bl]++;
                b[bl][w]--;
            } else if (game.verdict() == Verdict.BLACK_WINS) {
                b[bl][w]++;
                b[w][bl]--;
            }
        }
        return b;
    }

    /**
     * Ranks (1 best) from the win graph: cycles (strongly connected groups) are merged, each member
     * inheriting the group's wins and losses against the rest; then, from the bottom, those who beat
     * nobody still unranked, the lowest {@code sc} first, entrants of equal sc together.
     */
    private static int[] rankFromBottom(boolean[][] beat, int[] sc) {
        int k = sc.length;
        int[] comp = components(beat);
        boolean[][] wins = new boolean[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                if (!beat[i][j] || comp[i] == comp[j]) {
                    continue;
                }
                for (int a = 0; a < k; a++) {
                    for (int b = 0; b < k; b++) {
                        if (comp[a] == comp[i] && comp[b] == comp[j]) {
                            wins[a][b] = true;
                        }
                    }
                }
            }
        }
        int[] rank = new int[k];
        Set<Integer> left = new HashSet<>();
        for (int i = 0; i < k; i++) {
            left.add(i);
        }
        while (!left.isEmpty()) {
            List<Integer> candidates = new ArrayList<>();
            int low = Integer.MAX_VALUE;
            for (int i : left) {
                boolean beatsSomeoneLeft = false;
                for (int j : left) {
                    beatsSomeoneLeft |= wins[i][j];
                }
                if (beatsSomeoneLeft) {
                    continue;
                }
                if (sc[i] < low) {
                    low = sc[i];
                    candidates.clear();
                }
                if (sc[i] == low) {
                    candidates.add(i);
                }
            }
            if (candidates.isEmpty()) {
                throw new IllegalStateException("the win graph kept a cycle");
            }
            int r = 1 + left.size() - candidates.size();
            for (int c : candidates) {
                rank[c] = r;
                left.remove(c);
            }
        }
        return rank;
    }

    /** Strongly connected components (Tarjan's algorithm): comp[i] the same for entrants in one cycle of wins. */
    private static int[] components(boolean[][] beat) {
        int k = beat.length;
        int[] index = new int[k];
        int[] low = new int[k];
        int[] comp = new int[k];
        boolean[] onStack = new boolean[k];
        java.util.Arrays.fill(index, -1);
        int[] counter = {0, 0};
        java.util.ArrayDeque<Integer> stack = new java.util.ArrayDeque<>();
        for (int v = 0; v < k; v++) {
            if (index[v] < 0) {
                strongConnect(v, beat, index, low, comp, onStack, stack, counter);
            }
        }
        return comp;
    }

    private static void strongConnect(int v, boolean[][] beat, int[] index, int[] low, int[] comp, boolean[] onStack,
                                      java.util.ArrayDeque<Integer> stack, int[] counter) {
        index[v] = low[v] = counter[0]++;
        stack.push(v);
        onStack[v] = true;
        for (int w = 0; w < beat.length; w++) {
            if (!beat[v][w]) {
                continue;
            }
            if (index[w] < 0) {
                strongConnect(w, beat, index, low, comp, onStack, stack, counter);
                low[v] = Math.min(low[v], low[w]);
            } else if (onStack[w]) {
                low[v] = Math.min(low[v], index[w]);
            }
        }
        if (low[v] == index[v]) {
            int c = counter[1]++;
            int w;
            do {
                w = stack.pop();
                onStack[w] = false;
                comp[w] = c;
            } while (w != v);
        }
    }
}
