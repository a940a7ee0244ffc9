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

    private static boolean[] build() {
        boolean[] table = new boolean[1 << 16];
        int[][] cells = new int[3][3];
        for (int code = 0; code < table.length; code++) {
            for (int i = 0; i < 8; i++) {
                cells[1 + RING[i][1]][1 + RING[i][0]] = (code >> (2 * i)) & 3;
            }
            cells[1][1] = Board.EMPTY;
            table[code] = anyShape(cells);
        }
        return table;
    }

    private static boolean anyShape(int[][] cells) {
        for (String[] shape : SHAPES) {
            for (int orientation = 0; orientation < 8; orientation++) {
                for (int x = Board.BLACK; x <= Board.WHITE; x++) {
                    if (fits(shape, orientation, x, cells)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean fits(String[] shape, int orientation, int x, int[][] cells) {
        int o = 3 - x;
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                int[] rc = orient(r, c, orientation);
                if (!fitsCell(shape[r].charAt(c), cells[rc[0]][rc[1]], x, o)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Where the shape's cell (r, c) lands on the board in one of the eight orientations. */
    private static int[] orient(int r, int c, int orientation) {
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

    private static boolean fitsCell(char symbol, int cell, int x, int o) {
        return switch (symbol) {
            case 'X' -> cell == x;
            case 'O' -> cell == o;
            case 'x' -> cell == Board.EMPTY || cell == o;
            case 'o' -> cell == Board.EMPTY || cell == x;
            case '.' -> cell == Board.EMPTY;
            case '?' -> true;
            default -> throw new IllegalStateException("unknown shape symbol " + symbol);
        };
    }
}
