package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/** Doubtful chains rescued by a connection the enemy cannot cut. */
class VirtualConnectionsTest {
    /** The stone at (3,1) touches the living three diagonally: (3,0) and (2,1) are miai. */
    private static final String[] DIAGONAL = {
            "OOO......",
            "...O.....",
            ".........",
            ".........", ".........", ".........", ".........", ".........", "........."};

    /** The same with Black already at (2,1): one shared liberty left, the cut is possible. */
    private static final String[] CUT = {
            "OOO......",
            "..XO.....",
            ".........",
            ".........", ".........", ".........", ".........", ".........", "........."};

    @Test
    void aChainWithTwoSharedLibertiesHangsOnTheLivingOne() {
        Board b = Positions.parse(DIAGONAL);
        int stone = b.chain(b.index(3, 1));
        Set<Integer> rescued = VirtualConnections.of(b).rescued(List.of(stone));
        assertThat(rescued).containsExactly(stone);
    }

    @Test
    void oneSharedLibertyIsNotAConnection() {
        Board b = Positions.parse(CUT);
        int stone = b.chain(b.index(3, 1));
        assertThat(VirtualConnections.of(b).rescued(List.of(stone))).isEmpty();
    }

    @Test
    void aChainWithoutAnyLivingFriendIsNotRescued() {
        Board b = Positions.parse(DIAGONAL);
        int stone = b.chain(b.index(3, 1));
        int wall = b.chain(b.index(0, 0));
        // Both doubtful: neither hangs on a living chain.
        assertThat(VirtualConnections.of(b).rescued(List.of(stone, wall))).isEmpty();
    }

    @Test
    void aRescuedChainRescuesTheNextInTheLine() {
        // (4,2) is diagonal to (3,1), which is diagonal to the living three: a chain of miai.
        Board b = Positions.parse(
                "OOO......",
                "...O.....",
                "....O....",
                ".........", ".........", ".........", ".........", ".........", ".........");
        int first = b.chain(b.index(3, 1));
        int second = b.chain(b.index(4, 2));
        Set<Integer> rescued = VirtualConnections.of(b).rescued(List.of(second, first));
        assertThat(rescued).containsExactlyInAnyOrder(first, second);
    }

    @Test
    void aChainIsRaisedToItsUnitsMeanButNeverLowered() {
        double[] own = raisedWallAndStone(DIAGONAL);
        // (3 × 0.9 + 1 × −0.5) / 4 = 0.55
        assertThat(own[1]).isCloseTo(0.55, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(own[0]).as("not lowered").isEqualTo(0.9);
    }

    @Test
    void chainsWithOneSharedLibertyAreNotAUnit() {
        assertThat(raisedWallAndStone(CUT)[1]).isEqualTo(-0.5);
    }

    /**
     * The wall through (0,0) at ownership 0.9 and the stone at (3,1) at −0.5, raised to their units'
     * means: {wall, stone} afterwards.
     */
    private static double[] raisedWallAndStone(String[] rows) {
        Board b = Positions.parse(rows);
        int wall = b.chain(b.index(0, 0));
        int stone = b.chain(b.index(3, 1));
        double[] own = new double[b.cells()];
        own[wall] = 0.9;
        own[stone] = -0.5;
        VirtualConnections.of(b).raiseToUnit(Benson.of(b), own);
        return new double[] {own[wall], own[stone]};
    }
}
