package org.goref.server.game;

import java.util.List;

import org.goref.server.store.StoredEvent;

/**
 * Tells the other nodes the events this node commits, in commit order: on a node of several, the
 * bus. Never told of events read from the database that another node committed.
 */
public interface CommitPublisher {
    /** The news of events about to be committed, made ready (encoded) before the commit, with the game's lock held. */
    News news(String gameId, List<StoredEvent> events);

    /**
     * This node holds the game from now on and hears the other nodes' news of it: called before the
     * game is read, so that news committed after that read is not missed.
     */
    default void hold(String gameId) {
    }

    /** This node no longer holds the game: its news need not reach it. */
    default void release(String gameId) {
    }

    /** One commit's news, told once. */
    interface News {
        /**
         * Run by the database's commit thread right after the transaction: tells the news at once
         * if that cannot wait (the bus connected), so that the other nodes hear of a move without
         * waiting for the acting request's thread to be scheduled again. Never throws.
         */
        void committed();

        /**
         * Run by the acting thread once it knows the events are committed, the game's lock held:
         * tells the news unless {@link #committed} already did (the bus was reconnecting, or the
         * commit's answer was lost and the events were found stored). May wait while the bus reconnects.
         */
        void ensureTold();
    }
}
