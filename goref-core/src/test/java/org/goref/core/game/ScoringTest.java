package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.HandicapBonus;
import org.goref.core.rules.RuleSet.Preset;
import org.goref.core.rules.RuleSet.Seki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** 4.3 and 4.4: territory, prisoners, stones, seki, komi, corrections and penalties. */
class ScoringTest {

    // Seki with one eye each: the black chain (eye A9) and the white chain (eye J9) share E9;
    // whoever fills it puts his own chain in atari.
    static final String[] SEKI_WITH_EYES = {
            ". X X X . O O O .",
            "X X X X X O O O O",
            "O O O O O X X X X",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . ."};

    // Seki without eyes: the two inner chains share E9 and E8 and have no other liberty.
    static final String[] SEKI_WITHOUT_EYES = {
            "X X X X . O O O O",
            "X X X X . O O O O",
            "O O O X X O X X X",
            ". . O O O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . ."};

    // Ordinary dame: a column of empty points between two living walls.
    static final String[] DAME = {
            ". . . X . O . . .",
            ". . . X . O . . .",
            ". . . X . O . . .",
            ". . . X . O . . .",
            ". . . X . O . . .",
            ". . . X . O . . .",
            ". . . X . O . . .",
            ". . . X . O . . .",
            ". . . X . O . . ."};

    static ScoreSheet count(RuleSet rules, String... rows) {
        Game g = Diagram.game(rules, rows);
        return g.score(Set.of());
    }

    static Set<Point> points(String... gtp) {
        Set<Point> out = new java.util.TreeSet<>();
        for (String v : gtp) {
            out.add(Point.parseGtp(v, 9));
        }
        return out;
    }

    @Test
    void sekiWithEyesUnderCountIsTerritory() {
        ScoreSheet s = count(RuleSet.russianTerritory(), SEKI_WITH_EYES);
        assertThat(s.territory().seki()).hasSize(15);
        assertThat(s.black().territory()).isEqualTo(1 + 18);
        assertThat(s.white().territory()).isEqualTo(1 + 24);
        assertThat(s.territory().neutral()).containsExactly(Point.parseGtp("E9", 9));
        assertThat(s.territory().sekiEyes()).isEmpty();
        assertThat(s.result().sgf()).isEqualTo("W+12.5");
    }

    @Test
    void sekiWithEyesUnderNoCountLeavesTheEyesOut() {
        ScoreSheet s = count(RuleSet.russianTerritory().withSeki(Seki.NO_COUNT), SEKI_WITH_EYES);
        assertThat(s.black().territory()).isEqualTo(18);
        assertThat(s.white().territory()).isEqualTo(24);
        assertThat(s.territory().sekiEyes()).containsExactlyInAnyOrderElementsOf(points("A9", "J9"));
        assertThat(s.result().sgf()).isEqualTo("W+12.5");
        ScoreSheet j = count(RuleSet.of(Preset.JAPANESE).withKomi(0), SEKI_WITH_EYES);
        assertThat(j.black().total()).isEqualTo(18);
        assertThat(j.white().total()).isEqualTo(24);
    }

    @Test
    void sekiEyesAreAreaUnderAreaCounting() {
        ScoreSheet s = count(RuleSet.of(Preset.CHINESE).withKomi(0).withSeki(Seki.NO_COUNT), SEKI_WITH_EYES);
        assertThat(s.black().territory()).isEqualTo(19);
        assertThat(s.black().stones()).isEqualTo(8 + 4 + 6);
        assertThat(s.white().territory()).isEqualTo(25);
    }

    // Seki with one eye each and two shared liberties (E9, E8): either side may fill one of them,
    // but whoever then fills the other puts his own chain in atari. The seki is the same as with
    // one shared liberty; only its dame are not filled yet.
    static final String[] SEKI_TWO_SHARED = {
            ". X X X . O O O .",
            "X X X X . O O O O",
            "X X X X X O O O O",
            "O O O O O X X X X",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . ."};

    /**
     * seki=no-count (Japanese 1989): the eyes A9 and J9 of chains in seki are no territory even
     * while two shared liberties are left open. Black 15 (G1-J5), White 20 (A1-D5); under
     * seki=count each eye is one point more.
     */
    @Test
    void sekiWithTwoSharedLibertiesLeavesTheEyesOutUnderNoCount() {
        ScoreSheet s = count(RuleSet.of(Preset.JAPANESE).withKomi(0), SEKI_TWO_SHARED);
        assertThat(s.territory().sekiEyes()).containsExactlyInAnyOrder(Point.parseGtp("A9", 9), Point.parseGtp("J9", 9));
        assertThat(s.territory().neutral()).containsExactlyInAnyOrder(Point.parseGtp("E9", 9), Point.parseGtp("E8", 9));
        assertThat(s.black().territory()).isEqualTo(15);
        assertThat(s.white().territory()).isEqualTo(20);
        assertThat(s.result().sgf()).isEqualTo("W+5");
        ScoreSheet counted = count(RuleSet.russianTerritory().withKomi(0), SEKI_TWO_SHARED);
        assertThat(counted.territory().seki()).isNotEmpty();
        assertThat(counted.black().territory()).isEqualTo(16);
        assertThat(counted.white().territory()).isEqualTo(21);
    }

    /**
     * The same shape with White's eye J9 filled: one eye against none, two shared liberties. Black
     * fills one and White is in atari: no seki, and Black's eye A9 stays territory under no-count.
     */
    @Test
    void oneEyeAgainstNoEyeWithTwoSharedLibertiesIsNoSeki() {
        String[] rows = SEKI_TWO_SHARED.clone();
        rows[0] = ". X X X . O O O O";
        ScoreSheet s = count(RuleSet.of(Preset.JAPANESE).withKomi(0), rows);
        assertThat(s.territory().seki()).isEmpty();
        assertThat(s.territory().sekiEyes()).isEmpty();
        assertThat(s.black().territory()).isEqualTo(16);
    }

    @Test
    void sekiWithoutEyes() {
        for (Seki seki : Seki.values()) {
            ScoreSheet s = count(RuleSet.russianTerritory().withSeki(seki).withKomi(0), SEKI_WITHOUT_EYES);
            assertThat(s.territory().seki()).as("the two inner chains").hasSize(10 + 9);
            assertThat(s.territory().neutral()).containsExactlyInAnyOrderElementsOf(points("E9", "E8"));
            assertThat(s.black().territory()).isEqualTo(18);
            assertThat(s.white().territory()).isEqualTo(22);
            assertThat(s.result().sgf()).isEqualTo("W+4");
        }
    }

    // Seki with two-point eyes: filling E9 leaves either chain two liberties against two.
    static final String[] SEKI_WITH_TWO_POINT_EYES = {
            ". . X X . O O . .",
            "X X X X X O O O O",
            "O O O O O X X X X",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . ."};

    @Test
    void sekiWithTwoPointEyes() {
        ScoreSheet s = count(RuleSet.of(Preset.JAPANESE).withKomi(0), SEKI_WITH_TWO_POINT_EYES);
        assertThat(s.territory().seki()).hasSize(13);
        assertThat(s.territory().sekiEyes()).containsExactlyInAnyOrderElementsOf(points("A9", "B9", "H9", "J9"));
        assertThat(s.black().territory()).isEqualTo(18);
        assertThat(s.white().territory()).isEqualTo(24);
    }

    @Test
    void aTwoPointEyeAgainstAOnePointEyeIsNoSeki() {
        // Black fills E9 and wins the race (White has one liberty left): no seki, White is dead.
        ScoreSheet s = count(RuleSet.of(Preset.JAPANESE).withKomi(0),
                ". . X X . O O O .",
                "X X X X X O O O O",
                "O O O O O X X X X",
                ". . . . O X . . .",
                ". . . . O X . . .",
                ". . . . O X . . .",
                ". . . . O X . . .",
                ". . . . O X . . .",
                ". . . . O X . . .");
        assertThat(s.territory().seki()).isEmpty();
        assertThat(s.black().territory()).isEqualTo(20);
    }

    @Test
    void ordinaryDameIsNotSeki() {
        ScoreSheet s = count(RuleSet.of(Preset.JAPANESE).withKomi(0), DAME);
        assertThat(s.territory().seki()).isEmpty();
        assertThat(s.territory().sekiEyes()).isEmpty();
        assertThat(s.territory().neutral()).hasSize(9);
        assertThat(s.black().territory()).isEqualTo(27);
        assertThat(s.white().territory()).isEqualTo(27);
        assertThat(s.result()).isEqualTo(new GameResult.Draw());
        assertThat(s.result().sgf()).isEqualTo("0");
    }

    /**
     * 4.3: a region whose neighbours are only empty points borders no side's stones: it is nobody's
     * territory, under either tradition, and komi alone decides.
     */
    @Test
    void anEmptyBoardIsNobodysTerritory() {
        for (RuleSet r : new RuleSet[] {RuleSet.russianTerritory(), RuleSet.of(Preset.RUSSIAN_AREA)}) {
            ScoreSheet s = new Game(5, r).score(Set.of());
            assertThat(s.territory().neutral()).hasSize(25);
            assertThat(s.black().territory() + s.black().stones() + s.white().territory() + s.white().stones()).isZero();
            assertThat(s.result()).isEqualTo(new GameResult.ByPoints(Color.WHITE, r.komi()));
        }
    }

    /** 4.4: pass stones are prisoners, so they count under territory counting only. */
    @Test
    void passStonesCountNothingUnderAreaCounting() {
        Game g = Diagram.game(RuleSet.of(Preset.RUSSIAN_AREA).withPassStones(true).withKomi(0), Color.WHITE, DEAD_STONE);
        Diagram.play(g, "W pass B pass");
        assertThat(g.phase()).as("White's pass must still be the last").isEqualTo(Phase.PLAYING);
        Diagram.play(g, "W pass");
        g.apply(new GameEvent.Mark(Color.WHITE, Point.parseGtp("B3", 5), true));
        g.apply(new GameEvent.Accept(Color.WHITE));
        g.apply(new GameEvent.Accept(Color.BLACK));
        assertThat(g.score().black().passStones()).isZero();
        assertThat(g.score().white().passStones()).isZero();
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("B+5");
    }

    // A dead white stone (B3) in Black's area of a 5x5 board.
    static final String[] DEAD_STONE = {
            ". . X O .",
            ". . X O .",
            ". O X O .",
            ". . X O .",
            ". . X O ."};

    @Test
    void theSamePositionByTerritoryAndByArea() {
        Set<Point> dead = Set.of(Point.parseGtp("B3", 5));
        ScoreSheet t = Diagram.game(RuleSet.russianTerritory().withKomi(0), DEAD_STONE).score(dead);
        assertThat(t.black()).isEqualTo(new ScoreSheet.Side(10, 1, 0, 0, 0, 0, 0));
        assertThat(t.white()).isEqualTo(new ScoreSheet.Side(5, 0, 0, 0, 0, 0, 0));
        assertThat(t.result().sgf()).isEqualTo("B+6");
        assertThat(t.territory().dead()).containsExactly(Point.parseGtp("B3", 5));
        ScoreSheet a = Diagram.game(RuleSet.of(Preset.RUSSIAN_AREA).withKomi(0), DEAD_STONE).score(dead);
        assertThat(a.black()).isEqualTo(new ScoreSheet.Side(10, 0, 5, 0, 0, 0, 0));
        assertThat(a.white()).isEqualTo(new ScoreSheet.Side(5, 0, 5, 0, 0, 0, 0));
        assertThat(a.result().sgf()).isEqualTo("B+5");
    }

    /**
     * 4.4: komi is taken from Black's total; a negative komi (a handicap correction) is taken from
     * White's ("отниматься у белых"), not added to Black's. The result is the same either way; the
     * sides' totals on the sheet are those of the rules only this way.
     */
    @ParameterizedTest
    @CsvSource({"6.5, W+0.5, -6.5, 0", "7, W+1, -7, 0", "-5.5, B+11.5, 0, -5.5", "0.5, B+5.5, -0.5, 0", "6, 0, -6, 0",
            "0, B+6, 0, 0", "-0.5, B+6.5, 0, -0.5"})
    void komi(double komi, String result, double blackKomiTerm, double whiteKomiTerm) {
        ScoreSheet s = Diagram.game(RuleSet.russianTerritory().withKomi(komi), DEAD_STONE)
                .score(Set.of(Point.parseGtp("B3", 5)));
        assertThat(s.black().komi()).isEqualTo(blackKomiTerm);
        assertThat(s.white().komi()).isEqualTo(whiteKomiTerm);
        // Black: 10 territory + 1 prisoner; White: 5 territory.
        assertThat(s.black().total()).isEqualTo(11 + blackKomiTerm);
        assertThat(s.white().total()).isEqualTo(5 + whiteKomiTerm);
        assertThat(s.result().sgf()).isEqualTo(result);
    }

    @ParameterizedTest
    @CsvSource({"0, 0, B+80.5", "n, 4, B+76.5", "n-1, 3, B+77.5"})
    void handicapBonusCountsTheStonesActuallyPlaced(String bonus, int expected, String result) {
        RuleSet r = RuleSet.of(Preset.CHINESE).withKomi(0.5).withHandicapBonus(
                RuleSet.parse("chinese,handicap-bonus=" + bonus).handicapBonus());
        Game g = new Game(9, r);
        g.apply(new GameEvent.Handicap(Handicap.fixed(9, 4)));
        Diagram.play(g, "W pass B pass");
        assertThat(g.phase()).isEqualTo(Phase.MARKING);
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Accept(Color.WHITE));
        ScoreSheet s = g.score();
        assertThat(s.white().handicapBonus()).isEqualTo(expected);
        assertThat(s.black().stones() + s.black().territory()).isEqualTo(81);
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo(result);
    }

    /**
     * 4.4 handicap-bonus counts the handicap stones placed, not those left at the count: White
     * captures the handicap stone A1 (W B1, W A2) and the bonus is still 2. Chinese, komi 7.5:
     * Black 1 stone (E5) - 7.5 komi = -6.5, the rest of the board neutral; White 2 stones + A1 +
     * 2 = 5 (3 if the bonus followed the stones left).
     */
    @Test
    void aCapturedHandicapStoneStillCountsForTheBonus() {
        Game g = new Game(9, RuleSet.of(Preset.CHINESE));
        g.apply(new GameEvent.Handicap(List.of(Point.parseGtp("A1", 9), Point.parseGtp("E5", 9))));
        Diagram.play(g, "W B1 B pass W A2 B pass W pass");
        assertThat(g.captures(Color.WHITE)).isEqualTo(1);
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Accept(Color.WHITE));
        ScoreSheet s = g.score();
        assertThat(s.white().handicapBonus()).isEqualTo(2);
        assertThat(s.white().total()).isEqualTo(5);
        assertThat(s.black().total()).isEqualTo(-6.5);
        assertThat(g.result()).get().extracting(GameResult::sgf).isEqualTo("W+11.5");
    }

    @Test
    void freeHandicapBonusIsTheNumberPlaced() {
        Game g = new Game(9, RuleSet.of(Preset.CHINESE).withHandicapBonus(HandicapBonus.N));
        g.apply(new GameEvent.Handicap(List.of(Point.of(2, 2), Point.of(6, 6), Point.of(4, 4))));
        assertThat(g.handicapStones()).isEqualTo(3);
        assertThat(g.score().white().handicapBonus()).isEqualTo(3);
        assertThat(g.score().white().bonus()).isEqualTo(3);
        // Territory counting has no handicap bonus.
        Game t = new Game(9, RuleSet.russianTerritory().withHandicapBonus(HandicapBonus.N));
        t.apply(new GameEvent.Handicap(Handicap.fixed(9, 3)));
        assertThat(t.score().white().handicapBonus()).isZero();
    }

    @Test
    void passStonesWithWhitePassingLast() {
        Game g = Diagram.game(RuleSet.russianTerritory().withPassStones(true).withKomi(0), Color.BLACK, DEAD_STONE);
        Diagram.play(g, "B pass W pass");
        assertThat(g.phase()).as("White's pass is the last: play stops").isEqualTo(Phase.MARKING);
        assertThat(g.score().black().passStones()).isEqualTo(1);
        assertThat(g.score().white().passStones()).isEqualTo(1);

        Game h = Diagram.game(RuleSet.russianTerritory().withPassStones(true).withKomi(0), Color.WHITE, DEAD_STONE);
        Diagram.play(h, "W pass B pass");
        assertThat(h.phase()).as("Black passed last: play goes on").isEqualTo(Phase.PLAYING);
        assertThat(h.toMove()).isEqualTo(Color.WHITE);
        Diagram.play(h, "W pass");
        assertThat(h.phase()).isEqualTo(Phase.MARKING);
        h.apply(new GameEvent.Mark(Color.BLACK, Point.parseGtp("B3", 5), true));
        h.apply(new GameEvent.Accept(Color.WHITE));
        h.apply(new GameEvent.Accept(Color.BLACK));
        ScoreSheet s = h.score();
        // Black: 10 territory + 1 dead + 2 white passes; White: 5 territory + 1 black pass.
        assertThat(s.black().passStones()).isEqualTo(2);
        assertThat(s.white().passStones()).isEqualTo(1);
        assertThat(s.black().total()).isEqualTo(13);
        assertThat(s.white().total()).isEqualTo(6);
        assertThat(h.result()).get().extracting(GameResult::sgf).isEqualTo("B+7");
    }

    @Test
    void penaltiesAreSubtractedWithTheirReason() {
        Game g = Diagram.game(RuleSet.russianTerritory().withKomi(0), DEAD_STONE);
        g.apply(new GameEvent.Penalty(Color.BLACK, 2, "mobile phone rang"));
        g.apply(new GameEvent.Penalty(Color.BLACK, 0.5, "late"));
        ScoreSheet s = g.score(Set.of(Point.parseGtp("B3", 5)));
        assertThat(s.black().penalty()).isEqualTo(-2.5);
        assertThat(s.black().total()).isEqualTo(8.5);
        assertThat(g.penalties()).extracting(GameEvent.Penalty::reason).containsExactly("mobile phone rang", "late");
        assertThat(s.result().sgf()).isEqualTo("B+3.5");
        assertThat(s.table()).contains("penalty");
        Snapshot before = Snapshot.of(g);
        assertThat(g.tryApply(new GameEvent.Penalty(Color.WHITE, -1, "negative"))).isPresent();
        assertThat(g.tryApply(new GameEvent.Penalty(Color.WHITE, 0.3, "not a half"))).isPresent();
        assertThat(Snapshot.of(g)).isEqualTo(before);
    }
}
