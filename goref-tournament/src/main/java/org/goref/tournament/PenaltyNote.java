package org.goref.tournament;

import org.goref.core.board.Color;

/** Penalty points the referee gave {@code color} in a game (4.4), with the reason. */
public record PenaltyNote(Color color, double points, String reason) {
    public PenaltyNote {
        if (color == null) {
            throw new IllegalArgumentException("a penalty needs the side it is given to");
        }
        new Sanction.Penalty(points); // a positive number of points in steps of 0.5
        reason = reason == null ? "" : reason.strip();
        if (reason.isEmpty()) {
            throw new IllegalArgumentException("a penalty needs its reason");
        }
    }
}
