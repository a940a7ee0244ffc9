package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/** The vital points of the classic eye shapes, and the shapes that have none. */
class VitalPointTest {
    @Test
    void straightThreeInTheCornerHasItsMiddle() {
        Board b = Positions.parse(
                "...X.....",
                "XXXX.....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        assertThat(new VitalPoint(b).of(b.index(0, 0), Board.BLACK)).isEqualTo(b.index(1, 0));
    }

    @Test
    void bulkyFiveHasItsCentre() {
        Board b = Positions.parse(
                ".XXXX....",
                "X..X.....",
                "X...X....",
                ".XXX.....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        // Space (1,1) (2,1) (1,2) (2,2) (3,2): (2,2) touches three of them.
        assertThat(new VitalPoint(b).of(b.index(1, 1), Board.BLACK)).isEqualTo(b.index(2, 2));
    }

    @Test
    void straightFourHasNone() {
        Board b = Positions.parse(
                "....X....",
                "XXXXX....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        assertThat(new VitalPoint(b).of(b.index(0, 0), Board.BLACK)).isEqualTo(Board.NONE);
    }

    @Test
    void aSpaceTheOtherColourTouchesIsNoEyeSpace() {
        Board b = Positions.parse(
                "..OX.....",
                "XXXX.....",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        assertThat(new VitalPoint(b).of(b.index(0, 0), Board.BLACK)).isEqualTo(Board.NONE);
    }

    @Test
    void aLargeAreaIsNoEyeSpace() {
        Board b = Positions.parse(
                ".......X.",
                "XXXXXXXX.",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        assertThat(new VitalPoint(b).of(b.index(0, 0), Board.BLACK)).isEqualTo(Board.NONE);
    }
}
