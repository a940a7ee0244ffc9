package org.goref.tournament;

import java.util.List;

/**
 * A player's line of the standings. {@code place} is shared by players tied on every criterion
 * ({@code shared} true). {@code points}, {@code sos}, {@code sosos} and {@code sodos} are the
 * wins-based sums every export writes whatever the criteria (NBW, SOSW, SOSOSW, SODOSW); {@code
 * criteria} the values of the regulations' criteria in their order (null for a DIRECT not reached);
 * {@code direct} the points scored among the players tied before the DIRECT criterion, or null when
 * that criterion was not reached or is not among them.
 */
public record Standing(int place, boolean shared, int player, double points, double sos, double sosos,
                       double sodos, Double direct, List<Double> criteria) {
    public Standing {
        criteria = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(criteria));
    }
}
