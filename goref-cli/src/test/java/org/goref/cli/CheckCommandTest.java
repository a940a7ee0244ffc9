package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code goref check}: one line per violation, the summary, exit 0/1/2. */
class CheckCommandTest {
    @TempDir
    Path dir;

    private Path write(String name, String sgf) throws Exception {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, sgf);
        return f;
    }

    @Test
    void cleanRecordsExitZero() throws Exception {
        write("a.sgf", "(;SZ[9];B[ee];W[cc])");
        write("sub/b.SGF", "(;SZ[9];B[ee])");
        CommandRun r = CommandRun.of("check", dir.toString());
        assertThat(r.out()).isEqualTo("2 records, 0 with violations, 0 unreadable\n");
        assertThat(r.exit()).isEqualTo(Main.OK);
        assertThat(r.err()).contains("records/s");
    }

    @Test
    void violationsArePrintedOneALineAndExitOne() throws Exception {
        // a ko retake at once, and a move on an occupied point later in the same record
        Path ko = write("ko.sgf", "(;SZ[5]RU[Japanese]AB[ba][ab][bc]AW[ca][db][cc]PL[B];B[cb];W[bb];B[cb];W[ee];B[ee])");
        write("clean.sgf", "(;SZ[9];B[ee])");
        CommandRun r = CommandRun.of("check", dir.toString());
        assertThat(r.out()).contains(ko + ": move 3 (B C4): ko\n", ko + ": move 5 (B E1): occupied\n");
        assertThat(r.lastLine()).isEqualTo("2 records, 1 with violations, 0 unreadable");
        assertThat(r.exit()).isEqualTo(Main.BREAKS_RULE);
    }

    @Test
    void unreadableRecordsExitTwoAndSayWhere() throws Exception {
        Path bad = write("bad.sgf", "(;GM[1]\n;C[never closed");
        write("clean.sgf", "(;SZ[9];B[ee])");
        CommandRun r = CommandRun.of("check", dir.toString(), dir.resolve("missing.sgf").toString());
        assertThat(r.out()).contains(bad + ": unreadable: line 2, column 3: ");
        assertThat(r.out()).contains("missing.sgf: unreadable: no such file");
        assertThat(r.lastLine()).isEqualTo("1 record, 0 with violations, 2 unreadable");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
    }

    @Test
    void aRecordInANamedPipeIsCheckedNotCalledMissing() throws Exception {
        // goref check <(curl …) or /dev/stdin: it exists but is no regular file, and was reported
        // "unreadable: no such file or folder" while goref score read the same path.
        Path fifo = dir.resolve("record.sgf");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assertThat(mkfifo.waitFor()).isZero();
        Thread writer = Thread.ofVirtual().start(() -> {
            try {
                Files.writeString(fifo, "(;SZ[9];B[ee];B[ff])");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        CommandRun r = CommandRun.of("check", fifo.toString());
        if (!writer.join(java.time.Duration.ofSeconds(5))) {
            // check never opened the pipe: read it here, so that the writer is not left waiting
            try (var in = Files.newInputStream(fifo)) {
                in.readAllBytes();
            }
        }
        assertThat(r.out()).isEqualTo(fifo + ": move 2 (B F4): out-of-turn\n1 record, 1 with violations, 0 unreadable\n");
        assertThat(r.exit()).isEqualTo(Main.BREAKS_RULE);
    }

    @Test
    void aDeviceThatHoldsNoRecordIsUnreadableForWhatItHolds() {
        CommandRun r = CommandRun.of("check", "/dev/null");
        assertThat(r.out()).startsWith("/dev/null: unreadable: line 1, column 1: ").doesNotContain("no such file");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
    }

    @Test
    void jsonListsEveryRecordAndViolation() throws Exception {
        write("twice.sgf", "(;SZ[9];B[ee];B[ff])");
        CommandRun r = CommandRun.of("check", "--json", dir.toString());
        assertThat(r.out()).contains("\"records\":1", "\"withViolations\":1", "\"unreadable\":0",
                "{\"move\":2,\"color\":\"B\",\"vertex\":\"F4\",\"reason\":\"out-of-turn\"}");
        assertThat(r.exit()).isEqualTo(Main.BREAKS_RULE);
    }

    @Test
    void everyGameOfACollectionIsARecord() throws Exception {
        Path f = write("two.sgf", "(;SZ[9];B[ee])(;SZ[9];B[ee];B[ff])");
        CommandRun r = CommandRun.of("check", f.toString());
        assertThat(r.out()).contains(f + "#2: move 2 (B F4): out-of-turn");
        assertThat(r.lastLine()).isEqualTo("2 records, 1 with violations, 0 unreadable");
    }

    @Test
    void aBrokenGameOfACollectionIsReportedByItsNumberAndTheOthersAreChecked() throws Exception {
        // The second game's SZ[30] made the whole file unreadable: games 1 and 3 went unchecked.
        Path f = write("three.sgf", "(;SZ[9];B[ee])\n(;SZ[30];B[ee])\n(;SZ[9];B[ee];B[ff])");
        CommandRun r = CommandRun.of("check", f.toString());
        assertThat(r.out()).isEqualTo(f + "#2: unreadable: line 2, column 3: SZ[30]: board size 30 is not supported (2 to 25)\n"
                + f + "#3: move 2 (B F4): out-of-turn\n"
                + "2 records, 1 with violations, 1 unreadable\n");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        CommandRun json = CommandRun.of("check", "--json", f.toString());
        assertThat(json.out()).contains("\"records\":2", "\"unreadable\":1",
                "{\"record\":\"" + f + "#2\",\"error\":\"line 2, column 3: SZ[30]: board size 30 is not supported (2 to 25)\",\"violations\":[]}");
    }

    @Test
    void aFileOfOneBrokenGameIsAnUnreadableFileAsBefore() throws Exception {
        Path f = write("gm.sgf", "(;GM[2];B[aa])");
        CommandRun r = CommandRun.of("check", f.toString());
        assertThat(r.out()).isEqualTo(f + ": unreadable: line 1, column 3: not a Go record: GM[2]\n"
                + "0 records, 0 with violations, 1 unreadable\n");
    }

    @Test
    void theCorpusIsReadableAndItsOnlyViolationsAreTheKnownOutOfTurnMoves() {
        CommandRun r = CommandRun.of("check", ScoreCommandTest.shared().resolve("corpus/games").toString());
        assertThat(r.lastLine()).matches("1449 records, \\d+ with violations, 0 unreadable");
        assertThat(r.out().lines().filter(l -> l.contains(": move ")))
                .allSatisfy(l -> assertThat(l).endsWith("out-of-turn"));
        assertThat(r.exit()).isEqualTo(Main.BREAKS_RULE);
    }
}
