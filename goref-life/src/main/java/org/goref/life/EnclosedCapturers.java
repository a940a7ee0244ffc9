package org.goref.life;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Board;

/**
 * Chains whose capture of an enemy stone gains them nothing: they stand in an area the enemy alone
 * encloses with chains that stand, with no friend there that stands, and the playouts give that
 * area to the enemy. Such a chain wins its race against a weak enemy chain beside it (a stone left
 * in atari on the edge of its own side's area, say), but taking it leaves the capturer where it was,
 * without room for eyes inside the enemy's area: the capturer is dead, and the chain it "killed" is
 * not — the area stays its side's (GNU Go's 9×9 self-play gg9_124: a White stone beside a Black
 * stone in atari in Black's open corner kept the corner off the count, 16 to 22 points out).
 */
final class EnclosedCapturers {
    /**
     * A chain kept by the playouts at least this much is not judged here, nor is an area holding
     * a friend kept so: it may well live. Above the alive threshold on purpose: a capturer of a
     * stone in atari is kept whenever it moves first, so the playouts keep it around even (gg9_124's
     * White stone at 0.16 on one seed of three, -0.06 and 0.10 on the others).
     */
    static final double KEPT_BELOW = 0.5;

    /**
     * The least mean ownership, from the enemy's side, of the area the capturer stands in (its
     * points, stones included): the enemy dominates it, so the capturer has no room to live there
     * (gg9_124's area: 0.40–0.52 on seeds 0–2).
     */
    static final double MIN_ENEMY_OWNERSHIP = 0.3;

    private EnclosedCapturers() {
    }

    /**
     * The heads of the chains that capture a weak enemy chain for nothing, given each chain's
     * ownership from its own side ({@code chainOwn}, by head), the points' ownership ({@code own},
     * by cell, +1 Black) and Benson's verdict.
     */
    static List<Integer> find(Board board, Benson benson, double[] own, double[] chainOwn, Races races) {
        List<Integer> out = new ArrayList<>();
        int[] dir = board.directions();
        for (int h = 0; h < board.cells(); h++) {
            int c = board.get(h);
            if ((c != Board.BLACK && c != Board.WHITE) || board.chain(h) != h || benson.isPassAlive(h)
                    || chainOwn[h] >= KEPT_BELOW) {
                continue;
            }
            boolean captures = false;
            int s = h;
            do {
                for (int d : dir) {
                    int n = s + d;
                    if (!captures && board.get(n) == 3 - c) {
                        int nh = board.chain(n);
                        captures = weak(board, benson, chainOwn, nh) && races.readLoses(nh, h);
                    }
                }
                s = board.nextInChain(s);
            } while (s != h && !captures);
            if (captures && enclosed(board, benson, own, chainOwn, h)) {
                out.add(h);
            }
        }
        return out;
    }

    /** A chain the estimator doubts, or one in atari it keeps only loosely (see {@link LostRaces}). */
    private static boolean weak(Board board, Benson benson, double[] chainOwn, int head) {
        return !benson.isPassAlive(head) && chainOwn[head] < LostRaces.readBelow(board, head, null);
    }

    /**
     * Whether the chain through {@code head} stands in an area (empty points, its own chains, the
     * enemy's weak chains) that the enemy's standing chains alone close, with none of its own
     * colour kept there from {@link #KEPT_BELOW}, and that the playouts give to the enemy on average.
     */
    static boolean enclosed(Board board, Benson benson, double[] own, double[] chainOwn, int head) {
        int c = board.get(head);
        int enemy = 3 - c;
        int enemySign = -Proposal.colourSign(c);
        int[] dir = board.directions();
        boolean[] seen = new boolean[board.cells()];
        int[] stack = new int[board.cells()];
        int sp = 0;
        stack[sp++] = head;
        seen[head] = true;
        double sum = 0;
        int points = 0;
        while (sp > 0) {
            int p = stack[--sp];
            if (board.get(p) == c && (benson.isPassAlive(board.chain(p)) || chainOwn[board.chain(p)] >= KEPT_BELOW)) {
                return false;
            }
            sum += own[p] * enemySign;
            points++;
            for (int d : dir) {
                int n = p + d;
                int nc = board.get(n);
                if (seen[n] || nc != Board.EMPTY && nc != c && nc != enemy
                        || nc == enemy && !weak(board, benson, chainOwn, board.chain(n))) {
                    continue;
                }
                seen[n] = true;
                stack[sp++] = n;
            }
        }
        return sum / points >= MIN_ENEMY_OWNERSHIP;
    }
}
