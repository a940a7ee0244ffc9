package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;

import org.junit.jupiter.api.Test;

/** The protocol's words for a pairing's handicap, as the printed game protocol shows them. */
class WordingTest {

    @Test
    void russianHandicapStonesAgreeWithTheNumber() {
        // Russian: 2, 3, 4 камня; 5…9 камней. "3 камней" on a signed protocol is a plain mistake.
        Wording ru = new Wording(Messages.of(Locale.forLanguageTag("ru")));
        assertThat(ru.handicap(2)).isEqualTo("2 камня");
        assertThat(ru.handicap(3)).isEqualTo("3 камня");
        assertThat(ru.handicap(4)).isEqualTo("4 камня");
        assertThat(ru.handicap(5)).isEqualTo("5 камней");
        assertThat(ru.handicap(9)).isEqualTo("9 камней");
    }

    @Test
    void englishHandicapStones() {
        Wording en = new Wording(Messages.of(Locale.ENGLISH));
        assertThat(en.handicap(2)).isEqualTo("2 stones");
        assertThat(en.handicap(9)).isEqualTo("9 stones");
    }

    @Test
    void aMarginOrPenaltyOfOnePointIsOnePoint() {
        // Area counting with a whole komi (new-zealand, 7) gives margins of 1: "wins by 1 points" was printed.
        Wording en = new Wording(Messages.of(Locale.ENGLISH));
        assertThat(en.outcome(new org.goref.core.game.GameResult.ByPoints(org.goref.core.board.Color.BLACK, 1)))
                .isEqualTo("Black wins by 1 point");
        assertThat(en.outcome(new org.goref.core.game.GameResult.ByPoints(org.goref.core.board.Color.WHITE, 1.5)))
                .isEqualTo("White wins by 1.5 points");
        assertThat(en.sanction(new Sanction.Penalty(1))).isEqualTo("1 penalty point");
        assertThat(en.sanction(new Sanction.Penalty(2))).isEqualTo("2 penalty points");
        Wording ru = new Wording(Messages.of(Locale.forLanguageTag("ru")));
        assertThat(ru.outcome(new org.goref.core.game.GameResult.ByPoints(org.goref.core.board.Color.BLACK, 1)))
                .isEqualTo("Победа чёрных с перевесом 1 очко");
    }
}
