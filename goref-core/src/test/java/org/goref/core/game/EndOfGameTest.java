package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.goref.core.game.Diagram.play;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Disputes;
import org.goref.core.rules.RuleSet.Preset;
import org.junit.jupiter.api.Test;

/** 4.1, 4.2, 4.5: end of play, marking, disputes, and the ways a game ends. */
class EndOfGameTest {
    static final Point B3 = Point.parseGtp("B3", 5);
    static final Point C3 = Point.parseGtp("C3", 5);

    static Game atMarking(RuleSet rules) {
        Game g = Diagram.game(rules.withKomi(0), ScoringTest.DEAD_STONE);
        play(g, "B pass W pass");
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
        return g;
    }

    /** 4.1: a pass answered by a move is no end; only a pass answered by a pass stops play. */
    @Test
    void aPassAnsweredByAMoveDoesNotStopPlay() {
        Game g = Diagram.game(RuleSet.russianTerritory(), ScoringTest.DEAD_STONE);
        play(g, "B pass W E1 B pass");
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        assertThat(g.consecutivePasses()).isEqualTo(1);
        play(g, "W pass");
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
        assertThat(g.passes(Color.BLACK)).isEqualTo(2);
        assertThat(g.passes(Color.WHITE)).isEqualTo(1);
    }

    /**
     * 4.2: every phase change is recorded (who marked what, who accepted, who asked to resume, what
     * the referee decided), so that the events alone give the same game and the same result.
     */
    @Test
    void everyPhaseChangeIsRecordedAndReplaysToTheSameResult() {
        Game g = atMarking(RuleSet.russianTerritory().withDisputes(Disputes.REFEREE));
        g.apply(new GameEvent.Mark(Color.WHITE, B3, true));
        g.apply(new GameEvent.Accept(Color.WHITE));
        g.apply(new GameEvent.Resume(Color.BLACK));
        g.apply(new GameEvent.RefereeDecision(List.of(B3), "the stone has no eye"));
        assertThat(g.events()).extracting(e -> e.getClass().getSimpleName()).containsExactly(
                "Setup", "Pass", "Pass", "Mark", "Accept", "Resume", "RefereeDecision");
        Game replayed = Game.replay(5, g.rules(), false, g.events());
        assertThat(Snapshot.of(replayed)).isEqualTo(Snapshot.of(g));
        assertThat(replayed.result()).isEqualTo(g.result()).get().extracting(GameResult::sgf).isEqualTo("B+6");
    }

    @Test
    void bothAcceptingTheSameMarkingFinishesTheGame() {
        Game g = atMarking(RuleSet.russianTerritory());
        g.apply(new GameEvent.Mark(Color.BLACK, B3, true));
        assertThat(g.dead()).containsExactly(B3);
        g.apply(new GameEvent.Accept(Color.BLACK));
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
        g.apply(new GameEvent.Accept(Color.WHITE));
        assertThat(g.phase()).isEqualTo(Phase.FINISHED);
        assertThat(g.isCounted()).isTrue();
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("B+6");
        assertThat(g.dead()).containsExactly(B3);
        assertThat(g.tryApply(new GameEvent.Mark(Color.WHITE, B3, false)).map(Illegal::code)).contains("wrong-phase");
    }

