package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.JsonNode;
import org.goref.core.board.Color;
import org.goref.core.game.GameEvent;
import org.goref.server.game.LiveGame;
import org.goref.server.game.GameService;
import org.goref.server.store.Database;
import org.goref.server.store.GameRepository;
import org.goref.server.store.StoredEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The creation field clockStart over HTTP, on a real server on a SQLite file whose games' time
 * the test moves: "first-move" runs no clock until the first move, which charges nobody.
 */
class ClockStartTest {
    static final long MINUTE = 60_000;
    static final String FIRST_MOVE_GAME = "{\"size\":9,\"time\":\"abs:1m\",\"clockStart\":\"first-move\"}";

    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong(1_000_000);

    GorefServer start(String url) {
        return GorefServer.start(0, url, now::get);
    }

    static void bothFullAndStopped(JsonNode st) {
        for (String side : new String[] {"black", "white"}) {
            assertThat(st.at("/clocks/" + side + "/mainMs").asLong()).as(side).isEqualTo(MINUTE);
            assertThat(st.at("/clocks/" + side + "/running").asBoolean()).as(side).isFalse();
        }
    }

    @Test
    void beforeTheFirstMoveTimeChargesNobodyAndNoFlagFalls() {
        try (GorefServer server = start(Databases.sqliteFile(dir))) {
            Client c = new Client(server.port());
            Client.Seats g = c.seats(FIRST_MOVE_GAME);
            JsonNode st = c.state(g.id());
            assertThat(st.get("clockStart").asText()).isEqualTo("first-move");
            bothFullAndStopped(st);
            now.addAndGet(120 * MINUTE);
            server.games().checkFlags();
            st = c.state(g.id());
            assertThat(st.get("phase").asText()).isEqualTo("playing");
            bothFullAndStopped(st);
            // No clock runs, so an idle game leaves memory as an untimed one does, and is read back alike.
            now.addAndGet(GameService.IDLE_MILLIS + 1);
            assertThat(server.games().dropIdle()).isEqualTo(1);
            bothFullAndStopped(c.state(g.id()));
        }
    }

    @Test
    void theFirstMoveIsNotChargedAndStartsTheOpponentsClock() {
        try (GorefServer server = start(Databases.sqliteFile(dir))) {
            Client c = new Client(server.port());
            Client.Seats g = c.seats(FIRST_MOVE_GAME);
            now.addAndGet(5 * MINUTE);
            assertThat(c.play(g.id(), g.black(), "E5", 0).status()).isEqualTo(200);
            now.addAndGet(10_000);
            JsonNode st = c.state(g.id());
            assertThat(st.at("/clocks/black/mainMs").asLong()).isEqualTo(MINUTE);
            assertThat(st.at("/clocks/black/running").asBoolean()).isFalse();
            assertThat(st.at("/clocks/white/running").asBoolean()).isTrue();
            assertThat(st.at("/clocks/white/mainMs").asLong()).isEqualTo(50_000);
            // White's clock really runs: its flag falls unasked.
            now.addAndGet(50_001);
            server.games().checkFlags();
            assertThat(c.state(g.id()).get("result").asText()).isEqualTo("B+T");
        }
    }

