package org.goref.server.game;

/** Told of every committed change of a game, in commit order, with the message to broadcast. */
@FunctionalInterface
public interface GameListener {
    void changed(String gameId, String message);
}
