package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.goref.core.board.Point;
import org.goref.sgf.Replay;
import org.goref.sgf.SgfReader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code goref match} from the command line: arguments, exit codes, and records {@code goref score} agrees with. */
class MatchCommandTest {
    private static final String GNUGO = "/usr/games/gnugo --mode gtp --level 0";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream oldOut;
    private PrintStream oldErr;

    @BeforeEach
    void capture() {
        oldOut = System.out;
        oldErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(oldOut);
        System.setErr(oldErr);
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void unusableArgumentsExitWithTwoAndSayWhatIsWrong() {
        assertThat(Main.run("match", "--black", "x", "--white", "y", "--time", "byo:10m")).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("invalid time spec 'byo:10m'").contains("byo:MAIN+NxPERIOD");
        assertThat(Main.run("match", "--black", "x", "--white", "y", "--illegal", "forgive")).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("valid values: lose, pass or penalty=N");
        assertThat(Main.run("match", "--black", "x", "--white", "y", "--size", "9", "--handicap", "1")).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("--komi 0.5");
        assertThat(Main.run("match", "--black", "x", "--white", "y", "--free-handicap")).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("--free-handicap needs --handicap N");
        assertThat(Main.run("match", "--black", "x", "--white", "y", "--rules", "russian")).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("unknown preset 'russian'");
        assertThat(Main.run("match", "--black", "x", "--white", "y", "--resume")).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("--resume needs --out DIR");
        assertThat(Main.run("match", "--white", "y")).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("--black");
        assertThat(Main.run("match", "--black", "'unterminated", "--white", "y")).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("--black: unterminated single quote");
    }

    @Test
    void anEngineThatCannotStartIsUnusableInputAndNothingIsPlayed() {
        int code = Main.run("match", "--black", "/no/such/engine --gtp", "--white", "/no/such/other", "--out", dir.toString());
        assertThat(code).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("--black engine: cannot start engine '/no/such/engine --gtp'");
        assertThat(dir.resolve("protocol.csv")).doesNotExist();
    }

    @Test
    void aGnuGoMatchWritesRecordsThatGorefScoreAgreesWith() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/games/gnugo")), "GNU Go is not installed");
        int code = Main.run("match", "--black", GNUGO, "--white", GNUGO, "--size", "9", "--games", "2", "--alternate",
                "--rules", "russian-territory", "--out", dir.toString());
        assertThat(code).as(stderr()).isEqualTo(Main.OK);
        assertThat(stdout()).contains("game 1: GNU Go 3.8 #1 (B) vs GNU Go 3.8 #2 (W)")
                .contains("game 2: GNU Go 3.8 #2 (B) vs GNU Go 3.8 #1 (W)").contains("unknown 0");
        List<String> csv = Files.readAllLines(dir.resolve("protocol.csv"));
        assertThat(csv).hasSize(3);
        for (int g = 1; g <= 2; g++) {
            Path sgf = dir.resolve(String.format("game-%03d.sgf", g));
            Replay replay = SgfReader.readRecord(sgf).toGame(-1, false);
            String re = replay.game().result().orElseThrow().sgf();
            assertThat(csv.get(g)).contains("," + re + ",");
            if (!replay.game().isCounted()) {
                continue;
            }
            Set<Point> dead = replay.game().dead();
            StringBuilder list = new StringBuilder();
            dead.forEach(p -> list.append(list.isEmpty() ? "" : ",").append(p.toGtp(9)));
            out.reset();
            int scored = Main.run("score", sgf.toString(), "--dead", dead.isEmpty() ? "none" : list.toString());
            assertThat(scored).isEqualTo(Main.OK);
            assertThat(stdout().strip().lines().reduce((a, b) -> b).orElseThrow())
                    .isEqualTo("Result: " + re);
            assertThat(stdout()).contains("record: " + re + ", agrees\n");
        }
    }

    @Test
    void aSecondRunIntoTheSameFolderNeedsResumeAndResumingAFinishedMatchPlaysNothing() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/games/gnugo")), "GNU Go is not installed");
        String[] args = {"match", "--black", GNUGO, "--white", GNUGO, "--size", "9", "--out", dir.toString()};
        assertThat(Main.run(args)).isEqualTo(Main.OK);
        assertThat(Main.run(args)).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("already holds a match; use --resume");
        out.reset();
        String[] resume = java.util.Arrays.copyOf(args, args.length + 1);
        resume[args.length] = "--resume";
        assertThat(Main.run(resume)).isEqualTo(Main.OK);
        assertThat(stdout()).contains("resumed: 1 game already played").doesNotContain("game 1:");
        assertThat(Files.readAllLines(dir.resolve("protocol.jsonl"))).hasSize(1);
    }

    @Test
    void anOutFolderThatCannotBeUsedIsUnusableInputNotAnInternalError() throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "not a folder");
        assertThat(Main.run("match", "--black", "x", "--white", "y", "--out", file.toString())).isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("--out " + file + ": cannot make the folder").doesNotContain("internal error");
        err.reset();
        Path broken = Files.createDirectories(dir.resolve("broken"));
        Files.writeString(broken.resolve("match.json"), "{not json");
        assertThat(Main.run("match", "--black", "x", "--white", "y", "--out", broken.toString(), "--resume"))
                .isEqualTo(Main.BAD_INPUT);
        assertThat(stderr()).contains("--resume: cannot read the settings in " + broken.resolve("match.json"))
                .doesNotContain("internal error");
    }
}
