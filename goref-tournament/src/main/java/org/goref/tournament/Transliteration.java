package org.goref.tournament;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Map;

/**
 * Latin letters for names written in Cyrillic (the passport style of Russian names: Ж zh, Х kh,
 * Ц ts, Ч ch, Ш sh, Щ shch, Ю yu, Я ya, Й y, Ъ and Ь dropped), Ł Ø Đ Æ Œ ß Þ as L O D AE OE ss Th, and accents dropped from Latin
 * letters, for the EGD's ASCII files.
 */
final class Transliteration {
    private static final Map<Character, String> RU = Map.ofEntries(
            Map.entry('а', "a"), Map.entry('б', "b"), Map.entry('в', "v"), Map.entry('г', "g"), Map.entry('д', "d"),
            Map.entry('е', "e"), Map.entry('ё', "e"), Map.entry('ж', "zh"), Map.entry('з', "z"), Map.entry('и', "i"),
            Map.entry('й', "y"), Map.entry('к', "k"), Map.entry('л', "l"), Map.entry('м', "m"), Map.entry('н', "n"),
            Map.entry('о', "o"), Map.entry('п', "p"), Map.entry('р', "r"), Map.entry('с', "s"), Map.entry('т', "t"),
            Map.entry('у', "u"), Map.entry('ф', "f"), Map.entry('х', "kh"), Map.entry('ц', "ts"), Map.entry('ч', "ch"),
            Map.entry('ш', "sh"), Map.entry('щ', "shch"), Map.entry('ъ', ""), Map.entry('ы', "y"), Map.entry('ь', ""),
            Map.entry('э', "e"), Map.entry('ю', "yu"), Map.entry('я', "ya"), Map.entry('і', "i"), Map.entry('ї', "yi"),
            Map.entry('є', "ye"), Map.entry('ў', "u"));

    /** Latin letters that NFD does not split into a letter and an accent. */
    private static final Map<Character, String> LATIN = Map.ofEntries(
            Map.entry('Ł', "L"), Map.entry('ł', "l"), Map.entry('Ø', "O"), Map.entry('ø', "o"), Map.entry('Đ', "D"),
            Map.entry('đ', "d"), Map.entry('Ð', "D"), Map.entry('ð', "d"), Map.entry('Æ', "AE"), Map.entry('æ', "ae"),
            Map.entry('Œ', "OE"), Map.entry('œ', "oe"), Map.entry('ß', "ss"), Map.entry('Þ', "Th"), Map.entry('þ', "th"),
            Map.entry('ı', "i"), Map.entry('Ħ', "H"), Map.entry('ħ', "h"), Map.entry('Ŀ', "L"), Map.entry('ŀ', "l"));

    private Transliteration() {
    }

    static String ascii(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            char lower = Character.toLowerCase(c);
            String t = RU.get(lower);
            if (t != null) {
                if (Character.isUpperCase(c) && !t.isEmpty()) {
                    // Capitalise only the first letter: Щ → Shch, as in a name; but a word in
                    // capitals (ЩЕРБАКОВ, as Russian lists write surnames) stays in capitals: SHCH.
                    t = inCapitals(s, i) ? t.toUpperCase(Locale.ROOT)
                            : Character.toUpperCase(t.charAt(0)) + t.substring(1);
                }
                sb.append(t);
            } else {
                sb.append(LATIN.getOrDefault(c, String.valueOf(c)));
            }
        }
        String plain = Normalizer.normalize(sb.toString(), Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        return plain.replaceAll("[^\\x20-\\x7e]", "?");
    }

    /** Whether the capital at {@code i} is part of a word written in capitals (a letter beside it is a capital too). */
    private static boolean inCapitals(String s, int i) {
        boolean next = i + 1 < s.length() && Character.isLetter(s.charAt(i + 1));
        if (next) {
            return Character.isUpperCase(s.charAt(i + 1));
        }
        return i > 0 && Character.isLetter(s.charAt(i - 1)) && Character.isUpperCase(s.charAt(i - 1));
    }
}
