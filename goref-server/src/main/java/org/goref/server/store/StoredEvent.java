package org.goref.server.store;

import org.goref.core.game.GameEvent;

/** One event of a game as stored: its number in the game (from 1), when it happened (ms), what it is. */
public record StoredEvent(int seq, long at, GameEvent event) {
}
