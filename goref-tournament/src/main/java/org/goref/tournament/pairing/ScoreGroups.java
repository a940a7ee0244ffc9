package org.goref.tournament.pairing;

import java.util.List;
import java.util.Random;

import org.goref.tournament.system.Seeding;

/**
 * The score groups of the players to pair (runs of equal score in placement order) and, inside each,
 * the partner the seeding wants for each player: split the group in halves and meet the other half by
 * sliding, folding or a fixed random draw.
 */
final class ScoreGroups {
    private final int[] start;
    private final int[] size;
    private final int[] ideal;

    private ScoreGroups(int n) {
        start = new int[n];
        size = new int[n];
        ideal = new int[n];
    }

    static ScoreGroups of(List<Standing> players, Seeding seeding, long seed) {
        int n = players.size();
        ScoreGroups g = new ScoreGroups(n);
        int i = 0;
        while (i < n) {
            int j = i;
            while (j < n && players.get(j).score() == players.get(i).score()) {
                j++;
            }
            int len = j - i;
            int half = len / 2;
            int[] perm = permutation(len - half, new Random(seed * 1_000_003L + i));
            int[] inverse = new int[perm.length];
            for (int k = 0; k < perm.length; k++) {
                inverse[perm[k]] = k;
            }
            for (int p = 0; p < len; p++) {
                g.start[i + p] = i;
                g.size[i + p] = len;
                int partner = switch (seeding) {
                    case SLIDE -> p < half ? p + half : p - half;
                    case FOLD -> len - 1 - p;
                    case RANDOM -> p < half ? half + perm[p] : (p - half < half ? inverse[p - half] : p);
                };
                g.ideal[i + p] = i + Math.max(0, Math.min(len - 1, partner));
            }
            i = j;
        }
        return g;
    }

    private static int[] permutation(int n, Random r) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int k = r.nextInt(i + 1);
            int t = a[i];
            a[i] = a[k];
            a[k] = t;
        }
        return a;
    }

    boolean sameGroup(int i, int j) {
        return start[i] == start[j];
    }

    /** The index (in placement order) of the partner the seeding wants for player i. */
    int ideal(int i) {
        return ideal[i];
    }

    /** How far below the top of his group player i stands (0: its first). */
    int fromTop(int i) {
        return i - start[i];
    }

    /** How far above the bottom of his group player i stands (0: its last). */
    int fromBottom(int i) {
        return start[i] + size[i] - 1 - i;
    }
}
