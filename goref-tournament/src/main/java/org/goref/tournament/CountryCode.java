package org.goref.tournament;

import java.util.Locale;

import org.goref.core.text.Quote;

/**
 * A country as the EGD writes it: the two letters of ISO 3166-1 ({@code RU}, {@code DE}), or
 * nothing. The EGD table separates its fields by spaces, so a country written out ("Russian
 * Federation") would shift every field after it. Checked where a request enters a country, not
 * in {@link Player} or {@link TournamentInfo}: a tournament stored before the check must replay.
 */
final class CountryCode {
    private CountryCode() {
    }

    /** The code in capitals, "" for none; anything else is refused with what to write. */
    static String of(String s) {
        String c = s == null ? "" : s.strip().toUpperCase(Locale.ROOT);
        if (!c.isEmpty() && !c.matches("[A-Z]{2}")) {
            throw new IllegalArgumentException("a country is its two-letter code (RU, DE, JP), not '" + Quote.of(s.strip()) + "'");
        }
        return c;
    }
}
