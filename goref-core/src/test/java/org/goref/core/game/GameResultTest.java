package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** 4.5 and SGF RE values. */
class GameResultTest {

    @Test
    void sgfValues() {
        assertThat(new GameResult.ByPoints(Color.BLACK, 3.5).sgf()).isEqualTo("B+3.5");
        assertThat(new GameResult.ByPoints(Color.WHITE, 0.5).sgf()).isEqualTo("W+0.5");
        assertThat(new GameResult.ByPoints(Color.WHITE, 12).sgf()).isEqualTo("W+12");
        assertThat(new GameResult.Draw().sgf()).isEqualTo("0");
        assertThat(new GameResult.Resignation(Color.WHITE).sgf()).isEqualTo("W+R");
        assertThat(new GameResult.Time(Color.BLACK).sgf()).isEqualTo("B+T");
        assertThat(new GameResult.Forfeit(Color.WHITE, "x").sgf()).isEqualTo("W+F");
        assertThat(new GameResult.NoResult("x").sgf()).isEqualTo("Void");
        assertThat(new GameResult.DoubleForfeit("x").sgf()).isEqualTo("Void");
        assertThat(new GameResult.Unknown().sgf()).isEqualTo("?");
    }

    /** A forfeit or void result given without a reason says what it is, not "forfeit: ". */
    @Test
    void reasonsWithAndWithoutTheWhy() {
        assertThat(new GameResult.Forfeit(Color.WHITE, "late").reason()).isEqualTo("forfeit: late");
        assertThat(new GameResult.Forfeit(Color.WHITE, "").reason()).isEqualTo("forfeit");
        assertThat(new GameResult.Forfeit(Color.WHITE, null).reason()).isEqualTo("forfeit");
        assertThat(new GameResult.DoubleForfeit("  ").reason()).isEqualTo("double forfeit");
        assertThat(new GameResult.NoResult("").reason()).isEqualTo("no result");
        assertThat(new GameResult.NoResult("triple ko").reason()).isEqualTo("no result: triple ko");
    }

    @Test
    void fromTheDifference() {
        assertThat(GameResult.ofDifference(2.5)).isEqualTo(new GameResult.ByPoints(Color.BLACK, 2.5));
        assertThat(GameResult.ofDifference(-0.5)).isEqualTo(new GameResult.ByPoints(Color.WHITE, 0.5));
        assertThat(GameResult.ofDifference(0)).isEqualTo(new GameResult.Draw());
    }

    @ParameterizedTest
    @CsvSource({
            "B+3.5, B+3.5", "W+0.5, W+0.5", "b+12, B+12", "W+12.0, W+12", "B+R, B+R", "W+Resign, W+R",
            "w+resignation, W+R", "B+T, B+T", "W+Time, W+T", "B+F, B+F", "W+Forfeit, W+F", "0, 0", "Draw, 0",
            "Jigo, 0", "Void, Void", "?, ?", "' B+7 ', B+7", "B+ 2.5, B+2.5", "'W+3,5', W+3.5", "'B+0,5', B+0.5",
            "W + 0.5, W+0.5", "B +3, B+3", "'w\t+ R', W+R"})
    void parsesWhatRecordsWrite(String re, String sgf) {
        assertThat(GameResult.parseSgf(re).sgf()).isEqualTo(sgf);
    }

    @ParameterizedTest
    @ValueSource(strings = {"B+", "W+", "", "X+3", "B+-3", "B+NaN", "B+Infinity", "B+3.5f", "B+0x10", "B+1e400",
            "B+abc", "+3", "B3.5", "B 3.5", "B x+3", "B++3", "Win", "B+3,5,5", "B+1,000.5"})
    void whatItCannotReadIsUnknown(String re) {
        assertThat(GameResult.parseSgf(re)).isEqualTo(new GameResult.Unknown());
    }

    @Test
    void parsesItsOwnOutput() {
        for (GameResult r : new GameResult[] {new GameResult.ByPoints(Color.BLACK, 3.5), new GameResult.Draw(),
                new GameResult.Resignation(Color.WHITE), new GameResult.Time(Color.BLACK),
                new GameResult.Forfeit(Color.WHITE, "recorded"), new GameResult.Unknown()}) {
            assertThat(GameResult.parseSgf(r.sgf())).isEqualTo(r);
        }
        assertThat(GameResult.parseSgf(null)).isEqualTo(new GameResult.Unknown());
        assertThat(GameResult.parseSgf("B+0")).isEqualTo(new GameResult.Draw());
    }
}
