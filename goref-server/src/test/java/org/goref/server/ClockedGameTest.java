package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.board.Point;
import org.goref.core.game.GameEvent;
import org.goref.core.clock.TimeControl;
import org.goref.server.game.Action;
import org.goref.server.game.Created;
import org.goref.server.game.GameService;
import org.goref.server.game.NewGame;
import org.goref.server.game.Outcome;
import org.goref.server.record.GorefSgfWriter;
import org.goref.server.store.Database;
import org.goref.server.store.GameRepository;
import org.goref.server.store.StoredEvent;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server's clocks with a time source the test moves: flags fall unasked, marking pauses, restarts stop the clocks. */
class ClockedGameTest {
    @TempDir
    Path dir;
    final ObjectMapper json = new ObjectMapper();
    final AtomicLong now = new AtomicLong(1_000_000);

    GameService service(Database db) {
        return new GameService(new GameRepository(db), json, new GorefSgfWriter(), now::get);
    }

    JsonNode state(GameService s, String id) throws Exception {
        return json.readTree(s.state(id).orElseThrow());
    }

    static Point p(String v) {
        return Point.parseGtp(v, 9);
    }

    @Test
    void theFlagFallsWithoutAnyRequest() throws Exception {
        try (Database db = Database.open(Databases.sqliteFile(dir))) {
            GameService s = service(db);
            Created c = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, new TimeControl.Absolute(30_000), "A", "B"));
            assertThat(s.act(c.id(), c.blackToken(), new Action.Play(p("E5"), 0))).isInstanceOf(Outcome.Done.class);
            now.addAndGet(29_000);
            s.checkFlags();
            assertThat(state(s, c.id()).get("phase").asText()).isEqualTo("playing");
            now.addAndGet(1_001);
            s.checkFlags();
            JsonNode st = state(s, c.id());
            assertThat(st.get("phase").asText()).isEqualTo("finished");
            assertThat(st.get("result").asText()).isEqualTo("B+T");
            // The loss on time was committed: a fresh service over the same database sees it.
            assertThat(new GameRepository(db).events(c.id()).getLast().event()).isEqualTo(new GameEvent.TimeLoss(
                    org.goref.core.board.Color.WHITE));
        }
    }

    @Test
    void theFlagFallsToTheMillisecondWhateverTheMovesDidToTheClocks() throws Exception {
        // The check passes over a game until its flag can fall: that instant must follow every move,
        // here the turn passing to a side with less time left than the one that moved.
        try (Database db = Database.open(Databases.sqliteFile(dir))) {
            GameService s = service(db);
            Created c = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, new TimeControl.ByoYomi(20_000, 1, 5_000), "A", "B"));
            now.addAndGet(18_000);
            assertThat(s.act(c.id(), c.blackToken(), new Action.Play(p("E5"), 0))).isInstanceOf(Outcome.Done.class);
            s.checkFlags();
            now.addAndGet(1_000);
            assertThat(s.act(c.id(), c.whiteToken(), new Action.Play(p("C3"), 1))).isInstanceOf(Outcome.Done.class);
            // Black has 2 s of main time and a 5 s period left: up 7 s after White's move, to the millisecond.
            now.addAndGet(7_000);
            s.checkFlags();
            assertThat(state(s, c.id()).get("phase").asText()).isEqualTo("playing");
            now.addAndGet(1);
            s.checkFlags();
            assertThat(state(s, c.id()).get("result").asText()).isEqualTo("W+T");
        }
    }

    @Test
    void aLateMoveLosesOnTimeInsteadOfBeingPlayed() throws Exception {
        try (Database db = Database.open(Databases.sqliteFile(dir))) {
            GameService s = service(db);
            Created c = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, new TimeControl.ByoYomi(0, 1, 10_000), "A", "B"));
            now.addAndGet(10_001);
            Outcome o = s.act(c.id(), c.blackToken(), new Action.Play(p("E5"), 0));
            assertThat(o).isInstanceOf(Outcome.Refused.class);
            assertThat(((Outcome.Refused) o).status()).isEqualTo(409);
            assertThat(state(s, c.id()).get("result").asText()).isEqualTo("W+T");
            assertThat(state(s, c.id()).get("moveNumber").asInt()).isZero();
        }
    }

    @Test
    void clocksPauseDuringMarking() throws Exception {
        try (Database db = Database.open(Databases.sqliteFile(dir))) {
            GameService s = service(db);
            Created c = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, new TimeControl.Absolute(60_000), "A", "B"));
            s.act(c.id(), c.blackToken(), new Action.Play(p("E5"), 0));
            s.act(c.id(), c.whiteToken(), new Action.Play(null, 1));
            now.addAndGet(5_000);
            s.act(c.id(), c.blackToken(), new Action.Play(null, 2));
            now.addAndGet(3_600_000);
            s.checkFlags();
            JsonNode st = state(s, c.id());
            assertThat(st.get("phase").asText()).isEqualTo("marking");
            assertThat(st.at("/clocks/black/mainMs").asLong()).isEqualTo(55_000);
            assertThat(st.at("/clocks/black/running").asBoolean()).isFalse();
            assertThat(st.at("/clocks/white/running").asBoolean()).isFalse();
            // Resumed play: the opponent of the one who asked moves, and their clock runs again.
            s.act(c.id(), c.blackToken(), new Action.Resume());
            now.addAndGet(2_000);
            st = state(s, c.id());
            assertThat(st.get("toMove").asText()).isEqualTo("white");
            assertThat(st.at("/clocks/white/running").asBoolean()).isTrue();
            assertThat(st.at("/clocks/white/mainMs").asLong()).isEqualTo(58_000);
        }
    }

    /** The one unfinished game rebuilt by a starting server, its state a second later. */
    private JsonNode restoredOneSecondLater(GameService s, String id) throws Exception {
        assertThat(s.restore()).isEqualTo(1);
        now.addAndGet(1_000);
        s.checkFlags();
        return state(s, id);
    }

    /** A game on a 60 s absolute clock: Black plays E5, White C3 ten seconds later. */
    private Created twoMovesTenSecondsApart(GameService s) {
        Created c = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, new TimeControl.Absolute(60_000), "A", "B"));
        s.act(c.id(), c.blackToken(), new Action.Play(p("E5"), 0));
        now.addAndGet(10_000);
        s.act(c.id(), c.whiteToken(), new Action.Play(p("C3"), 1));
        return c;
    }

    @Test
    void aRestartRebuildsUnfinishedGamesAndTheDowntimeIsNotCharged() throws Exception {
        String url = Databases.sqliteFile(dir);
        Created c;
        try (Database db = Database.open(url)) {
            GameService s = service(db);
            c = twoMovesTenSecondsApart(s);
            now.addAndGet(7_000);
        }
        // Down for an hour.
        now.addAndGet(3_600_000);
        try (Database db = Database.open(url)) {
            GameService s = service(db);
            JsonNode st = restoredOneSecondLater(s, c.id());
            assertThat(st.get("phase").asText()).isEqualTo("playing");
            assertThat(st.get("moveNumber").asInt()).isEqualTo(2);
            assertThat(st.at("/clocks/white/mainMs").asLong()).isEqualTo(50_000);
            // Black thought 7 s before the crash: that time is lost with the server; 1 s since.
            assertThat(st.at("/clocks/black/mainMs").asLong()).isEqualTo(59_000);
            List<StoredEvent> events = new GameRepository(db).events(c.id());
            assertThat(events.getLast().event()).isInstanceOf(GameEvent.Restarted.class);
            assertThat(((GameEvent.Restarted) events.getLast().event()).note()).startsWith("clocks stopped from ");
            // And the game goes on.
            assertThat(s.act(c.id(), c.blackToken(), new Action.Play(p("G7"), 2))).isInstanceOf(Outcome.Done.class);
        }
    }

    /**
     * A database written before restarts had an event of their own holds a note "server restart:
     * …" instead: read back, it still restarts the clock there, so the downtime is not charged.
     */
    @Test
    void aRestartRecordedAsANoteByAnOlderServerStillStopsTheClocks() throws Exception {
        String url = Databases.sqliteFile(dir);
        Created c;
        try (Database db = Database.open(url)) {
            GameService s = service(db);
            c = twoMovesTenSecondsApart(s);
            // What an older server wrote: its restart an hour later, then Black's move 5 s after it.
            GameRepository repo = new GameRepository(db);
            now.addAndGet(3_600_000);
            repo.append(c.id(), List.of(new StoredEvent(3, now.get(),
                    new GameEvent.Note("server restart: clocks stopped from then to now"))), null, 0);
            now.addAndGet(5_000);
            repo.append(c.id(), List.of(new StoredEvent(4, now.get(),
                    new GameEvent.Play(org.goref.core.board.Color.BLACK, p("G7")))), null, 0);
        }
        now.addAndGet(2_000);
        try (Database db = Database.open(url)) {
            GameService s = service(db);
            JsonNode st = restoredOneSecondLater(s, c.id());
            assertThat(st.get("phase").asText()).isEqualTo("playing");
            // Black thought 5 s from the old restart, not the hour before it.
            assertThat(st.at("/clocks/black/mainMs").asLong()).isEqualTo(55_000);
            // White: 10 s before, 1 s since this restart.
            assertThat(st.at("/clocks/white/mainMs").asLong()).isEqualTo(49_000);
        }
    }

    /**
     * The estimator's advice when play stopped (here a protective move Black owes at D9, {@link
     * ApiTest#PROTECTIVE_GAME}) is an event of its own, stored with the game: a restarted server
     * shows it to the players still marking.
     */
    @Test
    void theEstimatorsAdviceSurvivesARestart() throws Exception {
        String url = Databases.sqliteFile(dir);
        Created c;
        try (Database db = Database.open(url)) {
            GameService s = service(db);
            c = s.create(new NewGame(9, RuleSet.parse("japanese,komi=0.5"), 0, new TimeControl.None(), "A", "B"));
            String[] moves = ApiTest.PROTECTIVE_GAME.split(" ");
            for (int i = 0; i < moves.length; i++) {
                Point at = moves[i].equals("pass") ? null : p(moves[i]);
                assertThat(s.act(c.id(), i % 2 == 0 ? c.blackToken() : c.whiteToken(), new Action.Play(at, i)))
                        .as(moves[i]).isInstanceOf(Outcome.Done.class);
            }
            assertThat(state(s, c.id()).get("protectiveMoves").toString()).isEqualTo("[{\"color\":\"black\",\"vertex\":\"D9\"}]");
        }
        try (Database db = Database.open(url)) {
            GameService s = service(db);
            assertThat(s.restore()).isEqualTo(1);
            JsonNode st = state(s, c.id());
            assertThat(st.get("phase").asText()).isEqualTo("marking");
            assertThat(st.get("protectiveMoves").toString()).isEqualTo("[{\"color\":\"black\",\"vertex\":\"D9\"}]");
            assertThat(new GameRepository(db).events(c.id())).anyMatch(e -> e.event() instanceof GameEvent.Proposed p
                    && p.marking().protectiveMoves().size() == 1);
        }
    }
}
