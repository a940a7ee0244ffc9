package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/**
 * Big kept groups without room for two eyes: found when eyeless or with one real eye and a false
 * one; left alone with two eyes, when small, when hanging on a firm chain, and when the enemy group
 * they touch is as eyeless as they are.
 */
class EyeShortageTest {
    /** 13×13: a White block of nine stones, no eye, inside a loose Black ring. */
    private static final String[] EYELESS_BLOCK = {
            ".............",
            ".............",
            ".............",
            "...XXXXXXX...",
            "...X.....X...",
            "...X.OOO.X...",
            "...X.OOO.X...",
            "...X.OOO.X...",
            "...X.....X...",
            "...XXXXXXX...",
            ".............",
            ".............",
            "............."};

    /** 13×13: the same ring around thirteen White stones with two one-point eyes. */
    private static final String[] TWO_EYES = {
            ".............",
            ".............",
            ".............",
            "..XXXXXXXXX..",
            "..X.......X..",
            "..X.OOOOO.X..",
            "..X.O.O.O.X..",
            "..X.OOOOO.X..",
            "..X.......X..",
            "..XXXXXXXXX..",
            ".............",
            ".............",
            "............."};

    /**
     * 13×13: a White group on the top edge with a real eye at (1,0) and one at (4,0) made false by the
     * Black stone at (5,1) on its diagonal.
     */
    static final String[] ONE_REAL_ONE_FALSE = {
            "O.OO.OO......",
            "OOOOOXO......",
            "OOOOO.O......",
            "XXXXXXXX.....",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            "............."};

    /** 13×13: three White stones, no eye, inside the ring. */
    private static final String[] SMALL = {
            ".............",
            ".............",
            ".............",
            "...XXXXXXX...",
            "...X.....X...",
            "...X.....X...",
            "...X.OOO.X...",
            "...X.....X...",
            "...X.....X...",
            "...XXXXXXX...",
            ".............",
            ".............",
            "............."};

    /** 13×13: the eyeless block, sharing the liberty (5,3)... with a White chain outside the ring. */
    private static final String[] HANGING_ON_A_FRIEND = {
            ".............",
            ".............",
            ".....O.......",
            "...XX.XXXX...",
            "...X.O...X...",
            "...X.OOO.X...",
            "...X.OOO.X...",
            "...X.OOO.X...",
            "...X.....X...",
            "...XXXXXXX...",
            ".............",
            ".............",
            "............."};

    /** 13×13: the White block against a Black wall on three sides, open to the right. */
    private static final String[] IN_CONTACT = {
            ".............",
            ".............",
            ".............",
            "...XXXXX.....",
            "...XOOO......",
            "...XOOO......",
            "...XOOO......",
            "...XXXXX.....",
            ".............",
            ".............",
            ".............",
            ".............",
            "............."};

    /**
     * 13×13: a White group on the top edge whose only eye space is a straight three at (1,0)-(3,0)
     * (one eye: the attacker takes the middle), or, with the wall moved, a straight four (two eyes).
     */
    private static final String[] STRAIGHT_THREE = {
            "O...OOO......",
            "OOOOOOO......",
            "XXXXXXXX.....",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            "............."};

    private static final String[] STRAIGHT_FOUR = {
            "O....OO......",
            "OOOOOOO......",
            "XXXXXXXX.....",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            ".............",
            "............."};

    /**
     * 13×13: an eyeless White ring of twenty stones holding four Black stones with nine liberties
     * inside (a race or seki inside the group), in a loose Black ring.
     */
    private static final String[] RACER_INSIDE = {
            ".............",
            ".XXXXXXXXXXX.",
            ".X.........X.",
            ".X.OOOOOOO.X.",
            ".X.O.....O.X.",
            ".X.OXXXX.O.X.",
            ".X.O.....O.X.",
            ".X.OOOOOOO.X.",
            ".X.........X.",
            ".XXXXXXXXXXX.",
            ".............",
            ".............",
            "............."};

    /**
     * 9×9: eight Black stones whose only eye space is three White stones in atari and their last
     * liberty, (0,0) — a bent four as it stands, but taking the stones fills (0,0) and leaves a
     * straight three, which White kills in the middle (GNU Go's nicklas8 game). Black's other
     * liberties, (4,0) and (4,1), are open to White's wall.
     */
    private static final String[] EYE_OF_A_CAPTURE = Positions.topOf9x9(
            ".XXX.O...",
            "OOOX.O...",
            "XXXXOO...",
            "OOOOO....");

