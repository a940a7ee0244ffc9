package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What an operator meets when starting the server again on a database with unfinished games. */
class ServerRestartTest {
    @TempDir
    Path dir;

    private static int events(String url, String gameId) throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             var rs = s.executeQuery("SELECT COUNT(*) FROM game_events WHERE game_id = '" + gameId + "'")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private static void sql(String url, String statement) throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute(statement);
        }
    }

    /**
     * One game whose stored events this server cannot replay (here a hand-edited row) is left out
     * and named; the server starts, and every other game goes on. It used to refuse to start with
     * "not an SGF point: zz" and no word of which game.
     */
    @Test
    void aGameWhoseEventsDoNotReplayDoesNotStopTheServer() throws Exception {
        String url = Databases.sqliteFile(dir);
        JsonNode good;
        String bad;
        try (GorefServer first = GorefServer.start(0, url)) {
            Client c = new Client(first.port());
            good = c.create("{\"size\":9}");
            assertThat(c.play(good.get("id").asText(), good.at("/black/token").asText(), "E5", 0).status()).isEqualTo(200);
            bad = c.create("{\"size\":9}").get("id").asText();
        }
        sql(url, "INSERT INTO game_events (game_id, seq, at, event) VALUES ('" + bad + "', 1, 0, 'play B zz')");

        try (GorefServer again = GorefServer.start(0, url)) {
            Client c = new Client(again.port());
            String id = good.get("id").asText();
            Client.Answer move = c.play(id, good.at("/white/token").asText(), "C3", 1);
            assertThat(move.status()).as(move.text()).isEqualTo(200);
            assertThat(c.get("/api/games").body().findValuesAsText("id")).contains(id, bad);
            Client.Answer broken = c.get("/api/games/" + bad);
            assertThat(broken.status()).isEqualTo(500);
            assertThat(broken.body().get("error").asText()).isEqualTo("internal");
            // Said as what it is, as a finished game's is (UnreplayableGameTest).
            assertThat(broken.body().get("reason").asText()).isEqualTo("unreplayable");
            assertThat(broken.body().get("detail").asText()).contains(bad);
        }
    }

    /**
     * A start that fails (the port is taken) records no restart: the restart events are written
     * once the server listens, when the clocks really run again. Each failed attempt used to add a
     * "restarted" event to every unfinished game.
     */
    @Test
    void aStartThatFailsWritesNothingToTheGames() throws Exception {
        String url = Databases.sqliteFile(dir);
        String id;
        try (GorefServer first = GorefServer.start(0, url)) {
            Client c = new Client(first.port());
            JsonNode g = c.create("{\"size\":9,\"time\":\"abs:10m\"}");
            id = g.get("id").asText();
            assertThat(c.play(id, g.at("/black/token").asText(), "E5", 0).status()).isEqualTo(200);
        }
        assertThat(events(url, id)).isEqualTo(1);
        try (ServerSocket taken = new ServerSocket(0)) {
            assertThatThrownBy(() -> GorefServer.start(taken.getLocalPort(), url)).isInstanceOf(RuntimeException.class);
        }
        assertThat(events(url, id)).isEqualTo(1);
        try (GorefServer again = GorefServer.start(0, url)) {
            assertThat(events(url, id)).isEqualTo(2);
            JsonNode s = new Client(again.port()).state(id);
            assertThat(s.at("/clocks/white/running").asBoolean()).isTrue();
        }
    }
}
