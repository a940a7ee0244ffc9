package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A tournament's write whose commit answer is lost (the connection dropped right after PostgreSQL
 * answered COMMIT, here by a relay on the way to the real database), and one that never reached
 * the database. The server used to answer 503 for a change the database had and, when it could not
 * read the tournament back, kept in memory a change the database did not have, so the next change
 * was stored under a number that skipped one. Now it reads what the database holds: a change that
 * landed is kept and answered, one that did not is dropped, and a tournament it cannot read is read
 * again before its next change.
 */
class LostTournamentCommitAnswerTest extends BehindARelay {
    private static final String TOURNAMENT = """
            {"name":"Cup","rules":"japanese","komi":6.5,"boardSize":9,"referee":"Ref"}""";

    /** The sequence numbers of the tournament's stored events, read straight from PostgreSQL. */
    private List<String> storedSeqs(String id) throws Exception {
        return pg.rows("SELECT seq FROM tournament_events WHERE tournament_id = '" + id + "' ORDER BY seq");
    }

    /** The tournament's players' names, as the server shows them. */
    private static List<String> players(Client c, String id) {
        Client.Answer a = c.get("/api/tournaments/" + id);
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        return a.body().get("players").findValuesAsText("name");
    }

    private static Client.Answer register(Client c, String id, String token, String name) {
        return c.post("/api/tournaments/" + id + "/players", token, "{\"name\":\"" + name + "\",\"rank\":\"1k\"}");
    }

    /** A tournament of Ann and Bob with its first round paired: one table, its game not started. */
    private static Client.Refereed paired(Client c) {
        Client.Refereed t = c.tournament(TOURNAMENT);
        register(c, t.id(), t.token(), "Ann");
        register(c, t.id(), t.token(), "Bob");
        assertThat(c.post("/api/tournaments/" + t.id() + "/rounds", t.token(), "").status()).isEqualTo(201);
        return t;
    }

    @Test
    void aChangeWhoseCommitAnswerIsLostIsKeptAndTheNextChangeLands() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed t = c.tournament(TOURNAMENT);
            String id = t.id();
            String token = t.token();
            assertThat(register(c, id, token, "Ann").status()).isEqualTo(201);

            relay.cutAfterNextCommit();
            Client.Answer lost = register(c, id, token, "Bob");
            assertThat(relay.cuts()).as("the commit's answer was dropped").isEqualTo(1);
            assertThat(lost.status()).as(lost.text()).isEqualTo(201);
            assertThat(lost.body().get("number").asInt()).isEqualTo(2);

