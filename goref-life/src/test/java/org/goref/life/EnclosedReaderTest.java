package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.IntPredicate;

import org.goref.core.board.Board;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/**
 * Enclosed groups read out: a sacrifice that leaves a dead shape kills, a seki whose inner chain
 * is too big to sacrifice stands, a group that lives by moving first is not dead, and a group that
 * is not enclosed (or has a wall that is not firm) is not read.
 */
class EnclosedReaderTest {
    private static final IntPredicate FIRM = n -> true;

    /**
     * 9×9: White's six stones on the top edge enclose two Black stones that share White's only two
     * liberties. Black kills by filling (0,0): White must take three stones with (3,0), and Black's
     * stone on (1,0) then leaves a straight three without two eyes. The playouts never put three
     * stones in atari on purpose, so they see a seki.
     */
    private static final String[] SACRIFICE_KILLS = Positions.topOf9x9(
            ".XX.OX...",
            "OOOOOX...",
            "XXXXXX...");

    /** 9×9: the same with four Black stones inside: taking five leaves White a straight five — a seki. */
    private static final String[] SEKI = Positions.topOf9x9(
            ".XXXX.OX.",
            "OOOOOOOX.",
            "XXXXXXXX.");

    /** 9×9: White with a straight three of its own: dead if Black plays (1,0) first, alive if White does. */
    private static final String[] STRAIGHT_THREE = Positions.topOf9x9(
            "...OX....",
            "OOOOX....",
            "XXXXX....");

    /** 9×9: White with only two points inside: dead whoever moves. */
    private static final String[] TWO_POINTS = Positions.topOf9x9(
            "..OX.....",
            "OOOX.....",
            "XXXX.....");

    /** 9×9: the two-point group with an open side: its liberties reach the rest of the board. */
    private static final String[] OPEN = Positions.topOf9x9(
            "..OX.....",
            "OOO......",
            "XXX......");

    /**
     * 9×9: White's four stones on the top edge with two points, (0,0) and (2,0), the second beside
     * Black's wall. Black fills (2,0) from the wall, then takes at (0,0): dead whoever moves. The
     * area stops at the wall (before, the wall's own liberties were flooded and the group was not
     * read at all).
     */
    private static final String[] AGAINST_THE_WALL = Positions.topOf9x9(
            ".O.X.....",
            "OOOX.....",
            "XXXX.....");

    /**
     * The lower right corner of tygem 2010-06/367523093 (columns L–T, rows 9–1). Black's group
     * through (5,3) has three liberties and three White stones inside. Moving first, Black's best is
     * the vital point (6,8); White approaches at (6,5), Black takes (7,8) at (8,8), and White's
     * (8,6) leaves a ko White takes first at (7,8). Dead: a finished board holds no ko threats.
     */
    private static final String[] KO_TAKEN_FIRST_BY_THE_ENEMY = Positions.topOf9x9(
            "XXXXOXO..",
            ".XOXOXOO.",
            "OXOOOXOX.",
            "XOOXXXXO.",
            "XO.OXOOO.",
            "XOOOXX.OO",
            "OOXXX.XO.",
            "O.OOXOXXO",
            "OOOXXX.O.");

    /**
     * 9×9: White's seven stones on the top edge around one Black stone and four empty points. White
     * lives, and takes the Black stone whatever Black does first (Black's (2,0) is put in atari by
     * (3,0) and cannot connect out: (0,0) and (4,0) are suicide).
     */
    private static final String[] CAPTURED_INSIDE = Positions.topOf9x9(
            ".X...OX..",
            "OOOOOOX..",
            "XXXXXXX..");

    /**
     * The same with one empty point fewer: Black's (2,0) leaves two liberties both sides share and
     * neither can fill — a seki, and the Black stone is not captured.
     */
    private static final String[] SEKI_INSIDE = Positions.topOf9x9(
            ".X..OX...",
            "OOOOOX...",
            "XXXXXX...");

    /**
     * 9×9 (the corner of GNU Go's JanErik game, NNGS 2004, turned): three Black stones inside
     * White's corner hold White's stone on (2,0) in atari. Taking it gives Black one eye there, and
     * White's (0,1) leaves no second: Black is captured whoever moves. The point the taken stone
     * leaves must be playable in the reading, or it is an eye nobody can fill.
     */
    private static final String[] CAPTURES_A_STONE_OF_THE_GROUP = Positions.topOf9x9(
            ".XO..O.X.",
            ".XXOOO.X.",
            "OOOOOOOX.",
            "XXXXXXXX.");

    /** The reader's verdict on the White group through (0,1), every wall taken as firm. */
    private static EnclosedReader.Verdict verdictOnTheGroupAt01(String[] rows) {
        Board b = Positions.parse(rows);
        return EnclosedReader.read(b, b.index(0, 1), FIRM).verdict();
    }

    @Test
    void aSacrificeThatLeavesADeadShapeKills() {
        assertThat(verdictOnTheGroupAt01(SACRIFICE_KILLS)).isEqualTo(EnclosedReader.Verdict.KILLED);
    }

    @Test
    void aSekiWhoseInnerChainIsTooBigToSacrificeStands() {
        assertThat(verdictOnTheGroupAt01(SEKI)).isEqualTo(EnclosedReader.Verdict.LIVES);
    }

