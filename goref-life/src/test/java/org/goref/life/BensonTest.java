package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

class BensonTest {

    @Test
    void aGroupWithTwoSeparateEyesIsPassAliveAndOwnsThem() {
        // The black wall along the bottom has two single-point eyes: nothing White does can take it.
        Board b = Positions.parse(
                ".....",
                ".....",
                "XXXXX",
                "X.X.X",
                "XXXXX");
        Benson r = Benson.of(b);
        assertThat(r.isPassAlive(b.index(0, 2))).isTrue();
        assertThat(r.owner(b.index(1, 3))).isEqualTo(Board.BLACK);
        assertThat(r.owner(b.index(3, 3))).isEqualTo(Board.BLACK);
        // The open area above touches points far from the chain: not proven Black's.
        assertThat(r.owner(b.index(2, 0))).isEqualTo(Board.EMPTY);
    }

    @Test
    void aGroupWithOneEyeIsNotPassAlive() {
        Board b = Positions.parse(
                ".....",
                ".....",
                "XXXXX",
                "X...X",
                "XXXXX");
        // The three-point eye is one region: one vital region only (and its middle... all touch the
        // chain, still one region), so White can reduce it to one eye by playing inside.
        Benson r = Benson.of(b);
        assertThat(r.isPassAlive(b.index(0, 2))).isFalse();
        assertThat(r.owner(b.index(2, 3))).isEqualTo(Board.EMPTY);
    }

    @Test
    void anEyeHoldingADeadEnemyStoneStillCountsWhenEveryEmptyPointIsALiberty() {
        // The right eye holds a white stone; the empty points of that region all touch the black chain,
        // so the region is vital: Black is pass-alive and the white stone is dead whatever happens.
        Board b = Positions.parse(
                "......",
                "......",
                "XXXXXX",
                "X.XO.X",
                "XXXXXX",
                "......");
        Benson r = Benson.of(b);
        assertThat(r.isPassAlive(b.index(0, 2))).isTrue();
        assertThat(r.owner(b.index(3, 3))).isEqualTo(Board.BLACK);
        assertThat(r.isPassAlive(b.index(3, 3))).isFalse();
    }

    @Test
    void twoChainsThatNeedAConnectionAreNotPassAliveUntilTheyFillIt() {
        // Left and right black chains each have one eye and meet at the cutting point c (2,1): it
        // belongs to the big open region, so neither chain has two vital regions. Once Black fills it
        // the single chain has both eyes.
        Board b = Positions.parse(
                ".X.X.",
                "XX.XX",
                "O...O",
                ".....",
                ".....");
        Benson r = Benson.of(b);
        assertThat(r.isPassAlive(b.index(1, 0))).isFalse();
        assertThat(r.isPassAlive(b.index(3, 0))).isFalse();
        b.place(b.index(2, 1), Board.BLACK);
        b.place(b.index(2, 0), Board.BLACK);
        // Now (0,0) and (4,0) are the eyes of one chain.
        Benson after = Benson.of(b);
        assertThat(after.isPassAlive(b.index(1, 0))).isTrue();
        assertThat(after.owner(b.index(0, 0))).isEqualTo(Board.BLACK);
        assertThat(after.owner(b.index(4, 0))).isEqualTo(Board.BLACK);
    }

    /**
     * 9×9: two White chains with one eye each (A1, G1) that share four liberties down the E column,
     * open to the rest of the board.
     */
    private static final String[] TWO_CHAINS_LINKED = {
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...O.O...",
            "...O.O...",
            "OOOO.OOO.",
            ".OOO.O.O."};

