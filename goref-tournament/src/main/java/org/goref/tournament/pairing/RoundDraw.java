package org.goref.tournament.pairing;

import java.util.List;

import org.goref.tournament.Pairing;

/** What the pairing decided for a round: its tables (colours, handicap, komi) and its byes. */
public record RoundDraw(List<Pairing> pairings, List<Integer> byes) {
    public RoundDraw {
        pairings = List.copyOf(pairings);
        byes = List.copyOf(byes);
    }
}
