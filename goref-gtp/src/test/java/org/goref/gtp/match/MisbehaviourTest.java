package org.goref.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.goref.core.clock.TimeControl;
import org.goref.core.rules.RuleSet;
import org.goref.sgf.Replay;
import org.goref.sgf.SgfReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A misbehaving engine against a well-behaved one: each misbehaviour ends the game as the
 * regulations say, with the reason in the protocol and the record.
 */
class MisbehaviourTest {
    @TempDir
    Path dir;

    private static final String NORMAL = Engines.misbehaving("--mode", "normal", "--seed", "7");

    private Matches.Outcome blackMisbehaves(String rules, String time, String illegal, long timeoutMs, String... args)
            throws Exception {
        return Matches.run(Matches.config(Engines.misbehaving(args), NORMAL, 1, rules, time, illegal, dir, timeoutMs));
    }

    @Test
    void anIllegalMoveUnderIllegalLoseIsAForfeitNamingTheRule() throws Exception {
        var o = blackMisbehaves("russian-territory", "none", "lose", 20_000, "--mode", "illegal", "--at", "3");
        ProtocolRow r = o.row(1);
        assertThat(r.result()).isEqualTo("W+F");
        assertThat(r.reason()).contains("illegal move").contains("occupied").contains("3.1");
        assertThat(r.moves()).isEqualTo(4);
        assertThat(Files.readString(dir.resolve("game-001.sgf"))).contains("RE[W+F]").contains("Black is given a loss by the regulations: illegal move");
    }

    @Test
    void anIllegalMoveUnderIllegalPassIsRefusedAndTheGameGoesOn() throws Exception {
        var o = blackMisbehaves("russian-territory", "none", "pass", 20_000, "--mode", "illegal", "--at", "3");
        ProtocolRow r = o.row(1);
        assertThat(r.reason()).isEqualTo("points");
        assertThat(r.moves()).isGreaterThan(20);
        assertThat(r.blackScore().penalty()).isZero();
        assertThat(Files.readString(dir.resolve("game-001.sgf"))).contains("refused and counted as a pass");
    }

    @Test
    void anIllegalMoveUnderPenaltyCostsThePointsOnTheScoreSheet() throws Exception {
        var o = blackMisbehaves("russian-territory", "none", "penalty=2", 20_000, "--mode", "illegal", "--at", "3");
        ProtocolRow r = o.row(1);
        assertThat(r.reason()).isEqualTo("points");
        assertThat(r.blackScore().penalty()).isEqualTo(-2);
        assertThat(r.blackScore().total()).isEqualTo(r.blackScore().territory() + r.blackScore().prisoners()
                + r.blackScore().komi() + r.blackScore().bonus() - 2);
    }

    /**
     * Engines with only GTP's minimal commands (no fixed_handicap, place_free_handicap or
     * set_free_handicap) still play a handicap game: the stones reach each as Black moves in a row,
     * and under free handicap they stand on the fixed points, the record saying why.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void engineWithoutHandicapCommandsGetsTheStonesAsBlackMoves(boolean free) throws Exception {
        String minimal = Engines.misbehaving("--minimal", "yes");
        MatchConfig cfg = new MatchConfig(minimal, minimal, 1, 9, RuleSet.parse("russian-territory,komi=0.5"),
                3, free, new TimeControl.None(), false, dir, dir.resolve("logs"),
                new IllegalMovePolicy.Lose(), 243, false, 20_000);
        ProtocolRow r = Matches.run(cfg).row(1);
        assertThat(r.handicap()).isEqualTo(3);
        assertThat(r.reason()).isEqualTo("points");
        for (String log : List.of("logs/engine-1.gtp.log", "logs/engine-2.gtp.log")) {
            assertThat(Files.readString(dir.resolve(log))).as(log).contains("play b C7").contains("play b G7")
                    .contains("play b C3").doesNotContain("set_free_handicap").doesNotContain("place_free_handicap");
        }
        String sgf = Files.readString(dir.resolve("game-001.sgf"));
        assertThat(sgf).contains("HA[3]").contains("AB[");
        if (free) {
            assertThat(sgf).contains("has no place_free_handicap");
        } else {
            assertThat(sgf).doesNotContain("place_free_handicap");
        }
        Replay replay = SgfReader.readRecord(dir.resolve("game-001.sgf")).toGame(-1, false);
        assertThat(replay.violations()).isEmpty();
        assertThat(replay.game().handicapStones()).isEqualTo(3);
        assertThat(replay.game().result().orElseThrow().sgf()).isEqualTo(r.result());
    }

    /**
     * A free handicap of more stones than the fixed points hold (10 on 9×9, which --free-handicap
     * allows) cannot stand on them: Black's engine without place_free_handicap is asked it all the
     * same and forfeits for the unknown command, as any engine failing a command does. The fixed
     * points were taken and Handicap.fixed's refusal ended the whole match.
     */
    @Test
    void aFreeHandicapBeyondTheFixedPointsIsAskedOfAMinimalEngineAndItsRefusalIsAForfeit() throws Exception {
        String minimal = Engines.misbehaving("--minimal", "yes");
        MatchConfig cfg = new MatchConfig(minimal, minimal, 1, 9, RuleSet.parse("russian-territory,komi=0.5"),
                10, true, new TimeControl.None(), false, dir, dir.resolve("logs"),
                new IllegalMovePolicy.Lose(), 243, false, 20_000);
        ProtocolRow r = Matches.run(cfg).row(1);
        assertThat(r.result()).isEqualTo("W+F");
        assertThat(r.reason()).contains("place_free_handicap");
    }

