package org.goref.tournament;

import java.util.Locale;
import java.util.Optional;

/**
 * A registered player. {@code name} is written surname first ("Ivanov Ivan"), the order the
 * protocols and the EGD use; {@code rank} and {@code rating} may be absent (null), the other text
 * fields empty. {@code country} is the two-letter code the EGD wants.
 */
public record Player(String name, Rank rank, Integer rating, String club, String city, String country) {
    public Player {
        name = name == null ? "" : name.strip().replaceAll("\\s+", " ");
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a player needs a name");
        }
        if (name.length() > 200) {
            throw new IllegalArgumentException("a player's name is at most 200 characters");
        }
        club = clean(club);
        city = clean(city);
        country = clean(country).toUpperCase(Locale.ROOT);
        if (rating != null && (rating < -900 || rating > 4000)) {
            throw new IllegalArgumentException("a rating between -900 and 4000, not " + rating);
        }
    }

    public static Player of(String name, String rank) {
        return new Player(name, rank == null || rank.isBlank() ? null : Rank.parse(rank), null, "", "", "");
    }

    /** The grade, or the one the rating stands for, when either is known. */
    public Optional<Rank> grade() {
        if (rank != null) {
            return Optional.of(rank);
        }
        return rating == null ? Optional.empty() : Optional.of(Rank.ofRating(rating));
    }

    private static String clean(String s) {
        return s == null ? "" : s.strip().replaceAll("\\s+", " ");
    }
}
