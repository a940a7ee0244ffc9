package org.goref.server.store;

import org.goref.server.game.ChatSettings;
import org.jdbi.v3.core.Jdbi;

/**
 * The chat_off table: the tournaments (all their games) and games whose regulations turn the players'
 * channel off. Read from the database each time it is asked (a message sent, a page opened), so that
 * every node of several sees the referee's choice at once.
 */
public final class ChatOffRepository implements ChatSettings {
    private final Jdbi jdbi;

    public ChatOffRepository(Database db) {
        this.jdbi = db.jdbi();
    }

    @Override
    public boolean playersChannelOff(String gameId) {
        return jdbi.withHandle(h -> h.createQuery("""
                SELECT COUNT(*) FROM chat_off WHERE owner_id = :g
                   OR owner_id IN (SELECT tournament_id FROM tournament_games WHERE game_id = :g)""")
                .bind("g", gameId).mapTo(Integer.class).one()) > 0;
    }

    public boolean isOff(String ownerId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM chat_off WHERE owner_id = :o")
                .bind("o", ownerId).mapTo(Integer.class).one()) > 0;
    }

    /** Turns the players' channel of the owner's games off, or on again. */
    public void set(String ownerId, boolean off, long at) {
        jdbi.useTransaction(h -> {
            h.createUpdate("DELETE FROM chat_off WHERE owner_id = :o").bind("o", ownerId).execute();
            if (off) {
                h.createUpdate("INSERT INTO chat_off (owner_id, at) VALUES (:o, :at)").bind("o", ownerId).bind("at", at).execute();
            }
        });
    }
}
