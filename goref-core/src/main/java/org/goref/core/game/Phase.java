package org.goref.core.game;

import java.util.Locale;

/** Where a game stands (4.1, 4.2). */
public enum Phase {
    /** Moves are being made (3.1), including play resumed after a dispute. */
    PLAYING,
    /** Play stopped after two passes; the players mark dead stones and accept (4.2). */
    MARKING,
    /** A dispute under {@code disputes=referee}: the game waits for the referee's decision. */
    DISPUTE,
    /** The result is decided. */
    FINISHED;

    public String spelling() {
        return name().toLowerCase(Locale.ROOT);
    }
}
