package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Creations stored with tokens nobody was given, on the real PostgreSQL behind the relay: a game or
 * a tournament whose creation was answered 503 unconfirmed (the commit's answer lost, the database
 * refusing connections), and a game created for a table whose start then failed. They used to stay
 * for ever, the games in the list as playing; now the server removes each once the database
 * answers again, and nothing else: a game or tournament whose tokens were given out is untouched,
 * and a creation that did not land leaves nothing to remove.
 *
 * <p>A write that must fail without landing (a table start's second write, the tournament's event
 * linking the game; a game's creation) is failed by a trigger on its table that terminates its own
 * backend: the transaction is rolled back and the connection dropped, as an administrator's
 * termination would.
 */
class UnclaimedCreationsTest extends BehindARelay {
    private static final String TOURNAMENT = """
            {"name":"Cup","rules":"japanese","komi":6.5,"boardSize":9,"referee":"Ref"}""";
    /** How long the server may take to sweep (it looks each second). */
    private static final Duration SWEEP = Duration.ofSeconds(15);

    private StderrCopy stderr;

    @BeforeEach
    void copyStderr() {
        stderr = new StderrCopy();
    }

    @AfterEach
    void restoreStderr() {
        stderr.close();
    }

    private List<String> storedGames() throws Exception {
        return pg.rows("SELECT id FROM games ORDER BY id");
    }

    private List<String> storedTournaments() throws Exception {
        return pg.rows("SELECT id FROM tournaments ORDER BY id");
    }

    private static List<String> sorted(String... ids) {
        return List.of(ids).stream().sorted().toList();
    }

    /** The ids of GET /api/games (or /api/tournaments). */
    private static List<String> listed(Client c, String path) {
        Client.Answer a = c.get(path);
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        a.body().forEach(n -> ids.add(n.get("id").asText()));
        return ids;
    }

    private static void waitUntil(String what, Callable<Boolean> done) throws Exception {
        long deadline = System.nanoTime() + SWEEP.toNanos();
        while (!done.call()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + SWEEP + ": " + what);
            }
            Thread.sleep(50);
        }
    }

    /** Waits until the server has looked up every creation it remembered (and said what it did). */
    private static void swept(GorefServer server) throws Exception {
        waitUntil("every creation looked up", () -> server.games().unclaimed().waiting() == 0);
    }

    /** The next insert into {@code table} terminates its own connection: its transaction never lands. */
    private void terminateOnInsertInto(String table) throws Exception {
        pg.execute("""
                CREATE FUNCTION terminate_self() RETURNS trigger AS $$
                BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); RETURN NEW; END $$ LANGUAGE plpgsql""");
        pg.execute("CREATE TRIGGER terminate_self BEFORE INSERT ON " + table
                + " FOR EACH ROW EXECUTE FUNCTION terminate_self()");
    }

    private void stopTerminating(String table) throws Exception {
        pg.execute("DROP TRIGGER terminate_self ON " + table);
        pg.execute("DROP FUNCTION terminate_self()");
    }

    @Test
    void aGameStoredUnconfirmedIsRemovedOnceTheDatabaseAnswers() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            JsonNode before = c.create("{\"size\":9}");
            String kept = before.get("id").asText();

            relay.cutAfterNextCommit();
            relay.refuseConnections(true);
            // Handicap stones: the orphan has events, removed with its row.
            Client.Answer unsure = c.post("/api/games", null, "{\"size\":9,\"handicap\":2}");
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(unsure.status()).as(unsure.text()).isEqualTo(503);
            assertThat(unsure.body().get("detail").asText()).contains("did not confirm the game");
            List<String> stored = new ArrayList<>(storedGames());
            assertThat(stored).hasSize(2);
            stored.remove(kept);
            String orphan = stored.get(0);
            assertThat(pg.rows("SELECT seq FROM game_events WHERE game_id = '" + orphan + "'")).hasSize(1);
            assertThat(server.games().unclaimed().waiting()).isEqualTo(1);

            relay.refuseConnections(false);
            JsonNode between = c.create("{\"size\":9}");
            String made = between.get("id").asText();
            // The list may read the orphan into memory before the sweep: it leaves memory as well.
            c.get("/api/games");
            swept(server);
            assertThat(storedGames()).isEqualTo(sorted(kept, made));

            assertThat(pg.rows("SELECT game_id FROM game_events WHERE game_id = '" + orphan + "'")).isEmpty();
            assertThat(listed(c, "/api/games")).containsExactlyInAnyOrder(kept, made);
            assertThat(c.get("/api/games/" + orphan).status()).isEqualTo(404);
            assertThat(server.games().unclaimed().waiting()).isZero();
            assertThat(stderr.text()).contains("goref: removed game " + orphan + " (its row and 1 event): its creation was answered 503 unconfirmed");
            // The games whose tokens were given out play on.
            assertThat(c.play(kept, before.at("/black/token").asText(), "E5", 0).status()).isEqualTo(200);
            assertThat(c.play(made, between.at("/black/token").asText(), "E5", 0).status()).isEqualTo(200);
        }
    }

    @Test
    void aTournamentStoredUnconfirmedIsRemovedOnceTheDatabaseAnswers() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed kept = c.tournament(TOURNAMENT);
            assertThat(c.post("/api/tournaments/" + kept.id() + "/players", kept.token(), "{\"name\":\"Ann\"}").status())
                    .isEqualTo(201);

            relay.cutAfterNextCommit();
            relay.refuseConnections(true);
            Client.Answer unsure = c.post("/api/tournaments", null, TOURNAMENT);
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(unsure.status()).as(unsure.text()).isEqualTo(503);
            assertThat(unsure.body().get("detail").asText()).contains("did not confirm the tournament");
            List<String> stored = new ArrayList<>(storedTournaments());
            assertThat(stored).hasSize(2);
            stored.remove(kept.id());
            String orphan = stored.get(0);

            relay.refuseConnections(false);
            Client.Refereed between = c.tournament(TOURNAMENT);
            // A read may load the orphan into memory before the sweep: it leaves memory as well.
            c.get("/api/tournaments/" + orphan);
            swept(server);
            assertThat(storedTournaments()).isEqualTo(sorted(kept.id(), between.id()));

            assertThat(pg.rows("SELECT seq FROM tournament_events WHERE tournament_id = '" + orphan + "'")).isEmpty();
            assertThat(listed(c, "/api/tournaments")).containsExactlyInAnyOrder(kept.id(), between.id());
            assertThat(c.get("/api/tournaments/" + orphan).status()).isEqualTo(404);
            assertThat(stderr.text()).contains("goref: removed tournament " + orphan + " (its row and 1 event): its creation was answered 503 unconfirmed");
            assertThat(c.post("/api/tournaments/" + kept.id() + "/players", kept.token(), "{\"name\":\"Bob\"}").status())
                    .isEqualTo(201);
            assertThat(c.post("/api/tournaments/" + between.id() + "/players", between.token(), "{\"name\":\"Bob\"}").status())
                    .isEqualTo(201);
        }
    }

    /** A tournament with Ann and Bob paired in round 1; its id and token. */
    private static Client.Refereed paired(Client c) {
        Client.Refereed t = c.tournament(TOURNAMENT);
        assertThat(c.post("/api/tournaments/" + t.id() + "/players", t.token(), "{\"name\":\"Ann\"}").status()).isEqualTo(201);
        assertThat(c.post("/api/tournaments/" + t.id() + "/players", t.token(), "{\"name\":\"Bob\"}").status()).isEqualTo(201);
        assertThat(c.post("/api/tournaments/" + t.id() + "/rounds", t.token(), "").status()).isEqualTo(201);
        return t;
    }

    private static Client.Answer start(Client c, Client.Refereed t) {
        return c.post("/api/tournaments/" + t.id() + "/rounds/1/tables/1/game", t.token(), "");
    }

    /** After the failed start: started again, the table has one game, linked, and it is the only game stored. */
    private void startedAgainWithOneGame(Client c, Client.Refereed t) throws Exception {
        Client.Answer again = start(c, t);
        assertThat(again.status()).as(again.text()).isEqualTo(201);
        String game = again.body().get("gameId").asText();
        assertThat(storedGames()).containsExactly(game);
        assertThat(pg.rows("SELECT game_id, round, board FROM tournament_games")).containsExactly(game + " 1 1");
        assertThat(listed(c, "/api/games")).containsExactly(game);
        assertThat(c.play(game, again.body().at("/black/token").asText(), "E5", 0).status()).isEqualTo(200);
        assertThat(start(c, t).status()).isEqualTo(409);
    }

    /** The start's link fails and the database says so at once: the game created for it is removed. */
    @Test
    void aTableStartWhoseLinkFailsLeavesNoGameAndStartsAgainWithOne() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed t = paired(c);

            terminateOnInsertInto("tournament_games");
            Client.Answer failed = start(c, t);
            stopTerminating("tournament_games");
            assertThat(failed.status()).as(failed.text()).isEqualTo(503);
            assertThat(failed.body().get("detail").asText()).contains("could not be stored");
            assertThat(pg.rows("SELECT game_id FROM tournament_games")).isEmpty();

            swept(server);
            assertThat(storedGames()).isEmpty();
            assertThat(stderr.text()).containsPattern("goref: removed game \\S+ \\(its row and 0 events\\): created for round 1 table 1 of tournament "
                    + t.id() + ", whose start was then answered 503");
            startedAgainWithOneGame(c, t);
        }
    }

    /** The link fails with the database away too: the start is unconfirmed, the game removed once it is back. */
    @Test
    void aTableStartWhoseLinkIsUnconfirmedAndDidNotLandLeavesNoGame() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed t = paired(c);

            terminateOnInsertInto("tournament_games");
            relay.refuseConnections(true);
            Client.Answer unsure = start(c, t);
            assertThat(unsure.status()).as(unsure.text()).isEqualTo(503);
            assertThat(unsure.body().get("detail").asText()).contains("did not confirm the change");
            // Away, the database keeps the game: nobody holds its tokens, nothing links it.
            assertThat(storedGames()).hasSize(1);
            assertThat(pg.rows("SELECT game_id FROM tournament_games")).isEmpty();
            assertThat(server.games().unclaimed().waiting()).isEqualTo(1);

            stopTerminating("tournament_games");
            relay.refuseConnections(false);
            swept(server);
            assertThat(storedGames()).isEmpty();
            startedAgainWithOneGame(c, t);
        }
    }

    /**
     * The link's commit answer lost with the database away: the start was stored after all, and
     * the tournament's events name the game as the table's. Removing it would leave them naming
     * nothing; it stays, said on stderr.
     */
    @Test
    void aTableStartStoredAfterAllKeepsItsGame() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed t = paired(c);

            relay.cutAfterCommit(2);
            relay.refuseConnections(true);
            Client.Answer unsure = start(c, t);
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(unsure.status()).as(unsure.text()).isEqualTo(503);
            List<String> game = storedGames();
            assertThat(game).hasSize(1);

            relay.refuseConnections(false);
            swept(server);
            assertThat(storedGames()).isEqualTo(game);
            assertThat(pg.rows("SELECT game_id FROM tournament_games")).isEqualTo(game);
            assertThat(stderr.text()).contains("goref: kept game " + game.get(0));
            assertThat(start(c, t).status()).isEqualTo(409);
        }
    }

    /**
     * A creation that never landed, answered unconfirmed all the same (the database away when
     * asked): once it is back, the look-up finds nothing and removes nothing else.
     */
    @Test
    void anUnconfirmedCreationThatDidNotLandLeavesNothingAndRemovesNothing() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            JsonNode before = c.create("{\"size\":9}");
            String kept = before.get("id").asText();
            Client.Refereed tournament = c.tournament(TOURNAMENT);

            terminateOnInsertInto("games");
            relay.refuseConnections(true);
            Client.Answer unsure = c.post("/api/games", null, "{\"size\":9}");
            assertThat(unsure.status()).as(unsure.text()).isEqualTo(503);
            assertThat(unsure.body().get("detail").asText()).contains("did not confirm the game");
            assertThat(server.games().unclaimed().waiting()).isEqualTo(1);

            stopTerminating("games");
            relay.refuseConnections(false);
            swept(server);
            assertThat(storedGames()).containsExactly(kept);
            assertThat(storedTournaments()).containsExactly(tournament.id());
            assertThat(stderr.text()).doesNotContain("goref: removed");
            assertThat(c.play(kept, before.at("/black/token").asText(), "E5", 0).status()).isEqualTo(200);
        }
    }
}
