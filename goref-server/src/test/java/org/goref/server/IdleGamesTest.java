package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.rules.RuleSet;
import org.goref.server.game.Action;
import org.goref.server.game.Created;
import org.goref.server.game.GameService;
import org.goref.server.game.NewGame;
import org.goref.server.game.Outcome;
import org.goref.server.record.GorefSgfWriter;
import org.goref.server.store.Database;
import org.goref.server.store.GameRepository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games nobody asks for leave memory (anyone may create games, and every game ever looked at used
 * to stay), and come back from the database as they were when next asked for; a game whose clock
 * runs stays, so that its flag still falls unasked. The time source is the test's.
 */
class IdleGamesTest {
    private static final long MINUTE = 60_000;

    @TempDir
    Path dir;
    final ObjectMapper json = new ObjectMapper();
    final AtomicLong now = new AtomicLong(1_000_000);

    private JsonNode state(GameService s, String id) throws Exception {
        return json.readTree(s.state(id).orElseThrow());
    }

    private static Point p(String v) {
        return Point.parseGtp(v, 9);
    }

    @Test
    void anIdleGameLeavesMemoryAndComesBackAsItWas() throws Exception {
        try (Database db = Database.open(Databases.sqliteFile(dir))) {
            GameService s = new GameService(new GameRepository(db), json, new GorefSgfWriter(), now::get);
            Created untimed = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, new TimeControl.None(), "A", "B"));
            Created clocked = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, new TimeControl.Absolute(60 * MINUTE), "C", "D"));
            Created over = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, new TimeControl.None(), "E", "F"));
            assertThat(s.act(untimed.id(), untimed.blackToken(), new Action.Play(p("E5"), 0))).isInstanceOf(Outcome.Done.class);
            assertThat(s.act(clocked.id(), clocked.blackToken(), new Action.Play(p("E5"), 0))).isInstanceOf(Outcome.Done.class);
            assertThat(s.act(over.id(), over.whiteToken(), new Action.Resign())).isInstanceOf(Outcome.Done.class);
            JsonNode before = state(s, untimed.id());

            now.addAndGet(9 * MINUTE);
            assertThat(s.dropIdle()).isZero();
            assertThat(s.find(untimed.id())).isPresent(); // asked for: idle from here again
            now.addAndGet(2 * MINUTE);
            assertThat(s.dropIdle()).isEqualTo(1); // the finished game, unasked for eleven minutes
            assertThat(s.liveCount()).isEqualTo(2);
            now.addAndGet(10 * MINUTE);
            assertThat(s.dropIdle()).isEqualTo(1); // the untimed one; the clocked game's clock runs
            assertThat(s.liveCount()).isEqualTo(1);

            // Read again from the database when asked for, as it was; play goes on.
            JsonNode after = state(s, untimed.id());
            assertThat(after.get("moveNumber")).isEqualTo(before.get("moveNumber"));
            assertThat(after.get("board")).isEqualTo(before.get("board"));
            assertThat(after.get("phase").asText()).isEqualTo("playing");
            assertThat(s.act(untimed.id(), untimed.whiteToken(), new Action.Play(p("C3"), 1))).isInstanceOf(Outcome.Done.class);
            assertThat(state(s, untimed.id()).get("moveNumber").asInt()).isEqualTo(2);
            assertThat(state(s, over.id()).get("result").asText()).isEqualTo("B+R");

            // The clocked game stayed, and its flag falls unasked.
            now.addAndGet(40 * MINUTE);
            s.checkFlags();
            assertThat(state(s, clocked.id()).get("result").asText()).isEqualTo("B+T");
        }
    }
}
