package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.junit.jupiter.api.Test;

/** Strict replay stops at the first illegal move; tolerant replay reports each and goes on. */
class ReplayTest {

    private static SgfGameRecord rec(String sgf) {
        return SgfGameRecordTest.rec(sgf);
    }

    @Test
    void koRetakeStrictAndTolerant() {
        // Black stones around b2 except c2; white stones around c2 except b2: a classic ko at b2/c2 on 5x5.
        // row a: . X O . .   (y=0)
        // row b: X . X O .   b=black? we put: AB ba ab cb? -> use explicit coordinates instead
        String sgf = "(;SZ[5]RU[Japanese]KM[0]"
                + "AB[ba][ab][bc]"      // black around bb: above, left, below
                + "AW[ca][db][cc]"      // white around cb: above, right, below
                + "PL[B]"
                + ";B[cb]"              // black plays cb (atari on nothing yet)
                + ";W[bb]"              // white takes the black stone at cb: ko
                + ";B[cb]"              // black retakes at once: illegal (ko)
                + ";W[ee])";
        SgfGameRecord r = rec(sgf);
        Replay strict = r.toGame(-1, false);
        assertThat(strict.violations()).singleElement().hasToString("move 3 (B C4): ko");
        assertThat(strict.movesReplayed()).isEqualTo(2);
        assertThat(strict.complete()).isFalse();
        Replay tolerant = r.toGame(-1, true);
        assertThat(tolerant.violations()).singleElement().hasToString("move 3 (B C4): ko");
        assertThat(tolerant.complete()).isTrue();
        Game g = tolerant.game();
        // the retake happened: black at cb, white bb captured
        assertThat(g.colorAt(Point.parseSgf("cb"))).isEqualTo(Board.BLACK);
        assertThat(g.colorAt(Point.parseSgf("bb"))).isEqualTo(Board.EMPTY);
        assertThat(g.captures(org.goref.core.board.Color.BLACK)).isEqualTo(1);
        assertThat(g.captures(org.goref.core.board.Color.WHITE)).isEqualTo(1);
    }

    @Test
    void aMoveOnAnOccupiedPointReplacesTheStoneInTolerantReplay() {
        SgfGameRecord r = rec("(;SZ[9]KM[0]RU[Japanese];B[ee];W[ee];B[aa])");
        assertThat(r.toGame(-1, false).violations()).singleElement().hasToString("move 2 (W E5): occupied");
        Replay t = r.toGame(-1, true);
        assertThat(t.violations()).singleElement().hasToString("move 2 (W E5): occupied");
        assertThat(t.game().colorAt(Point.parseSgf("ee"))).isEqualTo(Board.WHITE);
        assertThat(t.game().colorAt(Point.parseSgf("aa"))).isEqualTo(Board.BLACK);
    }

    @Test
    void aSuicideUnderRulesThatForbidItRemovesTheChain() {
        // White aa-ab chain with its last liberty at ... : W ba would be multi-stone suicide
        String sgf = "(;SZ[5]KM[0]RU[Japanese]AW[aa][ab]AB[ac][bb][ca]PL[W];W[ba];B[ee])";
        SgfGameRecord r = rec(sgf);
        assertThat(r.toGame(-1, false).violations()).singleElement().hasToString("move 1 (W B5): suicide");
        Replay t = r.toGame(-1, true);
        assertThat(t.violations()).singleElement().hasToString("move 1 (W B5): suicide");
        Game g = t.game();
        assertThat(g.colorAt(Point.parseSgf("aa"))).isEqualTo(Board.EMPTY);
        assertThat(g.colorAt(Point.parseSgf("ab"))).isEqualTo(Board.EMPTY);
        assertThat(g.colorAt(Point.parseSgf("ba"))).isEqualTo(Board.EMPTY);
        assertThat(g.captures(org.goref.core.board.Color.BLACK)).isEqualTo(3);
        assertThat(g.colorAt(Point.parseSgf("ee"))).isEqualTo(Board.BLACK);
    }

