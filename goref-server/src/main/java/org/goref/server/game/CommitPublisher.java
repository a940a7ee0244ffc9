package org.goref.server.game;

import java.util.List;

import org.goref.server.store.StoredEvent;

/**
 * Told, with the game's lock held and in commit order, of the events this node has just committed:
 * on a node of several, the bus that tells the other nodes. Never told of events read from the
 * database that another node committed.
 */
@FunctionalInterface
public interface CommitPublisher {
    void committed(String gameId, List<StoredEvent> events);
}