    /**
     * {@link #TWO_CHAINS_LINKED}: neither chain has two vital regions, so plain Benson proves
     * nothing; linked by their miai (VirtualConnections), the block has both eyes and is pass-alive.
     */
    @Test
    void twoChainsWithAnEyeEachAreProvenOnceTheirMiaiLinkJoinsThem() {
        Board b = Positions.parse(TWO_CHAINS_LINKED);
        int left = b.index(0, 7);
        int right = b.index(5, 8);
        Benson plain = Benson.of(b);
        assertThat(plain.isPassAlive(left)).isFalse();
        assertThat(plain.isPassAlive(right)).isFalse();
        Benson linked = Benson.linked(b, VirtualConnections.of(b).unitsLinkedOutsideEyes());
        assertThat(linked.isPassAlive(left)).isTrue();
        assertThat(linked.isPassAlive(right)).isTrue();
        assertThat(linked.owner(b.index(0, 8))).isEqualTo(Board.WHITE);
        assertThat(linked.owner(b.index(6, 8))).isEqualTo(Board.WHITE);
        // The shared liberties lead out to open ground: no one owns them.
        assertThat(linked.owner(b.index(4, 8))).isEqualTo(Board.EMPTY);
    }

    /** With Black on three of the four shared points, one liberty is left: no link, nothing proven. */
    @Test
    void oneSharedLibertyIsNoLink() {
        Board b = Positions.parse(TWO_CHAINS_LINKED);
        for (int y = 5; y <= 7; y++) {
            b.place(b.index(4, y), Board.BLACK);
        }
        Benson linked = Benson.linked(b, VirtualConnections.of(b).unitsLinkedOutsideEyes());
        assertThat(linked.isPassAlive(b.index(0, 7))).isFalse();
        assertThat(linked.isPassAlive(b.index(5, 8))).isFalse();
    }

    /**
     * {@link EyeShortageTest#ONE_REAL_ONE_FALSE}: two White chains on the top edge share two
     * liberties, but one is the eye at (4,0) between them: connecting there fills that eye, so the
     * link does not count, and the group, with the eye at (1,0) and an eye that is its own link, is
     * not proven.
     */
    @Test
    void aLinkThroughAnEyeIsNotCountedAsMade() {
        Board b = Positions.parse(EyeShortageTest.ONE_REAL_ONE_FALSE);
        Benson linked = Benson.linked(b, VirtualConnections.of(b).unitsLinkedOutsideEyes());
        assertThat(linked.isPassAlive(b.index(0, 0))).isFalse();
        assertThat(linked.isPassAlive(b.index(5, 0))).isFalse();
    }

    @Test
    void theEmptyBoardHasNothingProven() {
        Board b = new Board(9);
        Benson r = Benson.of(b);
        for (int y = 0; y < 9; y++) {
            for (int x = 0; x < 9; x++) {
                assertThat(r.owner(b.index(x, y))).isEqualTo(Board.EMPTY);
            }
        }
    }

    @Test
    void aWholeBoardOfOneColourWithTwoHolesOwnsEverything() {
        Board b = Positions.parse(
                ".XXXX",
                "XXXXX",
                "XXXXX",
                "XXXXX",
                "XXXX.");
        Benson r = Benson.of(b);
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 5; x++) {
                assertThat(r.owner(b.index(x, y))).as("(%d,%d)", x, y).isEqualTo(Board.BLACK);
            }
        }
    }

    @Test
    void aWholeBoardSplitBetweenTwoLivingGroupsIsProvenForBoth() {
        Board b = Positions.parse(
                ".X.XO.O",
                "XXXXOOO",
                "X.XXO.O",
                "XXXXOOO",
                "X.XXO.O",
                "XXXXOOO",
                ".XX.O.O");
        Benson r = Benson.of(b);
        assertThat(r.isPassAlive(b.index(1, 1))).isTrue();
        assertThat(r.isPassAlive(b.index(5, 1))).isTrue();
        assertThat(r.owner(b.index(0, 0))).isEqualTo(Board.BLACK);
        assertThat(r.owner(b.index(5, 6))).isEqualTo(Board.WHITE);
    }

    @Test
    void sekiIsNeverPassAlive() {
        // The black and white inner chains share the two liberties at the top: neither is pass-alive.
        Board b = Positions.parse(
                ".OX.OX...",
                ".OX.OX...",
                ".OXXOX...",
                ".OOOXX...",
                "...OX....",
                "...OX....",
                "...OX....",
                "...OX....",
                "...OX....");
        Benson r = Benson.of(b);
        assertThat(r.isPassAlive(b.index(2, 0))).isFalse();
        assertThat(r.isPassAlive(b.index(4, 0))).isFalse();
    }
}