    @Test
    void markingTakesWholeChainsAndAnyChangeWithdrawsAcceptance() {
        Game g = atMarking(RuleSet.russianTerritory());
        g.apply(new GameEvent.Accept(Color.WHITE));
        assertThat(g.accepted(Color.WHITE)).isTrue();
        g.apply(new GameEvent.Mark(Color.BLACK, C3, true));
        assertThat(g.dead()).as("the whole wall").hasSize(5);
        assertThat(g.accepted(Color.WHITE)).isFalse();
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Mark(Color.WHITE, Point.parseGtp("C5", 5), false));
        assertThat(g.dead()).isEmpty();
        assertThat(g.accepted(Color.BLACK)).isFalse();
        // A mark that changes nothing withdraws nothing.
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Mark(Color.WHITE, C3, false));
        assertThat(g.accepted(Color.BLACK)).isTrue();
        // Marking an empty point is refused and changes nothing.
        Snapshot before = Snapshot.of(g);
        assertThat(g.tryApply(new GameEvent.Mark(Color.WHITE, Point.parseGtp("A1", 5), true)).map(Illegal::code))
                .contains("not-a-stone");
        assertThat(Snapshot.of(g)).isEqualTo(before);
    }

    @Test
    void resumeTheOpponentOfTheRequesterMovesFirstThenMarkingAgain() {
        Game g = atMarking(RuleSet.russianTerritory());
        g.apply(new GameEvent.Mark(Color.BLACK, B3, true));
        g.apply(new GameEvent.Resume(Color.WHITE));
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        assertThat(g.toMove()).isEqualTo(Color.BLACK);
        assertThat(g.dead()).isEmpty();
        assertThat(Diagram.tryMove(g, Color.WHITE, "A1")).isEqualTo("out-of-turn");
        play(g, "B A3 W pass B pass");
        assertThat(g.phase()).as("two passes after the resumption: marking again").isEqualTo(Phase.MARKING);
        g.apply(new GameEvent.Mark(Color.WHITE, B3, true));
        g.apply(new GameEvent.Accept(Color.WHITE));
        g.apply(new GameEvent.Accept(Color.BLACK));
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("B+5");
        assertThat(g.score().black()).isEqualTo(new ScoreSheet.Side(9, 1, 0, 0, 0, 0, 0));
    }

    /**
     * 4.2 after a resumption: the marking and the acceptances given before it are gone, so an
     * acceptance of the old marking cannot finish the new one, and the count is of the position
     * the resumed play left.
     */
    @Test
    void anAcceptanceGivenBeforeAResumptionDoesNotCarryOver() {
        Game g = atMarking(RuleSet.russianTerritory());
        g.apply(new GameEvent.Mark(Color.BLACK, B3, true));
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Resume(Color.WHITE));
        assertThat(g.accepted(Color.BLACK)).isFalse();
        play(g, "B pass W pass");
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
        assertThat(g.dead()).isEmpty();
        g.apply(new GameEvent.Accept(Color.WHITE));
        assertThat(g.phase()).as("Black's acceptance was of the marking before the resumption").isEqualTo(Phase.MARKING);
        g.apply(new GameEvent.Accept(Color.BLACK));
        assertThat(g.phase()).isEqualTo(Phase.FINISHED);
        assertThat(g.dead()).isEmpty();
        // Nothing marked: B3 lives, Black's area touches White's stone and is no territory.
        assertThat(g.score().black().territory()).isZero();
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("W+5");
    }

    @Test
    void playOutAfterTheNextTwoPassesEveryStoneIsAlive() {
        Game g = atMarking(RuleSet.of(Preset.RUSSIAN_AREA));
        g.apply(new GameEvent.Mark(Color.BLACK, B3, true));
        g.apply(new GameEvent.Resume(Color.BLACK));
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        assertThat(g.isPlayOut()).isTrue();
        assertThat(g.toMove()).isEqualTo(Color.WHITE);
        // White does not defend; Black captures the stone in play.
        play(g, "W pass B B4 W pass B A3 W pass B B2");
        assertThat(g.captures(Color.BLACK)).isEqualTo(1);
        play(g, "W pass B pass");
        assertThat(g.phase()).isEqualTo(Phase.FINISHED);
        assertThat(g.dead()).isEmpty();
        // Area: Black 5 + 3 stones + 7 points; White 5 stones + 5 points.
        assertThat(g.score().black().stones() + g.score().black().territory()).isEqualTo(15);
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("B+5");
    }

    @Test
    void playOutLeavesDeadStonesAliveWhenNobodyCaptures() {
        Game g = atMarking(RuleSet.of(Preset.CHINESE));
        g.apply(new GameEvent.Resume(Color.WHITE));
        play(g, "B pass W pass");
        assertThat(g.phase()).isEqualTo(Phase.FINISHED);
        // B3 counts alive: Black's area is broken into a region touching White.
        assertThat(g.score().territory().dead()).isEmpty();
        assertThat(g.score().black().territory()).isZero();
    }

    @Test
    void refereeDecisionIsFinal() {
        Game g = atMarking(RuleSet.russianTerritory().withDisputes(Disputes.REFEREE));
        g.apply(new GameEvent.Mark(Color.BLACK, B3, true));
        g.apply(new GameEvent.Resume(Color.WHITE));
        assertThat(g.phase()).isEqualTo(Phase.DISPUTE);
        Snapshot before = Snapshot.of(g);
        assertThat(Diagram.tryMove(g, Color.BLACK, "A1")).isEqualTo("wrong-phase");
        assertThat(g.tryApply(new GameEvent.Accept(Color.BLACK))).isPresent();
        assertThat(Snapshot.of(g)).isEqualTo(before);
        g.apply(new GameEvent.RefereeDecision(List.of(B3), "the white stone cannot live"));
        assertThat(g.phase()).isEqualTo(Phase.FINISHED);
        assertThat(g.dead()).containsExactly(B3);
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("B+6");
        assertThat(g.tryApply(new GameEvent.RefereeDecision(List.of(), "changed my mind"))).isPresent();
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("B+6");
    }

    /** An empty point named in a decision is refused in the players' coordinates, and nothing changes. */
    @Test
    void refereeDecisionOnAnEmptyPointNamesTheVertex() {
        Game g = atMarking(RuleSet.russianTerritory().withDisputes(Disputes.REFEREE));
        Snapshot before = Snapshot.of(g);
        Optional<Illegal> refused = g.tryApply(new GameEvent.RefereeDecision(List.of(Point.parseGtp("A1", 5)), ""));
        assertThat(refused).get().extracting(Illegal::detail).isEqualTo("no stone at A1");
        assertThat(Snapshot.of(g)).isEqualTo(before);
    }

    /** A point off the board is refused as off the board, in coordinates (no vertex name exists). */
    @Test
    void markingOrDecidingAPointOffTheBoardIsRefusedAsOffBoard() {
        Game g = atMarking(RuleSet.russianTerritory().withDisputes(Disputes.REFEREE));
        Snapshot before = Snapshot.of(g);
        Point off = Point.of(20, 20);
        Optional<Illegal> decided = g.tryApply(new GameEvent.RefereeDecision(List.of(B3, off), ""));
        assertThat(decided.map(Illegal::code)).contains("off-board");
        assertThat(decided.get().detail()).isEqualTo("4.2: the point (20,20) is off the 5x5 board");
        Optional<Illegal> marked = g.tryApply(new GameEvent.Mark(Color.BLACK, off, true));
        assertThat(marked.map(Illegal::code)).contains("off-board");
        assertThat(marked.get().detail()).doesNotContain("V-");
        // No point at all is a refusal too, not an exception.
        assertThat(g.tryApply(new GameEvent.Mark(Color.BLACK, null, true)).map(Illegal::code)).contains("invalid");
        assertThat(Snapshot.of(g)).isEqualTo(before);
        // An empty point on the board names its vertex.
        assertThat(g.tryApply(new GameEvent.Mark(Color.BLACK, Point.parseGtp("A1", 5), true)))
                .get().extracting(Illegal::detail).isEqualTo("no stone at A1");
    }

    @Test
    void refereeDecisionIsRefusedUnderOtherProcedures() {
        Game g = atMarking(RuleSet.russianTerritory());
        assertThat(g.tryApply(new GameEvent.RefereeDecision(List.of(B3), ""))).isPresent();
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
    }

    @Test
    void resignation() {
        Game g = Diagram.game(RuleSet.russianTerritory(), ScoringTest.DEAD_STONE);
        g.apply(new GameEvent.Resign(Color.WHITE));
        assertThat(g.result()).contains(new GameResult.Resignation(Color.BLACK));
        assertThat(g.result().get().sgf()).isEqualTo("B+R");
        assertThat(g.result().get().winner()).contains(Color.BLACK);
        Snapshot before = Snapshot.of(g);
        assertThat(g.tryApply(new GameEvent.Resign(Color.BLACK)).map(Illegal::code)).contains("wrong-phase");
        assertThat(Diagram.tryMove(g, Color.BLACK, "A1")).isEqualTo("wrong-phase");
        assertThat(Snapshot.of(g)).isEqualTo(before);
    }

    @Test
    void resignationDuringMarking() {
        Game g = atMarking(RuleSet.russianTerritory());
        g.apply(new GameEvent.Resign(Color.BLACK));
        assertThat(g.result().get().sgf()).isEqualTo("W+R");
    }

    @Test
    void lossOnTime() {
        Game g = Diagram.game(RuleSet.russianTerritory(), ScoringTest.DEAD_STONE);
        g.apply(new GameEvent.TimeLoss(Color.BLACK));
        assertThat(g.result().get().sgf()).isEqualTo("W+T");
        assertThat(g.result().get().reason()).isEqualTo("time");
    }

    @Test
    void singleForfeit() {
        Game g = new Game(9, RuleSet.russianTerritory());
        g.apply(new GameEvent.Forfeit(Color.WHITE, "did not appear"));
        assertThat(g.result().get().sgf()).isEqualTo("B+F");
        assertThat(g.result().get().winner()).contains(Color.BLACK);
        assertThat(g.result().get().reason()).contains("did not appear");
    }

    @Test
    void doubleForfeitBothLose() {
        Game g = new Game(9, RuleSet.russianTerritory());
        play(g, "D4 E5");
        g.apply(new GameEvent.DoubleForfeit("both late"));
        assertThat(g.result().get()).isInstanceOf(GameResult.DoubleForfeit.class);
        assertThat(g.result().get().winner()).isEmpty();
        assertThat(g.result().get().sgf()).isEqualTo("Void");
        assertThat(g.result().get().reason()).contains("both late");
    }

    /**
     * 4.5: a player wins by the regulations only as the opponent is the <em>only</em> side given a
     * loss; when the winner of a forfeit is then given a loss too (both late, entered one by one),
     * both lose.
     */
    @Test
    void aForfeitOfTheOtherSideAfterAForfeitIsADoubleForfeit() {
        Game g = new Game(9, RuleSet.russianTerritory());
        g.apply(new GameEvent.Forfeit(Color.WHITE, "did not appear"));
        assertThat(g.result().get().sgf()).isEqualTo("B+F");
        g.apply(new GameEvent.Forfeit(Color.BLACK, "did not appear either"));
        assertThat(g.result()).contains(new GameResult.DoubleForfeit("did not appear; did not appear either"));
        assertThat(g.result().get().winner()).isEmpty();
        // The same side twice changes nothing; a third loss has no one left to take it from.
        Snapshot before = Snapshot.of(g);
        assertThat(g.tryApply(new GameEvent.Forfeit(Color.WHITE, "again")).map(Illegal::code)).contains("wrong-phase");
        assertThat(g.tryApply(new GameEvent.DoubleForfeit("again")).map(Illegal::code)).contains("wrong-phase");
        assertThat(Snapshot.of(g)).isEqualTo(before);
        assertThat(Game.replay(9, g.rules(), false, g.events()).result()).isEqualTo(g.result());
    }

    @Test
    void aDoubleForfeitAfterASingleOneIsADoubleForfeit() {
        Game g = new Game(9, RuleSet.russianTerritory());
        g.apply(new GameEvent.Forfeit(Color.BLACK, "phone rang"));
        g.apply(new GameEvent.DoubleForfeit("both late"));
        assertThat(g.result().get()).isInstanceOf(GameResult.DoubleForfeit.class);
        assertThat(g.result().get().winner()).isEmpty();
    }

    @Test
    void aForfeitOfTheSameSideTwiceIsRefused() {
        Game g = new Game(9, RuleSet.russianTerritory());
        g.apply(new GameEvent.Forfeit(Color.BLACK, "phone rang"));
        assertThat(g.tryApply(new GameEvent.Forfeit(Color.BLACK, "again")).map(Illegal::code)).contains("wrong-phase");
        assertThat(g.result().get().sgf()).isEqualTo("W+F");
    }

    /** A result reached by play (points, resignation, time) is not turned over by a forfeit here. */
    @Test
    void aForfeitAfterAResignationIsRefused() {
        Game g = new Game(9, RuleSet.russianTerritory());
        g.apply(new GameEvent.Resign(Color.WHITE));
        assertThat(g.tryApply(new GameEvent.Forfeit(Color.BLACK, "x")).map(Illegal::code)).contains("wrong-phase");
        assertThat(g.tryApply(new GameEvent.DoubleForfeit("x")).map(Illegal::code)).contains("wrong-phase");
        assertThat(g.result().get().sgf()).isEqualTo("B+R");
    }

    @Test
    void voidByTheReferee() {
        Game g = new Game(9, RuleSet.russianTerritory());
        g.apply(new GameEvent.Void("power cut"));
        assertThat(g.result().get()).isEqualTo(new GameResult.NoResult("power cut"));
        assertThat(g.result().get().sgf()).isEqualTo("Void");
    }

    @Test
    void drawByEqualTotals() {
        Game g = atMarking(RuleSet.russianTerritory().withKomi(6));
        g.apply(new GameEvent.RulesChanged(RuleSet.russianTerritory().withKomi(6)));
        g.apply(new GameEvent.Mark(Color.WHITE, B3, true));
        g.apply(new GameEvent.Accept(Color.WHITE));
        g.apply(new GameEvent.Accept(Color.BLACK));
        assertThat(g.result()).contains(new GameResult.Draw());
        assertThat(g.result().get().sgf()).isEqualTo("0");
    }

    @Test
    void aPenaltyAfterTheCountChangesTheResult() {
        Game g = atMarking(RuleSet.russianTerritory());
        g.apply(new GameEvent.Mark(Color.WHITE, B3, true));
        g.apply(new GameEvent.Accept(Color.WHITE));
        g.apply(new GameEvent.Accept(Color.BLACK));
        assertThat(g.result().get().sgf()).isEqualTo("B+6");
        g.apply(new GameEvent.Penalty(Color.BLACK, 7, "illegal move noticed after the game"));
        assertThat(g.result().get().sgf()).isEqualTo("W+1");
        assertThat(g.score().black().penalty()).isEqualTo(-7);
        Game replayed = Game.replay(5, g.rules(), false, g.events());
        assertThat(replayed.result()).isEqualTo(g.result());
    }

    /**
     * The referee refuses a penalty beyond any score sheet's reach (1e308 was counted as
     * -9223372036854775808), whoever asks: the server, GTP and the SGF reader meet the same limit.
     */
    @Test
    void aPenaltyOfMoreThanAThousandPointsIsRefusedAndChangesNothing() {
        Game g = new Game(9, RuleSet.russianTerritory());
        for (double points : new double[] {1000.5, 1e308}) {
            Optional<Illegal> refused = g.tryApply(new GameEvent.Penalty(Color.BLACK, points, "x"));
            assertThat(refused.map(Illegal::code)).contains("invalid");
            assertThat(refused.get().detail()).contains("at most 1000");
        }
        assertThat(g.events()).isEmpty();
        assertThat(g.tryApply(new GameEvent.Penalty(Color.BLACK, 1000, "gross misconduct"))).isEmpty();
        assertThat(g.score().black().penalty()).isEqualTo(-1000);
    }

    /** The limits the referee, the tournaments and the match runner share for a penalty's points. */
    @Test
    void penaltyPointsArePositiveInHalvesAndAtMostAThousand() {
        for (double ok : new double[] {0.5, 1, 2.5, 1000}) {
            assertThat(GameEvent.Penalty.isValidPoints(ok)).as("%s", ok).isTrue();
        }
        for (double bad : new double[] {0, -1, 0.3, 1000.5, Double.NaN, Double.POSITIVE_INFINITY}) {
            assertThat(GameEvent.Penalty.isValidPoints(bad)).as("%s", bad).isFalse();
        }
    }

    @Test
    void aPenaltyAfterAResignationLeavesTheResult() {
        Game g = new Game(9, RuleSet.russianTerritory());
        g.apply(new GameEvent.Resign(Color.WHITE));
        g.apply(new GameEvent.Penalty(Color.BLACK, 100, "rude"));
        assertThat(g.result().get().sgf()).isEqualTo("B+R");
    }

    @Test
    void rulesChangedDuringTheDisputeOfARefereeGameLetsTheNewProcedureRun() {
        Game g = atMarking(RuleSet.russianTerritory().withDisputes(Disputes.REFEREE));
        g.apply(new GameEvent.Resume(Color.WHITE));
        assertThat(g.phase()).isEqualTo(Phase.DISPUTE);
        g.apply(new GameEvent.RulesChanged(RuleSet.russianTerritory()));
        g.apply(new GameEvent.Resume(Color.WHITE));
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        assertThat(g.toMove()).isEqualTo(Color.BLACK);
    }

    @Test
    void scoreSheetBeforeTheEndCountsTheCurrentMarking() {
        Game g = atMarking(RuleSet.russianTerritory().withKomi(0));
        assertThat(g.score().black().territory()).isZero();
        g.apply(new GameEvent.Mark(Color.WHITE, B3, true));
        assertThat(g.score().black().territory()).isEqualTo(10);
        assertThat(g.score(Set.of()).black().territory()).isZero();
    }
}
