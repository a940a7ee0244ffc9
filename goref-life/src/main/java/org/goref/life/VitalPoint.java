package org.goref.life;

import org.goref.core.board.Board;

/**
 * The vital point of a small eye space that one move kills: the empty point with the most
 * neighbours inside a region of three to six empty points bordered by one colour only, in the
 * shapes where the attacker's stone there leaves one eye (nakade): straight and bent three, pyramid
 * four, bulky and crossed five, rabbity six. Whoever plays it decides the space: the owner makes two
 * eyes, the attacker leaves one. Other spaces are left alone: straight and bent four live whatever
 * the attacker does, square four is one eye whatever the owner does, and the fives and sixes with a
 * single point of most neighbours but no kill there (the Y, T and F fives, most sixes) live, because
 * the owner still makes two eyes beside the attacker's stone.
 *
 * <p>Random play finds the vital point only by chance, so a group in a finished position whose
 * space the opponent would kill with one move survived about half the playouts; the players, who
 * left it on the board, knew better. Reuses its marks: no allocation per call.
 */
final class VitalPoint {
    /** The largest space examined: the biggest dead shape (flower six) has six points. */
    static final int MAX_SPACE = 6;

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
     * borders, or is not a shape one move kills.
     */
    int of(int e, int owner) {
        return killingPoint(region(e, owner));
    }

    /**
     * Whether the points {@code pts[0..size)}, as one eye space once empty (its enemy stones captured),
     * make only one eye when the attacker moves: a shape one move kills, or square four. Spaces of one
     * or two points are one eye too; of seven or more, never.
     */
    boolean isOneEye(int[] pts, int size) {
        if (size <= 2) {
            return true;
        }
        if (size > MAX_SPACE) {
            return false;
        }
        gen++;
        for (int i = 0; i < size; i++) {
            members[i] = pts[i];
            mark[pts[i]] = gen;
        }
        return killingPoint(size) != Board.NONE || (size == 4 && hasSquare(size));
    }

    /**
     * The vital point of the space in members[0..size) (marked with gen) when it is a shape the
     * attacker kills there: straight or bent three, pyramid four, bulky or crossed five, rabbity
     * six. Other shapes with one point of most neighbours (the Y, T and F fives, most sixes) live:
     * after the attacker's stone there the owner still makes two eyes.
     */
    private int killingPoint(int size) {
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
        if (!unique) {
            return Board.NONE;
        }
        boolean killable = switch (size) {
            case 3 -> bestCount == 2;
            case 4 -> bestCount == 3;
            case 5 -> bestCount == 4 || hasSquare(size);
            default -> bestCount == 4 && hasSquare(size);
        };
        return killable ? best : Board.NONE;
    }

    /** Whether the space in members[0..size) holds four points in a square. */
    private boolean hasSquare(int size) {
        int s = board.stride();
        for (int i = 0; i < size; i++) {
            int q = members[i];
            if (mark[q + 1] == gen && mark[q + s] == gen && mark[q + s + 1] == gen) {
                return true;
            }
        }
        return false;
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
