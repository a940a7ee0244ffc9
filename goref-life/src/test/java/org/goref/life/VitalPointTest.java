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

    @Test
    void pyramidFourHasItsCentre() {
        Board b = Positions.parse(
                "...X.....",
                "X.XX.....",
                "XXX......",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        // Space (0,0) (1,0) (2,0) (1,1): (1,0) touches the other three.
        assertThat(new VitalPoint(b).of(b.index(0, 0), Board.BLACK)).isEqualTo(b.index(1, 0));
    }

    @Test
    void crossedFiveHasItsCentre() {
        Board b = Positions.parse(
                "..X......",
                ".X.X.....",
                "X...X....",
                ".X.X.....",
                "..X......",
                ".........",
                ".........",
                ".........",
                ".........");
        assertThat(new VitalPoint(b).of(b.index(2, 1), Board.BLACK)).isEqualTo(b.index(2, 2));
    }

    @Test
    void rabbitySixHasItsCentre() {
        Board b = Positions.parse(
                ".XX......",
                "X..X.....",
                "X...X....",
                ".X.X.....",
                "..X......",
                ".........",
                ".........",
                ".........",
                ".........");
        // Space (1,1) (2,1) (1,2) (2,2) (3,2) (2,3): (2,2) touches four of them.
        assertThat(new VitalPoint(b).of(b.index(1, 1), Board.BLACK)).isEqualTo(b.index(2, 2));
    }

    @Test
    void aYShapedFiveLivesSoHasNone() {
        Board b = Positions.parse(
                "....X....",
                "X.XX.....",
                ".X.......",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........");
        // Space (0,0) (1,0) (2,0) (3,0) (1,1): (1,0) alone touches three, yet after the attacker's
        // stone there the owner plays (2,0), an eye at (3,0), and takes the stone for the second.
        assertThat(new VitalPoint(b).of(b.index(0, 0), Board.BLACK)).isEqualTo(Board.NONE);
    }

    @Test
    void squareFourAndTheShapesOneMoveKillsAreOneEyeStraightFourIsNot() {
        Board b = new Board(9);
        VitalPoint v = new VitalPoint(b);
        int[] square = {b.index(0, 0), b.index(1, 0), b.index(0, 1), b.index(1, 1)};
        int[] straightFour = {b.index(0, 0), b.index(1, 0), b.index(2, 0), b.index(3, 0)};
        int[] bentThree = {b.index(0, 0), b.index(1, 0), b.index(1, 1)};
        int[] sevenInARow = {b.index(0, 0), b.index(1, 0), b.index(2, 0), b.index(3, 0), b.index(4, 0),
                b.index(5, 0), b.index(6, 0)};
        assertThat(v.isOneEye(square, 4)).isTrue();
        assertThat(v.isOneEye(bentThree, 3)).isTrue();
        assertThat(v.isOneEye(new int[] {b.index(4, 4)}, 1)).isTrue();
        assertThat(v.isOneEye(straightFour, 4)).isFalse();
        assertThat(v.isOneEye(sevenInARow, 7)).isFalse();
    }
}
