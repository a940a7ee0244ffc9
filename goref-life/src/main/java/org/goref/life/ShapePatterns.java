package org.goref.life;

import org.goref.core.board.Board;

/**
 * The 3×3 shapes a player answers next to the opponent's last move: MoGo's hane and cut patterns
 * (Gelly et al. 2006). MoGo's edge patterns (block, sagari, edge cut) are left out: on the corpus
 * they broke more records than they mended, since a finished position's edges are settled. A uniformly random playout lets an
 * invader hane, cut and block as often as it plays one of the 300 pointless moves elsewhere, so a
 * group's fight is decided by luck; answering the shape next to the last move plays the local
 * fight out the way players would.
 *
 * <p>The table is built once: every arrangement of the eight neighbours (empty, black, white, edge
 * each) is matched against the shapes in their eight orientations and with colours swapped, so a
 * lookup is one array read. Shapes are drawn with the candidate point in the middle; {@code X} and
 * {@code O} are stones of either colour (the other one), {@code x} not X (empty or O), {@code o}
 * not O, {@code .} empty, {@code ?} anything (the edge too).
 */
final class ShapePatterns {
    private static final String[][] SHAPES = {
        {"XOX", "...", "???"},  // hane that encloses
        {"XO.", "...", "?.?"},  // hane that does not cut
        {"XO?", "X..", "x.?"},  // the turn (magari)
        {".O.", "X..", "..."},  // diagonal attachment
        {"XO?", "O.o", "?o?"},  // cut that nothing protects
        {"XO?", "O.X", "???"},  // cut after a peep
        {"?X?", "O.O", "ooo"},  // the second cut (de)
        {"OX?", "o.O", "???"},  // the knight's-move cut
    };

    /** Neighbour offsets in the order of the code's 2-bit fields: N, NE, E, SE, S, SW, W, NW. */
    private static final int[][] RING = {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}};

    private static final boolean[] MATCHES = build();

    private ShapePatterns() {
    }

    /** Whether the empty point {@code p} of {@code board} sits in one of the shapes. */
    static boolean matches(Board board, int p, int[] ring) {
        int code = 0;
        for (int i = 0; i < 8; i++) {
            code |= board.get(p + ring[i]) << (2 * i);
        }
        return MATCHES[code];
    }

    /** The board offsets of the eight neighbours, in the code's order. */
    static int[] ring(int stride) {
        int[] ring = new int[8];
        for (int i = 0; i < 8; i++) {
            ring[i] = RING[i][0] + RING[i][1] * stride;
        }
        return ring;
    }

    /**
     * Every code some shape covers: each shape, in each orientation and colour, is expanded into the
     * arrangements it allows (a wildcard is two or four values), so the table costs a few thousand
     * writes, not a match of 128 oriented shapes against each of the 65,536 codes (half a second,
     * paid by the first position a process estimates).
     */
    private static boolean[] build() {
        boolean[] table = new boolean[1 << 16];
        int[][] allowed = new int[8][];
        for (String[] shape : SHAPES) {
            for (int orientation = 0; orientation < 8; orientation++) {
                for (int x = Board.BLACK; x <= Board.WHITE; x++) {
                    for (int r = 0; r < 3; r++) {
                        for (int c = 0; c < 3; c++) {
                            if (r != 1 || c != 1) {
                                int[] rc = orient(r, c, orientation);
                                allowed[ringIndex(rc[0], rc[1])] = values(shape[r].charAt(c), x);
                            }
                        }
                    }
                    expand(allowed, 0, 0, table);
                }
            }
        }
        return table;
    }

    /** Sets every code whose neighbours from {@code i} on take one of their allowed values. */
    private static void expand(int[][] allowed, int i, int code, boolean[] table) {
        if (i == 8) {
            table[code] = true;
            return;
        }
        for (int v : allowed[i]) {
            expand(allowed, i + 1, code | v << (2 * i), table);
        }
    }

    /** The position in the code of the board cell (row, column) of the 3×3 window. */
    private static int ringIndex(int row, int column) {
        for (int i = 0; i < 8; i++) {
            if (RING[i][0] == column - 1 && RING[i][1] == row - 1) {
                return i;
            }
        }
        throw new IllegalArgumentException("the centre has no place in the ring");
    }

    /** The point values a shape symbol allows, X being colour {@code x}. */
    private static int[] values(char symbol, int x) {
        int o = 3 - x;
        return switch (symbol) {
            case 'X' -> new int[] {x};
            case 'O' -> new int[] {o};
            case 'x' -> new int[] {Board.EMPTY, o};
            case 'o' -> new int[] {Board.EMPTY, x};
            case '.' -> new int[] {Board.EMPTY};
            case '?' -> new int[] {Board.EMPTY, Board.BLACK, Board.WHITE, Board.EDGE};
            default -> throw new IllegalStateException("unknown shape symbol " + symbol);
        };
    }

    /** Whether the eight neighbours coded in {@code code} form one of the shapes (the table's answer). */
    static boolean matchesCode(int code) {
        return MATCHES[code];
    }

    /** The shapes as drawn, for a test to match them the slow way. */
    static String[][] shapes() {
        String[][] copy = new String[SHAPES.length][];
        for (int i = 0; i < SHAPES.length; i++) {
            copy[i] = SHAPES[i].clone();
        }
        return copy;
    }

    /** Where the shape's cell (r, c) lands on the board in one of the eight orientations. */
    static int[] orient(int r, int c, int orientation) {
        int rr = r;
        int cc = c;
        if ((orientation & 1) != 0) {
            cc = 2 - cc;
        }
        if ((orientation & 2) != 0) {
            rr = 2 - rr;
        }
        if ((orientation & 4) != 0) {
            int t = rr;
            rr = cc;
            cc = t;
        }
        return new int[] {rr, cc};
    }
}
