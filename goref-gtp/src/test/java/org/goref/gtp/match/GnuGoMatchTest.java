package org.goref.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.goref.core.clock.TimeControl;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;
import org.goref.sgf.Replay;
import org.goref.sgf.SgfReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** GNU Go against GNU Go on 9×9, to the end, under the three rule sets people play most here. */
class GnuGoMatchTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"russian-territory", "russian-area", "japanese"})
    void aGameIsPlayedToTheEndAndCounted(String rules) throws Exception {
        String gnugo = Engines.gnugo();
        Matches.Outcome o = Matches.run(Matches.config(gnugo, gnugo, 1, rules, "none", "lose", dir, 60_000));
        ProtocolRow r = o.row(1);
        assertThat(o.summary().unknown()).isZero();
        assertThat(r.black()).isEqualTo("GNU Go 3.8 #1");
        assertThat(r.rules()).isEqualTo(rules);
        assertThat(r.moves()).isGreaterThan(20);
        GameResult res = GameResult.parseSgf(r.result());
        assertThat(res).isInstanceOfAny(GameResult.ByPoints.class, GameResult.Resignation.class, GameResult.Draw.class);
        if (r.reason().equals("points")) {
            double diff = r.blackScore().total() - r.whiteScore().total();
            assertThat(GameResult.ofDifference(diff).sgf()).isEqualTo(r.result());
            if (rules.equals("russian-area")) {
                assertThat(r.blackScore().stones() + r.whiteScore().stones()).isPositive();
                assertThat(r.blackScore().prisoners()).isZero();
            } else {
                assertThat(r.blackScore().stones()).isZero();
            }
        }
        String sgf = Files.readString(dir.resolve("game-001.sgf"));
        assertThat(sgf).contains("RU[" + (rules.equals("japanese") ? "Japanese" : rules) + "]").contains("RE[" + r.result() + "]").contains("PB[GNU Go 3.8 #1]")
                .doesNotContain("OT[");
        assertThat(Files.readString(dir.resolve("logs/engine-1.gtp.log"))).contains("> 3 boardsize 9")
                .contains("komi " + RuleSet.formatKomi(r.komi()));
        // Read back by the SGF reader and replayed strictly, the record gives the same result.
        Replay replay = SgfReader.readRecord(dir.resolve("game-001.sgf")).toGame(-1, false);
        assertThat(replay.violations()).isEmpty();
        assertThat(replay.game().result().orElseThrow().sgf()).isEqualTo(r.result());
        assertThat(replay.game().moveNumber()).isEqualTo(r.moves());
    }

    @ParameterizedTest
    @ValueSource(strings = {"russian-territory", "russian-area", "japanese"})
    void gnuGoAgainstGorefsOwnEngineWithColoursAlternating(String rules) throws Exception {
        String gnugo = Engines.gnugo();
        MatchConfig cfg = new MatchConfig(gnugo, Engines.goref(), 2, 9, RuleSet.parse(rules), 0, false,
                new TimeControl.None(), true, dir, dir.resolve("logs"), new IllegalMovePolicy.Lose(), 243, false, 60_000);
        Matches.Outcome o = Matches.run(cfg);
        assertThat(o.summary().unknown()).isZero();
        assertThat(o.row(1).black()).isEqualTo("GNU Go 3.8");
        assertThat(o.row(2).black()).isEqualTo("goref 0.1.0");
        for (ProtocolRow r : o.rows()) {
            assertThat(r.reason()).as(r.toString()).isIn("points", "resignation");
            Replay replay = SgfReader.readRecord(dir.resolve(r.sgf())).toGame(-1, false);
            assertThat(replay.violations()).isEmpty();
            assertThat(replay.game().result().orElseThrow().sgf()).isEqualTo(r.result());
        }
        // goref's engine is told the rules in its own terms, and then the komi: a rules command may
        // bring a preset's komi with it, and the match's komi must be the last word.
        String log = Files.readString(dir.resolve("logs/engine-2.gtp.log"));
        assertThat(log).contains("goref-rules " + rules);
        String komi = "komi " + RuleSet.formatKomi(RuleSet.parse(rules).komi());
        assertThat(log.indexOf(komi)).as("komi after the rules").isGreaterThan(log.indexOf("goref-rules " + rules));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void handicapStonesFixedOrPlacedByBlacksEngineAreOnEveryBoard(boolean free) throws Exception {
        String gnugo = Engines.gnugo();
        MatchConfig cfg = new MatchConfig(gnugo, gnugo, 1, 9, RuleSet.parse("russian-territory,komi=0.5"), 3, free,
                new TimeControl.None(), false, dir, dir.resolve("logs"), new IllegalMovePolicy.Lose(), 243, false, 60_000);
        ProtocolRow r = Matches.run(cfg).row(1);
        assertThat(r.handicap()).isEqualTo(3);
        assertThat(r.result()).isNotIn("?", "Void");
        String sgf = Files.readString(dir.resolve("game-001.sgf"));
        assertThat(sgf).contains("HA[3]").contains("AB[");
        String log = Files.readString(dir.resolve("logs/engine-2.gtp.log"));
        if (free) {
            assertThat(Files.readString(dir.resolve("logs/engine-1.gtp.log"))).contains("place_free_handicap 3");
            assertThat(log).contains("set_free_handicap");
        } else {
            assertThat(log).contains("fixed_handicap 3").contains("< =").contains("C7 G7 C3");
        }
        Replay replay = SgfReader.readRecord(dir.resolve("game-001.sgf")).toGame(-1, false);
        assertThat(replay.game().handicapStones()).isEqualTo(3);
        assertThat(replay.game().result().orElseThrow().sgf()).isEqualTo(r.result());
    }

    @Test
    void fewerFreeHandicapStonesThanAskedAreStillTheRecordsHandicap() throws Exception {
        // GNU Go places at most 20 stones on 9x9 (fewer than asked, as GTP allows); with a seed, always the same.
        String gnugo = Engines.gnugo() + " --seed 1";
        MatchConfig cfg = new MatchConfig(gnugo, gnugo, 1, 9, RuleSet.parse("russian-area,komi=0.5"), 25, true,
                new TimeControl.None(), false, dir, dir.resolve("logs"), new IllegalMovePolicy.Lose(), 243, false, 60_000);
        ProtocolRow r = Matches.run(cfg).row(1);
        int placed = r.handicap();
        assertThat(placed).isBetween(2, 24);
        String sgf = Files.readString(dir.resolve("game-001.sgf"));
        // The stones are the root's handicap (HA, AB), not a setup in a later node.
        int firstNode = sgf.indexOf("\n;");
        String root = firstNode < 0 ? sgf : sgf.substring(0, firstNode);
        assertThat(root).contains("HA[" + placed + "]").contains("AB[")
                .contains("black engine placed " + placed + " handicap stones of the 25 asked");
        Replay replay = SgfReader.readRecord(dir.resolve("game-001.sgf")).toGame(-1, false);
        assertThat(replay.violations()).isEmpty();
        assertThat(replay.game().handicapStones()).isEqualTo(placed);
        assertThat(replay.game().result().orElseThrow().sgf()).isEqualTo(r.result());
    }
}
