package org.goref.core.game;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Point;

/**
 * Fixed handicap placement on the star points, as GTP {@code fixed_handicap} places them (GTP 2
 * §4.1.1, the same points and order as GNU Go): 2 to 9 stones on odd boards from 9×9 up, 2 to 4 on
 * 7×7 and on even boards from 8×8 up, none on smaller boards. The star points are on the third line
 * below 13×13 and on the fourth from 13×13.
 */
public final class Handicap {
    private Handicap() {
    }

    /** The most fixed handicap stones this board size takes (0 when none). */
    public static int maxFixed(int size) {
        if (size < 7) {
            return 0;
        }
        if (size == 7 || size % 2 == 0) {
            return 4;
        }
        return 9;
    }

    /** The fixed handicap points, or IllegalArgumentException naming the valid range. */
    public static List<Point> fixed(int size, int stones) {
        int max = maxFixed(size);
        if (stones < 2 || stones > max) {
            throw new IllegalArgumentException(max == 0
                    ? "no fixed handicap on a " + size + "x" + size + " board"
                    : "fixed handicap on " + size + "x" + size + " is 2 to " + max + " stones, not " + stones);
        }
        int low = size >= 13 ? 3 : 2;
        int high = size - 1 - low;
        int mid = size / 2;
        List<Point> out = new ArrayList<>();
        // In GTP terms on 19x19: D4, Q16, Q4, D16, then K10 for odd counts, D10 Q10, K4 K16.
        out.add(Point.of(low, high));
        out.add(Point.of(high, low));
        if (stones >= 3) {
            out.add(Point.of(high, high));
        }
        if (stones >= 4) {
            out.add(Point.of(low, low));
        }
        if (stones == 5 || stones == 7 || stones == 9) {
            out.add(Point.of(mid, mid));
        }
        if (stones >= 6) {
            out.add(Point.of(low, mid));
            out.add(Point.of(high, mid));
        }
        if (stones >= 8) {
            out.add(Point.of(mid, low));
            out.add(Point.of(mid, high));
        }
        return out;
    }
}
