package org.goref.core.game;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Point;

/**
 * Fixed handicap placement on the star points, as GTP {@code fixed_handicap} places them (GTP 2
 * §4.1.1, the same points and order as GNU Go): 2 to 9 stones on odd boards from 9×9 up, 2 to 4 on
 * 7×7 and on even boards from 8×8 up, none on smaller boards. The star points are on the third line
 * below 12×12 and on the fourth from 12×12 (GNU Go's choice; GTP 2 fixes only 19×19).
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
        // The fourth line from 12x12 up, as GNU Go places them (its answers are the reference).
        int low = size >= 12 ? 3 : 2;
        int high = size - 1 - low;
        int mid = size / 2;
        List<Point> out = new ArrayList<>();
        // In GTP terms on 19x19 (GTP 2 §4.1.1): D4, Q16, D16, Q4, then K10 for odd counts,
        // D10 Q10, K4 K16. The third stone is D16, the upper left.
        out.add(Point.of(low, high));
        out.add(Point.of(high, low));
        if (stones >= 3) {
            out.add(Point.of(low, low));
        }
        if (stones >= 4) {
            out.add(Point.of(high, high));
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
