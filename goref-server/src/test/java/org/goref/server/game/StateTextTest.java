package org.goref.server.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.server.clock.ClockStart;
import org.goref.server.clock.CoreClock;
import org.goref.server.clock.GameClock;
import org.goref.server.store.GameRecord;
import org.junit.jupiter.api.Test;

/** The state written out once per commit and read by filling in the clocks: the same JSON as the tree it is made from. */
class StateTextTest {
    final ObjectMapper json = new ObjectMapper();

    static GameRecord record(String black, String white, TimeControl tc) {
        return new GameRecord("g1", 9, RuleSet.russianTerritory(), 0, tc, ClockStart.CREATION, black, white, "b", "w", "r", 0, null, null);
    }

    /** What a read showed before: the tree copied, the clocks and the time set in it. */
    static ObjectNode reference(ObjectNode base, GameClock.Face clock, long now) {
        ObjectNode s = base.deepCopy();
        if (clock != null) {
            ObjectNode clocks = s.objectNode();
            for (Color c : Color.values()) {
                GameClock.Reading rd = clock.read(c, now);
                clocks.putObject(c.lowerName()).put("mainMs", rd.mainMs()).put("periods", rd.periods()).put("periodMs", rd.periodMs())
                        .put("stones", rd.stones()).put("running", rd.running());
            }
            s.set("clocks", clocks);
        }
        s.put("serverTime", now);
        return s;
    }

    @Test
    void theTextIsTheTreeWrittenOutWithTheClocksOfThatMoment() throws Exception {
        // Names that look like the placeholders must not be taken for them.
        List<String[]> names = List.of(new String[] {"A", "B"}, new String[] {"\"clocks\":null", "x\\\"serverTime\\\":null}"},
                new String[] {"Иван \u2028", "{\"clocks\":null}"});
        for (String[] n : names) {
            for (TimeControl tc : List.of(TimeControl.parse("byo:10m+5x30s"), TimeControl.parse("can:10m+10/5m"), new TimeControl.None())) {
                Game g = new Game(9, RuleSet.russianTerritory());
                assertThat(g.tryApply(new GameEvent.Play(Color.BLACK, Point.parseGtp("E5", 9)))).isEmpty();
                CoreClock clock = tc instanceof TimeControl.None ? null : new CoreClock(tc);
                if (clock != null) {
                    clock.run(Color.BLACK, 0);
                    clock.moveMade(Color.BLACK, 7_000);
                    clock.run(Color.WHITE, 7_000);
                }
                ObjectNode base = StateWriter.base(record(n[0], n[1], tc), g, Optional.empty(), false);
                GameClock.Face face = clock == null ? null : clock.face();
                String text = StateWriter.Text.of(base).at(face, 12_345);
                // Both read back, as a client does: numbers written alike compare alike.
                JsonNode expected = json.readTree(reference(base, face, 12_345).toString());
                assertThat(json.readTree(text)).isEqualTo(expected);
                assertThat(text).isEqualTo(expected.toString());
            }
        }
    }
}
