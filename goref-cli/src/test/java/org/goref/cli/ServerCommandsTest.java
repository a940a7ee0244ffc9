package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code goref serve} and {@code goref bench server}: arguments, exit codes, the benchmark's last line. */
class ServerCommandsTest {

    record Run(int code, String out, String err) {
    }

    static synchronized Run run(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
            int code = Main.run(args);
            return new Run(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    @Test
    void serveRefusesAnUnusableDatabaseOrPort(@TempDir Path dir) throws Exception {
        assertThat(run("serve", "--port", "0", "--db", "jdbc:mysql://localhost/x").code()).isEqualTo(Main.BAD_INPUT);
        assertThat(run("serve", "--port", "70000").code()).isEqualTo(Main.BAD_INPUT);
        assertThat(run("serve", "--port", "eighty").code()).isEqualTo(Main.BAD_INPUT);
        try (ServerSocket taken = new ServerSocket(0)) {
            Run r = run("serve", "--port", String.valueOf(taken.getLocalPort()), "--db",
                    "jdbc:sqlite:" + dir.resolve("x.db"));
            assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.err()).contains("port");
        }
    }

    @Test
    void benchServerPrintsItsFiguresOnTheLastLine() {
        Run r = run("bench", "server", "--games", "2", "--seconds", "1", "--think-ms", "0", "--warmup", "0");
        assertThat(r.code()).as(r.err()).isEqualTo(Main.OK);
        String[] lines = r.out().strip().split("\n");
        assertThat(lines[lines.length - 1]).matches(
                "games=2 seconds=1 think_ms=0 moves=[1-9]\\d* moves_per_s=[\\d.]+ p50_ms=[\\d.]+ p99_ms=[\\d.]+ max_ms=[\\d.]+ errors=0 setup_errors=0 db=sqlite");
        assertThat(run("bench", "server", "--games", "0", "--seconds", "1").code()).isEqualTo(Main.BAD_INPUT);
    }
}
