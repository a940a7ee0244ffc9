package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import org.goref.core.board.Point;
import org.goref.server.game.Action;
import org.goref.server.game.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Closing the server loses nothing it has accepted: moves queued for the commit writer when
 * close() begins are committed and answered before the database closes, and a server started again
 * on the same SQLite file has every acknowledged move. close() used to stop the writer at once:
 * the queued moves were never stored and their callers waited for ever.
 */
class ServerCloseTest {
    private static final int GAMES = 4;

    @TempDir
    Path dir;

    private record Started(String id, String black, String white) {
    }

    @Test
    void movesQueuedWhenCloseBeginsAreStoredAndAnswered() throws Exception {
        String url = Databases.sqliteFile(dir);
        GorefServer server = GorefServer.start(0, url);
        Client client = new Client(server.port());
        List<Started> games = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            JsonNode g = client.create("{\"size\":9}");
            Started s = new Started(g.get("id").asText(), g.at("/black/token").asText(), g.at("/white/token").asText());
            assertThat(client.play(s.id(), s.black(), "D4", 0).status()).isEqualTo(200);
            games.add(s);
        }

        List<CompletableFuture<Outcome>> queued = new ArrayList<>();
        List<Thread> players = new ArrayList<>();
        CompletableFuture<Void> closing;
        // SQLite's write lock, held by a second connection: the writer waits on it (busy_timeout),
        // so the next moves are still queued when close() begins, whatever the machine's speed.
        try (Connection holder = DriverManager.getConnection(url); Statement s = holder.createStatement()) {
            s.execute("BEGIN IMMEDIATE");
            // The first move alone: the writer takes it and waits for the lock with it; the others
            // then wait in the writer's queue, which is what close() used to abandon.
            for (Started g : games) {
                CompletableFuture<Outcome> answer = new CompletableFuture<>();
                queued.add(answer);
                players.add(Thread.ofPlatform().daemon().start(() -> answer.complete(
                        server.games().act(g.id(), g.white(), new Action.Play(Point.of(4, 4), 1)))));
                awaitParked(players);
                if (players.size() == 1) {
                    Thread.sleep(200);
                }
            }
            closing = CompletableFuture.runAsync(server::close);
            Thread.sleep(300);
            assertThat(closing).as("close() waits for the queued moves").isNotDone();
            assertThat(queued).noneMatch(CompletableFuture::isDone);
            s.execute("ROLLBACK");
        }
        closing.get(GorefServer.DRAIN_PATIENCE.toSeconds() + 5, TimeUnit.SECONDS);
        for (CompletableFuture<Outcome> answer : queued) {
            assertThat(answer.get(1, TimeUnit.SECONDS)).isInstanceOf(Outcome.Done.class);
        }
        // After close, a write is refused at once (not queued for a writer that has stopped).
        Outcome late = server.games().act(games.get(0).id(), games.get(0).black(), new Action.Play(Point.of(2, 2), 2));
        assertThat(late).isInstanceOf(Outcome.Refused.class);
        assertThat(((Outcome.Refused) late).status()).isEqualTo(503);

        try (GorefServer again = GorefServer.start(0, url)) {
            Client c = new Client(again.port());
            for (Started g : games) {
                JsonNode state = c.state(g.id());
                assertThat(state.get("moveNumber").asInt()).isEqualTo(2);
                assertThat(state.get("board").get(5).asText()).isEqualTo("...X.....");
                assertThat(state.get("board").get(4).asText()).isEqualTo("....O....");
            }
        }
    }

    /** Waits until every thread is parked: each has its move queued and waits for the commit. */
    private static void awaitParked(List<Thread> threads) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!threads.stream().allMatch(t -> t.getState() == Thread.State.WAITING)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the moves were not queued within 10 s");
            }
            Thread.sleep(10);
        }
    }
}
