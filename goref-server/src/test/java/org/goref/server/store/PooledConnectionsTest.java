package org.goref.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SQLite settings the server relies on hold on the pool's connections (HikariCP opens them through the driver). */
class PooledConnectionsTest {
    @TempDir
    Path dir;

    @Test
    void sqliteConnectionsAreInWalWithForeignKeysAndABusyTimeout() {
        try (Database db = Database.open("jdbc:sqlite:" + dir.resolve("pool.db"))) {
            assertThat(pragma(db, "journal_mode")).isEqualToIgnoringCase("wal");
            assertThat(pragma(db, "foreign_keys")).isEqualTo("1");
            assertThat(pragma(db, "busy_timeout")).isEqualTo("5000");
            // NORMAL
            assertThat(pragma(db, "synchronous")).isEqualTo("1");
            assertThat(db.problem()).isEmpty();
        }
    }

    private static String pragma(Database db, String name) {
        String value = db.jdbi().withHandle(h -> h.createQuery("PRAGMA " + name).mapTo(String.class).one());
        return value;
    }

    @Test
    void aClosedDatabaseSaysSoAndLendsNothing() {
        Database db = Database.open("jdbc:sqlite:" + dir.resolve("closed.db"));
        db.close();
        assertThat(db.problem()).isPresent();
    }
}
