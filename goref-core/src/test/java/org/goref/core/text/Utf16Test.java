package org.goref.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class Utf16Test {
    @Test
    void aSurrogateWithoutItsOtherHalfIsFoundAndAWholePairIsNot() {
        for (String half : new String[] {"\uD800", "a\uD83D", "\uDC3Cb", "x\uDC3C\uD83D", "\uD83D\uD83D\uDC3C"}) {
            assertThat(Utf16.hasUnpairedSurrogate(half)).as(half).isTrue();
        }
        for (String whole : new String[] {"", "Иванов", "\uD83D\uDC3C", "a\uD83D\uDC3Cb", "\u845B\uDB40\uDD00"}) {
            assertThat(Utf16.hasUnpairedSurrogate(whole)).as(whole).isFalse();
        }
    }
}
