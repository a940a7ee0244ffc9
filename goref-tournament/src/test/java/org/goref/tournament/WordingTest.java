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
}
