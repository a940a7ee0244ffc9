package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.goref.core.game.Diagram.legality;
import static org.goref.core.game.Diagram.play;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Disputes;
import org.goref.core.rules.RuleSet.Preset;
import org.goref.core.rules.RuleSet.Superko;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Where two clauses of RULES.md meet: a rule of play (3.3, 4.4) across a phase change of 4.1/4.2
 * (marking, resumption, dispute), or an ending of 4.5 in the middle of the marking. Each clause has
 * its own tests elsewhere; these catch a state that one phase change forgets to carry or to reset.
 */
class PhaseInteractionsTest {
    static final Point B3 = Point.parseGtp("B3", 5);
    static final Point C3 = Point.parseGtp("C3", 5);

    // ScoringTest.DEAD_STONE: Black's wall C1-C5, White's wall D1-D5, a dead white stone at B3.
    //   . . X O .
    //   . . X O .
    //   . O X O .
    //   . . X O .
    //   . . X O .
    static Game deadStone(RuleSet rules) {
        return Diagram.game(rules.withKomi(0), ScoringTest.DEAD_STONE);
    }

    /**
     * 3.3 superko across 4.1/4.2: passes lift the simple ko ban, but not the whole-board history.
     * MoveRulesTest.KO; Black takes the ko at C4, both pass, Black disputes and White (the
     * opponent of the one who asked) moves first: retaking at B4 recreates the start position, with
     * Black to move as at the start. Positional and situational superko refuse it; under no-result
     * it is only the second occurrence, under none nothing happens; never "ko" (the passes lifted it).
     */
    @ParameterizedTest
    @CsvSource({"positional, superko", "situational, superko", "no-result, ok", "none, ok"})
    void aKoRetakenAfterPassPassResumeStillFacesTheHistory(String superko, String expected) {
        RuleSet r = RuleSet.parse("russian-territory,superko=" + superko);
        Game g = Diagram.game(r, MoveRulesTest.KO);
        play(g, "B C4 W pass B pass");
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
        g.apply(new GameEvent.Resume(Color.BLACK));
        assertThat(g.toMove()).isEqualTo(Color.WHITE);
        assertThat(g.koPoint()).isEmpty();
        assertThat(legality(g, Color.WHITE, "B4")).isEqualTo(expected);
    }

    /**
     * superko=no-result across a resumption: occurrences made before the marking still count. The
     * triple ko of SuperkoTest goes round once (the start position, Black to move, a second time),
     * both pass, White disputes so Black moves first, and the same cycle brings the start position a
     * third time: the game is void on that move, not before.
     */
    @Test
    void noResultCountsOccurrencesOnBothSidesOfAResumption() {
        Game g = Diagram.game(RuleSet.of(Preset.JAPANESE), SuperkoTest.TRIPLE_KO);
        play(g, SuperkoTest.CYCLE_BUT_LAST + " W B3");
        play(g, "B pass W pass");
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
        g.apply(new GameEvent.Resume(Color.WHITE));
        play(g, SuperkoTest.CYCLE_BUT_LAST);
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        play(g, "W B3");
        assertThat(g.phase()).isEqualTo(Phase.FINISHED);
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("Void");
        assertThat(g.isCounted()).isFalse();
    }

    /**
     * 4.4 pass-stones across a resumption: every pass hands the opponent a prisoner, the passes
     * before the dispute too, and resumed play stops only on White's pass. DEAD_STONE, territory
     * counting, komi 0: B pass, W pass (marking), Black disputes, W pass, B pass (Black's is last:
     * play goes on), W pass (marking). Black passed 2 times, White 3. With B3 dead: Black 10
     * territory + 1 prisoner + 3 pass stones = 14, White 5 territory + 2 pass stones = 7: B+7.
     */
    @Test
    void passStonesCountEveryPassAndResumedPlayStopsOnWhitesPass() {
        Game g = deadStone(RuleSet.russianTerritory().withPassStones(true));
        play(g, "B pass W pass");
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
        g.apply(new GameEvent.Resume(Color.BLACK));
        play(g, "W pass B pass");
        assertThat(g.phase()).as("Black passed last").isEqualTo(Phase.PLAYING);
        play(g, "W pass");
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
        g.apply(new GameEvent.Mark(Color.BLACK, B3, true));
        g.apply(new GameEvent.Accept(Color.WHITE));
        g.apply(new GameEvent.Accept(Color.BLACK));
        ScoreSheet s = g.score();
        assertThat(s.black()).isEqualTo(new ScoreSheet.Side(10, 1, 0, 0, 0, 3, 0));
        assertThat(s.white()).isEqualTo(new ScoreSheet.Side(5, 0, 0, 0, 0, 2, 0));
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("B+7");
    }

