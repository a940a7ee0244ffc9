package org.goref.server.store;

import java.time.Duration;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

import io.micrometer.core.instrument.MeterRegistry;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Jdbi;

/**
 * The database behind the server: SQLite ({@code jdbc:sqlite:PATH}) or PostgreSQL
 * ({@code jdbc:postgresql://...}), migrated by Flyway to the one schema, used through JDBI.
 */
public final class Database implements AutoCloseable {
    private final String url;
    private final PooledConnections pool;
    private final Jdbi jdbi;

    private Database(String url, PooledConnections pool) {
        this.url = url;
        this.pool = pool;
        this.jdbi = Jdbi.create(pool);
    }

    /**
     * Flyway's chatter and the PostgreSQL driver's warnings (a URL it cannot parse is logged as
     * well as thrown) would come out on stderr as dated two-line records around goref's own one-line
     * error. Held here: java.util.logging keeps its loggers weakly, and a collected one forgets its level.
     */
    private static final Logger FLYWAY_LOG = Logger.getLogger("org.flywaydb");
    private static final Logger POSTGRES_LOG = Logger.getLogger("org.postgresql");

    /** Opens the database and brings its schema up to date. */
    public static Database open(String url) {
        return open(url, null);
    }

    /** {@link #open(String)}, with the pool's metrics (connections, waits, timeouts) in {@code metrics} when given. */
    public static Database open(String url, MeterRegistry metrics) {
        FLYWAY_LOG.setLevel(Level.WARNING);
        POSTGRES_LOG.setLevel(Level.OFF);
        boolean sqlite = url.startsWith("jdbc:sqlite:");
        if (!sqlite && !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("the database is jdbc:sqlite:PATH or jdbc:postgresql://..., not " + DatabaseUrl.shown(url));
        }
        try {
            Flyway.configure(Database.class.getClassLoader())
                    .dataSource(url, null, null)
                    .locations("classpath:db/migration")
                    .load()
                    .migrate();
            PooledConnections pool = new PooledConnections(url, sqlite ? 1 : 24, metrics);
            return new Database(url, pool);
        } catch (RuntimeException e) {
            // An unreachable server or an unusable file is the caller's argument, not our bug.
            throw new IllegalArgumentException("cannot open the database " + DatabaseUrl.shown(url) + ": "
                    + OpenFailure.cause(e), e);
        }
    }

    public Jdbi jdbi() {
        return jdbi;
    }

    public String url() {
        return url;
    }

    /**
     * Empty when the database answers a query now; else why not, one line (for {@code /readyz}).
     * A query, not only a connection: a connection the database has dropped fails here and is
     * replaced, so a node is ready again as soon as the database is.
     */
    public Optional<String> problem() {
        try {
            jdbi.withHandle(h -> h.createQuery("SELECT 1").mapTo(Integer.class).one());
            return Optional.empty();
        } catch (RuntimeException e) {
            return Optional.of("the database does not answer (" + e.getClass().getSimpleName() + ")");
        }
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
