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
 * #BLANK}: the Hangul fillers, the combining grapheme joiner, the braille blank), and a variation
 * selector after a character it cannot change (a Latin letter, a degree sign). Letters of every script, digits,
 * punctuation, ordinary spaces and emoji pass, and so do the zero-width (non-)joiner between two
 * letters of a script that spells with it or two emoji, a variation selector after an emoji, an
 * ideograph or a mathematical symbol, and the tag characters of a flag (Scotland's).
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

    /**
     * Why a player given with {@code name} (null when left out) has none: games, challenges and
     * tournaments hold one rule, that a player given is named; empty when the name has a character
     * that is no space.
     */
    public static Optional<String> missing(String name) {
        if (name == null) {
            return Optional.of("is needed: a player given is named");
        }
        return spaced(name).isEmpty() ? Optional.of("is empty: a player given is named") : Optional.empty();
    }

    /** Why {@code name} would not show as written, naming the first such character; empty when it would. */
    public static Optional<String> refusal(String name) {
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            if ((hides(c) && !joins(name, i, c) && !tags(name, i, c)) || (selectsVariant(c) && !variable(name, i))) {
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

    /**
     * A variation selector asks for another glyph of the character before it: the emoji or the
     * text form of an emoji (U+FE0E, U+FE0F), a registered variant of an ideograph (U+E0100 and
     * on) or of a mathematical symbol, Mongolian's free variation selectors. After a letter that has
     * no variants (Latin, Cyrillic, Greek…) it draws nothing, so "Ivanov" with one looks like
     * "Ivanov" and is another name, the trick a zero-width space plays.
     */
    private static boolean selectsVariant(int c) {
        return (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xE0100 && c <= 0xE01EF) || (c >= 0x180B && c <= 0x180D)
                || c == 0x180F;
    }

    /**
     * Whether the variation selector at {@code at} follows a character it can change. The emoji and
     * text selectors (U+FE0E, U+FE0F) follow an emoji, a digit, '#' or '*' only as a keycap (with
     * U+20E3 after the selector: a plain digit is an emoji to Unicode and shows the same either way);
     * the ideographic ones (U+E0100 and on) an ideograph; the standardized ones (U+FE00–U+FE0D) an
     * ideograph, a mathematical symbol, or a letter of the scripts with registered variants
     * (Mongolian, whose free selectors U+180B–U+180F are its own, Myanmar, Phags-pa, Manichaean).
     * A degree sign or a Latin letter has none: a selector after it draws nothing.
     */
    private static boolean variable(String name, int at) {
        if (at == 0) {
            return false;
        }
        int before = name.codePointBefore(at);
        int c = name.codePointAt(at);
        if (c == 0xFE0E || c == 0xFE0F) {
            if (before == '#' || before == '*' || (before >= '0' && before <= '9')) {
                int next = at + Character.charCount(c);
                return next < name.length() && name.codePointAt(next) == 0x20E3;
            }
            return Character.isEmoji(before);
        }
        if (c >= 0xE0100) {
            return Character.isIdeographic(before);
        }
        if (c >= 0x180B && c <= 0x180F) {
            return Character.UnicodeScript.of(before) == Character.UnicodeScript.MONGOLIAN;
        }
        if (Character.isIdeographic(before) || Character.getType(before) == Character.MATH_SYMBOL) {
            return true;
        }
        return switch (Character.UnicodeScript.of(before)) {
            case MYANMAR, PHAGS_PA, MANICHAEAN -> true;
            default -> false;
        };
    }

    /**
     * Tag characters (U+E0020–U+E007F) are format characters, invisible alone, but they spell the
     * flags of Scotland, England and Wales: a black flag (U+1F3F4), tag letters and digits naming
     * the region ("gbsct"), and the cancel tag U+E007F. Inside such a sequence they pass; anywhere
     * else they hide as a zero-width space does.
     */
    private static boolean tags(String name, int at, int c) {
        if (c < 0xE0020 || c > 0xE007F) {
            return false;
        }
        int start = at;
        while (start > 0 && tagSpelling(name.codePointBefore(start))) {
            start -= 2; // every tag character is a surrogate pair
        }
        if (start == 0 || name.codePointBefore(start) != 0x1F3F4) {
            return false;
        }
        int end = at;
        while (end < name.length() && tagSpelling(name.codePointAt(end))) {
            end += 2;
        }
        int letters = (end - start) / 2;
        return end < name.length() && name.codePointAt(end) == 0xE007F && letters >= 1 && letters <= 32;
    }

    /** A tag digit or small letter, which name a region in a flag's tag sequence. */
    private static boolean tagSpelling(int c) {
        return (c >= 0xE0030 && c <= 0xE0039) || (c >= 0xE0061 && c <= 0xE007A);
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
