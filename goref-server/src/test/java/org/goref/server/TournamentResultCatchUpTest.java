package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A tournament game that ends while the database goes away: its end is committed, but the answer
 * is lost and the database cannot be asked, so the tournament is never told. Its result used to be
 * recorded only at the next server start; now it is recorded when the tournament is next read with
 * the database back.
 */
class TournamentResultCatchUpTest extends BehindARelay {
    private static final String TOURNAMENT = """
            {"name":"Cup","rules":"japanese","komi":6.5,"boardSize":9,"referee":"Ref"}""";

    /** Table 1's result as the server shows it, "" when there is none. */
    private static String tableResult(Client c, String id) {
        Client.Answer a = c.get("/api/tournaments/" + id);
        assertThat(a.status()).as(a.text()).isEqualTo(200);
        return a.body().at("/rounds/0/pairings/0/result/result").asText();
    }

    @Test
    void aResultMissedWhileTheDatabaseWasAwayIsRecordedAtTheNextReadWithoutARestart() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            Client.Refereed t = c.tournament(TOURNAMENT);
            String id = t.id();
            for (String name : new String[] {"Ann", "Bob"}) {
                assertThat(c.post("/api/tournaments/" + id + "/players", t.token(),
                        "{\"name\":\"" + name + "\",\"rank\":\"1k\"}").status()).isEqualTo(201);
            }
            assertThat(c.post("/api/tournaments/" + id + "/rounds", t.token(), "").status()).isEqualTo(201);
            Client.Answer started = c.post("/api/tournaments/" + id + "/rounds/1/tables/1/game", t.token(), "");
            assertThat(started.status()).as(started.text()).isEqualTo(201);
            String game = started.body().get("gameId").asText();
            String black = started.body().at("/black/token").asText();

            relay.cutAfterNextCommit();
            relay.refuseConnections(true);
            Client.Answer resigned = c.post("/api/games/" + game + "/resign", black, "");
            assertThat(relay.cuts()).as("the resignation's commit answer was dropped").isEqualTo(1);
            assertThat(resigned.status()).as(resigned.text()).isEqualTo(503);
            // The database has the game's end; the tournament does not have its result.
            assertThat(pg.rows("SELECT result FROM games WHERE id = '" + game + "'")).containsExactly("W+R");
            assertThat(tableResult(c, id)).isEmpty();

            relay.refuseConnections(false);
            assertThat(tableResult(c, id)).isEqualTo("W+R");
            // Stored once, from the game: the next start has nothing left to catch up.
            assertThat(pg.rows("SELECT count(*) FROM tournament_events WHERE tournament_id = '" + id
                    + "' AND line LIKE 'result %' AND line LIKE '%" + game + "%'")).containsExactly("1");
        }
    }
}
