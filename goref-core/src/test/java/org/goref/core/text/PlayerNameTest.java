package org.goref.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class PlayerNameTest {
    @Test
    void everyCharacterThatHidesOrTurnsTheTextIsRefusedAndNamed() {
        List<Integer> hidden = new java.util.ArrayList<>();
        for (int c = 0x00; c <= 0x1F; c++) {
            hidden.add(c);
        }
        for (int c = 0x7F; c <= 0x9F; c++) {
            hidden.add(c);
        }
        for (int c = 0x200B; c <= 0x200F; c++) {
            hidden.add(c);
        }
        for (int c = 0x202A; c <= 0x202E; c++) {
            hidden.add(c);
        }
        for (int c = 0x2066; c <= 0x2069; c++) {
            hidden.add(c);
        }
        hidden.addAll(List.of(0x2060, 0xFEFF, 0x00AD, 0x2028, 0x2029, 0xD800));
        // Drawn as nothing though filed as letters, marks or symbols: the Hangul fillers, the
        // combining grapheme joiner, the Khmer inherent vowels, the braille blank.
        hidden.addAll(List.of(0x3164, 0x115F, 0x1160, 0xFFA0, 0x034F, 0x17B4, 0x17B5, 0x2800));
        for (int c : hidden) {
            String name = "A" + new String(Character.toChars(c)) + "B";
            assertThat(PlayerName.refusal(name)).as("U+%04X", c).hasValueSatisfying(m ->
                    assertThat(m).contains(String.format("U+%04X", c), "(character 2)"));
        }
        assertThat(PlayerName.refusal("A\u202EB")).hasValueSatisfying(m -> assertThat(m).contains("RIGHT-TO-LEFT OVERRIDE"));
        // A name of a Hangul filler alone is a blank name; Korean names themselves pass.
        assertThat(PlayerName.refusal("\u3164")).hasValueSatisfying(m -> assertThat(m).contains("HANGUL FILLER"));
        assertThat(PlayerName.refusal("\uC774\uC138\uB3CC")).isEmpty();
        // Counted in characters people see: the emoji before it is one, not two chars.
        assertThat(PlayerName.refusal("\uD83D\uDC3C\u200BB")).hasValueSatisfying(m -> assertThat(m).contains("(character 2)"));
    }

    @Test
    void lettersOfEveryScriptSpacesPunctuationAndEmojiShow() {
        for (String name : List.of("Ivanov Ivan", "Иванов Пётр", "李昌镐", "Cho Hun-hyun", "O'Brien, Seán", "Łukasz Żółć",
                "井山 裕太", "محمد", "Ана \uD83D\uDC3C", "AlphaGo 2.0 (test)", " Ivanov ", "",
                "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645", // Persian, a ZWNJ between letters
                "\u0915\u094D\u200D\u0937", // Devanagari, a ZWJ after a virama
                "\uD83D\uDC68\u200D\uD83D\uDC69\u200D\uD83D\uDC67", // an emoji family: man ZWJ woman ZWJ girl
                "\uD83D\uDC69\uD83C\uDFFD\u200D\uD83D\uDCBB")) { // woman, medium skin tone, ZWJ laptop: a technologist
            assertThat(PlayerName.refusal(name)).as(name).isEmpty();
        }
        // The same joiners where they only hide: beside Latin or Cyrillic letters, a space, at an end.
        for (String name : List.of("A\u200Cli", "Ив\u200Dан", "\u200D\u0645\u0645", "\u0645\u0645\u200C", "\u0645 \u200C\u0645")) {
            assertThat(PlayerName.refusal(name)).as(name).isPresent();
        }
    }

    @Test
    void aVariationSelectorPassesOnlyAfterACharacterItChanges() {
        String scotland = "\uD83C\uDFF4\uDB40\uDC67\uDB40\uDC62\uDB40\uDC73\uDB40\uDC63\uDB40\uDC74\uDB40\uDC7F";
        for (String name : List.of("Ана \u2764\uFE0F", // a red heart, its emoji form
                "\u845B\uDB40\uDD00", // an ideograph's registered variant (IVS)
                "\u2229\uFE00", // a mathematical symbol's standardized variant
                "Team 1\uFE0F\u20E3", // a keycap
                "\uD83C\uDFF3\uFE0F\u200D\uD83C\uDF08", // the rainbow flag: white flag, VS16, ZWJ, rainbow
                "McGregor " + scotland)) {
            assertThat(PlayerName.refusal(name)).as(name).isEmpty();
        }
        // After a letter or digit that has no other form the selector draws nothing: "Ivanov" and
        // "Ivanov" with one look alike and are two names. Tag characters outside a flag hide too.
        assertThat(PlayerName.refusal("Ivanov\uFE0F")).hasValueSatisfying(m -> assertThat(m).contains("U+FE0F", "(character 7)"));
        assertThat(PlayerName.refusal("Ива\uFE00нов")).hasValueSatisfying(m -> assertThat(m).contains("U+FE00", "(character 4)"));
        assertThat(PlayerName.refusal("Team 1\uFE0F")).hasValueSatisfying(m -> assertThat(m).contains("U+FE0F"));
        assertThat(PlayerName.refusal("\uFE0FIvanov")).isPresent();
        assertThat(PlayerName.refusal("Lee\u180B")).hasValueSatisfying(m -> assertThat(m).contains("U+180B"));
        // A symbol with no emoji form (the degree sign), and an emoji selector after an ideograph.
        assertThat(PlayerName.refusal("Ivanov\u00B0\uFE0F")).hasValueSatisfying(m -> assertThat(m).contains("U+FE0F"));
        assertThat(PlayerName.refusal("\u845B\uFE0F")).isPresent();
        // Mongolian's own free selector after a Mongolian letter passes.
        assertThat(PlayerName.refusal("\u1820\u180B")).isEmpty();
        assertThat(PlayerName.refusal("Lee\uDB40\uDC67")).hasValueSatisfying(m -> assertThat(m).contains("U+E0067"));
        // A flag's tag letters without the cancel tag at their end, or without the black flag first.
        assertThat(PlayerName.refusal("\uD83C\uDFF4\uDB40\uDC67\uDB40\uDC62")).isPresent();
        assertThat(PlayerName.refusal("A\uDB40\uDC67\uDB40\uDC62\uDB40\uDC7F")).isPresent();
    }

    @Test
    void everyKindOfSpaceBecomesOneOrdinarySpace() {
        assertThat(PlayerName.spaced("Ivanov\u00A0Petr")).isEqualTo("Ivanov Petr");
        assertThat(PlayerName.spaced(" \u2009Иванов \u202F\u3000 Пётр\u00A0")).isEqualTo("Иванов Пётр");
        assertThat(PlayerName.spaced("李昌镐")).isEqualTo("李昌镐");
        assertThat(PlayerName.spaced("   ")).isEmpty();
    }
}
