package org.goref.life;

import org.goref.core.board.Board;

/**
 * The vital point of a small eye space: the empty point with the most neighbours inside a region of
 * three to six empty points bordered by one colour only, when exactly one point has that many (the
 * middle of straight and bent three, the centre of pyramid four, bulky five and flower six). Whoever
 * plays it decides the space: the owner makes two eyes, the attacker leaves one (nakade). Spaces
 * with two such points (straight and bent four, square four) are left alone: the first live
 * whatever the attacker does, the last is one eye whatever the owner does.
 *
 * <p>Random play finds the vital point only by chance, so a group in a finished position whose
 * space the opponent would kill with one move survived about half the playouts; the players, who
 * left it on the board, knew better. Reuses its marks: no allocation per call.
 */
final class VitalPoint {
    /** The largest space examined: the biggest dead shape (flower six) has six points. */
    private static final int MAX_SPACE = 6;

    private final Board board;
    private final int[] dir;
    private final int[] mark;
    private final int[] stack;
    private final int[] members = new int[MAX_SPACE + 1];
    private int gen;

    VitalPoint(Board board) {
        this.board = board;
        this.dir = board.directions();
        this.mark = new int[board.cells()];
        this.stack = new int[board.cells()];
    }

    /**
     * The vital point of the eye space of {@code owner} through the empty point {@code e}, or
     * {@link Board#NONE} when the region is not an eye space of 3 to 6 points only {@code owner}
     * borders, or has no single vital point.
     */
    int of(int e, int owner) {
        int size = region(e, owner);
        if (size < 3) {
            return Board.NONE;
        }
        int best = Board.NONE;
        int bestCount = 0;
        boolean unique = false;
        for (int i = 0; i < size; i++) {
            int q = members[i];
            int count = 0;
            for (int d : dir) {
                if (mark[q + d] == gen) {
                    count++;
                }
            }
            if (count > bestCount) {
                bestCount = count;
                best = q;
                unique = true;
            } else if (count == bestCount) {
                unique = false;
            }
        }
        return unique && bestCount >= 2 ? best : Board.NONE;
    }

    /**
     * The size of the empty region through e (its points in members, marked with gen), or 0 when a
     * stone not of {@code owner}'s colour borders it or it has more than MAX_SPACE points.
     */
    private int region(int e, int owner) {
        gen++;
        int n = 0;
        int size = 0;
        stack[n++] = e;
        mark[e] = gen;
        while (n > 0) {
            int q = stack[--n];
            if (size == MAX_SPACE) {
                return 0;
            }
            members[size++] = q;
            for (int d : dir) {
                int r = q + d;
                int rc = board.get(r);
                if (rc == Board.EMPTY) {
                    if (mark[r] != gen) {
                        mark[r] = gen;
                        stack[n++] = r;
                    }
                } else if (rc != owner && rc != Board.EDGE) {
                    return 0;
                }
            }
        }
        return size;
    }
}
