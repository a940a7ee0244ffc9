package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Two goref nodes as separate processes on one PostgreSQL database and a NATS server of the test's
 * own ({@link Cluster}): who is connected to a game counts the pages on both nodes, and when one
 * node is killed, its watchers fall away on the other and the clock of a game only it held still
 * runs out there.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterFaultsTest {
    static Cluster cluster;
    static Client.Seats watched;
    static Client.Watcher blackOnNode0;

    @BeforeAll
    static void start() throws Exception {
        Assumptions.assumeTrue(Cluster.available(), "nats-server, haproxy or PostgreSQL on 127.0.0.1:5432 missing");
        cluster = new Cluster(2);
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    @Order(1)
    void aPlayerOnEachNodeSeesTheOtherConnected() throws Exception {
        watched = cluster.client(0).seats("{\"size\":9,\"black\":{\"name\":\"Ann\"},\"white\":{\"name\":\"Bob\"}}");
        blackOnNode0 = cluster.client(0).watch(watched.id());
        hello(blackOnNode0, watched.black());
        Client.Watcher whiteOnNode1 = cluster.client(1).watch(watched.id());
        hello(whiteOnNode1, watched.white());
        Client.Watcher spectatorOnNode1 = cluster.client(1).watch(watched.id());
        hello(spectatorOnNode1, null);
        Predicate<JsonNode> both = p -> p.path("black").asBoolean() && p.path("white").asBoolean() && p.path("spectators").asInt() == 1;
        presenceUntil(blackOnNode0, both, "Black's page on node 0 sees White and the spectator on node 1");
        presenceUntil(whiteOnNode1, both, "White's page on node 1 sees Black on node 0");
        // A page that leaves is gone from the others' on the other node too.
        spectatorOnNode1.close();
        presenceUntil(blackOnNode0, p -> p.path("white").asBoolean() && p.path("spectators").asInt() == 0,
                "the spectator's leaving, told across nodes");
    }

    @Test
    @Order(2)
    void aTimedGameWhoseOnlyNodeIsKilledStillEndsOnTimeOnAnother() throws Exception {
        // Created on node 1 alone: node 0 never reads it, no page watches it.
        Client.Seats timed = cluster.client(1).seats("{\"size\":9,\"time\":\"abs:4s\",\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
        assertThat(cluster.client(1).play(timed.id(), timed.black(), "C3", 0).status()).isEqualTo(200);
        long killedAt = System.currentTimeMillis();
        cluster.kill(1);
        long deadline = killedAt + 15_000;
        while (countEvents(timed.id(), "timeloss%") == 0) {
            assertThat(System.currentTimeMillis()).as("the time loss committed by the surviving node").isLessThan(deadline);
            TimeUnit.MILLISECONDS.sleep(100);
        }
        System.err.println("time loss of a dead node's game committed " + (System.currentTimeMillis() - killedAt) + " ms after the kill");
        // White's 4 s ran from the move; a node ends it once, however many rounds look at it.
        TimeUnit.MILLISECONDS.sleep(2500);
        assertThat(countEvents(timed.id(), "timeloss%")).isEqualTo(1);
        assertThat(cluster.client(0).state(timed.id()).get("result").asText()).isEqualTo("B+T");
        // White's page on the killed node is gone from Black's page on node 0 once node 1's word expires.
        presenceUntil(blackOnNode0, p -> p.path("black").asBoolean() && !p.path("white").asBoolean(),
                "the killed node's watchers fall away");
    }

    private static void hello(Client.Watcher w, String token) {
        assertThat(w.next().get("type").asText()).isEqualTo("state");
        w.socket.sendText("{\"hello\":" + (token == null ? "null" : "\"" + token + "\"") + "}", true).join();
    }

    /** Waits up to 10 s for a presence message that satisfies {@code wanted}, skipping the others. */
    private static void presenceUntil(Client.Watcher w, Predicate<JsonNode> wanted, String what) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        JsonNode last = null;
        while (System.currentTimeMillis() < deadline) {
            JsonNode m = w.messages.poll(200, TimeUnit.MILLISECONDS);
            if (m != null && "presence".equals(m.path("type").asText())) {
                last = m;
                if (wanted.test(m)) {
                    return;
                }
            }
        }
        throw new AssertionError(what + ": not within 10 s; last presence " + last);
    }

    private static int countEvents(String gameId, String like) throws Exception {
        try (Connection db = DriverManager.getConnection(cluster.db);
             PreparedStatement q = db.prepareStatement("SELECT count(*) FROM game_events WHERE game_id = ? AND event LIKE ?")) {
            q.setString(1, gameId);
            q.setString(2, like);
            ResultSet rs = q.executeQuery();
            rs.next();
            return rs.getInt(1);
        }
    }
}
