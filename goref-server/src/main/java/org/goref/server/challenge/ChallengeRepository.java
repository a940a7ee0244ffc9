package org.goref.server.challenge;

import java.util.List;
import java.util.Optional;

import org.goref.core.clock.TimeControl;
import org.goref.core.rules.RuleSet;
import org.goref.server.store.Database;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.mapper.RowMapper;

/** The challenges table: one row per challenge; accepting is one conditional update, so only one acceptance wins. */
public final class ChallengeRepository {
    private static final RowMapper<Challenge> ROW = (rs, ctx) -> new Challenge(rs.getString("id"), rs.getInt("size"),
            RuleSet.parse(rs.getString("rules")), TimeControl.parse(rs.getString("time_control")), rs.getString("color"),
            rs.getString("name"), rs.getString("token_hash"), rs.getLong("created_at"), rs.getLong("expires_at"),
            rs.getString("game_id"), rs.getString("poster_color"));
    private final Jdbi jdbi;

    public ChallengeRepository(Database db) {
        this.jdbi = db.jdbi();
    }

    public void create(Challenge c) {
        jdbi.useHandle(h -> h.createUpdate("""
                INSERT INTO challenges (id, size, rules, time_control, color, name, token_hash, created_at, expires_at)
                VALUES (:id, :size, :rules, :tc, :color, :name, :th, :at, :exp)""")
                .bind("id", c.id()).bind("size", c.size()).bind("rules", c.rules().spec()).bind("tc", c.time().spec())
                .bind("color", c.color()).bind("name", c.name()).bind("th", c.tokenHash()).bind("at", c.createdAt())
                .bind("exp", c.expiresAt()).execute());
    }

    public Optional<Challenge> find(String id) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM challenges WHERE id = :id").bind("id", id).map(ROW).findOne());
    }

    /** The challenges open at {@code now}, newest first, at most {@code limit}. */
    public List<Challenge> open(long now, int limit) {
        return jdbi.withHandle(h -> h.createQuery(
                "SELECT * FROM challenges WHERE game_id IS NULL AND expires_at > :now ORDER BY created_at DESC LIMIT :n")
                .bind("now", now).bind("n", limit).map(ROW).list());
    }

    /** Claims the challenge for {@code gameId} if it is still open at {@code now}; false when another acceptance or its expiry came first. */
    public boolean claim(String id, String gameId, String posterColor, long now) {
        return jdbi.withHandle(h -> h.createUpdate(
                "UPDATE challenges SET game_id = :g, poster_color = :pc WHERE id = :id AND game_id IS NULL AND expires_at > :now")
                .bind("g", gameId).bind("pc", posterColor).bind("id", id).bind("now", now).execute()) == 1;
    }

    /** Opens a claimed challenge again: the game for it could not be created. */
    public void release(String id, String gameId) {
        jdbi.useHandle(h -> h.createUpdate("UPDATE challenges SET game_id = NULL, poster_color = NULL WHERE id = :id AND game_id = :g")
                .bind("id", id).bind("g", gameId).execute());
    }

    /** Sets the game id a claim reserved to the game actually created. */
    public void settle(String id, String claimId, String gameId) {
        jdbi.useHandle(h -> h.createUpdate("UPDATE challenges SET game_id = :g WHERE id = :id AND game_id = :c")
                .bind("id", id).bind("c", claimId).bind("g", gameId).execute());
    }

    /** Removes the challenges that expired unaccepted before {@code before}. */
    public int removeExpired(long before) {
        return jdbi.withHandle(h -> h.createUpdate("DELETE FROM challenges WHERE game_id IS NULL AND expires_at < :b")
                .bind("b", before).execute());
    }
}
