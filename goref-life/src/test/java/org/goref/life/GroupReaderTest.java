package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.IntPredicate;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/**
 * The group reader over candidate moves: a group with room for one eye dies even moving first, one
 * that makes two eyes by moving first is not killed, and groups it cannot read soundly — too few
 * stones, a wall short of outside liberties, an open side — are left alone.
 */
class GroupReaderTest {
    private static final IntPredicate FIRM = n -> true;

    /** 9×9: six White stones on the top edge with two points inside a Black wall: dead whoever moves. */
    private static final String[] TWO_POINTS = Positions.topOf9x9(
            "..OOX....",
            "OOOOX....",
            "XXXXX....");

    /** 9×9: five White stones with a straight three: White's (1,0) makes two eyes. */
    private static final String[] STRAIGHT_THREE = Positions.topOf9x9(
            "...OX....",
            "OOOOX....",
            "XXXXX....");

    /** 9×9: the two-point group with four stones: a few stones are left to the other rules. */
    private static final String[] FOUR_STONES = Positions.topOf9x9(
            "..OX.....",
            "OOOX.....",
            "XXXX.....");

    /** 9×9: the two-point group whose wall has two liberties only, both outside: a race, not read. */
    private static final String[] SHORT_WALL = Positions.topOf9x9(
            "..OOXO...",
            "OOOOXO...",
            "XXXXXO...",
            "OOOOO....");

    /** 9×9: the two-point group with an open side. */
    private static final String[] OPEN = Positions.topOf9x9(
            "..OOX....",
            "OOOO.....",
            "XXXX.....");

    private static boolean killed(String[] rows) {
        Board b = Positions.parse(rows);
        return GroupReader.killedMovingFirst(b, b.index(0, 1), FIRM);
    }

    @Test
    void roomForOneEyeIsDeadEvenMovingFirst() {
        assertThat(killed(TWO_POINTS)).isTrue();
    }

    @Test
    void aGroupThatMakesTwoEyesMovingFirstIsNotKilled() {
        assertThat(killed(STRAIGHT_THREE)).isFalse();
    }

    @Test
    void aFewStonesAWallShortOfLibertiesAndAnOpenSideAreNotRead() {
        assertThat(killed(FOUR_STONES)).isFalse();
        assertThat(killed(SHORT_WALL)).isFalse();
        assertThat(killed(OPEN)).isFalse();
        Board b = Positions.parse(TWO_POINTS);
        assertThat(GroupReader.killedMovingFirst(b, b.index(0, 1), n -> false)).isFalse();
    }

    @Test
    void theAreaIsTheGroupsEmptyPointsUpToTheWall() {
        Board b = Positions.parse(TWO_POINTS);
        assertThat(GroupReader.area(b, b.index(0, 1), FIRM)).containsExactly(b.index(0, 0), b.index(1, 0));
    }

    @Test
    void theBoardIsLeftAsItWas() {
        Board b = Positions.parse(STRAIGHT_THREE);
        Board before = new Board(b);
        GroupReader.killedMovingFirst(b, b.index(0, 1), FIRM);
        assertThat(b.sameStones(before)).isTrue();
        assertThat(b.hash()).isEqualTo(before.hash());
    }
}
