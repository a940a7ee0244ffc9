package org.goref.server.store;

import java.util.OptionalLong;

/**
 * What an append says of the game's {@code flag_at}: for a timed game, when its flag falls if
 * nobody moves (empty while no clock runs); for a game without a clock, nothing, and its row is
 * not touched (an update per move that would say nothing).
 */
public record FlagDeadline(boolean timed, OptionalLong at) {
    public static final FlagDeadline UNTIMED = new FlagDeadline(false, OptionalLong.empty());

    public static FlagDeadline of(OptionalLong at) {
        return new FlagDeadline(true, at);
    }

    /** The column's value: the moment, or null. */
    Long column() {
        return at.isPresent() ? at.getAsLong() : null;
    }
}
