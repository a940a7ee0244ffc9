package org.goref.tournament.opengotha;

/** The bye of round {@code round} (from 1), by the player's key. */
public record OgBye(int round, String player) {
}
