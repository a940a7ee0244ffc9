package org.goref.server.store;

import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Jdbi;

/**
 * The database behind the server: SQLite ({@code jdbc:sqlite:PATH}) or PostgreSQL
 * ({@code jdbc:postgresql://...}), migrated by Flyway to the one schema, used through JDBI.
 */
public final class Database implements AutoCloseable {
    private final String url;
    private final ConnectionPool pool;
    private final Jdbi jdbi;

    private Database(String url, ConnectionPool pool) {
        this.url = url;
        this.pool = pool;
        this.jdbi = Jdbi.create(pool);
    }

    /** Opens the database and brings its schema up to date. */
    public static Database open(String url) {
        Logger.getLogger("org.flywaydb").setLevel(Level.WARNING);
        boolean sqlite = url.startsWith("jdbc:sqlite:");
        if (!sqlite && !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("the database is jdbc:sqlite:PATH or jdbc:postgresql://..., not " + url);
        }
        try {
            Flyway.configure(Database.class.getClassLoader())
                    .dataSource(url, null, null)
                    .locations("classpath:db/migration")
                    .load()
                    .migrate();
            ConnectionPool pool = new ConnectionPool(url, sqlite ? 1 : 24, c -> {
                if (sqlite) {
                    try (Statement s = c.createStatement()) {
                        // WAL: readers never wait for the writer; a commit survives a killed process.
                        s.execute("PRAGMA journal_mode=WAL");
                        s.execute("PRAGMA synchronous=NORMAL");
                        s.execute("PRAGMA foreign_keys=ON");
                        s.execute("PRAGMA busy_timeout=5000");
                    }
                }
            });
            return new Database(url, pool);
        } catch (SQLException | RuntimeException e) {
            // An unreachable server or an unusable file is the caller's argument, not our bug.
            throw new IllegalArgumentException("cannot open the database " + url + ": " + e.getMessage(), e);
        }
    }

    public Jdbi jdbi() {
        return jdbi;
    }

    public String url() {
        return url;
    }

    /** Closes the connections, after waiting at most {@code patience} for those in use to be given back. */
    public void close(Duration patience) {
        pool.close(patience);
    }

    @Override
    public void close() {
        close(Duration.ZERO);
    }
}
