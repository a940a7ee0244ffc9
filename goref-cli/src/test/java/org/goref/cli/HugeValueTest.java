package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A 50 MB property value in a JVM of 256 MB: {@code SZ[999…]} is unusable input (exit 2) with a
 * message under 1 KB that quotes the value's head and its length. The message used to copy the
 * value whole, and under {@code -Xmx256m} building it ran out of memory (exit 3).
 */
class HugeValueTest {
    @TempDir
    static Path dir;
    static Path huge;

    @BeforeAll
    static void writeTheFile() {
        huge = dir.resolve("huge-sz.sgf");
        byte[] nines = new byte[1 << 20];
        Arrays.fill(nines, (byte) '9');
        try (OutputStream out = Files.newOutputStream(huge)) {
            out.write("(;GM[1]FF[4]SZ[".getBytes(StandardCharsets.US_ASCII));
            for (int i = 0; i < 50; i++) {
                out.write(nines);
            }
            out.write("];B[aa];W[bb])\n".getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static CommandRun run(String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        cmd.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new CommandRun(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void checkSaysTheValueIsNoBoardSizeInALine() throws Exception {
        CommandRun r = run("check", huge.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.out().length() + r.err().length()).isLessThan(1024);
        assertThat(r.out()).contains("unreadable: line 1, column 13: SZ[" + "9".repeat(32)
                + "… (52,428,800 characters)] is not a board size\n");
    }

    @Test
    void scoreSaysTheSame() throws Exception {
        CommandRun r = run("score", huge.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.out().length() + r.err().length()).isLessThan(1024);
        assertThat(r.err()).contains("(52,428,800 characters)] is not a board size").doesNotContain("OutOfMemory");
    }
}
