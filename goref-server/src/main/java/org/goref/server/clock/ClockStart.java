package org.goref.server.clock;

import java.util.Optional;

/**
 * When a timed game's clock first runs. {@link #CREATION}: at the game's creation, as a
 * tournament round's clocks start at the round's start, an absent player's time running.
 * {@link #FIRST_MOVE}: at the first move (a play or a pass), which is not charged to its mover,
 * so that a casual game sent by link costs nobody the minutes before the players arrive.
 * Stored with the game, so that a replay of its events gives the same clocks.
 */
public enum ClockStart {
    CREATION("creation"),
    FIRST_MOVE("first-move");

    private final String spec;

    ClockStart(String spec) {
        this.spec = spec;
    }

    /** The spelling in the API and in the games table. */
    public String spec() {
        return spec;
    }

    /** The choice spelled so, or empty for anything else. */
    public static Optional<ClockStart> parse(String spec) {
        for (ClockStart c : values()) {
            if (c.spec.equals(spec)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