    @Test
    void anEyeMadeByACaptureIsTheShapeOfTheStonesTaken() {
        Board b = Positions.parse(EYE_OF_A_CAPTURE);
        int black = b.chain(b.index(1, 0));
        assertThat(b.chainSize(black)).isEqualTo(EyeShortage.MIN_STONES);
        assertThat(b.liberties(b.index(0, 1))).isEqualTo(1);
        // Kept by the playouts above the usual firm level, since they take the three stones at once.
        assertThat(find(b, 0.9, 0.7)).containsExactly(black);
        assertThat(find(b, 0.9, EyeShortage.CAPTURE_FIRM)).isEmpty();
    }

    /** The same with four White stones taken: a straight four, two eyes. */
    @Test
    void aCaptureThatLeavesALivingShapeIsTwoEyes() {
        Board b = Positions.parse(Positions.topOf9x9(
                ".XXXX.O..",
                "OOOOX.O..",
                "XXXXXOO..",
                "OOOOOO..."));
        assertThat(b.liberties(b.index(0, 1))).isEqualTo(1);
        assertThat(find(b, 0.9, 0.7)).isEmpty();
    }

    @Test
    void aGroupEnclosingAnEnemyChainThatCanRaceIsNotJudged() {
        Board b = Positions.parse(RACER_INSIDE);
        int white = b.chain(b.index(3, 3));
        assertThat(b.chainSize(b.index(4, 5))).isEqualTo(EyeShortage.RACER_STONES);
        assertThat(find(b, 0.3, 0.9)).isEmpty();
        // Three stones inside are a killer's, not a racer: the ring is short of eyes.
        b.removeDeadChain(b.index(4, 5));
        b.place(b.index(5, 5), Board.BLACK);
        b.place(b.index(6, 5), Board.BLACK);
        b.place(b.index(7, 5), Board.BLACK);
        assertThat(find(b, 0.3, 0.9)).containsExactly(white);
        // Four stones filling the space down to two liberties: a nakade being filled, not a racer.
        b.place(b.index(4, 5), Board.BLACK);
        for (int x = 4; x <= 8; x++) {
            if (x != 6) {
                b.place(b.index(x, 4), Board.BLACK);
                b.place(b.index(x, 6), Board.BLACK);
            }
        }
        b.place(b.index(8, 5), Board.BLACK);
        assertThat(b.liberties(b.index(4, 5))).isLessThan(EyeShortage.RACER_LIBERTIES);
        assertThat(find(b, 0.3, 0.9)).containsExactly(white);
    }

    @Test
    void aSpaceOneMoveKillsIsOneEyeAndAStraightFourTwo() {
        Board three = Positions.parse(STRAIGHT_THREE);
        assertThat(find(three, 0.3, 0.9)).containsExactly(three.chain(three.index(0, 0)));
        Board four = Positions.parse(STRAIGHT_FOUR);
        assertThat(find(four, 0.3, 0.9)).isEmpty();
    }

    /**
     * Counted up to a higher firm level ({@link EyeShortage#findUpTo}), a group the playouts keep
     * above {@link EyeShortage#FIRM} is found short of eyes too, for its races to judge
     * ({@link LostRaces}); the usual count leaves it to the playouts.
     */
    @Test
    void aGroupKeptAboveTheFirmLevelIsFoundWhenTheLevelIsRaised() {
        Board b = Positions.parse(LostRacesTest.EYELESS_ON_THE_EDGE);
        int black = b.chain(b.index(2, 0));
        double[] own = Positions.chainOwnership(b, 0.9, 0.7);
        assertThat(EyeShortage.find(b, Benson.of(b), own, Positions.openChains(b), Estimator.ALIVE_OWNERSHIP))
                .isEmpty();
        assertThat(EyeShortage.findUpTo(b, Benson.of(b), Benson.of(b), own, Positions.openChains(b),
                Estimator.ALIVE_OWNERSHIP, List.of(), LostRaces.SHORT_OF_EYES_READ_BELOW)).containsExactly(black);
    }

    @Test
    void anEyelessBigGroupIsShortOfEyes() {
        Board b = Positions.parse(EYELESS_BLOCK);
        assertThat(find(b, 0.3, 0.9)).containsExactly(b.chain(b.index(5, 5)));
    }

    @Test
    void aFirmGroupIsNotJudged() {
        Board b = Positions.parse(EYELESS_BLOCK);
        assertThat(find(b, EyeShortage.FIRM, 0.9)).isEmpty();
    }

    @Test
    void twoEyesAreEnough() {
        Board b = Positions.parse(TWO_EYES);
        assertThat(find(b, 0.3, 0.9)).isEmpty();
    }