    @Test
    void theSameSuicideIsLegalUnderNewZealandRules() {
        String sgf = "(;SZ[5]KM[0]RU[NZ]AW[aa][ab]AB[ac][bb][ca]PL[W];W[ba];B[ee])";
        assertThat(rec(sgf).toGame(-1, false).clean()).isTrue();
    }

    @Test
    void twoMovesOfOneColourAreOutOfTurn() {
        SgfGameRecord r = rec("(;SZ[9]KM[0];B[aa];B[bb];W[cc])");
        assertThat(r.toGame(-1, false).violations()).singleElement().hasToString("move 2 (B B8): out-of-turn");
        Replay t = r.toGame(-1, true);
        assertThat(t.violations()).singleElement().hasToString("move 2 (B B8): out-of-turn");
        assertThat(t.game().colorAt(Point.parseSgf("bb"))).isEqualTo(Board.BLACK);
        assertThat(t.movesReplayed()).isEqualTo(3);
    }

    @Test
    void movesAfterTwoPassesResumePlay() {
        SgfGameRecord r = rec("(;SZ[9]KM[0]RU[Japanese];B[aa];W[];B[];W[bb];B[cc])");
        Replay s = r.toGame(-1, false);
        assertThat(s.clean()).isTrue();
        assertThat(s.movesReplayed()).isEqualTo(5);
        assertThat(s.warnings()).anySatisfy(w -> assertThat(w.message()).contains("resumed"));
    }

    @Test
    void aSuperkoRepetitionIsReportedAndAllowedInTolerantReplay() {
        // positional superko (Chinese): a ko retake after one exchange elsewhere that repeats the whole board
        String sgf = "(;SZ[5]KM[0]RU[Chinese]AB[ba][ab][bc]AW[ca][db][cc]PL[B]"
                + ";B[cb];W[bb];B[ee];W[ed];B[cb])"; // B retakes after W answered elsewhere: legal, no repetition
        assertThat(rec(sgf).toGame(-1, false).clean()).isTrue();
        // a pass-pass cycle recreating a position: B cb, W bb (takes), B pass, W pass? ends game; use captures
        String cycle = "(;SZ[5]KM[0]RU[Chinese]AB[ba][ab][bc]AW[ca][db][cc]PL[B]"
                + ";B[cb];W[bb];B[ee];W[ae];B[cb];W[ed];B[ec];W[bb])";
        Replay t = rec(cycle).toGame(-1, true);
        assertThat(t.complete()).isTrue();
    }

    @Test
    void replayUpToAMoveStopsThere() {
        SgfGameRecord r = rec("(;SZ[9]KM[0];B[aa];W[bb];B[cc];W[dd])");
        Replay p = r.toGame(2, false);
        assertThat(p.movesReplayed()).isEqualTo(2);
        assertThat(p.game().moveNumber()).isEqualTo(2);
        assertThat(p.game().colorAt(Point.parseSgf("cc"))).isEqualTo(Board.EMPTY);
        assertThat(p.complete()).isFalse();
        assertThat(r.toGame(0, false).game().moveNumber()).isZero();
    }

    @Test
    void replayUpToAMoveKeepsTheSetupBeforeIt() {
        SgfGameRecord r = rec("(;SZ[9]KM[0]HA[2]AB[cc][gg];W[ee];B[dd];AW[aa];W[ff])");
        Game none = r.toGame(0, false).game();
        assertThat(none.moveNumber()).isZero();
        assertThat(none.colorAt(Point.parseSgf("cc"))).isEqualTo(Board.BLACK);
        assertThat(none.colorAt(Point.parseSgf("gg"))).isEqualTo(Board.BLACK);
        Game two = r.toGame(2, false).game();
        assertThat(two.colorAt(Point.parseSgf("aa"))).isEqualTo(Board.WHITE);
        assertThat(two.colorAt(Point.parseSgf("ff"))).isEqualTo(Board.EMPTY);
    }

    @Test
    void aMoveOffTheBoardIsReported() {
        SgfGameRecord r = rec("(;SZ[9]KM[0];B[aa];W[kk];B[bb])");
        assertThat(r.toGame(-1, false).violations()).singleElement().extracting(Violation::reason).isEqualTo("off-board");
        assertThat(r.toGame(-1, true).complete()).isTrue();
    }
}