            Client.Answer next = register(c, id, token, "Cid");
            assertThat(next.status()).as(next.text()).isEqualTo(201);
            assertThat(next.body().get("number").asInt()).isEqualTo(3);
            assertThat(players(c, id)).containsExactly("Ann", "Bob", "Cid");
            assertThat(storedSeqs(id)).containsExactly("1", "2", "3", "4");
        }
    }

    /**
     * Starting a table's game commits twice: the game, then the tournament's event with the link to
     * it. Lost, the second used to be 503 with the game's tokens never shown, and the table started
     * for good: nobody could have the players' links.
     */
    @Test
    void aStartedGameWhoseCommitAnswerIsLostIsAnsweredWithItsLinks() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed t = paired(c);
            String id = t.id();
            String token = t.token();

            relay.cutAfterCommit(2);
            Client.Answer started = c.post("/api/tournaments/" + id + "/rounds/1/tables/1/game", token, "");
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(started.status()).as(started.text()).isEqualTo(201);
            String game = started.body().get("gameId").asText();
            String black = started.body().at("/black/token").asText();
            assertThat(pg.rows("SELECT round, board FROM tournament_games WHERE game_id = '" + game + "'"))
                    .containsExactly("1 1");
            // The links answered are the game's own: black moves with its token.
            assertThat(c.play(game, black, "E5", 0).status()).isEqualTo(200);
            assertThat(c.post("/api/tournaments/" + id + "/rounds/1/tables/1/game", token, "").status()).isEqualTo(409);
        }
    }

    /**
     * The first of the start's two commits lost, the game's creation: the game is found stored
     * and the start goes on to link it, so the table has one game, answered with its links, and
     * is not started twice.
     */
    @Test
    void aTableWhoseGameCommitAnswerIsLostIsStartedWithThatOneGame() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed t = paired(c);
            String id = t.id();
            String token = t.token();
            List<String> gamesBefore = pg.rows("SELECT id FROM games");

            relay.cutAfterNextCommit();
            Client.Answer started = c.post("/api/tournaments/" + id + "/rounds/1/tables/1/game", token, "");
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(started.status()).as(started.text()).isEqualTo(201);
            String game = started.body().get("gameId").asText();
            // The cut was the game's commit: the game row is there, and the tournament's event
            // linking it, committed after, is the last stored (players 2, round 1, start 1).
            assertThat(gamesBefore).isEmpty();
            assertThat(pg.rows("SELECT id FROM games")).containsExactly(game);
            assertThat(pg.rows("SELECT round, board FROM tournament_games WHERE game_id = '" + game + "'"))
                    .containsExactly("1 1");
            assertThat(pg.rows("SELECT count(*) FROM tournament_games WHERE tournament_id = '" + id + "'"))
                    .containsExactly("1");
            assertThat(storedSeqs(id)).containsExactly("1", "2", "3", "4", "5");
            assertThat(c.get("/api/tournaments/" + id).body().at("/rounds/0/pairings/0/game").asText()).isEqualTo(game);
            // The links answered are the stored game's own.
            assertThat(c.play(game, started.body().at("/black/token").asText(), "E5", 0).status()).isEqualTo(200);

            Client.Answer again = c.post("/api/tournaments/" + id + "/rounds/1/tables/1/game", token, "");
            assertThat(again.status()).as(again.text()).isEqualTo(409);
            assertThat(again.body().get("reason").asText()).isEqualTo("game-started");
            assertThat(pg.rows("SELECT id FROM games")).containsExactly(game);
        }
    }

    /**
     * The game's creation lost with the database away too: the start stops before the table is
     * started (nothing links the game, which nobody holds the tokens of), says the game was not
     * confirmed, and the table can be started again; the game stored meanwhile is removed once
     * the database answers, leaving the table's one game. Also what shows that the start's first
     * commit, the one the test above cuts, is the game's.
     */
    @Test
    void aTableWhoseGameCreationIsUnconfirmedIsNotStartedAndCanBeStartedAgain() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed t = paired(c);
            String id = t.id();
            String token = t.token();

            relay.cutAfterNextCommit();
            relay.refuseConnections(true);
            Client.Answer unsure = c.post("/api/tournaments/" + id + "/rounds/1/tables/1/game", token, "");
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(unsure.status()).as(unsure.text()).isEqualTo(503);
            assertThat(unsure.body().get("reason").asText()).isEqualTo("storage");
            assertThat(unsure.body().get("detail").asText()).contains("did not confirm the game");
            // Read while the server still cannot reach the database: once it can, the game goes.
            List<String> orphan = pg.rows("SELECT id FROM games");
            assertThat(orphan).hasSize(1);
            assertThat(pg.rows("SELECT game_id FROM tournament_games")).isEmpty();
            assertThat(storedSeqs(id)).containsExactly("1", "2", "3", "4");
            relay.refuseConnections(false);

            Client.Answer started = c.post("/api/tournaments/" + id + "/rounds/1/tables/1/game", token, "");
            assertThat(started.status()).as(started.text()).isEqualTo(201);
            String game = started.body().get("gameId").asText();
            assertThat(game).isNotEqualTo(orphan.get(0));
            assertThat(pg.rows("SELECT game_id FROM tournament_games")).containsExactly(game);
            assertThat(c.post("/api/tournaments/" + id + "/rounds/1/tables/1/game", token, "").status()).isEqualTo(409);
            long deadline = System.nanoTime() + 15_000_000_000L;
            while (pg.rows("SELECT id FROM games").size() > 1 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(pg.rows("SELECT id FROM games")).containsExactly(game);
        }
    }

    @Test
    void whenTheDatabaseCannotBeAskedTheTournamentIsReadAgainOnceItIsBack() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed t = c.tournament(TOURNAMENT);
            String id = t.id();
            String token = t.token();
            assertThat(register(c, id, token, "Ann").status()).isEqualTo(201);

            relay.cutAfterNextCommit();
            relay.refuseConnections(true);
            Client.Answer unsure = register(c, id, token, "Bob");
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(unsure.status()).as(unsure.text()).isEqualTo(503);
            assertThat(unsure.body().get("reason").asText()).isEqualTo("storage");
            // While the database is away the tournament is shown as far as it is known.
            assertThat(players(c, id)).containsExactly("Ann");
            assertThat(register(c, id, token, "Cid").status()).isEqualTo(503);

            relay.refuseConnections(false);
            // The change the database did commit is found and shown; the next one follows it.
            assertThat(players(c, id)).containsExactly("Ann", "Bob");
            Client.Answer next = register(c, id, token, "Cid");
            assertThat(next.status()).as(next.text()).isEqualTo(201);
            assertThat(next.body().get("number").asInt()).isEqualTo(3);
            assertThat(storedSeqs(id)).containsExactly("1", "2", "3", "4");
        }
    }

    @Test
    void aChangeThatNeverReachedTheDatabaseIsDroppedAndItsNumberStaysFree() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed t = c.tournament(TOURNAMENT);
            String id = t.id();
            String token = t.token();
            assertThat(register(c, id, token, "Ann").status()).isEqualTo(201);

            relay.refuseConnections(true);
            relay.dropConnections();
            Client.Answer failed = register(c, id, token, "Bob");
            assertThat(failed.status()).as(failed.text()).isEqualTo(503);
            assertThat(failed.body().get("reason").asText()).isEqualTo("storage");
            assertThat(players(c, id)).containsExactly("Ann");

            relay.refuseConnections(false);
            Client.Answer next = register(c, id, token, "Cid");
            assertThat(next.status()).as(next.text()).isEqualTo(201);
            assertThat(next.body().get("number").asInt()).isEqualTo(2);
            assertThat(players(c, id)).containsExactly("Ann", "Cid");
            assertThat(storedSeqs(id)).containsExactly("1", "2", "3");
        }
    }

    /** A creation whose answer is lost used to be 503, leaving a tournament whose referee token nobody had. */
    @Test
    void aTournamentWhoseCommitAnswerIsLostIsCreatedWithAWorkingToken() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            relay.cutAfterNextCommit();
            Client.Answer created = c.post("/api/tournaments", null, TOURNAMENT);
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(created.status()).as(created.text()).isEqualTo(201);
            String id = created.body().get("id").asText();
            Client.Answer first = register(c, id, created.body().get("refereeToken").asText(), "Ann");
            assertThat(first.status()).as(first.text()).isEqualTo(201);
            assertThat(first.body().get("number").asInt()).isEqualTo(1);
            assertThat(storedSeqs(id)).containsExactly("1", "2");
        }
    }
}
