package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.Handicap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Handicaps written in the ways real records write them besides AB in the root: as Black moves
 * after HA, and with HA and AB in the node after the root.
 */
class HandicapRecordTest {

    private static SgfGameRecord rec(String sgf) {
        return SgfGameRecord.of(SgfReader.readString(sgf), 0);
    }

    private static Point p(String sgf) {
        return Point.parseSgf(sgf);
    }

    private static List<String> messages(SgfGameRecord r) {
        return r.warnings().stream().map(SgfWarning::message).toList();
    }

    private static SgfGameRecord writtenBack(SgfGameRecord r) {
        return rec(SgfWriter.write(r, r.toGame(-1, false).game()));
    }

    // ------------------------------------------------------------------------------ handicap given as Black moves

    private static final String AS_MOVES = "(;GM[1]SZ[19]HA[3]KM[0.5]RU[Japanese];B[pd]C[first stone];B[dp];B[pp];W[dd];B[qf])";

    @Test
    void handicapStonesGivenAsBlackMovesAreAFreePlacementWithWhiteToMove() {
        SgfGameRecord r = rec(AS_MOVES);
        assertThat(r.handicap()).isEqualTo(3);
        assertThat(r.mainLine()).containsExactly(new GameEvent.Handicap(List.of(p("pd"), p("dp"), p("pp"))),
                new GameEvent.Play(Color.WHITE, p("dd")), new GameEvent.Play(Color.BLACK, p("qf")));
        assertThat(r.moveCount()).isEqualTo(2);
        // one step per node still; the stones' nodes stand for nothing of their own
        assertThat(r.steps()).hasSize(6);
        assertThat(r.steps().get(0).events()).hasSize(1);
        assertThat(r.steps().subList(1, 4)).allMatch(s -> s.events().isEmpty());
        assertThat(messages(r)).containsExactly(
                "HA[3] with the handicap stones given as 3 Black moves: read as a free placement of those stones, White to move");
    }

    @Test
    void aRecordGivingTheHandicapAsMovesReplaysCleanlyStrictAndTolerant() {
        SgfGameRecord r = rec(AS_MOVES);
        for (boolean tolerant : new boolean[] {false, true}) {
            Replay replay = r.toGame(-1, tolerant);
            assertThat(replay.clean()).isTrue();
            assertThat(replay.complete()).isTrue();
            assertThat(replay.movesReplayed()).isEqualTo(2);
            Game g = replay.game();
            assertThat(g.handicapStones()).isEqualTo(3);
            assertThat(g.board().get(p("dp"))).isEqualTo(Board.BLACK);
            assertThat(g.board().get(p("dd"))).isEqualTo(Board.WHITE);
        }
        Replay start = r.toGame(0, false);
        assertThat(start.game().toMove()).isEqualTo(Color.WHITE);
        assertThat(start.game().board().get(p("pp"))).isEqualTo(Board.BLACK);
    }

    @Test
    void movesAreNumberedFromWhitesFirstAfterHandicapStonesGivenAsMoves() {
        SgfGameRecord r = rec("(;SZ[19]HA[2]KM[0.5];B[pd];B[dp];W[dd];W[qq])");
        Replay strict = r.toGame(-1, false);
        assertThat(strict.violations()).extracting(Violation::toString).containsExactly("move 2 (W R3): out-of-turn");
        assertThat(strict.movesReplayed()).isEqualTo(1);
    }

    @Test
    void writtenBackTheStonesStandInTheRootAsAbAndTheNodesKeepTheirComments() {
        SgfGameRecord r = rec(AS_MOVES);
        String sgf = SgfWriter.write(r, r.toGame(-1, false).game());
        assertThat(sgf).contains("HA[3]", "AB[pd][dp][pp]", ";C[first stone]", ";W[dd]")
                .doesNotContain(";B[pd]", ";B[dp]", ";B[pp]");
        SgfGameRecord back = rec(sgf);
        assertThat(back.mainLine()).isEqualTo(r.mainLine());
        assertThat(back.handicap()).isEqualTo(3);
        assertThat(messages(back)).isEmpty();
        assertThat(SgfWriter.write(back, back.toGame(-1, false).game())).isEqualTo(sgf);
    }

    @Test
    void aRecordOfTheHandicapStonesAloneLeavesWhiteToMove() {
        SgfGameRecord r = rec("(;SZ[9]HA[2];B[cc];B[gg])");
        assertThat(r.handicap()).isEqualTo(2);
        assertThat(r.moveCount()).isZero();
        assertThat(r.toGame(-1, false).game().toMove()).isEqualTo(Color.WHITE);
    }

