package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.goref.core.game.Diagram.legality;
import static org.goref.core.game.Diagram.play;
import static org.goref.core.game.Diagram.tryMove;

import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Superko;
import org.junit.jupiter.api.Test;

/** 3.3, second half: whole-board repetition under each superko setting. */
class SuperkoTest {
    static RuleSet rules(Superko s) {
        return RuleSet.russianTerritory().withSuperko(s);
    }

    // Three single-stone kos: A (B8/C8, White holds it), B (G8/H8, Black holds it), C (B3/C3,
    // White holds it). Taking them in turn, B C8, W G8, B C3, W B8, B H8, W B3 returns to the start.
    static final String[] TRIPLE_KO = {
            ". X O . . . X O .",
            "X O . O . X . X O",
            ". X O . . . X O .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". X O . . . . . .",
            "X O . O . . . . .",
            ". X O . . . . . .",
            ". . . . . . . . ."};
    static final String CYCLE_BUT_LAST = "B C8 W G8 B C3 W B8 B H8";

    @Test
    void tripleKoUnderPositional() {
        Game g = Diagram.game(rules(Superko.POSITIONAL), TRIPLE_KO);
        play(g, CYCLE_BUT_LAST);
        Snapshot before = Snapshot.of(g);
        assertThat(tryMove(g, Color.WHITE, "B3")).isEqualTo("superko");
        assertThat(Snapshot.of(g)).isEqualTo(before);
    }

    @Test
    void tripleKoUnderSituational() {
        Game g = Diagram.game(rules(Superko.SITUATIONAL), TRIPLE_KO);
        play(g, CYCLE_BUT_LAST);
        assertThat(legality(g, Color.WHITE, "B3")).isEqualTo("superko");
        assertThat(legality(g, Color.WHITE, "A1")).isEqualTo("ok");
    }

    @Test
    void tripleKoUnderNoResultIsVoidOnTheThirdOccurrence() {
        Game g = Diagram.game(rules(Superko.NO_RESULT), TRIPLE_KO);
        String cycle = CYCLE_BUT_LAST + " W B3 ";
        play(g, cycle); // the start position, second time
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        play(g, CYCLE_BUT_LAST);
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        play(g, "W B3"); // third time
        assertThat(g.phase()).isEqualTo(Phase.FINISHED);
        assertThat(g.result()).get().isInstanceOf(GameResult.NoResult.class);
        assertThat(g.result().get().sgf()).isEqualTo("Void");
        assertThat(g.moveNumber()).isEqualTo(12);
        assertThat(tryMove(g, Color.BLACK, "C8")).isEqualTo("wrong-phase");
    }

    @Test
    void tripleKoUnderNoneGoesOnForever() {
        Game g = Diagram.game(rules(Superko.NONE), TRIPLE_KO);
        for (int i = 0; i < 5; i++) {
            play(g, CYCLE_BUT_LAST + " W B3");
        }
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        assertThat(g.result()).isEmpty();
        assertThat(g.moveNumber()).isEqualTo(30);
    }

    // Sending two, returning one (upper left of 5x5): Black A5 sends two stones (A5, B5) into
    // atari, White C5 takes them, Black B5 takes one back: the start position with White to move.
    static final String[] TWO_FOR_ONE = {
            ". X . X .",
            "O O X X .",
            ". . . . .",
            ". . . . .",
            ". . . . ."};

    @Test
    void sendingTwoReturningOneUnderPositional() {
        Game g = Diagram.game(rules(Superko.POSITIONAL), TWO_FOR_ONE);
        play(g, "B A5 W C5");
        assertThat(g.captures(Color.WHITE)).isEqualTo(2);
        assertThat(legality(g, Color.BLACK, "B5")).as("recreates the start position").isEqualTo("superko");
    }

