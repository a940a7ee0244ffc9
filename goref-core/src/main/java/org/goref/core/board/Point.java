package org.goref.core.board;

import java.util.Locale;
import org.goref.core.text.Quote;

/**
 * A point of the board, by column {@code x} (0 = left) and row {@code y} (0 = top), the SGF
 * orientation. Interned: {@code Point.of(x, y) == Point.of(x, y)}, so points compare by identity
 * too. Conversions to GTP vertices need the board size because GTP counts rows from the bottom.
 */
public final class Point implements Comparable<Point> {
    public static final int MAX_SIZE = Board.MAX_SIZE;
    private static final Point[] CACHE = new Point[MAX_SIZE * MAX_SIZE];
    /** GTP column letters: I is skipped. */
    private static final String GTP_COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    static {
        for (int y = 0; y < MAX_SIZE; y++) {
            for (int x = 0; x < MAX_SIZE; x++) {
                CACHE[y * MAX_SIZE + x] = new Point(x, y);
            }
        }
    }

    public final int x;
    public final int y;

    private Point(int x, int y) {
        this.x = x;
        this.y = y;
    }

    public static Point of(int x, int y) {
        if (x < 0 || y < 0 || x >= MAX_SIZE || y >= MAX_SIZE) {
            throw new IllegalArgumentException("point off any board: " + x + "," + y);
        }
        return CACHE[y * MAX_SIZE + x];
    }

    public boolean isOn(int size) {
        return x < size && y < size;
    }

    /** The GTP vertex, e.g. {@code D4} on 19×19 is x=3, y=15. */
    public String toGtp(int size) {
        return GTP_COLUMNS.charAt(x) + Integer.toString(size - y);
    }

    /** Vertices in GTP's form on one line, separated by spaces, in the order given (as GTP lists them). */
    public static String toGtp(Iterable<Point> points, int size) {
        StringBuilder sb = new StringBuilder();
        for (Point p : points) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(p.toGtp(size));
        }
        return sb.toString();
    }

    /** The SGF coordinate pair, e.g. {@code dd}. */
    public String toSgf() {
        return "" + (char) ('a' + x) + (char) ('a' + y);
    }

    /**
     * Parses a GTP vertex (case-insensitive, no I). Returns null for "pass"; throws
     * IllegalArgumentException naming the problem for anything that is no vertex of this board.
     */
    public static Point parseGtp(String vertex, int size) {
        String v = vertex.trim().toUpperCase(Locale.ROOT);
        if (v.equals("PASS")) {
            return null;
        }
        if (v.length() < 2 || v.length() > 3) {
            throw new IllegalArgumentException("not a vertex: " + Quote.of(vertex));
        }
        int x = GTP_COLUMNS.indexOf(v.charAt(0));
        if (x < 0) {
            throw new IllegalArgumentException("not a vertex: " + Quote.of(vertex));
        }
        // ASCII digits without a sign or a leading zero: Integer.parseInt alone would take D+4, D04
        // and other scripts' digits for D4.
        String digits = v.substring(1);
        if (!digits.chars().allMatch(ch -> ch >= '0' && ch <= '9') || digits.charAt(0) == '0') {
            throw new IllegalArgumentException("not a vertex: " + Quote.of(vertex));
        }
        int row = Integer.parseInt(digits);
        if (x >= size || row < 1 || row > size) {
            throw new IllegalArgumentException("vertex off the " + size + "x" + size + " board: " + Quote.of(vertex));
        }
        return of(x, size - row);
    }

    /** Parses an SGF coordinate pair (lower case letters). Throws IllegalArgumentException otherwise. */
    public static Point parseSgf(String s) {
        if (s.length() != 2) {
            throw new IllegalArgumentException("not an SGF point: " + Quote.of(s));
        }
        int x = sgfIndex(s.charAt(0));
        int y = sgfIndex(s.charAt(1));
        if (x < 0 || y < 0 || x >= MAX_SIZE || y >= MAX_SIZE) {
            throw new IllegalArgumentException("not an SGF point: " + Quote.of(s));
        }
        return of(x, y);
    }

    private static int sgfIndex(char c) {
        if (c >= 'a' && c <= 'z') {
            return c - 'a';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 26;
        }
        return -1;
    }

    @Override
    public int compareTo(Point o) {
        return y != o.y ? Integer.compare(y, o.y) : Integer.compare(x, o.x);
    }

    @Override
    public String toString() {
        return toSgf();
    }

    /**
     * Points are interned, so equality is identity; the hash is the point's place all the same,
     * so that a hash set of points iterates in the same order in every run. An identity hash
     * depends on what the process did before, and an estimate that walked such a set came out
     * differently for the same position and seed depending on which records were scored before it.
     */
    @Override
    public int hashCode() {
        return y * MAX_SIZE + x;
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }
}