    @Test
    void fewerBlackMovesThanHaBeforeWhitesAreMovesAsBefore() {
        SgfGameRecord r = rec("(;SZ[19]HA[3]KM[0.5]RU[Japanese];B[pd];B[dp];W[dd];B[pp])");
        assertThat(r.handicap()).isZero();
        assertThat(r.mainLine().get(0)).isEqualTo(new GameEvent.Play(Color.BLACK, p("pd")));
        assertThat(messages(r)).containsExactly("HA[3] without AB stones: no handicap placed");
        assertThat(r.toGame(-1, false).violations()).extracting(Violation::toString)
                .containsExactly("move 2 (B D4): out-of-turn");
        Replay tolerant = r.toGame(-1, true);
        assertThat(tolerant.violations()).extracting(Violation::toString).containsExactly("move 2 (B D4): out-of-turn");
        assertThat(tolerant.movesReplayed()).isEqualTo(4);
    }

    @Test
    void blackMovesAfterAbHandicapStonesAreStillMoves() {
        SgfGameRecord r = rec("(;SZ[19]HA[2]KM[0.5]AB[dd][pp];B[pd];B[dp];W[qq])");
        assertThat(r.handicap()).isEqualTo(2);
        assertThat(r.mainLine()).startsWith(new GameEvent.Handicap(List.of(p("dd"), p("pp"))));
        assertThat(r.moveCount()).isEqualTo(3);
        assertThat(r.toGame(-1, false).violations()).extracting(Violation::toString)
                .containsExactly("move 2 (B D4): out-of-turn");
        assertThat(r.toGame(-1, true).violations()).extracting(Violation::toString)
                .containsExactly("move 2 (B D4): out-of-turn");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "(;SZ[19]HA[2];B[pd];B[dp];B[pp];W[dd])",   // a third Black move: HA does not say what the record is
            "(;SZ[19]HA[2];B[pd];B[];W[dd])",            // a pass is no stone
            "(;SZ[19]HA[2];B[pd];B[tt];W[dd])",          // nor FF[3]'s
            "(;SZ[19]HA[2];B[pd];B[pd];W[dd])",          // two on one point
            "(;SZ[19]HA[2];B[pd];AW[qq]B[dp];W[dd])",    // setup among them
            "(;SZ[19]HA[2]PL[B];B[pd];B[dp];W[dd])",     // setup before them
            "(;SZ[19]HA[2];B[pd]W[dd];B[dp];W[qq])",     // White in a stone's node
            "(;SZ[19]HA[2];B[pd][qq];B[dp];W[dd])",      // a move of two values
            "(;SZ[19]HA[1];B[pd];W[dd])"})               // HA[1] is no handicap
    void blackMovesThatAreNotExactlyTheHandicapStonesStayMoves(String sgf) {
        SgfGameRecord r = rec(sgf);
        assertThat(r.handicap()).isZero();
        assertThat(r.mainLine()).noneMatch(e -> e instanceof GameEvent.Handicap);
        assertThat(messages(r)).noneMatch(m -> m.contains("Black moves: read as"));
    }

    // ------------------------------------------------------------------------------ handicap in the second node

    private static final String IN_NODE_2 = "(;GM[1]FF[4]SZ[19];HA[2]AB[dd][pp]KM[0.5]RU[Chinese];W[qd];B[qp])";
    private static final String IN_ROOT = "(;GM[1]FF[4]SZ[19]HA[2]AB[dd][pp]KM[0.5]RU[Chinese];W[qd];B[qp])";

    @Test
    void haAndAbInTheNodeAfterTheRootAreTheHandicapTheyAreInTheRoot() {
        SgfGameRecord r = rec(IN_NODE_2);
        SgfGameRecord inRoot = rec(IN_ROOT);
        assertThat(r.handicap()).isEqualTo(2).isEqualTo(inRoot.handicap());
        assertThat(r.mainLine()).isEqualTo(inRoot.mainLine())
                .startsWith(new GameEvent.Handicap(List.of(p("dd"), p("pp"))));
        assertThat(r.rules()).isEqualTo(inRoot.rules());
        assertThat(messages(r)).containsExactly("HA, AB in node 2 of the main line, before any move: read as if in the root");
        assertThat(messages(inRoot)).isEmpty();
        for (boolean tolerant : new boolean[] {false, true}) {
            Replay replay = r.toGame(-1, tolerant);
            assertThat(replay.clean()).isTrue();
            // area counting gives White the handicap bonus only for a handicap, not for setup stones
            assertThat(replay.game().handicapStones()).isEqualTo(2);
            assertThat(replay.game().score().white()).isEqualTo(inRoot.toGame(-1, tolerant).game().score().white());
        }
    }

    @Test
    void haInTheRootAndTheStonesInTheNextNodeAreOneHandicap() {
        // Read apart, HA[2] with White first placed the fixed handicap (D4, Q16) and the AB of the
        // next node added two stones more: four black stones.
        SgfGameRecord r = rec("(;GM[1]SZ[19]HA[2]KM[0.5]RU[Japanese];AB[dd][pp];W[qd])");
        assertThat(r.mainLine()).containsExactly(new GameEvent.Handicap(List.of(p("dd"), p("pp"))),
                new GameEvent.Play(Color.WHITE, p("qd")));
        assertThat(messages(r)).containsExactly("AB in node 2 of the main line, before any move: read as if in the root");
        assertThat(r.toGame(-1, false).game().board().stoneCount(Board.BLACK)).isEqualTo(2);
        assertThat(writtenBack(r).mainLine()).isEqualTo(r.mainLine());
    }

    @Test
    void setupAndHaInTheNodeOfTheFirstMoveAreReadAsBefore() {
        // a move node's setup is set before its move; it is no start of the game
        SgfGameRecord r = rec("(;GM[1]SZ[9];AB[cc][gg]B[ee];W[dd])");
        assertThat(r.mainLine()).containsExactly(new GameEvent.Setup(List.of(p("cc"), p("gg")), List.of(), List.of(), Color.BLACK),
                new GameEvent.Play(Color.BLACK, p("ee")), new GameEvent.Play(Color.WHITE, p("dd")));
        assertThat(messages(r)).noneMatch(m -> m.contains("node 2"));
    }

    @Test
    void haAloneInTheNodeAfterTheRootWithWhiteFirstPlacesTheFixedHandicap() {
        SgfGameRecord r = rec("(;GM[1]SZ[19];HA[3]KM[0.5];W[qf])");
        assertThat(r.mainLine().get(0)).isEqualTo(new GameEvent.Handicap(Handicap.fixed(19, 3)));
        assertThat(messages(r)).contains("HA in node 2 of the main line, before any move: read as if in the root",
                "HA[3] without AB stones and White moves first: fixed handicap placed");
    }

    @Test
    void haInTheNodeAfterTheRootWithTheStonesAsBlackMoves() {
        SgfGameRecord r = rec("(;GM[1]SZ[19];HA[2]KM[0.5];B[pd];B[dp];W[dd])");
        assertThat(r.handicap()).isEqualTo(2);
        assertThat(r.mainLine()).containsExactly(new GameEvent.Handicap(List.of(p("pd"), p("dp"))),
                new GameEvent.Play(Color.WHITE, p("dd")));
        assertThat(r.toGame(-1, false).clean()).isTrue();
        SgfGameRecord back = writtenBack(r);
        assertThat(back.mainLine()).isEqualTo(r.mainLine());
        assertThat(back.komi()).isEqualTo(0.5);
    }

    @Test
    void writtenBackTheHandicapOfTheNodeAfterTheRootStandsInTheRootOnce() {
        SgfGameRecord r = rec(IN_NODE_2);
        String sgf = SgfWriter.write(r, r.toGame(-1, false).game());
        assertThat(sgf).containsOnlyOnce("AB[").containsOnlyOnce("HA[2]");
        SgfGameRecord back = rec(sgf);
        assertThat(back.mainLine()).isEqualTo(r.mainLine());
        assertThat(messages(back)).isEmpty();
    }

    @Test
    void aSetupInTheNodeAfterTheRootTakesTheTurnAsInTheRoot() {
        SgfGameRecord r = rec("(;GM[1]SZ[9];AB[cc]AW[gg];W[ee])");
        assertThat(r.mainLine()).isEqualTo(rec("(;GM[1]SZ[9]AB[cc]AW[gg];W[ee])").mainLine());
        assertThat(r.toGame(-1, false).clean()).isTrue();
        // A problem's stones in node 2 read as they always did: nothing worth a warning.
        assertThat(messages(r)).noneMatch(m -> m.contains("node 2"));
    }

    /**
     * Only an HA that says 0 says there is no handicap: an HA that is no number, or empty, is
     * ignored as before, and Black stones with White to move are still the handicap it left out.
     */
    @Test
    void onlyAnHaOfZeroSaysThereIsNoHandicap() {
        for (String ha : List.of("HA[x]", "HA[]", "")) {
            assertThat(rec("(;GM[1]SZ[19]" + ha + "AB[dd][pp];W[qd])").handicap()).as(ha).isEqualTo(2);
        }
        for (String ha : List.of("HA[0]", "HA[ 0 ]")) {
            assertThat(rec("(;GM[1]SZ[19]" + ha + "AB[dd][pp];W[qd])").handicap()).as(ha).isZero();
        }
    }
}
