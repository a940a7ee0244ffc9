package org.goref.tournament;

import java.util.Locale;
import java.util.Optional;

import org.goref.core.text.Quote;

/**
 * A registered player. {@code name} is written surname first ("Ivanov Ivan"), the order the
 * protocols and the EGD use; {@code rank} and {@code rating} may be absent (null), the other text
 * fields empty. {@code country} is the two-letter code the EGD wants; {@code agaId} the player's
 * American Go Association member number (digits), which the AGA's results file names him by.
 */
public record Player(String name, Rank rank, Integer rating, String club, String city, String country, String agaId) {
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
        agaId = clean(agaId);
        if (!agaId.isEmpty() && !agaId.matches("[0-9]{1,9}")) {
            throw new IllegalArgumentException("an AGA id is the member number, up to 9 digits, not '" + Quote.of(agaId) + "'");
        }
    }

    /** A player without an AGA id, as most are. */
    public Player(String name, Rank rank, Integer rating, String club, String city, String country) {
        this(name, rank, rating, club, city, country, "");
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
