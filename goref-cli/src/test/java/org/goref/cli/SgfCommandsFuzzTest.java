package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
            assertThat(check.out()).containsPattern("\\d+ records, \\d+ with violations, [01] unreadable");
        } finally {
            Files.deleteIfExists(f);
        }
    }

    @Provide
    Arbitrary<byte[]> damaged() {
        byte[] seed = SEED.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Arbitrary<int[]> edit = Combinators.combine(Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(0, seed.length - 1),
                Arbitraries.of((int) '(', (int) ')', (int) ';', (int) '[', (int) ']', (int) '\\', (int) 'B', (int) 'W',
                        (int) 'a', (int) 't', (int) ':', 0, 0xC3, 0xFF, (int) '\n'))
                .as((kind, at, b) -> new int[] {kind, at, b});
        return edit.list().ofMinSize(1).ofMaxSize(8).map(edits -> {
            List<Byte> bytes = new ArrayList<>();
            for (byte b : seed) {
                bytes.add(b);
            }
            for (int[] e : edits) {
                int at = Math.min(e[1], Math.max(0, bytes.size() - 1));
                switch (e[0]) {
                    case 0 -> {
                        if (!bytes.isEmpty()) {
                            bytes.remove(at);
                        }
                    }
                    case 1 -> bytes.add(at, (byte) e[2]);
                    default -> {
                        if (!bytes.isEmpty()) {
                            bytes.set(at, (byte) e[2]);
                        }
                    }
                }
            }
            byte[] out = new byte[bytes.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = bytes.get(i);
            }
            return out;
        });
    }
}
