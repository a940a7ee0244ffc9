package org.goref.tournament.pairing;

/** Player {@code player} had a bye in round {@code round}. */
public record PastBye(int round, int player) {
}
