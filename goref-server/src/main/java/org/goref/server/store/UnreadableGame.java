package org.goref.server.store;

/**
 * A stored game row this version cannot read (hand-edited rules, a time control or clock start a
 * later version wrote). Its own type, as {@link UnreadableEvent} is: that game cannot be shown, but
 * one such row must not take the games list or the server's start down with it.
 */
public final class UnreadableGame extends RuntimeException {
    private final String gameId;

    UnreadableGame(String gameId, RuntimeException why) {
        super("game " + gameId + ": its stored row cannot be read: " + why.getMessage(), why);
        this.gameId = gameId;
    }

    public String gameId() {
        return gameId;
    }
}
