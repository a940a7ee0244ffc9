package org.goref.life;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;

/**
 * A finished position drawn with its answer, rows from the top: {@code X}/{@code O} living Black and
 * White stones, {@code x}/{@code o} living stones in seki, {@code b}/{@code w} dead Black and White
 * stones, {@code 1}/{@code 2} a dame Black/White fills before an area count (an empty point on the
 * board), anything else empty. The expected count is the rules' own (RULES.md §3), read from the
 * drawing alone and independent of the estimator: the dead stones off, each empty region bordered by
 * one colour its territory — under {@code seki=no-count} not when it touches a stone in seki — plus
 * prisoners (territory counting) or stones on the board (area counting).
 */
record Drawn(String name, String[] rows, int toMove) {

    Drawn {
        int n = rows.length;
        for (String r : rows) {
            if (r.length() != n) {
                throw new IllegalArgumentException(name + ": a row of " + r.length() + " points on a " + n + " board");
            }
        }
        Board b = board(rows);
        for (int i = 0; i < b.cells(); i++) {
            int c = b.get(i);
            if ((c == Board.BLACK || c == Board.WHITE) && b.liberties(i) == 0) {
                throw new IllegalArgumentException(name + ": a chain without liberties at " + b.point(i));
            }
        }
    }

    int size() {
        return rows.length;
    }

    Board board() {
        return board(rows);
    }

    private static Board board(String[] rows) {
        Board b = new Board(rows.length);
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows.length; x++) {
                int c = colour(rows[y].charAt(x));
                if (c != Board.EMPTY) {
                    b.setup(b.index(x, y), c);
                }
            }
        }
        return b;
    }

    private static int colour(char ch) {
        return switch (ch) {
            case 'X', 'x', 'b' -> Board.BLACK;
            case 'O', 'o', 'w' -> Board.WHITE;
            default -> Board.EMPTY;
        };
    }

    Set<Point> marked(String marks) {
        Set<Point> out = new TreeSet<>();
        for (int y = 0; y < size(); y++) {
            for (int x = 0; x < size(); x++) {
                if (marks.indexOf(rows[y].charAt(x)) >= 0) {
                    out.add(Point.of(x, y));
                }
            }
        }
        return out;
    }

    Set<Point> dead() {
        return marked("bw");
    }

    Set<Point> seki() {
        return marked("xo");
    }

    /** Black's points minus White's under {@code rules} (komi left out). */
    double expectedDifference(RuleSet rules) {
        int n = size();
        boolean area = rules.counting() == RuleSet.Counting.AREA;
        boolean noCount = !area && rules.seki() == RuleSet.Seki.NO_COUNT;
        char[][] g = new char[n][n];
        int[] points = new int[3];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                char ch = rows[y].charAt(x);
                g[y][x] = switch (ch) {
                    case 'b' -> {
                        points[Board.WHITE] += area ? 0 : 1;
                        yield '.';
                    }
                    case 'w' -> {
                        points[Board.BLACK] += area ? 0 : 1;
                        yield '.';
                    }
                    case '1' -> area ? 'X' : '.';
                    case '2' -> area ? 'O' : '.';
                    default -> ch;
                };
                if (area && colour(g[y][x]) != Board.EMPTY) {
                    points[colour(g[y][x])]++;
                }
            }
        }
        boolean[][] seen = new boolean[n][n];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                if (seen[y][x] || colour(g[y][x]) != Board.EMPTY) {
                    continue;
                }
                List<int[]> region = new ArrayList<>();
                boolean black = false, white = false, seki = false;
                Deque<int[]> todo = new ArrayDeque<>();
                todo.push(new int[] {x, y});
                seen[y][x] = true;
                while (!todo.isEmpty()) {
                    int[] p = todo.pop();
                    region.add(p);
                    for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                        int qx = p[0] + d[0], qy = p[1] + d[1];
                        if (qx < 0 || qy < 0 || qx >= n || qy >= n) {
                            continue;
                        }
                        char c = g[qy][qx];
                        black |= colour(c) == Board.BLACK;
                        white |= colour(c) == Board.WHITE;
                        seki |= c == 'x' || c == 'o';
                        if (colour(c) == Board.EMPTY && !seen[qy][qx]) {
                            seen[qy][qx] = true;
                            todo.push(new int[] {qx, qy});
                        }
                    }
                }
                if (black != white && !(noCount && seki)) {
                    points[black ? Board.BLACK : Board.WHITE] += region.size();
                }
            }
        }
        return points[Board.BLACK] - points[Board.WHITE];
    }

    /** The same position with the colours swapped (and the other side to move). */
    Drawn swapped() {
        String[] out = new String[size()];
        for (int y = 0; y < size(); y++) {
            StringBuilder sb = new StringBuilder();
            for (char ch : rows[y].toCharArray()) {
                sb.append(switch (ch) {
                    case 'X' -> 'O';
                    case 'O' -> 'X';
                    case 'x' -> 'o';
                    case 'o' -> 'x';
                    case 'b' -> 'w';
                    case 'w' -> 'b';
                    case '1' -> '2';
                    case '2' -> '1';
                    default -> ch;
                });
            }
            out[y] = sb.toString();
        }
        return new Drawn(name + ", colours swapped", out, 3 - toMove);
    }

    /** Turned a quarter (the top edge becomes the right edge). */
    Drawn turned() {
        int n = size();
        String[] out = new String[n];
        for (int y = 0; y < n; y++) {
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < n; x++) {
                sb.append(rows[n - 1 - x].charAt(y));
            }
            out[y] = sb.toString();
        }
        return new Drawn(name + ", turned", out, toMove);
    }

    /**
     * The drawing put on a bigger board at column {@code left}, row {@code top}; the rest of the board
     * is empty (territory of whichever colour the drawing's outer stones are).
     */
    Drawn on(int boardSize, int left, int top) {
        String[] out = new String[boardSize];
        for (int y = 0; y < boardSize; y++) {
            StringBuilder sb = new StringBuilder();
            for (int x = 0; x < boardSize; x++) {
                int px = x - left, py = y - top;
                boolean inside = px >= 0 && py >= 0 && px < rows[0].length() && py < rows.length;
                sb.append(inside ? rows[py].charAt(px) : '.');
            }
            out[y] = sb.toString();
        }
        return new Drawn(name + " on " + boardSize + "×" + boardSize + " at " + left + "," + top, out, toMove);
    }

    /** A drawing of {@code rows} (not square: a piece to put on a board with {@link #on}). */
    static Drawn piece(String name, int toMove, String... rows) {
        return new Piece(name, rows, toMove).asDrawn();
    }

    /** A rectangle of rows before it is put on a board. */
    private record Piece(String name, String[] rows, int toMove) {
        Drawn asDrawn() {
            int n = Math.max(rows.length, rows[0].length());
            String[] square = new String[n];
            for (int y = 0; y < n; y++) {
                String r = y < rows.length ? rows[y] : "";
                square[y] = r + ".".repeat(n - r.length());
            }
            return new Drawn(name, square, toMove);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
