package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code goref bench parse}: the W3 figures on the last line, the check line with the root children. */
class BenchParseCommandTest {
    @TempDir
    Path dir;

    @Test
    void aFolderIsParsedAndTheFiguresAreOnTheLastLine() throws Exception {
        Files.writeString(dir.resolve("a.sgf"), "(;SZ[9];B[ee];W[cc])");
        Files.writeString(dir.resolve("b.sgf"), "(;SZ[9](;B[ee])(;B[dd]))");
        CommandRun r = CommandRun.of("bench", "parse", dir.toString(), "--warmup", "0", "--warmup-passes", "0", "--runs", "1", "--check");
        assertThat(r.exit()).isEqualTo(Main.OK);
        assertThat(r.lastLine()).matches("MB_per_sec=[0-9.]+ games_per_sec=[0-9]+ cpu_MB_per_sec=[0-9.]+");
        assertThat(r.out()).contains("# check goref W3 sgf files=2 bytes=44 root_children=3");
        assertThat(r.err()).contains("root_children=3");
    }

    @Test
    void theW3ListResolvesAgainstTheCorpusAndGivesTheChecksum() {
        Path list = ScoreCommandTest.shared().resolve("bench/data/w3_files.txt");
        CommandRun r = CommandRun.of("bench", "parse", list.toString(), "--warmup", "0", "--warmup-passes", "0", "--runs", "1");
        assertThat(r.err()).contains("files=1448 bytes=2877450 root_children=1448");
        assertThat(r.lastLine()).startsWith("MB_per_sec=");
    }

    @Test
    void anUnreadableRecordIsNamedWithItsPlaceAndIsExitTwo() throws Exception {
        Files.writeString(dir.resolve("a.sgf"), "(;SZ[9];B[ee];W[cc])");
        Files.writeString(dir.resolve("bad.sgf"), "(;SZ[9];B[ee] ?)");
        CommandRun r = CommandRun.of("bench", "parse", dir.toString(), "--warmup", "0", "--warmup-passes", "0", "--runs", "1");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).contains("bad.sgf: line 1, column 15: ").doesNotContain("internal error");
    }

    @Test
    void withoutAnInputTheListOfTheSharedFolderGoref_SharedNamesIsParsed() throws Exception {
        // The README and goref-data: the shared folder is GOREF_SHARED, else the first shared/ above.
        // bench parse walked up only: from a folder without shared/ above, "no DIR-or-LIST given", exit 2.
        Path shared = dir.resolve("elsewhere/shared");
        Files.createDirectories(shared.resolve("bench/data"));
        Files.createDirectories(shared.resolve("corpus/games"));
        Files.writeString(shared.resolve("corpus/games/a.sgf"), "(;SZ[9];B[ee];W[cc])");
        Files.writeString(shared.resolve("bench/data/w3_files.txt"), "games/a.sgf\n");
        Path work = Files.createDirectories(dir.resolve("work"));
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "bench", "parse", "--warmup", "0", "--warmup-passes", "0", "--runs", "1", "--check")
                .directory(work.toFile());
        pb.environment().put("GOREF_SHARED", shared.toString());
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(Files.readString(err)).isEqualTo(Main.OK);
        assertThat(Files.readString(out)).contains("# check goref W3 sgf files=1 bytes=20 root_children=1");
    }

    @Test
    void aMissingInputIsExitTwo() {
        CommandRun r = CommandRun.of("bench", "parse", dir.resolve("nothing").toString());
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
    }
}
