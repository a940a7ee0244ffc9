package org.goref.tournament.placement;

import java.util.BitSet;

/**
 * A player as the placement sees one: name and first name (the last tie-break is their alphabetical
 * order), rank as OpenGotha counts it (30k = -30, 1k = -1, 1d = 0, 9d = 8), rating, the referee's
 * correction of the starting McMahon score, and the rounds (0-based) the player is absent from.
 */
public record Entrant(String name, String firstName, int rank, int rating, int mmsCorrection, BitSet absent) {
    public Entrant {
        name = name == null ? "" : name;
        firstName = firstName == null ? "" : firstName;
        absent = absent == null ? new BitSet() : (BitSet) absent.clone();
    }

    @Override
    public BitSet absent() {
        return (BitSet) absent.clone();
    }

    boolean isAbsent(int round) {
        return absent.get(round);
    }
}
