package org.goref.server.game;

/**
 * A stored game whose events this server cannot replay (a hand-edited row, an event line this
 * version cannot read): it cannot be shown or acted on. Not the client's mistake and not a passing
 * one (a retry replays the same rows), so the server answers a 500 saying so, naming the game; why
 * it does not replay goes to the operator's log, not to the client.
 */
public final class Unreplayable extends RuntimeException {
    private final String gameId;

    Unreplayable(String gameId, RuntimeException why) {
        super("game " + gameId + " is stored, but its events cannot be replayed by this server; the server's log says why", why);
        this.gameId = gameId;
    }

    public String gameId() {
        return gameId;
    }
}
