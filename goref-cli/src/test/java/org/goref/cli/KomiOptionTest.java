package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code --komi K} of gtp, score and match is one value read one way: a plain decimal in steps of
 * 0.5. goref gtp read it as a Java double, and took 1e1 as komi 10 and 0x1p2 as 4, where score
 * and match refuse them.
 */
class KomiOptionTest {
    @TempDir
    static Path dir;

    private static String[] command(String which, String komi) throws Exception {
        return switch (which) {
            case "score" -> {
                Path f = dir.resolve("game.sgf");
                Files.writeString(f, "(;SZ[9];B[ee])");
                yield new String[] {"score", f.toString(), "--dead", "none", "--komi", komi};
            }
            // refused before either engine starts
            default -> new String[] {"match", "--black", "no-such-engine", "--white", "no-such-engine", "--komi", komi};
        };
    }

    /**
     * goref gtp in a process of its own, its input empty: an engine that took the komi reads to the
     * end of it and exits 0, rather than wait on this JVM's standard input.
     */
    private static CommandRun gtp(String komi) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path err = dir.resolve("gtp-err.txt");
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "gtp", "--komi", komi)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(err.toFile())
                .start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new CommandRun(p.exitValue(), "", Files.readString(err));
    }

    @ParameterizedTest
    @CsvSource({"gtp,1e1", "gtp,0x1p2", "gtp,6.5f", "gtp,6.3", "score,1e1", "score,0x1p2", "match,1e1", "match,6.5f"})
    void aKomiThatIsNoPlainHalfIsRefusedAlikeByEveryCommand(String which, String komi) throws Exception {
        CommandRun r = which.equals("gtp") ? gtp(komi) : CommandRun.of(command(which, komi));
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).isEqualTo("goref: invalid value '" + komi
                + "' for komi; valid values: a number in steps of 0.5, e.g. 6.5, 7, -5.5\n");
    }

    @ParameterizedTest
    @CsvSource({"gtp,--rules=SPEC,--size=N,--komi=K", "serve,--port=PORT,--db=JDBC-URL,--db=JDBC-URL",
            "score,--rules=SPEC,--komi=K,--dead=auto|record|none"})
    void theUsageNamesTheValuesAsInterfacesMdDoes(String which, String a, String b, String c) {
        CommandRun r = CommandRun.of(which, "--help");
        assertThat(r.out()).contains(a, b, c);
    }
}
