package org.goref.life;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

import org.goref.core.board.Board;

/**
 * What a chain's enemies can reach: the flood from a chain through empty points, its own colour's
 * stones and the enemy chains that do not count, until it meets one that does. A chain no enemy can
 * reach is not dead, and a dead chain needs a living killer.
 */
final class EnemyReach {
    private EnemyReach() {
    }

    /**
     * A dead chain needs a living enemy: one reachable through empty points, friendly stones and dead
     * enemy stones. Chains with none are taken off the dead list. The flood crosses friendly groups, so
     * on a connected board the test holds whenever the enemy keeps any living chain open to it; it
     * fails only when every enemy chain there is dead too — a game stopped early, where two lone
     * stones, each "killed" by the other in the playouts, were both marked dead and the count was 0.
     * A finished game never meets it. One pass, on a snapshot: reviving a chain adds living stones,
     * which can only keep others alive.
     */
    static void keepThoseNoLivingEnemyReaches(Board board, boolean[] deadHead) {
        List<Integer> unkilled = new ArrayList<>();
        for (int h = 0; h < board.cells(); h++) {
            if (deadHead[h] && !reaches(board, h, e -> !deadHead[e])) {
                unkilled.add(h);
            }
        }
        for (int h : unkilled) {
            deadHead[h] = false;
        }
    }

    /**
     * Whether an enemy chain that {@code counts} (by head) borders the area of empty points, friendly
     * stones and enemy chains that do not count, which the chain through {@code head} stands in.
     * With every enemy counting: a chain nothing hostile can reach is not dead, however random play
     * treats it (a lone stone on an empty small board is captured in many playouts); the chains of a
     * dead group all reach the enemy around the group. With the living enemies only: the dead chain
     * has a killer (see {@link #keepThoseNoLivingEnemyReaches}).
     */
    static boolean reaches(Board board, int head, IntPredicate counts) {
        int own = board.get(head);
        int enemy = 3 - own;
        int[] dir = board.directions();
        boolean[] seen = new boolean[board.cells()];
        int[] stack = new int[board.cells()];
        int sp = 0;
        stack[sp++] = head;
        seen[head] = true;
        while (sp > 0) {
            int p = stack[--sp];
            for (int d : dir) {
                int n = p + d;
                int c = board.get(n);
                if (c == enemy && counts.test(board.chain(n))) {
                    return true;
                }
                if ((c == Board.EMPTY || c == own || c == enemy) && !seen[n]) {
                    seen[n] = true;
                    stack[sp++] = n;
                }
            }
        }
        return false;
    }
}
