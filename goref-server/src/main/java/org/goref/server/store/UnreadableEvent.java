package org.goref.server.store;

/**
 * A stored event line this version cannot read (a hand-edited row, a line a later version wrote).
 * Its own type, so that the game's reader can tell it from a database that is away: that is
 * answered 503 and may be tried again, this is the stored game itself and stays as it is.
 */
public final class UnreadableEvent extends RuntimeException {
    UnreadableEvent(String gameId, int seq, RuntimeException why) {
        super("game " + gameId + ": stored event " + seq + " cannot be read: " + why.getMessage(), why);
    }
}
