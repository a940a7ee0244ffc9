package org.goref.tournament.pairing;

/**
 * The greedy pairing: from the top of the placement down, each player still free takes the free
 * partner that costs least. Never the answer (it leaves repeats and long score jumps at the bottom),
 * but its pairs go into the matching's graph, so the matching always has a perfect matching to find
 * and never costs more than this.
 */
final class Greedy {
    private Greedy() {
    }

    /** partner[i] is the placement index paired with i. */
    static int[] pair(int n, PairCost cost) {
        int[] partner = new int[n];
        java.util.Arrays.fill(partner, -1);
        for (int i = 0; i < n; i++) {
            if (partner[i] >= 0) {
                continue;
            }
            int best = -1;
            long bestCost = Long.MAX_VALUE;
            for (int j = i + 1; j < n; j++) {
                if (partner[j] < 0) {
                    long c = cost.of(i, j);
                    if (c < bestCost) {
                        bestCost = c;
                        best = j;
                    }
                }
            }
            partner[i] = best;
            partner[best] = i;
        }
        return partner;
    }

    static long total(int[] partner, PairCost cost) {
        long sum = 0;
        for (int i = 0; i < partner.length; i++) {
            if (i < partner[i]) {
                sum += cost.of(i, partner[i]);
            }
        }
        return sum;
    }
}
