package org.goref.tournament.pairing;

import org.goref.tournament.Rank;

/**
 * A player as the pairing sees him: his number, grade (a rating standing in for a missing one; null
 * when neither is known), rating (null when none), club and country (empty when unknown), and the
 * referee's correction of his McMahon start.
 */
public record Entrant(int number, Rank grade, Integer rating, String club, String country, int mmsCorrection) {
    public Entrant {
        if (number < 1) {
            throw new IllegalArgumentException("player numbers start at 1");
        }
        club = club == null ? "" : club.strip();
        country = country == null ? "" : country.strip();
    }

    /** A grade's strength (30k = 0 … 9d = 38), from the rating when no grade is known, else 0. */
    int strength() {
        return grade == null ? 0 : grade.strength();
    }
}