    @Test
    void sendingTwoReturningOneUnderSituationalDiffersFromPositional() {
        Game g = Diagram.game(rules(Superko.SITUATIONAL), TWO_FOR_ONE);
        // The start position had Black to move; now White would be: a new situation.
        play(g, "B A5 W C5 B B5");
        assertThat(Diagram.rows(g)).containsExactly(TWO_FOR_ONE);
        assertThat(g.captures(Color.BLACK)).isEqualTo(1);
        // White passes: the start situation again (Black to move); sending two again repeats
        // the situation after Black's first A5.
        play(g, "W pass");
        assertThat(legality(g, Color.BLACK, "A5")).isEqualTo("superko");
        assertThat(legality(g, Color.BLACK, "E1")).isEqualTo("ok");
    }

    @Test
    void sendingTwoReturningOneUnderNoResult() {
        Game g = Diagram.game(rules(Superko.NO_RESULT), TWO_FOR_ONE);
        play(g, "B A5 W C5 B B5 W pass");
        play(g, "B A5 W C5 B B5 W pass");
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        // The position after Black's A5, White to move, occurs the third time.
        play(g, "B A5");
        assertThat(g.phase()).isEqualTo(Phase.FINISHED);
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("Void");
    }

    @Test
    void sendingTwoReturningOneUnderNone() {
        Game g = Diagram.game(rules(Superko.NONE), TWO_FOR_ONE);
        for (int i = 0; i < 4; i++) {
            play(g, "B A5 W C5 B B5 W pass");
        }
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        assertThat(g.captures(Color.WHITE)).isEqualTo(8);
        assertThat(g.captures(Color.BLACK)).isEqualTo(4);
    }

    // Eternal life (chosei), a four-move cycle without a pass and without any single-stone capture
    // (so the simple ko rule never stops it): White throws in at A1, Black sacrifices two at D1,
    // White takes them at B1, Black takes the two white stones back at C1: the start, White to move.
    static final String[] ETERNAL_LIFE = {
            ". . . . .",
            ". . . . .",
            ". . . . .",
            "X X O O O",
            ". . X . O"};
    static final String ETERNAL_CYCLE_BUT_LAST = "W A1 B D1 W B1";

    @Test
    void eternalLifeUnderPositionalAndSituationalStopsAtTheFourthMove() {
        for (Superko superko : new Superko[] {Superko.POSITIONAL, Superko.SITUATIONAL}) {
            Game g = Diagram.game(rules(superko), Color.WHITE, ETERNAL_LIFE);
            play(g, ETERNAL_CYCLE_BUT_LAST);
            assertThat(g.captures(Color.WHITE)).as("White took two, no ko").isEqualTo(2);
            assertThat(g.koPoint()).isEmpty();
            Snapshot before = Snapshot.of(g);
            assertThat(tryMove(g, Color.BLACK, "C1")).as(superko.spelling()).isEqualTo("superko");
            assertThat(Snapshot.of(g)).isEqualTo(before);
            // Black may break the cycle elsewhere; White must then find another move too.
            assertThat(legality(g, Color.BLACK, "E5")).isEqualTo("ok");
        }
    }

    @Test
    void eternalLifeUnderNoResultIsVoidOnTheThirdOccurrence() {
        Game g = Diagram.game(rules(Superko.NO_RESULT), Color.WHITE, ETERNAL_LIFE);
        play(g, ETERNAL_CYCLE_BUT_LAST + " B C1");
        assertThat(Diagram.rows(g)).as("the start again, a second time").containsExactly(ETERNAL_LIFE);
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        play(g, ETERNAL_CYCLE_BUT_LAST);
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        play(g, "B C1");
        assertThat(g.phase()).isEqualTo(Phase.FINISHED);
        assertThat(g.result()).get().isInstanceOf(GameResult.NoResult.class);
        assertThat(g.result().get().sgf()).isEqualTo("Void");
        assertThat(g.result().get().winner()).isEmpty();
        assertThat(g.moveNumber()).isEqualTo(8);
    }