    /**
     * The first move is not charged but gets Fischer's increment, as every move does and as it
     * does in a game timed from its creation: Black's clock did not lag one increment behind.
     */
    @Test
    void theFirstMoveGetsFischersIncrementLikeEveryOther() {
        String url = Databases.sqliteFile(dir);
        Client.Seats g;
        try (GorefServer server = start(url)) {
            Client c = new Client(server.port());
            g = c.seats("{\"size\":9,\"time\":\"fis:1m+10s\",\"clockStart\":\"first-move\"}");
            now.addAndGet(5 * MINUTE);
            assertThat(c.play(g.id(), g.black(), "E5", 0).status()).isEqualTo(200);
            now.addAndGet(20_000);
            assertThat(c.play(g.id(), g.white(), "C3", 1).status()).isEqualTo(200);
            JsonNode st = c.state(g.id());
            assertThat(st.at("/clocks/black/mainMs").asLong()).isEqualTo(70_000);
            assertThat(st.at("/clocks/black/running").asBoolean()).isTrue();
            assertThat(st.at("/clocks/white/mainMs").asLong()).isEqualTo(50_000);
            // Replayed from the stored events after a restart, the same clocks.
        }
        try (GorefServer again = start(url)) {
            JsonNode st = new Client(again.port()).state(g.id());
            assertThat(st.at("/clocks/black/mainMs").asLong()).isEqualTo(70_000);
            assertThat(st.at("/clocks/white/mainMs").asLong()).isEqualTo(50_000);
        }
    }

    /** The record says the first move was not timed; a game whose clocks ran from the creation does not. */
    @Test
    void theRecordSaysTheClocksStartedWithTheFirstMove() {
        try (GorefServer server = start(Databases.sqliteFile(dir))) {
            Client c = new Client(server.port());
            Client.Seats first = c.seats(FIRST_MOVE_GAME);
            assertThat(c.play(first.id(), first.black(), "E5", 0).status()).isEqualTo(200);
            assertThat(c.get("/api/games/" + first.id() + "/sgf").text())
                    .contains("C[goref: the clocks started with the first move, which was not timed]");
            Client.Seats fromCreation = c.seats("{\"size\":9,\"time\":\"abs:1m\"}");
            Client.Seats untimed = c.seats("{\"size\":9,\"clockStart\":\"first-move\"}");
            for (Client.Seats g : List.of(fromCreation, untimed)) {
                assertThat(c.get("/api/games/" + g.id() + "/sgf").text()).doesNotContain("clocks started");
            }
        }
    }

    /** The default (and "creation") keeps today's clock: it runs from the creation. */
    @Test
    void byDefaultTheClockRunsFromTheCreation() {
        try (GorefServer server = start(Databases.sqliteFile(dir))) {
            Client c = new Client(server.port());
            for (String body : new String[] {"{\"size\":9,\"time\":\"abs:1m\"}",
                    "{\"size\":9,\"time\":\"abs:1m\",\"clockStart\":\"creation\"}"}) {
                Client.Seats g = c.seats(body);
                JsonNode st = c.state(g.id());
                assertThat(st.get("clockStart").asText()).as(body).isEqualTo("creation");
                assertThat(st.at("/clocks/black/running").asBoolean()).as(body).isTrue();
                now.addAndGet(MINUTE + 1);
                server.games().checkFlags();
                assertThat(c.state(g.id()).get("result").asText()).as(body).isEqualTo("W+T");
            }
        }
    }

    @Test
    void aRestartBeforeTheFirstMoveKeepsBothClocksFull() throws Exception {
        String url = Databases.sqliteFile(dir);
        Client.Seats g;
        try (GorefServer first = start(url)) {
            g = new Client(first.port()).seats(FIRST_MOVE_GAME);
            now.addAndGet(10 * MINUTE);
        }
        now.addAndGet(60 * MINUTE);
        try (GorefServer again = start(url)) {
            Client c = new Client(again.port());
            now.addAndGet(MINUTE);
            again.games().checkFlags();
            bothFullAndStopped(c.state(g.id()));
            try (Database db = Database.open(url)) {
                List<StoredEvent> events = new GameRepository(db).events(g.id());
                assertThat(events.getLast().event()).isInstanceOf(GameEvent.Restarted.class);
            }
            // And the first move after the restart starts White's clock, Black's left full.
            assertThat(c.play(g.id(), g.black(), "E5", 0).status()).isEqualTo(200);
            now.addAndGet(1_000);
            JsonNode st = c.state(g.id());
            assertThat(st.at("/clocks/black/mainMs").asLong()).isEqualTo(MINUTE);
            assertThat(st.at("/clocks/white/mainMs").asLong()).isEqualTo(59_000);
            assertThat(st.at("/clocks/white/running").asBoolean()).isTrue();
        }
    }

