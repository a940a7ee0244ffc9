package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.goref.server.GorefServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code goref serve --bus} and {@code goref bench server --url/--nodes}, {@code goref bench capacity}: arguments and lines. */
class ClusterCommandsTest {

    @Test
    void busWithSqliteIsRefusedSayingWhy(@TempDir Path dir) {
        CommandRun r = CommandRun.of("serve", "--port", "0", "--db", "jdbc:sqlite:" + dir.resolve("x.db"), "--bus", "nats://127.0.0.1:4222");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).contains("--bus", "SQLite", "one process");
    }

    @Test
    void benchServerDrivesRunningNodesFromOutside(@TempDir Path dir) {
        try (GorefServer server = GorefServer.start(0, "jdbc:sqlite:" + dir.resolve("b.db"))) {
            String url = "http://127.0.0.1:" + server.port();
            CommandRun r = CommandRun.of("bench", "server", "--url", url + "," + url, "--games", "2", "--seconds", "1",
                    "--think-ms", "0", "--warmup", "0");
            assertThat(r.exit()).as(r.err()).isEqualTo(Main.OK);
            String[] lines = r.out().strip().split("\n");
            assertThat(lines[lines.length - 1]).matches("nodes=2 games=2 seconds=1 moves=[1-9]\\d* moves_per_s=[\\d.]+ p50_ms=[\\d.]+"
                    + " p99_ms=[\\d.]+ errors=0 lost=0 duplicated=0 out_of_order=0 unstored_acks=0 mismatched_states=0");
        }
    }

    @Test
    void benchArgumentsThatCannotWorkAreRefused() {
        assertThat(CommandRun.of("bench", "server", "--url", "http://127.0.0.1:1", "--nodes", "3").exit()).isEqualTo(Main.BAD_INPUT);
        CommandRun sqlite = CommandRun.of("bench", "server", "--nodes", "3", "--db", "jdbc:sqlite:x.db");
        assertThat(sqlite.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(sqlite.err()).contains("jdbc:postgresql");
        assertThat(CommandRun.of("bench", "capacity").exit()).isEqualTo(Main.BAD_INPUT);
    }
}
