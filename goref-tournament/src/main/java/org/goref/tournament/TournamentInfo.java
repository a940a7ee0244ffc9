package org.goref.tournament;

import java.time.LocalDate;
import java.util.Locale;

/** The tournament's name, dates, place (country code and city or venue) and regulations. */
public record TournamentInfo(String name, LocalDate from, LocalDate to, String country, String place,
                             Regulations regulations) {
    public TournamentInfo {
        name = name == null ? "" : name.strip();
        if (name.isEmpty() || name.length() > 300 || name.contains("\n")) {
            throw new IllegalArgumentException("a tournament needs a name of one line, at most 300 characters");
        }
        if (from == null) {
            throw new IllegalArgumentException("a tournament needs a first day");
        }
        if (to == null) {
            to = from;
        }
        if (to.isBefore(from)) {
            throw new IllegalArgumentException("the last day " + to + " is before the first " + from);
        }
        country = country == null ? "" : country.strip().toUpperCase(Locale.ROOT);
        place = place == null ? "" : place.strip();
        if (regulations == null) {
            throw new IllegalArgumentException("a tournament needs regulations");
        }
    }
}
