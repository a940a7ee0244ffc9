package org.goref.server.tournament;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

import org.goref.server.store.Database;
import org.goref.server.store.Unclaimed;
import org.goref.tournament.TournamentEvent;
import org.goref.tournament.TournamentEventCodec;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/** Tournaments and their event lines in the database; every write is one transaction. */
public final class TournamentRepository {
    /** Where a server game belongs: tournament, round, table. */
    public record GameLink(String gameId, String tournamentId, int round, int board) {
    }

    /** A stored tournament's row. */
    public record Row(String id, String name, String refereeTokenHash, long createdAt) {
    }

    private final Jdbi jdbi;

    public TournamentRepository(Database db) {
        this.jdbi = db.jdbi();
    }

    public void create(Row row, List<TournamentEvent> first, long at) {
        jdbi.useTransaction(h -> {
            h.createUpdate("INSERT INTO tournaments (id, name, referee_token_hash, created_at) VALUES (:id, :n, :h, :at)")
                    .bind("id", row.id()).bind("n", row.name()).bind("h", row.refereeTokenHash())
                    .bind("at", row.createdAt()).execute();
            insert(h, row.id(), 1, first, at);
        });
    }

    /** Appends events from sequence number {@code firstSeq} (and links a game, if given), all or nothing. */
    public void append(String id, int firstSeq, List<TournamentEvent> events, long at, GameLink link) {
        jdbi.useTransaction(h -> {
            if (link != null) {
                h.createUpdate("INSERT INTO tournament_games (game_id, tournament_id, round, board) VALUES (:g, :t, :r, :b)")
                        .bind("g", link.gameId()).bind("t", link.tournamentId()).bind("r", link.round())
                        .bind("b", link.board()).execute();
            }
            insert(h, id, firstSeq, events, at);
        });
    }

    private static void insert(Handle h, String id, int firstSeq, List<TournamentEvent> events, long at) {
        if (events.isEmpty()) {
            return;
        }
        var batch = h.prepareBatch("INSERT INTO tournament_events (tournament_id, seq, at, line) VALUES (:t, :s, :a, :l)");
        int seq = firstSeq;
        for (TournamentEvent e : events) {
            batch.bind("t", id).bind("s", seq++).bind("a", at).bind("l", TournamentEventCodec.encode(e)).add();
        }
        batch.execute();
    }

    /**
     * Removes a tournament whose referee token nobody was given ({@link Unclaimed}), its events and
     * its row in one transaction, if it is the very row written (the same id and token hash) and
     * holds only what its creation wrote: {@code createdEvents} events, no game. Without its token
     * nobody can have registered a player or paired a round; one that has more is kept all the same.
     */
    public Unclaimed.Swept removeUnclaimed(String id, String refereeTokenHash, int createdEvents) {
        return jdbi.inTransaction(h -> {
            Optional<String> hash = h.createQuery("SELECT referee_token_hash FROM tournaments WHERE id = :id")
                    .bind("id", id).mapTo(String.class).findOne();
            if (hash.isEmpty() || !hash.get().equals(refereeTokenHash)) {
                return new Unclaimed.Swept.NotStored();
            }
            int events = h.createQuery("SELECT count(*) FROM tournament_events WHERE tournament_id = :id").bind("id", id)
                    .mapTo(Integer.class).one();
            int games = h.createQuery("SELECT count(*) FROM tournament_games WHERE tournament_id = :id").bind("id", id)
                    .mapTo(Integer.class).one();
            if (events != createdEvents || games > 0) {
                return new Unclaimed.Swept.Kept("it holds " + events + " events (its creation wrote " + createdEvents
                        + ") and " + games + " games");
            }
            h.createUpdate("DELETE FROM tournament_events WHERE tournament_id = :id").bind("id", id).execute();
            h.createUpdate("DELETE FROM tournaments WHERE id = :id").bind("id", id).execute();
            return Unclaimed.Swept.Removed.rowAndEvents(events);
        });
    }

    public Optional<Row> find(String id) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM tournaments WHERE id = :id").bind("id", id)
                .map((rs, ctx) -> new Row(rs.getString("id"), rs.getString("name"), rs.getString("referee_token_hash"),
                        rs.getLong("created_at")))
                .findOne());
    }

    public List<TournamentEvent> events(String id) {
        return jdbi.withHandle(h -> h.createQuery("SELECT line FROM tournament_events WHERE tournament_id = :t ORDER BY seq")
                .bind("t", id).map((rs, ctx) -> TournamentEventCodec.decode(rs.getString("line"))).list());
    }

    public List<Row> recent(int limit) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM tournaments ORDER BY created_at DESC, id LIMIT :n")
                .bind("n", limit)
                .map((rs, ctx) -> new Row(rs.getString("id"), rs.getString("name"), rs.getString("referee_token_hash"),
                        rs.getLong("created_at")))
                .list());
    }

    public Optional<GameLink> linkOf(String gameId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM tournament_games WHERE game_id = :g").bind("g", gameId)
                .map((rs, ctx) -> link(rs)).findOne());
    }

    /** The tournament games that have finished (to catch up results missed while the server was down). */
    public List<GameLink> finishedGames() {
        return jdbi.withHandle(h -> h.createQuery("""
                        SELECT tg.* FROM tournament_games tg JOIN games g ON g.id = tg.game_id
                        WHERE g.finished_at IS NOT NULL""")
                .map((rs, ctx) -> link(rs)).list());
    }

    private static GameLink link(ResultSet rs) throws SQLException {
        return new GameLink(rs.getString("game_id"), rs.getString("tournament_id"), rs.getInt("round"), rs.getInt("board"));
    }
}
