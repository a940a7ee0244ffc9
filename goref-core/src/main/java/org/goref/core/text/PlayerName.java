package org.goref.core.text;

import java.util.Locale;
import java.util.Optional;

/**
 * Whether a player's name shows as it is written. The games list, the crosstable, the protocols
 * and an SGF print names side by side, so a name must not hide characters: a right-to-left override
 * (U+202E) shows "A\u202EBC" as "ACB", a zero-width space makes a name that looks like another
 * player's but is not equal to it (the duplicate check lets it through), a tab or a newline breaks
 * the line of a table or a record. It lives in the core, which the game server and the tournament
 * both stand on, so that both refuse exactly the same names.
 *
 * <p>Refused: control characters (C0 with tab and newline, DEL, C1), format characters (zero-width
 * space, joiners and non-joiners U+200B–U+200D, the direction marks, embeddings, overrides and
 * isolates U+200E–U+200F, U+202A–U+202E, U+2066–U+2069, the word joiner U+2060, the byte order
 * mark U+FEFF, the soft hyphen), the line and paragraph separators, a lone half of a surrogate
 * pair, and the few characters that draw nothing though not filed as format characters ({@link
 * #BLANK}: the Hangul fillers, the combining grapheme joiner, the braille blank). Letters of every
 * script, digits, punctuation, ordinary spaces and emoji pass, and so do the zero-width
 * (non-)joiner between two letters of a script that spells with it or two emoji.
 */
public final class PlayerName {
    private PlayerName() {
    }

    /** Every run of white space, the no-break and typographic spaces included (Unicode's White_Space). */
    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("(?U)\\s+");

    /**
     * The name with every run of spaces made one ordinary space, and none at either end. A name
     * pasted from a spreadsheet or a word processor often holds a no-break space (U+00A0) or a
     * thin one where a player typing it puts an ordinary space: the two look the same on every
     * list and protocol, but are different names to a comparison, so a player registered twice
     * passed the duplicate check. For a name {@link #refusal} lets through.
     */
    public static String spaced(String name) {
        return SPACES.matcher(name).replaceAll(" ").strip();
    }

    /** Why {@code name} would not show as written, naming the first such character; empty when it would. */
    public static Optional<String> refusal(String name) {
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            if (hides(c) && !joins(name, i, c)) {
                String what = Character.getName(c);
                return Optional.of(String.format(Locale.ROOT,
                        "a name holds only characters that show: U+%04X%s (character %d) is invisible, turns the text or breaks the line",
                        c, what == null ? "" : " " + what, name.codePointCount(0, i) + 1));
            }
            i += Character.charCount(c);
        }
        return Optional.empty();
    }

    /**
     * The zero-width non-joiner and joiner are part of how some names are spelled: Persian and the
     * Indic scripts write them between letters (a ZWNJ in "می‌خواهم"), and emoji sequences use
     * the ZWJ. Between two characters of such scripts or emoji they stay; beside a Latin letter,
     * a digit, a space or at either end they only make a name that looks like another.
     */
    private static boolean joins(String name, int at, int c) {
        if (c != 0x200C && c != 0x200D) {
            return false;
        }
        int next = at + 1;
        if (at == 0 || next >= name.length()) {
            return false;
        }
        return joinable(name.codePointBefore(at)) && joinable(name.codePointAt(next));
    }

    /**
     * Beyond Latin, Greek and Cyrillic (whose names never need a joiner), and no space or mark of
     * punctuation. The skin tones U+1F3FB–U+1F3FF end an emoji before its joiner (a woman, medium
     * skin tone, ZWJ, a laptop); they are modifier symbols, not other symbols as the emoji are.
     */
    private static boolean joinable(int c) {
        if (c < 0x0590 || Character.isWhitespace(c) || hides(c)) {
            return false;
        }
        return Character.isLetter(c) || Character.getType(c) == Character.NON_SPACING_MARK
                || Character.getType(c) == Character.COMBINING_SPACING_MARK
                || Character.getType(c) == Character.OTHER_SYMBOL || c == 0xFE0F
                || (c >= 0x1F3FB && c <= 0x1F3FF);
    }

    private static boolean hides(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                 Character.SURROGATE -> true;
            default -> BLANK.indexOf(c) >= 0;
        };
    }

    /**
     * Characters that draw nothing though Unicode files them as letters, marks or symbols, not as
     * format characters: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0; "ㅤ" is the blank name
     * of game lobbies), the combining grapheme joiner U+034F, the Khmer inherent vowels U+17B4 and
     * U+17B5 (which Unicode says not to use) and the braille blank U+2800. Each hides as a zero-width
     * space does: "Ivanov" with one looks like "Ivanov" and is another name.
     */
    private static final String BLANK = "\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0";
}