    /** The clocks replayed from the stored events after a restart are the ones the game had. */
    @Test
    void aRestartAfterTheFirstMovesReplaysTheSameClocks() {
        String url = Databases.sqliteFile(dir);
        Client.Seats g;
        try (GorefServer first = start(url)) {
            Client c = new Client(first.port());
            g = c.seats(FIRST_MOVE_GAME);
            now.addAndGet(5 * MINUTE);
            assertThat(c.play(g.id(), g.black(), "E5", 0).status()).isEqualTo(200);
            now.addAndGet(10_000);
            assertThat(c.play(g.id(), g.white(), "C3", 1).status()).isEqualTo(200);
            now.addAndGet(4_000);
            assertThat(c.state(g.id()).at("/clocks/black/mainMs").asLong()).isEqualTo(56_000);
        }
        now.addAndGet(60 * MINUTE);
        try (GorefServer again = start(url)) {
            now.addAndGet(1_000);
            JsonNode st = new Client(again.port()).state(g.id());
            assertThat(st.at("/clocks/white/mainMs").asLong()).isEqualTo(50_000);
            // Black's 4 s before the stop are lost with the server, as for any restart; 1 s since.
            assertThat(st.at("/clocks/black/mainMs").asLong()).isEqualTo(59_000);
            assertThat(st.at("/clocks/black/running").asBoolean()).isTrue();
        }
    }

    /**
     * With handicap stones White moves first: White's first move is the one not charged, and it
     * starts Black's clock. The time used (what a tournament's result records) agrees.
     */
    @Test
    void withHandicapWhitesFirstMoveStartsBlacksClock() {
        try (GorefServer server = start(Databases.sqliteFile(dir))) {
            Client c = new Client(server.port());
            Client.Seats g = c.seats("{\"size\":9,\"handicap\":2,\"time\":\"abs:1m\",\"clockStart\":\"first-move\"}");
            now.addAndGet(3 * MINUTE);
            bothFullAndStopped(c.state(g.id()));
            assertThat(c.play(g.id(), g.white(), "E5", 0).status()).isEqualTo(200);
            now.addAndGet(7_000);
            assertThat(c.play(g.id(), g.black(), "E4", 1).status()).isEqualTo(200);
            JsonNode st = c.state(g.id());
            assertThat(st.at("/clocks/white/mainMs").asLong()).isEqualTo(MINUTE);
            assertThat(st.at("/clocks/black/mainMs").asLong()).isEqualTo(53_000);
            assertThat(st.at("/clocks/white/running").asBoolean()).isTrue();
            LiveGame live = server.games().find(g.id()).orElseThrow();
            live.lock().lock();
            try {
                assertThat(live.timeUsed(Color.WHITE)).isEqualTo(Duration.ZERO);
                assertThat(live.timeUsed(Color.BLACK)).isEqualTo(Duration.ofSeconds(7));
            } finally {
                live.lock().unlock();
            }
        }
    }

    @Test
    void anUnknownClockStartIsRefusedAndCreatesNothing() {
        try (GorefServer server = start(Databases.sqliteFile(dir))) {
            Client c = new Client(server.port());
            for (String value : new String[] {"\"first_move\"", "\"\"", "1", "true", "{}"}) {
                Client.Answer a = c.post("/api/games", null, "{\"size\":9,\"time\":\"abs:1m\",\"clockStart\":" + value + "}");
                assertThat(a.status()).as(value).isEqualTo(400);
                assertThat(a.body().get("error").asText()).as(value).isEqualTo("invalid");
                assertThat(a.body().get("detail").asText()).as(value).contains("clockStart");
            }
            assertThat(c.get("/api/games").body().findValuesAsText("id")).isEmpty();
        }
    }
}
