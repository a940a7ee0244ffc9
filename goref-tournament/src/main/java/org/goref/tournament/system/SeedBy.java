package org.goref.tournament.system;

import java.util.Arrays;
import java.util.Locale;

import org.goref.core.text.Quote;

/**
 * The order of players inside a score group (and of a knockout's seeds): by declared grade (a rating
 * standing in for a missing one), by rating (a grade standing in for a missing one), or by
 * registration number. Ties go to the earlier registration.
 */
public enum SeedBy {
    RANK("rank"), RATING("rating"), REGISTRATION("registration");

    private final String word;

    SeedBy(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    public static SeedBy parse(String s) {
        return Arrays.stream(values()).filter(r -> r.word.equals(s.strip().toLowerCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("players are seeded by rank, rating or registration, not '" + Quote.of(s) + "'"));
    }
}
