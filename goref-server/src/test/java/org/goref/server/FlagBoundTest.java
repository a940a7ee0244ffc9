package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.clock.TimeSpec;
import org.goref.core.rules.RuleSet;
import org.goref.server.clock.CoreClock;
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
 * The games' {@code flag_at}: a moment before which no flag can fall, which another node's sweep
 * trusts to find the games of a node that died. It must never be later than a flag, and it is
 * written only when the one stored comes due, not with every move.
 */
class FlagBoundTest {
    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong(1_000_000);

    GameService service(Database db) {
        return new GameService(new GameRepository(db), new ObjectMapper(), new GorefSgfWriter(), now::get);
    }

    static Long stored(Database db, String id) {
        return db.jdbi().withHandle(h -> h.createQuery("SELECT flag_at FROM games WHERE id = :id").bind("id", id)
                .mapTo(Long.class).one());
    }

    static Point p(String v) {
        return Point.parseGtp(v, 9);
    }

    static final List<String> MOVES = List.of("E5", "C3", "G7", "C7", "G3", "E3", "E7", "C5", "G5", "D4", "F6", "D6");

    @Test
    void aClockOfHoursIsStoredAtCreationAndNotRewrittenByEveryMove() {
        try (Database db = Database.open(Databases.sqliteFile(dir))) {
            GameService s = service(db);
            long created = now.get();
            Created c = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, TimeControl.parse("byo:1h+5x30s"), "A", "B"));
            // Black runs from the creation with an hour and five periods; White would have as much.
            long bound = created + 3_600_000 + 150_000 + 1;
            assertThat(stored(db, c.id())).isEqualTo(bound);
            for (int n = 0; n < MOVES.size(); n++) {
                now.addAndGet(1_000);
                assertThat(s.act(c.id(), n % 2 == 0 ? c.blackToken() : c.whiteToken(), new Action.Play(p(MOVES.get(n)), n)))
                        .isInstanceOf(Outcome.Done.class);
                assertThat(stored(db, c.id())).isEqualTo(bound);
            }
        }
    }

    @Test
    void aBoundComingDueIsMovedOnByTheNextMoveOrByTheRefreshAndAFinishedGameHasNone() {
        try (Database db = Database.open(Databases.sqliteFile(dir))) {
            GameService s = service(db);
            long t0 = now.get();
            Created c = s.create(new NewGame(9, RuleSet.russianTerritory(), 0, TimeControl.parse("abs:30s"), "A", "B"));
            assertThat(stored(db, c.id())).isEqualTo(t0 + 30_001);
            now.set(t0 + 1_000);
            s.act(c.id(), c.blackToken(), new Action.Play(p("E5"), 0));
            // 29 s ahead still: left as it is.
            assertThat(stored(db, c.id())).isEqualTo(t0 + 30_001);
            now.set(t0 + 26_000);
            s.act(c.id(), c.whiteToken(), new Action.Play(p("C3"), 1));
            // Due within 10 s: White, with 5 s left, could run out first once Black has moved.
            assertThat(stored(db, c.id())).isEqualTo(t0 + 31_001);
            // Black thinks on past that moment: the refresh moves it on to what White has from now.
            now.set(t0 + 30_000);
            s.refreshFlagBounds();
            assertThat(stored(db, c.id())).isEqualTo(t0 + 35_001);
            // Black's own flag falls at 55 s.
            now.set(t0 + 55_001);
            s.checkFlags();
            assertThat(stored(db, c.id())).isNull();
        }
    }

    @Test
    void aStoredBoundIsNeverLaterThanAFlagAndNeverGoesBack() {
        Random random = new Random(7);
        List<String> specs = List.of("abs:60s", "byo:20s+3x10s", "byo:0s+2x5s", "can:10s+3/20s", "fis:30s+5s");
        for (int history = 0; history < 2_000; history++) {
            CoreClock clock = new CoreClock(TimeSpec.parse(specs.get(history % specs.size())));
            long t = 0;
            Color side = Color.BLACK;
            clock.run(side, t);
            List<Long> bounds = new ArrayList<>();
            while (true) {
                OptionalLong b = clock.earliestFlag(t);
                assertThat(b).isPresent();
                bounds.add(b.getAsLong());
                long flag = clock.flagAt().orElseThrow();
                long think = (long) (random.nextDouble() * 1.2 * (flag - t));
                if (t + think >= flag) {
                    // The running side runs out: its flag falls at that moment and not before.
                    assertThat(clock.flagged(flag - 1)).isEmpty();
                    assertThat(clock.flagged(flag)).contains(side);
                    for (int i = 0; i < bounds.size(); i++) {
                        assertThat(bounds.get(i)).as("bound %d of %s", i, bounds).isLessThanOrEqualTo(flag);
                        assertThat(i == 0 || bounds.get(i) >= bounds.get(i - 1)).as("bounds never go back: %s", bounds).isTrue();
                    }
                    break;
                }
                t += think;
                clock.moveMade(side, t);
                switch (random.nextInt(8)) {
                    case 0 -> {
                        // Marking: nobody runs for a while, then play resumes.
                        clock.run(null, t);
                        t += random.nextInt(20_000);
                        clock.run(null, t);
                    }
                    case 1 -> {
                        // The server was down: the time it was away is charged to nobody.
                        long down = t + random.nextInt(60_000);
                        clock.restartedAt(down);
                        t = down;
                    }
                    default -> { }
                }
                side = side.opponent();
                clock.run(side, t);
            }
        }
    }
}
