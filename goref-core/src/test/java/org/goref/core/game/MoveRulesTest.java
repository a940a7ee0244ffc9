package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.goref.core.game.Diagram.empty;
import static org.goref.core.game.Diagram.legality;
import static org.goref.core.game.Diagram.play;
import static org.goref.core.game.Diagram.tryMove;

import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Suicide;
import org.goref.core.rules.RuleSet.Superko;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Article 3 move by move: occupied points, captures, suicide, ko and snapback. */
class MoveRulesTest {
    static final RuleSet RUSSIAN = RuleSet.russianTerritory();

    // A single-stone ko in the upper left: Black C4 takes the white stone at B4.
    static final String[] KO = {
            ". X O . .",
            "X O . O .",
            ". X O . .",
            ". . . . .",
            ". . . . ."};

    @ParameterizedTest
    @EnumSource(Superko.class)
    void singleStoneKoMayNotBeRetakenAtOnce(Superko superko) {
        Game g = Diagram.game(RUSSIAN.withSuperko(superko), KO);
        play(g, "B C4");
        assertThat(empty(g, "B4")).as("the white stone is captured").isTrue();
        assertThat(g.captures(Color.BLACK)).isEqualTo(1);
        assertThat(g.koPoint()).contains(Diagram.at(g, "B4"));
        Snapshot before = Snapshot.of(g);
        assertThat(tryMove(g, Color.WHITE, "B4")).isEqualTo("ko");
        assertThat(Snapshot.of(g)).as("a refused move changes nothing").isEqualTo(before);
    }

    @ParameterizedTest
    @EnumSource(Superko.class)
    void koMayBeRetakenAfterAThreatExchange(Superko superko) {
        Game g = Diagram.game(RUSSIAN.withSuperko(superko), KO);
        play(g, "B C4 W E1 B E2");
        assertThat(legality(g, Color.WHITE, "B4")).isEqualTo("ok");
        play(g, "W B4");
        assertThat(empty(g, "C4")).isTrue();
        // And now Black may not retake at once, but may after his own threat exchange.
        assertThat(legality(g, Color.BLACK, "C4")).isEqualTo("ko");
        play(g, "B D1 W D2");
        assertThat(legality(g, Color.BLACK, "C4")).isEqualTo("ok");
    }

    @Test
    void aPassLiftsTheKoBan() {
        // After White's pass and Black's move elsewhere the retake no longer repeats a position.
        Game h = Diagram.game(RUSSIAN.withSuperko(Superko.NONE), KO);
        play(h, "B C4 W pass B E5");
        assertThat(legality(h, Color.WHITE, "B4")).isEqualTo("ok");
        // Right after the pass the ban is gone too: it is Black's turn, and Black may fill.
        Game g = Diagram.game(RUSSIAN, KO);
        play(g, "B C4 W pass");
        assertThat(g.koPoint()).isEmpty();
        assertThat(legality(g, Color.BLACK, "B4")).isEqualTo("ok");
    }

    // A snapback: White throws in at A5, Black takes it at B5, White takes five stones back at A5.
    static final String[] SNAPBACK = {
            ". . X O .",
            "X X X O .",
            "O O O O .",
            ". . . . .",
            ". . . . ."};

    @ParameterizedTest
    @EnumSource(Superko.class)
    void snapbackIsLegal(Superko superko) {
        Game g = Diagram.game(RUSSIAN.withSuperko(superko), Color.WHITE, SNAPBACK);
        play(g, "W A5 B B5");
        assertThat(g.captures(Color.BLACK)).isEqualTo(1);
        assertThat(g.koPoint()).isEmpty();
        assertThat(legality(g, Color.WHITE, "A5")).isEqualTo("ok");
        play(g, "W A5");
        assertThat(g.captures(Color.WHITE)).isEqualTo(5);
        assertThat(Diagram.rows(g)).containsExactly(
                "O . . O .",
                ". . . O .",
                "O O O O .",
                ". . . . .",
                ". . . . .");
    }

