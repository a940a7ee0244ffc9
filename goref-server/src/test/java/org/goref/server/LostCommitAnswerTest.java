package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL commits a move and the answer never reaches the server (the connection dropped right
 * after COMMIT, here by a relay on the way to the real database). The server used to answer 503,
 * rebuild the game without the move the database had, and fail every later write of the game on
 * the sequence number already stored until it was restarted. Now it reads what the database holds:
 * the move is kept and answered, and the game goes on.
 */
class LostCommitAnswerTest extends BehindARelay {
    /** The game's stored event lines, in order, read straight from PostgreSQL. */
    private List<String> storedEvents(String gameId) throws Exception {
        return pg.rows("SELECT seq, event FROM game_events WHERE game_id = '" + gameId + "' ORDER BY seq");
    }

    @Test
    void aMoveCommittedWhoseAnswerIsLostIsKeptAndTheNextMoveLands() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client client = new Client(server.port());
            Client.Seats g = client.seats("{\"size\":9}");
            String id = g.id();
            String black = g.black();
            String white = g.white();
            assertThat(client.play(id, black, "D4", 0).status()).isEqualTo(200);
            try (Client.Watcher watcher = client.watch(id)) {
                assertThat(watcher.next().get("type").asText()).isEqualTo("state");

                relay.cutAfterNextCommit();
                Client.Answer lost = client.play(id, white, "E5", 1);
                assertThat(relay.cuts()).as("the commit's answer was dropped").isEqualTo(1);
                assertThat(lost.status()).as(lost.text()).isEqualTo(200);
                assertThat(lost.body().get("moveNumber").asInt()).isEqualTo(2);
                // Told to the watchers as any other move.
                JsonNode update = watcher.next();
                assertThat(update.get("events").get(0).asText()).isEqualTo("play W ee");
            }

            Client.Answer next = client.play(id, black, "C3", 2);
            assertThat(next.status()).as(next.text()).isEqualTo(200);
            assertThat(next.body().get("moveNumber").asInt()).isEqualTo(3);
            assertThat(storedEvents(id)).containsExactly("1 play B df", "2 play W ee", "3 play B cg");
        }
    }

    /**
     * POST …/check answers as the play would: a game a lost commit answer left unsure is read
     * again first. Asked of the memory alone, it said a move was playable in a game the database
     * holds as resigned, and the touch screen's confirmed play was then refused.
     */
    @Test
    void aCheckReadsAnUnsureGameAgainAsThePlayWould() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client client = new Client(server.port());
            Client.Seats g = client.seats("{\"size\":9}");
            String id = g.id();
            assertThat(client.play(id, g.black(), "D4", 0).status()).isEqualTo(200);

            relay.cutAfterNextCommit();
            relay.refuseConnections(true);
            Client.Answer unsure = client.post("/api/games/" + id + "/resign", g.white(), "");
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(unsure.status()).as(unsure.text()).isEqualTo(503);
            String move = "{\"move\":\"E5\",\"moveNumber\":1}";
            Client.Answer away = client.post("/api/games/" + id + "/check", g.white(), move);
            assertThat(away.status()).as(away.text()).isEqualTo(503);
            assertThat(away.body().get("reason").asText()).isEqualTo("storage");

            relay.refuseConnections(false);
            Client.Answer back = client.post("/api/games/" + id + "/check", g.white(), move);
            assertThat(back.status()).as(back.text()).isEqualTo(409);
            assertThat(back.body().get("reason").asText()).isEqualTo("wrong-phase");
            assertThat(client.play(id, g.white(), "E5", 1).status()).isEqualTo(409);
        }
    }

    @Test
    void whenTheDatabaseCannotBeAskedTheGameIsReadAgainOnceItIsBack() throws Exception {
        try (GorefServer server = GorefServer.start(0, pg.relayed())) {
            Client client = new Client(server.port());
            Client.Seats g = client.seats("{\"size\":9}");
            String id = g.id();
            String black = g.black();
            String white = g.white();
            assertThat(client.play(id, black, "D4", 0).status()).isEqualTo(200);

            relay.cutAfterNextCommit();
            relay.refuseConnections(true);
            Client.Answer unsure = client.play(id, white, "E5", 1);
            assertThat(relay.cuts()).isEqualTo(1);
            assertThat(unsure.status()).as(unsure.text()).isEqualTo(503);
            assertThat(unsure.body().get("reason").asText()).isEqualTo("storage");
            // While the database is away the game is still shown, as far as it is known.
            assertThat(client.get("/api/games/" + id).status()).isEqualTo(200);

            relay.refuseConnections(false);
            // The move the database did commit is found, and shown.
            JsonNode state = client.state(id);
            assertThat(state.get("moveNumber").asInt()).isEqualTo(2);
            assertThat(state.get("board").get(4).asText()).isEqualTo("....O....");
            // White sending the unconfirmed move again does not store it twice.
            Client.Answer again = client.play(id, white, "E5", 1);
            assertThat(again.status()).isEqualTo(409);
            assertThat(again.body().get("reason").asText()).isEqualTo("stale-move-number");
            Client.Answer next = client.play(id, black, "C3", 2);
            assertThat(next.status()).as(next.text()).isEqualTo(200);
            assertThat(storedEvents(id)).containsExactly("1 play B df", "2 play W ee", "3 play B cg");
        }
    }
}
