package org.goref.tournament;

/**
 * A player's line of the standings. {@code place} is shared by players tied on every criterion
 * ({@code shared} true). {@code direct} is the points scored among the players tied before the
 * direct-encounter criterion, or null when that criterion was not reached.
 */
public record Standing(int place, boolean shared, int player, double points, double sos, double sosos,
                       double sodos, Double direct) {
}