    @Test
    void aGroupThatLivesByMovingFirstIsNotDead() {
        assertThat(verdictOnTheGroupAt01(STRAIGHT_THREE)).isEqualTo(EnclosedReader.Verdict.LIVES);
    }

    @Test
    void twoPointsAreDeadWhoeverMoves() {
        assertThat(verdictOnTheGroupAt01(TWO_POINTS)).isEqualTo(EnclosedReader.Verdict.KILLED);
    }

    @Test
    void aGroupWithAnOpenSideOrAWeakWallIsNotRead() {
        assertThat(verdictOnTheGroupAt01(OPEN)).isEqualTo(EnclosedReader.Verdict.UNKNOWN);
        Board b = Positions.parse(TWO_POINTS);
        assertThat(EnclosedReader.read(b, b.index(0, 1), n -> false).verdict()).isEqualTo(EnclosedReader.Verdict.UNKNOWN);
    }

    @Test
    void theAreaStopsAtTheEnemysOuterWall() {
        Board b = Positions.parse(AGAINST_THE_WALL);
        assertThat(EnclosedReader.area(b, b.index(0, 1), FIRM)).containsExactly(b.index(0, 0), b.index(2, 0));
        assertThat(verdictOnTheGroupAt01(AGAINST_THE_WALL)).isEqualTo(EnclosedReader.Verdict.KILLED);
    }

    @Test
    void aKoTheEnemyTakesFirstIsLostByTheOwner() {
        Board b = Positions.parse(KO_TAKEN_FIRST_BY_THE_ENEMY);
        assertThat(EnclosedReader.read(b, b.index(5, 3), FIRM).verdict()).isEqualTo(EnclosedReader.Verdict.KILLED);
    }

    @Test
    void anEnemyChainALivingGroupTakesWhateverItsSideDoesIsCapturedInside() {
        Board b = Positions.parse(CAPTURED_INSIDE);
        assertThat(EnclosedReader.read(b, b.index(0, 1), FIRM).verdict()).isEqualTo(EnclosedReader.Verdict.LIVES);
        assertThat(EnclosedReader.read(b, b.index(0, 1), FIRM).capturedInside()).containsExactly(b.chain(b.index(1, 0)));
    }

    @Test
    void anEnemyChainInSekiWithTheGroupIsNotCapturedInside() {
        Board seki = Positions.parse(SEKI_INSIDE);
        assertThat(EnclosedReader.read(seki, seki.index(0, 1), FIRM).verdict()).isEqualTo(EnclosedReader.Verdict.LIVES);
        assertThat(EnclosedReader.read(seki, seki.index(0, 1), FIRM).capturedInside()).isEmpty();
        Board big = Positions.parse(SEKI);
        assertThat(EnclosedReader.read(big, big.index(0, 1), FIRM).capturedInside()).isEmpty();
        Board open = Positions.parse(OPEN);
        assertThat(EnclosedReader.read(open, open.index(0, 1), FIRM).capturedInside()).isEmpty();
    }

    @Test
    void anEnemyChainInSekiWithTheGroupStandsInside() {
        Board seki = Positions.parse(SEKI_INSIDE);
        assertThat(EnclosedReader.read(seki, seki.index(0, 1), FIRM).standingInside()).containsExactly(seki.chain(seki.index(1, 0)));
        Board b = Positions.parse(CAPTURED_INSIDE);
        assertThat(EnclosedReader.read(b, b.index(0, 1), FIRM).standingInside()).isEmpty();
    }

    @Test
    void anEnemyChainThatTakesOneStoneOfTheGroupIsStillCapturedInside() {
        Board b = Positions.parse(CAPTURES_A_STONE_OF_THE_GROUP);
        EnclosedReader.Reading reading = EnclosedReader.read(b, b.index(0, 2), FIRM);
        assertThat(reading.verdict()).isEqualTo(EnclosedReader.Verdict.LIVES);
        assertThat(reading.capturedInside()).containsExactly(b.chain(b.index(1, 0)));
        assertThat(reading.standingInside()).isEmpty();
    }

    @Test
    void theBoardIsLeftAsItWas() {
        Board b = Positions.parse(SACRIFICE_KILLS);
        Board before = new Board(b);
        EnclosedReader.read(b, b.index(0, 1), FIRM);
        assertThat(b.sameStones(before)).isTrue();
        assertThat(b.hash()).isEqualTo(before.hash());
        Board inside = Positions.parse(CAPTURED_INSIDE);
        Board insideBefore = new Board(inside);
        EnclosedReader.read(inside, inside.index(0, 1), FIRM);
        assertThat(inside.sameStones(insideBefore)).isTrue();
        assertThat(inside.hash()).isEqualTo(insideBefore.hash());
    }

    /** The estimator calls the sacrificed-into group dead, and the two Black stones inside alive. */
    @Test
    void theEstimatorMarksTheGroupASacrificeKillsDead() {
        Board b = Positions.parse(SACRIFICE_KILLS);
        for (long seed = 0; seed < 3; seed++) {
            Proposal p = new Estimator().propose(b, RuleSet.Preset.JAPANESE.rules(), Board.BLACK, seed);
            assertThat(p.deadStones()).as("seed " + seed).isEqualTo(Positions.chain(b, 0, 1));
            assertThat(p.seki()).as("seed " + seed).isEmpty();
        }
    }
}