    /**
     * 4.4 item 4 under both countings: penalty points come off the penalised side's total whatever
     * the count, and one given after the count changes the result. DEAD_STONE with B3 dead, komi 0;
     * Black penalised 0.5, then (after the count) White 1.5.
     * Territory: Black 10 + 1 - 0.5 = 10.5, White 5 - 1.5 = 3.5: B+5.5 before, B+7 after.
     * Area: Black 5 stones + 10 = 15 - 0.5 = 14.5, White 5 stones + 5 = 10 - 1.5 = 8.5: B+4.5, B+6.
     */
    @ParameterizedTest
    @CsvSource({"russian-territory, 10.5, 3.5, B+5.5, B+7", "russian-area, 14.5, 8.5, B+4.5, B+6"})
    void penaltiesComeOffTheTotalUnderEitherCounting(String preset, double black, double white,
                                                    String before, String after) {
        Game g = deadStone(RuleSet.parse(preset).withDisputes(Disputes.RESUME));
        g.apply(new GameEvent.Penalty(Color.BLACK, 0.5, "late"));
        play(g, "B pass W pass");
        g.apply(new GameEvent.Mark(Color.WHITE, B3, true));
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Accept(Color.WHITE));
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo(before);
        g.apply(new GameEvent.Penalty(Color.WHITE, 1.5, "phone rang"));
        assertThat(g.score().black().penalty()).isEqualTo(-0.5);
        assertThat(g.score().white().penalty()).isEqualTo(-1.5);
        assertThat(g.score().black().total()).isEqualTo(black);
        assertThat(g.score().white().total()).isEqualTo(white);
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo(after);
    }

    /**
     * 4.5 during the marking: a forfeit ends the game there, without a count (the marking is not
     * accepted, so there is no final position); a loss given to the other side then makes both lose.
     */
    @Test
    void aForfeitDuringTheMarkingEndsTheGameUncounted() {
        Game g = deadStone(RuleSet.russianTerritory());
        play(g, "B pass W pass");
        g.apply(new GameEvent.Mark(Color.BLACK, B3, true));
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Forfeit(Color.BLACK, "left the hall"));
        assertThat(g.phase()).isEqualTo(Phase.FINISHED);
        assertThat(g.isCounted()).isFalse();
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("W+F");
        assertThat(g.tryApply(new GameEvent.Accept(Color.WHITE)).map(Illegal::code)).contains("wrong-phase");
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("W+F");
        g.apply(new GameEvent.Forfeit(Color.WHITE, "did not sign"));
        assertThat(g.result()).get().isInstanceOf(GameResult.DoubleForfeit.class);
        assertThat(g.result().get().winner()).isEmpty();
    }

    /** 4.5 during a referee's dispute: a resignation ends the game; the referee has nothing left to decide. */
    @Test
    void aResignationDuringARefereeDisputeEndsTheGame() {
        Game g = deadStone(RuleSet.russianTerritory().withDisputes(Disputes.REFEREE));
        play(g, "B pass W pass");
        g.apply(new GameEvent.Resume(Color.WHITE));
        assertThat(g.phase()).isEqualTo(Phase.DISPUTE);
        g.apply(new GameEvent.Resign(Color.WHITE));
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("B+R");
        assertThat(g.tryApply(new GameEvent.RefereeDecision(List.of(B3), "")).map(Illegal::code)).contains("wrong-phase");
        assertThat(g.isCounted()).isFalse();
    }

    /**
     * 4.2 whole chains for the referee too: a decision naming one stone of White's five-stone wall
     * takes the whole wall (and the stone B3, a chain of its own, only when named).
     */
    @Test
    void aRefereeNamingOneStoneDecidesItsWholeChain() {
        Game g = deadStone(RuleSet.russianTerritory().withDisputes(Disputes.REFEREE));
        play(g, "B pass W pass");
        g.apply(new GameEvent.Resume(Color.BLACK));
        g.apply(new GameEvent.RefereeDecision(List.of(Point.parseGtp("D1", 5)), "the wall has no eyes"));
        assertThat(g.dead()).hasSize(5).allMatch(p -> p.x == 3);
        // Black: the whole board but its own wall and B3's point (the live white stone touches A1-B5's
        // region, so that region is neutral): territory D1-E5 = 10, prisoners 5.
        assertThat(g.score().black().territory()).isEqualTo(10);
        assertThat(g.score().black().prisoners()).isEqualTo(5);
    }

    /**
     * Taking back (replaying a prefix of the events, as GTP undo does) across every phase change
     * restores the game exactly as it was: marking, acceptances, the resumption and the count.
     */
    @Test
    void takingBackAcrossPhaseChangesRestoresExactly() {
        RuleSet r = RuleSet.russianTerritory().withKomi(0);
        Game g = deadStone(r);
        List<Snapshot> after = new ArrayList<>();
        after.add(Snapshot.of(g));
        List<GameEvent> script = List.of(
                new GameEvent.Pass(Color.BLACK), new GameEvent.Pass(Color.WHITE),
                new GameEvent.Mark(Color.WHITE, C3, true), new GameEvent.Accept(Color.WHITE),
                new GameEvent.Mark(Color.BLACK, C3, false), new GameEvent.Mark(Color.BLACK, B3, true),
                new GameEvent.Accept(Color.BLACK), new GameEvent.Resume(Color.WHITE),
                new GameEvent.Play(Color.BLACK, Point.parseGtp("B4", 5)), new GameEvent.Pass(Color.WHITE),
                new GameEvent.Pass(Color.BLACK), new GameEvent.Mark(Color.BLACK, B3, true),
                new GameEvent.Accept(Color.WHITE), new GameEvent.Accept(Color.BLACK),
                new GameEvent.Penalty(Color.BLACK, 1, "late"));
        for (GameEvent e : script) {
            g.apply(e);
            after.add(Snapshot.of(g));
        }
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("B+4");
        for (int k = 0; k < after.size(); k++) {
            Game back = Game.replay(5, r, false, g.events().subList(0, k + 1));
            assertThat(Snapshot.of(back)).as("taken back to after event " + (k + 1)).isEqualTo(after.get(k));
            assertThat(back.board().hash()).isEqualTo(back.board().recomputeHash());
        }
    }
}