    @ParameterizedTest
    @EnumSource(Suicide.class)
    void aCaptureIsNotSuicide(Suicide suicide) {
        Game g = Diagram.game(RUSSIAN.withSuicide(suicide),
                ". O X . .",
                "O X . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        assertThat(legality(g, Color.BLACK, "A5")).isEqualTo("ok");
        play(g, "B A5");
        assertThat(empty(g, "B5")).isTrue();
        assertThat(g.captures(Color.BLACK)).isEqualTo(1);
        assertThat(g.colorAt(Diagram.at(g, "A5"))).isEqualTo(Color.BLACK.code);
        // A capture of one stone by one stone left with one liberty: a ko for White.
        assertThat(legality(g, Color.WHITE, "B5")).isEqualTo("ko");
    }

    // Two white chains (A5-A4 and C5) share their last liberty B5 with nothing else.
    static final String[] TWO_CHAINS_IN_ATARI = {
            "O . O X .",
            "O X X . .",
            "X . . . .",
            ". . . . .",
            ". . . . ."};

    /** 3.2: one stone taking the last liberty of several chains captures them all at once. */
    @Test
    void oneStoneCapturesEveryChainWhoseLastLibertyItTakes() {
        Game g = Diagram.game(RUSSIAN, TWO_CHAINS_IN_ATARI);
        play(g, "B B5");
        assertThat(Diagram.rows(g)).containsExactly(
                ". X . X .",
                ". X X . .",
                "X . . . .",
                ". . . . .",
                ". . . . .");
        assertThat(g.captures(Color.BLACK)).as("all three stones are Black's prisoners").isEqualTo(3);
        assertThat(g.koPoint()).as("three stones taken: no ko").isEmpty();
        assertThat(g.toMove()).as("3.4: the turn passes once the captures are done").isEqualTo(Color.WHITE);
    }

    @ParameterizedTest
    @EnumSource(Suicide.class)
    void singleStoneSuicideIsIllegalUnderEverySetting(Suicide suicide) {
        Game g = Diagram.game(RuleSet.of(RuleSet.Preset.TROMP_TAYLOR).withSuicide(suicide),
                ". O . . .",
                "O . . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        Snapshot before = Snapshot.of(g);
        assertThat(tryMove(g, Color.BLACK, "A5")).isEqualTo("suicide");
        assertThat(Snapshot.of(g)).isEqualTo(before);
    }

    static final String[] MULTI_SUICIDE = {
            ". X O . .",
            "O O . . .",
            ". . . . .",
            ". . . . .",
            ". . . . ."};

    @Test
    void multiStoneSuicideIsIllegalWhenForbidden() {
        Game g = Diagram.game(RuleSet.of(RuleSet.Preset.CHINESE), MULTI_SUICIDE);
        Snapshot before = Snapshot.of(g);
        assertThat(tryMove(g, Color.BLACK, "A5")).isEqualTo("suicide");
        assertThat(Snapshot.of(g)).isEqualTo(before);
    }

    @Test
    void multiStoneSuicideRemovesTheChainWhenAllowed() {
        Game g = Diagram.game(RuleSet.of(RuleSet.Preset.NEW_ZEALAND), MULTI_SUICIDE);
        assertThat(legality(g, Color.BLACK, "A5")).isEqualTo("ok");
        play(g, "B A5");
        assertThat(Diagram.rows(g)).containsExactly(
                ". . O . .",
                "O O . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        assertThat(g.captures(Color.WHITE)).as("the suicided stones are White's prisoners").isEqualTo(2);
        assertThat(g.captures(Color.BLACK)).isZero();
        assertThat(g.toMove()).isEqualTo(Color.WHITE);
        assertThat(g.board().verify()).isNull();
    }

    /** 3.1: without handicap Black moves first; 3.4: then the turn alternates, a pass being a move. */
    @Test
    void blackMovesFirstThenTheTurnAlternates() {
        Game g = new Game(9, RUSSIAN);
        assertThat(g.toMove()).isEqualTo(Color.BLACK);
        assertThat(tryMove(g, Color.WHITE, "E5")).isEqualTo("out-of-turn");
        assertThat(g.events()).isEmpty();
        play(g, "B E5");
        assertThat(g.toMove()).isEqualTo(Color.WHITE);
        assertThat(tryMove(g, Color.BLACK, "D4")).isEqualTo("out-of-turn");
        play(g, "W pass");
        assertThat(g.toMove()).isEqualTo(Color.BLACK);
        assertThat(g.moveNumber()).as("3.1: a pass is a move").isEqualTo(2);
    }

    /**
     * 3.2 with suicide=allowed under territory counting: the removed chain is the opponent's
     * prisoners, and 4.3 counts them on the score sheet like any other.
     */
    @Test
    void suicidedStonesAreTheOpponentsPrisonersInTheCount() {
        Game g = Diagram.game(RUSSIAN.withSuicide(Suicide.ALLOWED).withKomi(0), MULTI_SUICIDE);
        play(g, "B A5");
        ScoreSheet s = g.score(Set.of());
        assertThat(s.white().prisoners()).isEqualTo(2);
        assertThat(s.black().prisoners()).isZero();
        assertThat(s.white().territory()).as("the rest of the board touches only White").isEqualTo(22);
        assertThat(s.result().sgf()).isEqualTo("W+24");
    }

    @Test
    void occupiedPointsAndOutOfTurn() {
        Game g = Diagram.game(RUSSIAN, KO);
        assertThat(tryMove(g, Color.BLACK, "B5")).isEqualTo("occupied");
        assertThat(tryMove(g, Color.WHITE, "E5")).isEqualTo("out-of-turn");
        assertThat(g.tryApply(new GameEvent.Pass(Color.WHITE)).map(Illegal::code)).contains("out-of-turn");
        assertThat(g.moveNumber()).isZero();
    }

    @Test
    void freeOrderLetsEitherColourPlayAndTheOpponentMovesNext() {
        Game g = new Game(5, RUSSIAN, true);
        Diagram.play(g, "W C3 W D3");
        assertThat(g.toMove()).isEqualTo(Color.BLACK);
        Diagram.play(g, "W pass W pass");
        assertThat(g.phase()).as("two passes by the same side are no answer to a pass (4.1)").isEqualTo(Phase.PLAYING);
        Diagram.play(g, "B pass");
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
    }

    /**
     * A refused move names the clause it breaks (Illegal's promise, shown by the server and the
     * match runner): 3.1 a stone on an empty point of the board, 3.2 suicide, 3.3 ko and superko
     * (with the regulations' choice), 3.4 the turn, 4.1 play stopped.
     */
    @Test
    void everyRefusedMoveNamesTheClauseItBreaks() {
        Game g = Diagram.game(RUSSIAN, KO);
        assertThat(detail(g, new GameEvent.Play(Color.BLACK, Diagram.at(g, "B5")))).startsWith("3.1: ");
        assertThat(detail(g, new GameEvent.Play(Color.BLACK, Point.of(7, 7)))).startsWith("3.1: ");
        assertThat(detail(g, new GameEvent.Play(Color.WHITE, Diagram.at(g, "E5")))).startsWith("3.4: ");
        assertThat(detail(g, new GameEvent.Pass(Color.WHITE))).startsWith("3.4: ");
        play(g, "B C4");
        assertThat(detail(g, new GameEvent.Play(Color.WHITE, Diagram.at(g, "B4")))).startsWith("3.3: ");
        play(g, "W pass B pass");
        assertThat(detail(g, new GameEvent.Play(Color.WHITE, Diagram.at(g, "E1")))).startsWith("4.1");
        assertThat(detail(g, new GameEvent.Pass(Color.WHITE))).startsWith("4.1");

        Game single = Diagram.game(RUSSIAN, ". O . . .", "O . . . .", ". . . . .", ". . . . .", ". . . . .");
        assertThat(detail(single, new GameEvent.Play(Color.BLACK, Diagram.at(single, "A5")))).startsWith("3.2: ");
        Game multi = Diagram.game(RUSSIAN, MULTI_SUICIDE);
        assertThat(detail(multi, new GameEvent.Play(Color.BLACK, Diagram.at(multi, "A5")))).startsWith("3.2: ");

        for (Superko superko : new Superko[] {Superko.POSITIONAL, Superko.SITUATIONAL}) {
            Game s = Diagram.game(RUSSIAN.withSuperko(superko), SuperkoTest.TRIPLE_KO);
            play(s, SuperkoTest.CYCLE_BUT_LAST);
            assertThat(detail(s, new GameEvent.Play(Color.WHITE, Diagram.at(s, "B3"))))
                    .startsWith("3.3: ").contains("superko=" + superko.spelling());
        }
    }

    private static String detail(Game g, GameEvent move) {
        Snapshot before = Snapshot.of(g);
        String d = g.tryApply(move).map(Illegal::detail).orElseThrow(() -> new AssertionError("accepted: " + move));
        assertThat(Snapshot.of(g)).as("a refused move changes nothing").isEqualTo(before);
        return d;
    }

    /**
     * Reading a point off the board is a clear error, never another point's colour: on 5x5 the
     * padded index of (7,0) is the point A4 (a black stone here), and (20,20) lies past the array's end.
     */
    @Test
    void colourOfAPointOffTheBoardIsAClearError() {
        Game g = Diagram.game(RUSSIAN, KO);
        assertThat(g.colorAt(Diagram.at(g, "A4"))).isEqualTo(Color.BLACK.code);
        for (Point off : new Point[] {Point.of(7, 0), Point.of(20, 20), Point.of(5, 0)}) {
            assertThatThrownBy(() -> g.colorAt(off))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("off the 5x5 board");
        }
    }

    @Test
    void malformedEventsAreRefusedNotCrashes() {
        Game g = Diagram.game(RUSSIAN, KO);
        Snapshot before = Snapshot.of(g);
        for (GameEvent e : new GameEvent[] {null, new GameEvent.Play(null, Diagram.at(g, "E5")),
                new GameEvent.Play(Color.BLACK, null), new GameEvent.Pass(null), new GameEvent.Resign(null),
                new GameEvent.Mark(Color.BLACK, null, true), new GameEvent.Accept(null), new GameEvent.Resume(null),
                new GameEvent.TimeLoss(null), new GameEvent.Forfeit(null, "x"), new GameEvent.Penalty(null, 1, "x"),
                new GameEvent.RulesChanged(null)}) {
            assertThat(g.tryApply(e)).as(String.valueOf(e)).isPresent();
        }
        assertThat(g.legality(null, Diagram.at(g, "E5"))).isPresent();
        assertThat(Snapshot.of(g)).isEqualTo(before);
    }
}
