package org.goref.life;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Point;

/** Test positions drawn as rows from the top: {@code X} Black, {@code O} White, anything else empty. */
final class Positions {
    private Positions() {
    }

    /** 9×9: Black (0,0) has one liberty, White (1,0) two. */
    static final String[] ONE_AGAINST_TWO = {
            "XO.......", ".........", ".........", ".........", ".........",
            ".........", ".........", ".........", "........."};

    /** 9×9: Black (0,0) and White (1,0) have one liberty each. */
    static final String[] ONE_AGAINST_ONE = {
            "XOX......", ".........", ".........", ".........", ".........",
            ".........", ".........", ".........", "........."};

    /**
     * 9×9, walls on columns D (Black) and E (White): if White fills the dame (4,1), Black's stone
     * (4,0) is left in atari with (3,0), its last liberty, inside Black's area — Black owes a
     * protective move there before the count.
     */
    static final String[] OWES_A_PROTECTIVE_MOVE = {
            "..X.XO...",
            "..XX.O...",
            "..XXO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO....",
            "...XO...."};

    /** A 9×9 position drawn by its top rows only: the rows below them are empty. */
    static String[] topOf9x9(String... topRows) {
        String[] rows = new String[9];
        for (int y = 0; y < 9; y++) {
            rows[y] = y < topRows.length ? topRows[y] : ".........";
        }
        return rows;
    }

    static Board parse(String... rows) {
        Board b = new Board(rows.length);
        for (int y = 0; y < rows.length; y++) {
            String r = rows[y].replace(" ", "");
            if (r.length() != rows.length) {
                throw new IllegalArgumentException("row " + y + " has " + r.length() + " points, not " + rows.length);
            }
            for (int x = 0; x < r.length(); x++) {
                char c = r.charAt(x);
                if (c == 'X') {
                    b.setup(b.index(x, y), Board.BLACK);
                } else if (c == 'O') {
                    b.setup(b.index(x, y), Board.WHITE);
                }
            }
        }
        return b;
    }

    /** The points of the rows marked with {@code mark}. */
    static Set<Point> marked(char mark, String... rows) {
        Set<Point> out = new TreeSet<>();
        for (int y = 0; y < rows.length; y++) {
            String r = rows[y].replace(" ", "");
            for (int x = 0; x < r.length(); x++) {
                if (r.charAt(x) == mark) {
                    out.add(Point.of(x, y));
                }
            }
        }
        return out;
    }

    /** Every stone of the chain through (x, y). */
    static Set<Point> chain(Board b, int x, int y) {
        Set<Point> out = new TreeSet<>();
        int h = b.index(x, y);
        int s = h;
        do {
            out.add(b.point(s));
            s = b.nextInChain(s);
        } while (s != h);
        return out;
    }

    /** Each chain's ownership from its own side, by head: {@code white} for White's, {@code black} for Black's. */
    static double[] chainOwnership(Board b, double white, double black) {
        double[] own = new double[b.cells()];
        for (int i = 0; i < b.cells(); i++) {
            if (b.get(i) == Board.WHITE) {
                own[b.chain(i)] = white;
            } else if (b.get(i) == Board.BLACK) {
                own[b.chain(i)] = black;
            }
        }
        return own;
    }

    /** The heads of the chains Benson does not prove alive: the estimator's open chains. */
    static List<Integer> openChains(Board b) {
        Benson benson = Benson.of(b);
        List<Integer> heads = new ArrayList<>();
        for (int i = 0; i < b.cells(); i++) {
            int c = b.get(i);
            if ((c == Board.BLACK || c == Board.WHITE) && b.chain(i) == i && !benson.isPassAlive(i)) {
                heads.add(i);
            }
        }
        return heads;
    }
}