    @Test
    void aCrashIsAForfeitAndTheEngineIsStartedAgainForTheNextGame() throws Exception {
        var o = Matches.run(Matches.config(Engines.misbehaving("--mode", "crash", "--at", "2"), NORMAL, 2,
                "russian-territory", "none", "lose", dir, 20_000));
        assertThat(o.rows()).hasSize(2);
        for (ProtocolRow r : o.rows()) {
            assertThat(r.result()).isEqualTo("W+F");
            assertThat(r.reason()).contains("black engine crashed to 'genmove b'").contains("exit code 3");
        }
        assertThat(Files.readString(dir.resolve("logs/engine-1.stderr.log"))).contains("crashing on purpose");
    }

    @Test
    void garbageIsAForfeitNamedGarbage() throws Exception {
        var o = blackMisbehaves("russian-territory", "none", "lose", 20_000, "--mode", "garbage", "--at", "2");
        assertThat(o.row(1).result()).isEqualTo("W+F");
        assertThat(o.row(1).reason()).contains("answered garbage").contains("hello, I am not GTP");
    }

    @Test
    void aMoveThatIsNoVertexIsAWrongAnswer() throws Exception {
        var o = blackMisbehaves("russian-territory", "none", "lose", 20_000, "--mode", "wrong", "--at", "2");
        assertThat(o.row(1).result()).isEqualTo("W+F");
        assertThat(o.row(1).reason()).contains("gave a wrong answer").contains("Z99");
    }

    @Test
    void anEngineThatNeverAnswersIsAForfeitForHanging() throws Exception {
        var o = blackMisbehaves("russian-territory", "none", "lose", 1_500, "--mode", "hang", "--at", "2");
        assertThat(o.row(1).result()).isEqualTo("W+F");
        assertThat(o.row(1).reason()).contains("did not answer in time").contains("genmove b");
    }

    @Test
    void sleepingPastItsTimeLosesOnTime() throws Exception {
        var o = blackMisbehaves("russian-territory", "abs:1s", "lose", 20_000, "--mode", "sleep", "--at", "3",
                "--sleep", "1300");
        assertThat(o.row(1).result()).isEqualTo("W+T");
        assertThat(o.row(1).blackTime()).isGreaterThan(1.0);
        // GTP has no absolute time of its own: main time with no overtime; time_left before each genmove.
        assertThat(Files.readString(dir.resolve("logs/engine-1.gtp.log"))).contains("time_settings 1 0 0")
                .contains("time_left b 0 0").contains("time_left b 1 0");
    }

    @Test
    void byoYomiPeriodsUsedUpLosesOnTime() throws Exception {
        var o = blackMisbehaves("russian-territory", "byo:0s+2x400ms", "lose", 20_000, "--mode", "sleep", "--at", "2",
                "--sleep", "900");
        assertThat(o.row(1).result()).isEqualTo("W+T");
        assertThat(Files.readString(dir.resolve("logs/engine-1.gtp.log"))).contains("time_settings 0 0 1")
                .contains("time_left b 0 1").doesNotContain("time_left b 0 2");
    }

    @Test
    void aDeadStoneDisputeUnderResumePlaysOnAndCountsWhatPlayLeft() throws Exception {
        var o = blackMisbehaves("russian-territory", "none", "lose", 20_000, "--mode", "dead");
        ProtocolRow r = o.row(1);
        assertThat(r.reason()).isEqualTo("points");
        String sgf = Files.readString(dir.resolve("game-001.sgf"));
        assertThat(sgf).contains("dead stones disputed").contains("(disputes=resume)")
                .contains("disputes the marking; play resumes").contains("still disagree").contains("Dead stones: none");
    }

    @Test
    void afterADisputeGnuGoIsAskedForCleanupMovesAndTheGameEnds() throws Exception {
        String gnugo = Engines.gnugo();
        var o = Matches.run(Matches.config(Engines.misbehaving("--mode", "dead"), gnugo, 1, "russian-territory", "none",
                "lose", dir, 60_000));
        assertThat(o.row(1).reason()).isEqualTo("points");
        assertThat(Files.readString(dir.resolve("logs/engine-2.gtp.log"))).contains("kgs-genmove_cleanup w");
        assertThat(Files.readString(dir.resolve("game-001.sgf"))).contains("dead stones disputed");
    }

    @Test
    void aDeadStoneDisputeUnderPlayOutCountsEveryStoneAlive() throws Exception {
        var o = blackMisbehaves("russian-area", "none", "lose", 20_000, "--mode", "dead");
        assertThat(o.row(1).reason()).isEqualTo("points");
        assertThat(Files.readString(dir.resolve("game-001.sgf"))).contains("(disputes=play-out)")
                .contains("disputes the marking; play resumes").contains("Dead stones: none").doesNotContain("still disagree");
    }

    @Test
    void aDeadStoneDisputeUnderRefereeIsDecidedByTheEstimatorAndSaysSo() throws Exception {
        var o = blackMisbehaves("russian-territory,disputes=referee", "none", "lose", 20_000, "--mode", "dead");
        assertThat(o.row(1).reason()).isEqualTo("points");
        String sgf = Files.readString(dir.resolve("game-001.sgf"));
        assertThat(sgf).contains("referee's decision: dead stones");
        if (MatchRunner.findEstimator() == null) {
            assertThat(sgf).contains("no dead-stone estimator is available: every stone counted alive");
        } else {
            assertThat(sgf).contains("goref's dead-stone estimator decided");
        }
    }
}
