package org.goref.tournament;

/** How a round was paired. */
public enum PairingMethod {
    /** Round-robin by the Berger tables. */
    BERGER,
    /** By the referee's hand (any system). */
    MANUAL,
    /** Swiss, by a maximum-weight matching over score groups of wins. */
    SWISS,
    /** McMahon, by a maximum-weight matching over McMahon score groups. */
    MCMAHON,
    /** Knockout, by the seeded bracket. */
    KNOCKOUT
}
