package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/** The hane and cut shapes match in every orientation and for both colours, and nothing else does. */
class ShapePatternsTest {
    private static boolean matches(int x, int y, String... rows) {
        Board b = Positions.parse(rows);
        return ShapePatterns.matches(b, b.index(x, y), ShapePatterns.ring(b.stride()));
    }

    @Test
    void theHaneThatEnclosesMatchesInEveryOrientationAndForBothColours() {
        assertThat(matches(3, 4, ".........", ".........", ".........", "..XOX....", ".........",
                ".........", ".........", ".........", ".........")).isTrue();
        assertThat(matches(3, 4, ".........", ".........", ".........", "..OXO....", ".........",
                ".........", ".........", ".........", ".........")).isTrue();
        // Turned a quarter: the stones on the column to the point's left.
        assertThat(matches(4, 4, ".........", ".........", ".........", "...X.....", "...O.....",
                "...X.....", ".........", ".........", ".........")).isTrue();
    }

    @Test
    void anUnprotectedCutMatches() {
        assertThat(matches(3, 3, ".........", ".........", "..XO.....", "..O......", ".........",
                ".........", ".........", ".........", ".........")).isTrue();
    }

    @Test
    void emptySurroundingsAndOneColourAloneDoNotMatch() {
        assertThat(matches(4, 4, ".........", ".........", ".........", ".........", ".........",
                ".........", ".........", ".........", ".........")).isFalse();
        assertThat(matches(4, 4, ".........", ".........", ".........", "...XXX...", "...X.....",
                ".........", ".........", ".........", ".........")).isFalse();
    }

    @Test
    void theCutIsNotACutWhenItsStonesAreProtected() {
        // X O / O . X: the peeped cut matches; with a friendly stone filling the cut it is no shape.
        assertThat(matches(3, 3, ".........", ".........", "..XO.....", "..O.X....", ".........",
                ".........", ".........", ".........", ".........")).isTrue();
        assertThat(matches(3, 3, ".........", ".........", "..XX.....", "..X......", ".........",
                ".........", ".........", ".........", ".........")).isFalse();
    }

    /**
     * The table against a slow, independent reading of the drawn shapes: every one of the 65,536
     * arrangements of eight neighbours matches exactly when some shape, turned or mirrored by
     * rewriting its rows, with either colour as X, fits it symbol by symbol.
     */
    @Test
    void theTableIsExactlyTheShapesInEveryOrientationAndColour() {
        int[][] ring = {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}};
        List<String[]> oriented = new ArrayList<>();
        for (String[] shape : ShapePatterns.shapes()) {
            String[] g = shape;
            for (int turn = 0; turn < 4; turn++) {
                oriented.add(g);
                oriented.add(mirror(g));
                g = turn(g);
            }
        }
        int matching = 0;
        for (int code = 0; code < 1 << 16; code++) {
            int[][] cells = new int[3][3];
            for (int i = 0; i < 8; i++) {
                cells[1 + ring[i][1]][1 + ring[i][0]] = code >> (2 * i) & 3;
            }
            boolean expected = false;
            for (String[] g : oriented) {
                expected |= fits(g, cells, Board.BLACK) || fits(g, cells, Board.WHITE);
            }
            assertThat(ShapePatterns.matchesCode(code)).as("code " + code).isEqualTo(expected);
            matching += expected ? 1 : 0;
        }
        assertThat(matching).isPositive();
    }

    private static String[] turn(String[] g) {
        String[] t = new String[3];
        for (int r = 0; r < 3; r++) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < 3; c++) {
                b.append(g[2 - c].charAt(r));
            }
            t[r] = b.toString();
        }
        return t;
    }

    private static String[] mirror(String[] g) {
        String[] m = new String[3];
        for (int r = 0; r < 3; r++) {
            m[r] = new StringBuilder(g[r]).reverse().toString();
        }
        return m;
    }

    private static boolean fits(String[] g, int[][] cells, int x) {
        int o = 3 - x;
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                if (r == 1 && c == 1) {
                    continue;
                }
                int v = cells[r][c];
                boolean ok = switch (g[r].charAt(c)) {
                    case 'X' -> v == x;
                    case 'O' -> v == o;
                    case 'x' -> v == Board.EMPTY || v == o;
                    case 'o' -> v == Board.EMPTY || v == x;
                    case '.' -> v == Board.EMPTY;
                    default -> true;
                };
                if (!ok) {
                    return false;
                }
            }
        }
        return true;
    }
}
