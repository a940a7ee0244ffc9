package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

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
}
