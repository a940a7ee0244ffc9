package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/** Eyes of a chain's own: empty regions only that chain borders, valued by their shape (counted up to two). */
class OwnEyesTest {
    // Each position has a White stone at the far end of the top row: the open board is then no
    // region of Black's own.

    @Test
    void aBentFourSpaceIsTwoEyes() {
        // One Black chain around the L-shaped space a9 b9 c9 c8 (the bent four lives).
        Board b = Positions.parse(Positions.topOf9x9(
                "...X....O",
                "XX.X.....",
                "XXXX....."));
        assertThat(new OwnEyes(b).eyes(b.index(3, 0))).isEqualTo(2);
    }

    @Test
    void aBentThreeSpaceIsOneEye() {
        Board b = Positions.parse(Positions.topOf9x9(
                "..X.....O",
                "X.X......",
                "XXX......"));
        assertThat(new OwnEyes(b).eyes(b.index(2, 0))).isEqualTo(1);
    }

    @Test
    void aSquareFourIsOneEye() {
        Board b = Positions.parse(Positions.topOf9x9(
                "..X.....O",
                "..X......",
                "XXX......"));
        assertThat(new OwnEyes(b).eyes(b.index(2, 0))).isEqualTo(1);
    }

    @Test
    void twoOnePointEyesAreTwo() {
        Board b = Positions.parse(Positions.topOf9x9(
                "XXXXX...O",
                "X.X.X....",
                "XXXXX...."));
        assertThat(new OwnEyes(b).eyes(b.index(0, 0))).isEqualTo(2);
    }

    @Test
    void aSpaceAnEnemyStoneTouchesIsNoEyeOfItsOwn() {
        // The bent four again, with a White stone at its end: it is an invasion, not an eye.
        Board b = Positions.parse(Positions.topOf9x9(
                "O..X....O",
                "XX.X.....",
                "XXXX....."));
        assertThat(new OwnEyes(b).eyes(b.index(3, 0))).isEqualTo(0);
    }

    @Test
    void aSpaceASecondFriendlyChainBordersIsNotThisChainsOwn() {
        // Two Black chains around two one-point eyes: each eye touches both, and a cut between them
        // could make either false; neither chain has two eyes of its own.
        Board b = Positions.parse(Positions.topOf9x9(
                "XX.X....O",
                "X.XX.....",
                "XXO......"));
        int left = b.index(0, 2);
        int right = b.index(3, 1);
        assertThat(b.chain(left)).isNotEqualTo(b.chain(right));
        assertThat(new OwnEyes(b).eyes(left)).isEqualTo(0);
        assertThat(new OwnEyes(b).eyes(right)).isEqualTo(0);
    }

    @Test
    void anOpenBoardOnlyThisChainBordersIsRoomForTwoEyes() {
        // No other stone anywhere: the bent three and the rest of the board are both its own.
        Board b = Positions.parse(Positions.topOf9x9(
                "..X......",
                "X.X......",
                "XXX......"));
        assertThat(new OwnEyes(b).eyes(b.index(2, 0))).isEqualTo(2);
    }

    @Test
    void twoChainsNobodyCanCutApartShareTheirEyes() {
        // The left chain has the eye a9, the right one e8, one each; they share c7, c8 and c9 (no
        // eye): whichever White takes, Black connects at another, and the group has two eyes.
        Board b = Positions.parse(Positions.topOf9x9(
                ".X.XXX..O",
                "XX.X.X...",
                "XX.XXX..."));
        int left = b.chain(b.index(0, 2));
        int right = b.chain(b.index(3, 2));
        assertThat(new OwnEyes(b).eyes(left)).isEqualTo(1);
        assertThat(new OwnEyes(b).eyes(right)).isEqualTo(1);
        assertThat(new OwnEyes(b).withTwoPerBlock(List.of(left, right),
                VirtualConnections.of(b).unitsLinkedOutsideEyes())).containsExactly(left, right);
    }

    @Test
    void chainsThatCanBeCutApartDoNotShareTheirEyes() {
        // As above, but White stands on c7 and c8: the chains share c9 alone, White cuts there, and
        // each has one eye.
        Board b = Positions.parse(Positions.topOf9x9(
                ".X.XXX..O",
                "XXOX.X...",
                "XXOXXX..."));
        int left = b.chain(b.index(0, 2));
        int right = b.chain(b.index(3, 2));
        assertThat(new OwnEyes(b).withTwoPerBlock(List.of(left, right),
                VirtualConnections.of(b).unitsLinkedOutsideEyes())).isEmpty();
    }
}
