package org.goref.life;

import org.goref.core.board.Board;

/**
 * Bent four in the corner, the one shape the Japanese 1989 rules (and practice everywhere) settle
 * by decree: the defender's eye space is the four corner points {corner, the two next to it along one
 * edge, the one next to it along the other}, holding two attacker stones at the corner and beside
 * it, with the other two points empty. Neither side can play inside (each would put itself in
 * atari), so playouts see a seki; but the attacker can fill the outside liberties at leisure and then
 * start a ko the defender cannot win without ko threats. The defender is dead, the attacker's two
 * stones live.
 */
final class BentFour {
    private BentFour() {
    }

    /**
     * Marks the defender chains of every bent four in the corner dead and the attacker's inner
     * stones alive, in {@code deadHead} (indexed by chain head).
     */
    static void apply(Board board, Benson benson, boolean[] deadHead) {
        int n = board.size() - 1;
        if (n < 3) {
            return;
        }
        int[][] corners = {{0, 0, 1, 1}, {n, 0, -1, 1}, {0, n, 1, -1}, {n, n, -1, -1}};
        for (int[] k : corners) {
            int cx = k[0], cy = k[1], dx = k[2], dy = k[3];
            // Along x, then along y.
            check(board, benson, deadHead, new int[] {
                    board.index(cx, cy), board.index(cx + dx, cy), board.index(cx + 2 * dx, cy), board.index(cx, cy + dy)});
            check(board, benson, deadHead, new int[] {
                    board.index(cx, cy), board.index(cx, cy + dy), board.index(cx, cy + 2 * dy), board.index(cx + dx, cy)});
        }
    }

    /** shape: corner and its neighbour (the attacker's two stones), then the two empty points. */
    private static void check(Board board, Benson benson, boolean[] deadHead, int[] shape) {
        int a = board.get(shape[0]);
        if (a != Board.BLACK && a != Board.WHITE) {
            return;
        }
        if (board.get(shape[1]) != a || board.chainSize(shape[0]) != 2 || board.get(shape[2]) != Board.EMPTY
                || board.get(shape[3]) != Board.EMPTY) {
            return;
        }
        int d = 3 - a;
        int[] dir = board.directions();
        int[] defenders = new int[8];
        int nd = 0;
        for (int s : shape) {
            for (int e : dir) {
                int q = s + e;
                int c = board.get(q);
                if (c == Board.EDGE || contains(shape, q)) {
                    continue;
                }
                if (c != d) {
                    return;
                }
                int h = board.chain(q);
                if (benson.isPassAlive(q)) {
                    return;
                }
                if (!IntArrays.contains(defenders, nd, h)) {
                    defenders[nd++] = h;
                }
            }
        }
        // The defender must have no eye elsewhere: every liberty outside the shape touches the attacker.
        // And the attacker's walls around it must stand: a defender that touches an attacker chain
        // already found dead is no bent four in a living enclosure (a killer must live; random
        // positions have such corners, and both sides were marked dead).
        int pair = board.chain(shape[0]);
        for (int i = 0; i < nd; i++) {
            int h = defenders[i];
            int s = h;
            do {
                for (int e : dir) {
                    int l = s + e;
                    if (board.get(l) == Board.EMPTY && !contains(shape, l) && !PointFacts.touches(board, l, a)) {
                        return;
                    }
                    if (board.get(l) == a && board.chain(l) != pair && deadHead[board.chain(l)]) {
                        return;
                    }
                }
                s = board.nextInChain(s);
            } while (s != h);
        }
        for (int i = 0; i < nd; i++) {
            deadHead[defenders[i]] = true;
        }
        deadHead[board.chain(shape[0])] = false;
    }

    private static boolean contains(int[] a, int v) {
        return IntArrays.contains(a, a.length, v);
    }
}
