package org.goref.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class QuoteTest {
    @Test
    void aShortValueIsQuotedWhole() {
        assertThat(Quote.of("19:13")).isEqualTo("19:13");
        assertThat(Quote.of("x".repeat(Quote.WHOLE))).isEqualTo("x".repeat(Quote.WHOLE));
    }

    @Test
    void aLongValueIsItsHeadAndItsLength() {
        assertThat(Quote.of("9".repeat(52_428_800))).isEqualTo("9".repeat(32) + "… (52,428,800 characters)");
        assertThat(Quote.of("y".repeat(Quote.WHOLE + 1))).isEqualTo("y".repeat(32) + "… (49 characters)");
    }

    @Test
    void theQuoteStaysOneLineAndCutsNoCharacterInHalf() {
        assertThat(Quote.of("a\nb\r\tc\u0000")).isEqualTo("a\\nb\\r\\tc\\u0000");
        String emoji = "x".repeat(31) + "\uD83D\uDE00" + "z".repeat(40);
        assertThat(Quote.of(emoji)).isEqualTo("x".repeat(31) + "… (73 characters)");
    }

    @Test
    void aLibrarysMessageKeepsItsWordsAndLosesItsLongRuns() {
        String path = "/a/" + "b".repeat(200) + ".sgf";
        assertThat(Quote.longRuns("cannot read " + path + ": no such file")).isEqualTo("cannot read " + path + ": no such file");
        assertThat(Quote.longRuns("Unmatched argument at index 2: '" + "9".repeat(100_000) + "'\nTry again"))
                .isEqualTo("Unmatched argument at index 2: '" + "9".repeat(31) + "… (100,002 characters)\nTry again");
    }
}