    @Test
    void aFalseEyeCountsForNothingUnlessTheStoneThatMakesItFalseIsDead() {
        Board b = Positions.parse(ONE_REAL_ONE_FALSE);
        int white = b.chain(b.index(0, 0));
        assertThat(find(b, 0.3, 0.9)).contains(white);
        // The Black stone on the diagonal doubted by the playouts: the eye at (4,0) is real.
        double[] own = Positions.chainOwnership(b, 0.3, 0.9);
        own[b.chain(b.index(5, 1))] = 0.0;
        assertThat(EyeShortage.find(b, Benson.of(b), own, Positions.openChains(b), Estimator.ALIVE_OWNERSHIP)).isEmpty();
    }

    @Test
    void aSmallGroupIsLeftToTheOtherRules() {
        Board b = Positions.parse(SMALL);
        assertThat(b.chainSize(b.index(5, 6))).isLessThan(EyeShortage.MIN_STONES);
        assertThat(find(b, 0.3, 0.9)).isEmpty();
    }

    /**
     * Below {@link EyeShortage#MIN_STONES}, a group is judged only when it has no eye space at all:
     * five stones in a row inside the ring are short of eyes, four are left to the other rules, and
     * six with a one-point eye (one eye, still short) are left alone too.
     */
    @Test
    void aSmallGroupIsJudgedOnlyWhenItHasNoEyeSpaceAtAll() {
        Board b = Positions.parse(SMALL);
        b.place(b.index(4, 6), Board.WHITE);
        assertThat(b.chainSize(b.index(5, 6))).isEqualTo(EyeShortage.EYELESS_MIN_STONES - 1);
        assertThat(find(b, 0.3, 0.9)).isEmpty();
        b.place(b.index(8, 6), Board.WHITE);
        assertThat(b.chainSize(b.index(5, 6))).isEqualTo(EyeShortage.EYELESS_MIN_STONES);
        assertThat(find(b, 0.3, 0.9)).containsExactly(b.chain(b.index(5, 6)));
        // Six White stones around a one-point eye at (6,5): one eye, short of two, but not eyeless.
        Board eye = Positions.parse(
                ".............",
                ".............",
                ".............",
                "...XXXXXXX...",
                "...X..O..X...",
                "...X.O.O.X...",
                "...X..OOOX...",
                "...X.....X...",
                "...X.....X...",
                "...XXXXXXX...",
                ".............",
                ".............",
                ".............");
        assertThat(find(eye, 0.3, 0.9)).isEmpty();
        // Fill the eye: seven eyeless stones, judged.
        eye.place(eye.index(6, 5), Board.WHITE);
        assertThat(find(eye, 0.3, 0.9)).containsExactly(eye.chain(eye.index(6, 5)));
    }

    @Test
    void aGroupSharingALibertyWithAFirmFriendHangsOnIt() {
        Board b = Positions.parse(HANGING_ON_A_FRIEND);
        double[] own = Positions.chainOwnership(b, 0.3, 0.9);
        own[b.chain(b.index(5, 2))] = 0.9;
        assertThat(EyeShortage.find(b, Benson.of(b), own, Positions.openChains(b), Estimator.ALIVE_OWNERSHIP)).isEmpty();
        // The same friend doubtful itself: nothing to hang on.
        own[b.chain(b.index(5, 2))] = 0.3;
        assertThat(EyeShortage.find(b, Benson.of(b), own, Positions.openChains(b), Estimator.ALIVE_OWNERSHIP))
                .contains(b.chain(b.index(5, 5)));
    }

    /**
     * 13×13: nine eyeless Black stones inside a White ring, against its inner wall. With them
     * standing the ring encloses no region of its own (two Black stones in the corners keep the
     * outside from being White's), so it looks as eyeless as they do; without them its inside is
     * one big eye space.
     */
    private static final String[] INVASION_INSIDE_A_RING = {
            "X............",
            ".............",
            "..OOOOOOOOO..",
            "..OXXX....O..",
            "..OXXX....O..",
            "..OXXX....O..",
            "..O.......O..",
            "..O.......O..",
            "..O.......O..",
            "..O.......O..",
            "..OOOOOOOOO..",
            ".............",
            "............X"};

    @Test
    void anEnemyEyelessOnlyBecauseTheGroupStandsInItsSpaceExcusesNothing() {
        Board b = Positions.parse(INVASION_INSIDE_A_RING);
        int black = b.chain(b.index(3, 3));
        // Both kept as loosely: the invasion is judged, the ring (which the invasion cannot make
        // eyeless once the ring is gone: it has no eye of its own) is not.
        assertThat(find(b, 0.3, 0.3)).containsExactly(black);
    }

