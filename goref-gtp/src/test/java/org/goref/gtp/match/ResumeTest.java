package org.goref.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A runner killed in the middle of a match loses at most the game in progress; --resume finishes it. */
class ResumeTest {
    @TempDir
    Path dir;

    @Test
    void aKilledMatchResumedHasEveryGameExactlyOnce() throws Exception {
        String gnugo = Engines.gnugo();
        int games = 4;
        String javaBin = ProcessHandle.current().info().command().orElse("java");
        Process runner = new ProcessBuilder(javaBin, "-cp", System.getProperty("java.class.path"), MatchMain.class.getName(),
                gnugo, gnugo, Integer.toString(games), "russian-territory", dir.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("runner.out").toFile()).start();
        Path jsonl = dir.resolve(Protocol.JSONL);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (rowsIn(jsonl) < 1 && runner.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        runner.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        int before = rowsIn(jsonl);
        assertThat(before).as("the runner was killed with games still to play").isBetween(1, games - 1);
        // The protocol also survives a line half written when the runner died.
        Files.writeString(jsonl, "{\"game\":" + (before + 1) + ",\"bla", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);

        MatchConfig cfg = Matches.config(gnugo, gnugo, games, "russian-territory", "none", "lose", dir, 60_000);
        MatchConfig resume = new MatchConfig(cfg.blackCommand(), cfg.whiteCommand(), cfg.games(), cfg.size(), cfg.rules(),
                cfg.handicap(), cfg.freeHandicap(), cfg.time(), cfg.alternate(), cfg.out(), cfg.logDir(), cfg.illegal(),
                cfg.maxMoves(), true, cfg.answerTimeoutMs());
        Matches.Outcome o = Matches.run(resume);

        assertThat(o.printed()).contains("resumed: " + org.goref.core.text.Count.of(before, "game") + " already played");
        assertThat(o.summary().games()).isEqualTo(games);
        assertThat(o.summary().unknown()).isZero();
        List<Integer> numbers = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (String l : Files.readAllLines(jsonl)) {
            numbers.add(json.readTree(l).get("game").asInt());
        }
        assertThat(numbers).containsExactly(1, 2, 3, 4);
        List<String> csv = Files.readAllLines(dir.resolve(Protocol.CSV));
        assertThat(csv).hasSize(games + 1);
        assertThat(csv.get(0)).startsWith("game,black,white,handicap,komi,rules,time,result,reason,black_territory");
        for (int g = 1; g <= games; g++) {
            assertThat(dir.resolve(String.format("game-%03d.sgf", g))).exists();
        }
    }

    /**
     * Ctrl-C or kill (SIGTERM), not SIGKILL: the shutdown hooks end the engines, and the game in
     * progress then saw its engine "crash". It was recorded as a forfeit (W+F, "black engine crashed"),
     * which --resume then kept instead of playing the game again.
     */
    @Test
    void anInterruptedRunnerRecordsNoForfeitForTheGameInProgress() throws Exception {
        String hangs = Engines.misbehaving("--mode", "hang", "--at", "2");
        String normal = Engines.misbehaving("--mode", "normal");
        String javaBin = ProcessHandle.current().info().command().orElse("java");
        Process runner = new ProcessBuilder(javaBin, "-cp", System.getProperty("java.class.path"), MatchMain.class.getName(),
                hangs, normal, "2", "russian-territory", dir.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("runner.out").toFile()).start();
        Path log = dir.resolve("logs/engine-1.gtp.log");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        // The black engine's second genmove never gets an answer: the game is in progress.
        while (genmoves(log) < 2 && runner.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(genmoves(log)).as("the game reached the black engine's second genmove").isEqualTo(2);
        Thread.sleep(200);
        runner.destroy(); // SIGTERM, as kill and Ctrl-C end it
        assertThat(runner.waitFor(30, TimeUnit.SECONDS)).isTrue();

        assertThat(new Protocol(dir).read()).as(Files.readString(dir.resolve("runner.out"))).isEmpty();
        assertThat(dir.resolve("game-001.sgf")).doesNotExist();
    }

    private static long genmoves(Path log) throws Exception {
        if (!Files.exists(log)) {
            return 0;
        }
        return Files.readAllLines(log).stream().filter(l -> l.contains(" genmove b")).count();
    }

    @Test
    void aFolderHoldingAMatchIsRefusedWithoutResumeAndWithOtherSettings() throws Exception {
        String engine = Engines.misbehaving("--mode", "normal");
        Matches.run(Matches.config(engine, engine, 1, "russian-territory", "none", "lose", dir, 20_000));
        MatchConfig again = Matches.config(engine, engine, 2, "russian-territory", "none", "lose", dir, 20_000);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Matches.run(again))
                .hasMessageContaining("already holds a match; use --resume");
        MatchConfig other = Matches.config(engine, engine, 2, "russian-area", "none", "lose", dir, 20_000);
        MatchConfig otherResume = new MatchConfig(other.blackCommand(), other.whiteCommand(), 2, 9, other.rules(), 0, false,
                other.time(), false, dir, dir.resolve("logs"), other.illegal(), other.maxMoves(), true, 20_000);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Matches.run(otherResume))
                .hasMessageContaining("--rules/--komi was 'russian-territory', now 'russian-area'");
        assertThat(new Protocol(dir).read()).hasSize(1);
    }

    @Test
    void aMatchWhoseEngineDidNotStartLeavesTheFolderToTheCorrectedCommand() throws Exception {
        // A typo in --black: the match stops before its first game, and its folder was then refused
        // ("already holds a match; use --resume"), with --resume too (the engine's command differs).
        String engine = Engines.misbehaving("--mode", "normal");
        MatchConfig typo = Matches.config(dir.resolve("no-such-engine").toString(), engine, 1, "russian-territory",
                "none", "lose", dir, 20_000);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Matches.run(typo))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--black engine");

        Matches.Outcome o = Matches.run(Matches.config(engine, engine, 1, "russian-territory", "none", "lose", dir, 20_000));
        assertThat(o.summary().games()).isEqualTo(1);
        assertThat(new Protocol(dir).read()).hasSize(1);
        assertThat(Files.readString(dir.resolve(MatchRunner.SETTINGS))).doesNotContain("no-such-engine");
    }

    private static int rowsIn(Path f) throws Exception {
        if (!Files.exists(f)) {
            return 0;
        }
        return (int) Files.readAllLines(f).stream().filter(l -> l.endsWith("}")).count();
    }
}
