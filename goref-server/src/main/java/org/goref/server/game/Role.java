package org.goref.server.game;

import org.goref.core.board.Color;

/** Who is asking, as their token says. */
public enum Role {
    BLACK, WHITE, REFEREE, SPECTATOR;

    public Color color() {
        return switch (this) {
            case BLACK -> Color.BLACK;
            case WHITE -> Color.WHITE;
            default -> null;
        };
    }
}
