package org.goref.server.store;

import java.util.OptionalLong;

/**
 * What a write says of the game's {@code flag_at}: a moment before which no flag of the game can
 * fall, whatever is played meanwhile, or nothing, and the column is left as it is (a game without a
 * clock, or one whose stored moment is still far enough ahead: an update of the game's row per move
 * cost the database a new row version and three index entries).
 */
public record FlagDeadline(OptionalLong at) {
    public static final FlagDeadline UNCHANGED = new FlagDeadline(OptionalLong.empty());

    public static FlagDeadline of(long at) {
        return new FlagDeadline(OptionalLong.of(at));
    }

    /** Whether the write changes the column. */
    public boolean writes() {
        return at.isPresent();
    }

    /** The column's value, or null when nothing is written. */
    Long column() {
        return at.isPresent() ? at.getAsLong() : null;
    }
}
