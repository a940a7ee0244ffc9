package org.goref.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

class PlayerNamePropertiesTest {
    /**
     * Whatever a client sends, the check answers (no exception from a lone surrogate at either end,
     * a tag or selector first or last), and a name it lets through holds nothing that turns the
     * text or breaks the line, and no character it names as hiding.
     */
    @Property(tries = 2000)
    void anyTextIsAnsweredAndWhatPassesNeitherTurnsNorBreaks(@ForAll("names") String name) {
        java.util.Optional<String> refusal = PlayerName.refusal(name);
        if (refusal.isPresent()) {
            assertThat(refusal.get()).contains("U+");
            return;
        }
        name.codePoints().forEach(c -> {
            assertThat(Character.getType(c)).as("U+%04X in %s", c, name).isNotIn((int) Character.CONTROL,
                    (int) Character.LINE_SEPARATOR, (int) Character.PARAGRAPH_SEPARATOR, (int) Character.SURROGATE);
            assertThat(c).as("U+%04X", c).isNotIn(0x200B, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                    0x2060, 0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF, 0x00AD, 0x3164, 0x115F, 0x1160, 0xFFA0, 0x034F);
        });
        assertThat(PlayerName.refusal(PlayerName.spaced(name))).as("spaced still passes").isEmpty();
    }

    /** Mostly the characters around the rules' edges: joiners, selectors, tags, flags, surrogates, letters. */
    @Provide
    Arbitrary<String> names() {
        Arbitrary<String> edges = Arbitraries.of("\u200C", "\u200D", "\uFE0F", "\uFE0E", "\uFE00", "\u20E3",
                "\uDB40\uDC67", "\uDB40\uDC62", "\uDB40\uDC7F", "\uDB40\uDD00", "\uD83C\uDFF4", "\uD83C\uDFFD",
                "\uD83D\uDC69", "\uD800", "\uDC00", "\u0645", "\u0915", "\u094D", "\u845B", "\u2229", "\u180B",
                "1", "#", "A", "я", " ", "\u00A0", "\u202E", "\t", "\u3164");
        Arbitrary<String> any = Arbitraries.integers().between(0, 0x10FFFF)
                .map(c -> new String(Character.toChars(c)));
        return Arbitraries.frequencyOf(Tuple.of(5, edges), Tuple.of(1, any))
                .list().ofMaxSize(8).map(l -> String.join("", l));
    }
}