    @Test
    void twoEyelessGroupsInContactAreASekiOrARaceNotAKill() {
        Board b = Positions.parse(IN_CONTACT);
        int white = b.chain(b.index(5, 5));
        assertThat(find(b, 0.3, 0.9)).containsExactly(white);
        // The Black wall kept as loosely as the block, and as eyeless: neither is judged.
        assertThat(find(b, 0.3, 0.3)).isEmpty();
        // Judged as a group: a White stone that shares the liberty (7,5) with the block but touches
        // no Black stone is excused with it.
        b.place(b.index(8, 5), Board.WHITE);
        assertThat(find(b, 0.3, 0.9)).contains(white, b.chain(b.index(8, 5)));
        assertThat(find(b, 0.3, 0.3)).isEmpty();
    }

    /**
     * 9×9: nine White stones on the top edge whose only eye space holds two Black stones, with
     * their four liberties, in a space of six points — two eyes as a plain region, but taking the
     * pair fills the four points around it and leaves its two points: one eye (GNU Go's juka game).
     */
    private static final String[] PAIR_INSIDE = Positions.topOf9x9(
            "O.X.OX...",
            "O.X.OX...",
            "OOOOOX...",
            "XXXXXX...");

    /** The same with two more points beside the pair's space: one eye is left on each side. */
    private static final String[] PAIR_INSIDE_WIDER = Positions.topOf9x9(
            "O.X..OX..",
            "O.X..OX..",
            "OOOOOOX..",
            "XXXXXXX..");

    @Test
    void aRegionHoldingEnemyStonesIsWorthWhatTakingThemLeaves() {
        Board b = Positions.parse(PAIR_INSIDE);
        int white = b.chain(b.index(0, 0));
        assertThat(b.chainSize(white)).isGreaterThanOrEqualTo(EyeShortage.MIN_STONES);
        double[] own = Positions.chainOwnership(b, 0.3, 0.9);
        own[b.chain(b.index(2, 0))] = 0.0; // the pair, doubted: about to be removed
        assertThat(EyeShortage.find(b, Benson.of(b), own, Positions.openChains(b), Estimator.ALIVE_OWNERSHIP))
                .containsExactly(white);
        Board wider = Positions.parse(PAIR_INSIDE_WIDER);
        double[] wideOwn = Positions.chainOwnership(wider, 0.3, 0.9);
        wideOwn[wider.chain(wider.index(2, 0))] = 0.0;
        assertThat(EyeShortage.find(wider, Benson.of(wider), wideOwn, Positions.openChains(wider),
                Estimator.ALIVE_OWNERSHIP)).isEmpty();
    }

    /**
     * 9×9: ten White stones with one-point eyes at (3,1) and (5,1). Black holds (6,0), a diagonal of
     * (5,1), and touches its empty diagonals (4,2) and (6,2), which White has not taken: (5,1) is
     * false (two for the stone, one for each open diagonal the enemy can take: four), one eye in all.
     */
    private static final String[] OPEN_DIAGONALS = Positions.topOf9x9(
            "..OOOOXX.",
            "XXO.O.OXX",
            ".XOO.O.X.",
            ".XXXXXXX.");

    @Test
    void anEyeWhoseOpenDiagonalsTheEnemyCanTakeIsFalse() {
        Board b = Positions.parse(OPEN_DIAGONALS);
        int white = b.chain(b.index(2, 0));
        assertThat(find(b, 0.3, 0.9)).contains(white);
        // White on (4,2): that diagonal is White's, three in all, and (5,1) is an eye.
        b.place(b.index(4, 2), Board.WHITE);
        assertThat(find(b, 0.3, 0.9)).isEmpty();
    }

    /**
     * A group the playouts doubt (below the alive level, above {@link EyeShortage#JUDGED_FROM}) is
     * judged too: left to the neighbour rule it stood whenever a doubtful enemy chain beside it
     * lost their race (juka). Below that level it is dead anyway and not counted.
     */
    @Test
    void aDoubtedGroupIsJudgedTooUnlessClearlyDead() {
        Board b = Positions.parse(EYELESS_BLOCK);
        assertThat(find(b, 0.0, 0.9)).containsExactly(b.chain(b.index(5, 5)));
        assertThat(find(b, EyeShortage.JUDGED_FROM - 0.1, 0.9)).isEmpty();
    }

    private static List<Integer> find(Board b, double white, double black) {
        return EyeShortage.find(b, Benson.of(b), Positions.chainOwnership(b, white, black), Positions.openChains(b),
                Estimator.ALIVE_OWNERSHIP);
    }
}
