package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/** Two eyes of a chain's own: empty regions only that chain borders, valued by their shape. */
class OwnEyesTest {
    // Every position has a White stone in the far corner: the open board is then no region of Black's own.

    @Test
    void aBentFourSpaceIsTwoEyes() {
        // One Black chain around the L-shaped space a1 b1 c1 c2 (the bent four lives).
        Board b = Positions.parse(
                "........O",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXXX.....",
                "XX.X.....",
                "...X.....");
        assertThat(new OwnEyes(b).hasTwo(b.index(3, 8))).isTrue();
    }

    @Test
    void aBentThreeSpaceIsOneEye() {
        Board b = Positions.parse(
                "........O",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXX......",
                "X.X......",
                "..X......");
        assertThat(new OwnEyes(b).hasTwo(b.index(2, 8))).isFalse();
    }

    @Test
    void twoOnePointEyesAreTwo() {
        Board b = Positions.parse(
                "........O",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXXXX....",
                "X.X.X....",
                "XXXXX....");
        assertThat(new OwnEyes(b).hasTwo(b.index(0, 6))).isTrue();
    }

    @Test
    void aSpaceAnEnemyStoneTouchesIsNoEyeOfItsOwn() {
        // The bent four again, with a White stone at its end: it is an invasion, not an eye.
        Board b = Positions.parse(
                "........O",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXXX.....",
                "XX.X.....",
                "O..X.....");
        assertThat(new OwnEyes(b).hasTwo(b.index(3, 8))).isFalse();
    }

    @Test
    void aSpaceASecondFriendlyChainBordersIsNotThisChainsOwn() {
        // Two Black chains around two one-point eyes: each eye touches both, and a cut between them
        // could make either false; neither chain has two eyes of its own.
        Board b = Positions.parse(
                "........O",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXO......",
                "X.XX.....",
                "XX.X.....");
        int left = b.index(0, 6);
        int right = b.index(3, 7);
        assertThat(b.chain(left)).isNotEqualTo(b.chain(right));
        assertThat(new OwnEyes(b).hasTwo(left)).isFalse();
        assertThat(new OwnEyes(b).hasTwo(right)).isFalse();
    }

    @Test
    void aSquareFourIsOneEye() {
        Board b = Positions.parse(
                "........O",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXX......",
                "..X......",
                "..X......");
        assertThat(new OwnEyes(b).hasTwo(b.index(2, 8))).isFalse();
    }

    @Test
    void anOpenBoardOnlyThisChainBordersIsRoomForTwoEyes() {
        // No other stone anywhere: the bent three and the rest of the board are both its own.
        Board b = Positions.parse(
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXX......",
                "X.X......",
                "..X......");
        assertThat(new OwnEyes(b).hasTwo(b.index(2, 8))).isTrue();
    }

    @Test
    void twoChainsNobodyCanCutApartShareTheirEyes() {
        // Left chain with the eye a1, right chain with the eye e2, one each; they share c1, c2 and
        // c3 (no eye): whichever White takes, Black connects at another, and the group has two eyes.
        Board b = Positions.parse(
                "........O",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XX.XXX...",
                "XX.X.X...",
                ".X.XXX...");
        int left = b.index(0, 6);
        int right = b.index(3, 6);
        assertThat(new OwnEyes(b).hasTwo(right)).isFalse();
        assertThat(new OwnEyes(b).hasTwo(left)).isFalse();
        assertThat(new OwnEyes(b).withTwoPerBlock(List.of(left, right),
                VirtualConnections.of(b).unitsLinkedOutsideEyes())).containsExactly(left, right);
    }

    @Test
    void chainsThatCanBeCutApartDoNotShareTheirEyes() {
        // As above, but White stands on c2 and c3: the chains share c1 alone, White cuts there, and
        // each has one eye.
        Board b = Positions.parse(
                "........O",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXOXXX...",
                "XXOX.X...",
                ".X.XXX...");
        int left = b.index(0, 6);
        int right = b.index(3, 6);
        assertThat(new OwnEyes(b).withTwoPerBlock(List.of(left, right),
                VirtualConnections.of(b).unitsLinkedOutsideEyes())).isEmpty();
    }
}
