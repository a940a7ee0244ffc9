package org.goref.tournament;

/** How a round was paired. */
public enum PairingMethod {
    /** Round-robin by the Berger tables. */
    BERGER,
    /** By the referee's hand (any system). */
    MANUAL
}