    @Test
    void eternalLifeUnderNoneGoesOn() {
        Game g = Diagram.game(rules(Superko.NONE), Color.WHITE, ETERNAL_LIFE);
        for (int i = 0; i < 5; i++) {
            play(g, ETERNAL_CYCLE_BUT_LAST + " B C1");
        }
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        assertThat(g.captures(Color.BLACK)).isEqualTo(10);
        assertThat(g.captures(Color.WHITE)).isEqualTo(10);
    }

    // Handicap stones A2, B2, C1 on 5x5; White A1 then, after Black's pass, White B1 is a
    // two-stone suicide (Tromp-Taylor allows it) that recreates the handicap position.
    @Test
    void superkoIsCheckedAgainstTheHandicapPosition() {
        Game g = new Game(5, RuleSet.of(RuleSet.Preset.TROMP_TAYLOR));
        g.apply(new GameEvent.Handicap(List.of(Point.parseGtp("A2", 5), Point.parseGtp("B2", 5), Point.parseGtp("C1", 5))));
        play(g, "W A1 B pass");
        assertThat(legality(g, Color.WHITE, "B1")).isEqualTo("superko");
        // Situationally the handicap position had White to move; now Black would: legal.
        Game s = new Game(5, RuleSet.of(RuleSet.Preset.NEW_ZEALAND));
        s.apply(new GameEvent.Handicap(List.of(Point.parseGtp("A2", 5), Point.parseGtp("B2", 5), Point.parseGtp("C1", 5))));
        play(s, "W A1 B pass W B1");
        assertThat(s.captures(Color.BLACK)).isEqualTo(2);
        assertThat(s.board().stoneCount(Color.WHITE.code)).isZero();
    }

    @Test
    void simpleKoIsReportedAsKoEvenUnderSuperko() {
        Game g = Diagram.game(rules(Superko.POSITIONAL), MoveRulesTest.KO);
        play(g, "B C4");
        assertThat(legality(g, Color.WHITE, "B4")).isEqualTo("ko");
    }

    @Test
    void rulesChangedMidGameAppliesToTheWholeHistory() {
        Game g = Diagram.game(rules(Superko.NONE), TRIPLE_KO);
        play(g, CYCLE_BUT_LAST);
        assertThat(legality(g, Color.WHITE, "B3")).isEqualTo("ok");
        g.apply(new GameEvent.RulesChanged(rules(Superko.POSITIONAL)));
        assertThat(legality(g, Color.WHITE, "B3")).isEqualTo("superko");
    }

    @Test
    void passesAndResumptionsAreNoOccurrencesUnderNoResult() {
        // The board never changes: disputing three times over must not void the game.
        Game g = Diagram.game(RuleSet.of(RuleSet.Preset.JAPANESE), MoveRulesTest.KO);
        for (int i = 0; i < 4; i++) {
            play(g, "B pass W pass");
            assertThat(g.phase()).isEqualTo(Phase.MARKING);
            g.apply(new GameEvent.Resume(Color.WHITE));
        }
        assertThat(g.phase()).isEqualTo(Phase.PLAYING);
        assertThat(g.result()).isEmpty();
    }

    // On 3x3 from the empty board: White's last C3 would recreate a board with Black to move that
    // arose before only through White's pass after B A2 (found by a search; GNU Go's
    // --situational-superko refuses it too).
    static final String PASS_MADE = "B C2 W B1 B B3 W B2 B C1 W pass B A3 W C3 B A2 W pass B C1 W pass B C2";

    @Test
    void situationsMadeByPassesCountForSituationalSuperko() {
        Game g = new Game(3, rules(Superko.SITUATIONAL));
        play(g, PASS_MADE);
        assertThat(legality(g, Color.WHITE, "C3")).isEqualTo("superko");
        Game n = new Game(3, rules(Superko.NONE));
        play(n, PASS_MADE);
        assertThat(legality(n, Color.WHITE, "C3")).isEqualTo("ok");
    }
}
