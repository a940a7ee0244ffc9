package org.goref.server.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;

import org.goref.server.Client;
import org.goref.server.GorefServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The backups docs/deploy.md describes for SQLite, taken while goref serves and writes (its file in
 * WAL mode): the sqlite3 shell's online {@code .backup} and {@code VACUUM INTO}. A server started
 * on either copy, as a restore does, has the game with every move played before the backup.
 */
class BackupTest {
    @Test
    void anOnlineBackupOfTheSqliteFileRestoresEveryGame(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("goref.db");
        Path shell = dir.resolve("shell-backup.db");
        Path vacuum = dir.resolve("vacuum-backup.db");
        String id;
        try (GorefServer live = GorefServer.start(0, "jdbc:sqlite:" + db)) {
            Client c = new Client(live.port());
            Client.Seats g = c.seats("{\"size\":9,\"rules\":\"russian-territory\",\"black\":{\"name\":\"Ann\"},\"white\":{\"name\":\"Bob\"}}");
            id = g.id();
            String[] moves = {"D4", "F6", "C3", "G7"};
            for (int n = 0; n < moves.length; n++) {
                assertThat(c.play(id, n % 2 == 0 ? g.black() : g.white(), moves[n], n).status()).isEqualTo(200);
            }
            // Taken while the server holds the file open, as a nightly backup is.
            if (Files.isExecutable(Path.of("/usr/bin/sqlite3"))) {
                Process p = new ProcessBuilder("/usr/bin/sqlite3", db.toString(), ".backup '" + shell + "'")
                        .redirectErrorStream(true).start();
                String out = new String(p.getInputStream().readAllBytes());
                assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
                assertThat(p.exitValue()).as(out).isZero();
            }
            try (Connection conn = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = conn.createStatement()) {
                s.execute("VACUUM INTO '" + vacuum + "'");
            }
            // A move after the backup is not in it.
            assertThat(c.play(id, g.black(), "E5", 4).status()).isEqualTo(200);
        }
        for (Path copy : new Path[] {shell, vacuum}) {
            if (!Files.exists(copy)) {
                continue; // no sqlite3 shell here: the VACUUM INTO copy stands
            }
            try (GorefServer restored = GorefServer.start(0, "jdbc:sqlite:" + copy)) {
                JsonNode state = new Client(restored.port()).state(id);
                assertThat(state.get("moveNumber").asInt()).as(copy.toString()).isEqualTo(4);
                assertThat(state.get("phase").asText()).isEqualTo("playing");
            }
        }
    }
}
