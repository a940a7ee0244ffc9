package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.server.game.Action;
import org.goref.server.game.Created;
import org.goref.server.game.GameService;
import org.goref.server.game.LiveGame;
import org.goref.server.game.NewGame;
import org.goref.server.game.Outcome;
import org.goref.server.record.GorefSgfWriter;
import org.goref.server.store.Database;
import org.goref.server.store.GameRepository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The games list reads no game's lock (it would wait on every game in the middle of a database
 * write), so it must show each game as last committed, never the referee an action is changing at
 * that moment: an action applies its events first and stores them after, and a refused or failed
 * one is put back.
 */
class GamesListSnapshotTest {
    @TempDir
    Path dir;
    final ObjectMapper json = new ObjectMapper();

    @Test
    void theListShowsTheLastCommittedStateWhileAnActionIsInFlight() throws Exception {
        try (Database db = Database.open(Databases.sqliteFile(dir))) {
            GameService s = new GameService(new GameRepository(db), json, new GorefSgfWriter(), System::currentTimeMillis);
            Created c = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, new TimeControl.None(), "A", "B"));
            assertThat(s.act(c.id(), c.blackToken(), new Action.Play(Point.parseGtp("E5", 9), 0)))
                    .isInstanceOf(Outcome.Done.class);
            LiveGame g = s.find(c.id()).orElseThrow();

            g.lock().lock();
            try {
                // What an action does before its commit: the referee already has White's move and
                // Black's resignation, the database has neither.
                assertThat(g.game().tryApply(new GameEvent.Play(Color.WHITE, Point.parseGtp("C3", 9)))).isEmpty();
                assertThat(g.game().tryApply(new GameEvent.Resign(Color.BLACK))).isEmpty();
                JsonNode row = json.readTree(s.list(100)).get(0);
                assertThat(row.get("moveNumber").asInt()).isEqualTo(1);
                assertThat(row.get("phase").asText()).isEqualTo("playing");
                assertThat(row.get("result").isNull()).isTrue();
            } finally {
                g.lock().unlock();
            }

            // Once an action commits, the list shows it.
            GameService again = new GameService(new GameRepository(db), json, new GorefSgfWriter(), System::currentTimeMillis);
            assertThat(again.act(c.id(), c.whiteToken(), new Action.Resign())).isInstanceOf(Outcome.Done.class);
            JsonNode row = json.readTree(again.list(100)).get(0);
            assertThat(row.get("moveNumber").asInt()).isEqualTo(1);
            assertThat(row.get("phase").asText()).isEqualTo("finished");
            assertThat(row.get("result").asText()).isEqualTo("B+R");
        }
    }
}
