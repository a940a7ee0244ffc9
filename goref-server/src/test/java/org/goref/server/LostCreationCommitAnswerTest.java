package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A game's creation (POST /api/games) whose commit answer is lost (the connection dropped right
 * after PostgreSQL answered COMMIT, here by a relay on the way to the real database), and one that
 * never reached the database. The first used to be 503 with the game stored and its tokens given
 * to nobody; now the database is asked, and a game that landed is answered 201 with its tokens.
 */
class LostCreationCommitAnswerTest extends BehindARelay {
    /** Every stored game's id, read straight from PostgreSQL. */
    private List<String> storedGames() throws Exception {
        return pg.rows("SELECT id FROM games ORDER BY id");
    }

    @Test
    void aGameWhoseCommitAnswerIsLostIsCreatedWithWorkingTokens() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            relay.cutAfterNextCommit();
            Client.Answer created = c.post("/api/games", null, "{\"size\":9}");
            assertThat(relay.cuts()).as("the commit's answer was dropped").isEqualTo(1);
            assertThat(created.status()).as(created.text()).isEqualTo(201);
            String id = created.body().get("id").asText();
            assertThat(storedGames()).containsExactly(id);
            // The tokens answered are the stored game's own: black moves with its token.
            Client.Answer move = c.play(id, created.body().at("/black/token").asText(), "D4", 0);
            assertThat(move.status()).as(move.text()).isEqualTo(200);
            assertThat(pg.rows("SELECT seq, event FROM game_events WHERE game_id = '" + id + "'"))
                    .containsExactly("1 play B df");
        }
    }

    /** The handicap stones are the creation's first events: they are checked as the row is. */
    @Test
    void aHandicapGameWhoseCommitAnswerIsLostIsCreatedWithItsStones() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            relay.cutAfterNextCommit();
            Client.Answer created = c.post("/api/games", null, "{\"size\":9,\"handicap\":2}");
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(created.status()).as(created.text()).isEqualTo(201);
            String id = created.body().get("id").asText();
            Client.Answer move = c.play(id, created.body().at("/white/token").asText(), "E5", 0);
            assertThat(move.status()).as(move.text()).isEqualTo(200);
            assertThat(pg.rows("SELECT seq FROM game_events WHERE game_id = '" + id + "' ORDER BY seq"))
                    .containsExactly("1", "2");
        }
    }

    /**
     * Every connection dropped while the database stays reachable: the creation fails on its
     * broken connection before reaching PostgreSQL, the server finds no such game and answers
     * that nothing changed.
     */
    @Test
    void aGameThatNeverReachedTheDatabaseIsRefusedAndLeavesNoRow() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            relay.dropConnections();
            Client.Answer failed = c.post("/api/games", null, "{\"size\":9}");
            assertThat(failed.status()).as(failed.text()).isEqualTo(503);
            assertThat(failed.body().get("reason").asText()).isEqualTo("storage");
            assertThat(failed.body().get("detail").asText()).contains("nothing changed");
            assertThat(storedGames()).isEmpty();
            assertThat(pg.rows("SELECT game_id FROM game_events")).isEmpty();

            String next = c.create("{\"size\":9}").get("id").asText();
            assertThat(storedGames()).containsExactly(next);
        }
    }

    /**
     * The answer lost and the database away as well: the server cannot know, and says so rather
     * than "nothing changed", since the game is stored (without anyone holding its tokens).
     */
    @Test
    void whenTheDatabaseCannotBeAskedTheCreationIsAnsweredUnconfirmed() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client c = new Client(server.port());
            relay.cutAfterNextCommit();
            relay.refuseConnections(true);
            Client.Answer unsure = c.post("/api/games", null, "{\"size\":9}");
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(unsure.status()).as(unsure.text()).isEqualTo(503);
            assertThat(unsure.body().get("reason").asText()).isEqualTo("storage");
            assertThat(unsure.body().get("detail").asText()).contains("did not confirm").doesNotContain("nothing changed");
            assertThat(storedGames()).hasSize(1);
        }
    }
}
