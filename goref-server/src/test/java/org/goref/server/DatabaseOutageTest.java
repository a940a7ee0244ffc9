package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL goes away under a running server (restarted, its backends terminated, connections
 * refused for a while) and comes back: meanwhile every request is answered, a write with 503
 * {@code storage} that changes nothing, and afterwards the server works again without a restart.
 */
class DatabaseOutageTest {
    private String url;
    private String name;

    @BeforeEach
    void scratchPostgres() throws Exception {
        Assumptions.assumeTrue(Databases.postgresAvailable(), "PostgreSQL is not running on 127.0.0.1:5432");
        url = Databases.createPostgres();
        name = url.substring(url.lastIndexOf('/') + 1, url.indexOf('?'));
    }

    @AfterEach
    void dropPostgres() throws Exception {
        if (url != null) {
            admin("ALTER DATABASE " + name + " ALLOW_CONNECTIONS true");
            Databases.dropPostgres(url);
        }
    }

    private static void admin(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(Databases.PG_ADMIN); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    /** What a restart of PostgreSQL does to the server's connections: every one of them is dropped. */
    private void terminateBackends() throws SQLException {
        admin("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '" + name + "'");
    }

    @Test
    void afterPostgresDropsEveryConnectionTheNextMoveLands() throws Exception {
        try (GorefServer server = GorefServer.start(0, url)) {
            Client client = new Client(server.port());
            JsonNode g = client.create("{\"size\":9}");
            String id = g.get("id").asText();
            assertThat(client.play(id, g.at("/black/token").asText(), "D4", 0).status()).isEqualTo(200);

            terminateBackends();

            Client.Answer move = client.play(id, g.at("/white/token").asText(), "E5", 1);
            assertThat(move.status()).as(move.text()).isEqualTo(200);
            assertThat(client.post("/api/games", null, "{\"size\":9}").status()).isEqualTo(201);
            assertThat(client.get("/api/games").body().size()).isEqualTo(2);
        }
    }

    @Test
    void afterPostgresDropsEveryConnectionReadsRecoverToo() throws Exception {
        try (GorefServer server = GorefServer.start(0, url)) {
            Client client = new Client(server.port());
            String id = client.create("{\"size\":9}").get("id").asText();

            terminateBackends();

            // A read on a dropped connection may fail once (503, nothing to undo); the next is served.
            Client.Answer first = client.get("/api/games");
            assertThat(first.status()).as(first.text()).isIn(200, 503);
            for (int i = 0; i < 3; i++) {
                Client.Answer list = client.get("/api/games");
                assertThat(list.status()).as(list.text()).isEqualTo(200);
                assertThat(list.body().get(0).get("id").asText()).isEqualTo(id);
            }
        }
    }

    @Test
    void whilePostgresRefusesConnectionsEveryRequestIsAnsweredAndNothingChanges() throws Exception {
        try (GorefServer server = GorefServer.start(0, url)) {
            Client client = new Client(server.port());
            Client.Seats g = client.seats("{\"size\":9}");
            String id = g.id();
            String black = g.black();
            String white = g.white();
            assertThat(client.play(id, black, "D4", 0).status()).isEqualTo(200);
            String before = client.stableState(id);

            admin("ALTER DATABASE " + name + " ALLOW_CONNECTIONS false");
            terminateBackends();
            // More requests than the pool has connections: each must be answered, none may wait for ever.
            for (int i = 0; i < 40; i++) {
                Client.Answer move = client.play(id, white, "E5", 1);
                assertThat(move.status()).as(move.text()).isEqualTo(503);
                assertThat(move.body().get("reason").asText()).isEqualTo("storage");
                Client.Answer create = client.post("/api/games", null, "{\"size\":9}");
                assertThat(create.status()).as(create.text()).isEqualTo(503);
                assertThat(create.body().get("reason").asText()).isEqualTo("storage");
            }
            assertThat(client.get("/api/games/no-such-game").status()).isEqualTo(503);
            assertThat(client.stableState(id)).isEqualTo(before);
            // Once the pool's dropped connections are gone, a write gets no connection at all: it
            // was never sent, so it is plainly refused, not "unconfirmed", and a creation is not
            // remembered for a clean-up nor a game left unsure (only the first few, on the
            // connections the termination dropped, may be).
            int remembered = server.games().unclaimed().waiting();
            assertThat(remembered).isLessThanOrEqualTo(4);
            for (int i = 0; i < 10; i++) {
                Client.Answer create = client.post("/api/games", null, "{\"size\":9}");
                assertThat(create.status()).as(create.text()).isEqualTo(503);
                assertThat(create.body().get("detail").asText()).as(create.text()).doesNotContain("did not confirm");
                Client.Answer move = client.play(id, white, "E5", 1);
                assertThat(move.body().get("detail").asText()).as(move.text()).doesNotContain("did not confirm");
            }
            assertThat(server.games().unclaimed().waiting()).isEqualTo(remembered);

            admin("ALTER DATABASE " + name + " ALLOW_CONNECTIONS true");
            Client.Answer move = client.play(id, white, "E5", 1);
            assertThat(move.status()).as(move.text()).isEqualTo(200);
            assertThat(move.body().get("moveNumber").asInt()).isEqualTo(2);
            assertThat(client.post("/api/games", null, "{\"size\":9}").status()).isEqualTo(201);
        }
        // Nothing half-written: a server started again on the database replays the same game.
        try (GorefServer again = GorefServer.start(0, url)) {
            assertThat(again.games().liveCount()).isEqualTo(2);
        }
    }
}
