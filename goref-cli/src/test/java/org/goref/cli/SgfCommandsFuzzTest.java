package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@code goref score} and {@code goref check} on damaged records: whatever the bytes, a result or
 * a located refusal with exit 0, 1 or 2, never an internal error (exit 3) or a stack trace.
 */
class SgfCommandsFuzzTest {

    /** A record with most of what the reader interprets: handicap, setup, PL, passes, variations, RE. */
    private static final String SEED = "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6,5]HA[2]RU[Chinese]RE[B+]PB[黒]AB[cc][gg]"
            + "C[a \\] comment];W[ee];B[ec];W[ce]AB[ig]AE[cc];W[dd]PL[B](;B[eg];W[tt];B[])(;B[aa:cc]AE[cc]PL[W]))"
            + "(;SZ[5];B[cc])";

    @Property(tries = 100)
    void aDamagedRecordIsScoredOrRefusedWithItsPlaceNeverCrashes(@ForAll("damaged") byte[] bytes) throws IOException {
        Path f = Files.createTempFile("fuzz", ".sgf");
        try {
            Files.write(f, bytes);
            CommandRun score = CommandRun.of("score", f.toString(), "--dead", "none");
            assertThat(score.exit()).as(score.err()).isIn(Main.OK, Main.BREAKS_RULE, Main.BAD_INPUT);
            assertThat(score.err()).doesNotContain("Exception", "\tat ", "internal error");
            if (score.exit() == Main.BAD_INPUT) {
                assertThat(score.err()).containsPattern("line \\d+, column \\d+: ");
            } else {
                assertThat(score.lastLine()).startsWith("Result: ");
            }
            CommandRun check = CommandRun.of("check", f.toString());
            assertThat(check.exit()).as(check.err()).isIn(Main.OK, Main.BREAKS_RULE, Main.BAD_INPUT);
            assertThat(check.err()).doesNotContain("Exception", "\tat ", "internal error");
            assertThat(check.out()).containsPattern("\\d+ records?, \\d+ with violations, [01] unreadable");
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /**
     * The seed record with one stretch of it (up to 12 bytes, possibly none) replaced by up to 8
     * bytes the reader gives meaning to, or that no text holds (NUL, a lone UTF-8 lead byte, 0xFF).
     */
    @Provide
    Arbitrary<byte[]> damaged() {
        byte[] seed = SEED.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Arbitrary<byte[]> inserted = Arbitraries.of((byte) '(', (byte) ')', (byte) ';', (byte) '[', (byte) ']',
                (byte) '\\', (byte) 'B', (byte) 'W', (byte) 'a', (byte) 't', (byte) ':', (byte) 0, (byte) 0xC3,
                (byte) 0xFF, (byte) '\n').list().ofMaxSize(8).map(SgfCommandsFuzzTest::bytes);
        return Combinators.combine(Arbitraries.integers().between(0, seed.length),
                Arbitraries.integers().between(0, 12), inserted).as((from, cut, with) -> {
                    int to = Math.min(seed.length, from + cut);
                    byte[] out = new byte[from + with.length + seed.length - to];
                    System.arraycopy(seed, 0, out, 0, from);
                    System.arraycopy(with, 0, out, from, with.length);
                    System.arraycopy(seed, to, out, from + with.length, seed.length - to);
                    return out;
                });
    }

    private static byte[] bytes(List<Byte> list) {
        byte[] out = new byte[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i);
        }
        return out;
    }
}
