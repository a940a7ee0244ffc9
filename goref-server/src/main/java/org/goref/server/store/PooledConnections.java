package org.goref.server.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Properties;
import java.util.concurrent.Semaphore;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.jdbi.v3.core.ConnectionFactory;

/**
 * The database's connections, pooled by HikariCP (validation of idle connections, replacement of
 * broken ones, its pool metrics). SQLite gets one connection (it has one writer anyway, and one
 * connection keeps its locking simple); PostgreSQL 24.
 *
 * <p>Three things are added around the pool. A connection that comes back broken (PostgreSQL
 * restarted, backends terminated) evicts every idle one with it, since a restart drops them all
 * and the next borrower would otherwise find one more dead connection. While the database is
 * away, a borrower does not wait the whole connection timeout: once the pool has failed to
 * connect, one direct attempt says at once whether the database is back ({@link NotConnected}
 * when not: the write was never sent), and a borrower waits only for a pool that is busy or
 * reconnecting to a database that answers. And
 * {@link #close(Duration)} lets the transactions under way finish before the pool closes, where
 * Hikari alone aborts them.
 */
final class PooledConnections implements ConnectionFactory, AutoCloseable {
    /** How long a borrower waits for a connection while the database answers (a busy pool under load). */
    static final Duration BORROW_PATIENCE = Duration.ofSeconds(10);
    /**
     * One wait of Hikari's for a connection: a borrower waits {@link #BORROW_PATIENCE} in such
     * slices, and after the first that ends with a failure to connect it asks the database itself.
     */
    private static final Duration SLICE = Duration.ofSeconds(1);

    private final String url;
    private final Properties properties;
    private final Properties probeProperties;
    private final HikariDataSource pool;
    /** Set when a borrow found no database (Hikari could not connect); cleared by the next borrow served. */
    private volatile boolean away;
    /** At most one direct attempt at a time while away: a flood of requests is not a flood of connects. */
    private final Semaphore probing = new Semaphore(1);
    private volatile boolean closed;
    private final Counter outages;

    PooledConnections(String url, int size, MeterRegistry metrics) {
        this.url = url;
        this.properties = properties(url);
        this.probeProperties = new Properties();
        probeProperties.putAll(properties);
        if (url.startsWith("jdbc:postgresql:")) {
            // A database behind a dropped network answers nothing: the direct attempt gives up soon.
            probeProperties.setProperty("connectTimeout", "2");
            probeProperties.setProperty("loginTimeout", "2");
        }
        HikariConfig config = new HikariConfig();
        config.setPoolName("goref");
        config.setJdbcUrl(url);
        config.setDataSourceProperties(properties);
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(size);
        config.setConnectionTimeout(SLICE.toMillis());
        config.setValidationTimeout(Duration.ofMillis(500).toMillis());
        // Opened at once: an unusable database is found at start, not by the first request.
        config.setInitializationFailTimeout(1);
        if (metrics != null) {
            config.setMetricRegistry(metrics);
            outages = Counter.builder("goref.database.outages")
                    .description("times the database stopped taking connections").register(metrics);
        } else {
            outages = null;
        }
        this.pool = new HikariDataSource(config);
    }

    /**
     * The driver's properties. PostgreSQL: batched inserts are sent as multi-row inserts (one round
     * trip for a whole group commit instead of one per row); a URL that sets it keeps its own value.
     * SQLite: WAL (readers never wait for the writer; a commit survives a killed process), foreign
     * keys, and a busy timeout, set by the driver on every connection it opens.
     */
    private static Properties properties(String url) {
        Properties p = new Properties();
        if (url.startsWith("jdbc:postgresql:") && !url.contains("reWriteBatchedInserts")) {
            p.setProperty("reWriteBatchedInserts", "true");
        }
        if (url.startsWith("jdbc:sqlite:")) {
            p.setProperty("journal_mode", "WAL");
            p.setProperty("synchronous", "NORMAL");
            p.setProperty("foreign_keys", "true");
            p.setProperty("busy_timeout", "5000");
        }
        return p;
    }

    @Override
    public Connection openConnection() throws SQLException {
        if (closed) {
            // A request still running as the server stops: it fails, and opens no connection nobody would close.
            throw new SQLException("the database is closed: the server is stopping");
        }
        boolean reached = false;
        if (away) {
            if (!reachable()) {
                throw new NotConnected(new SQLException("the database does not accept connections", "08001"));
            }
            reached = true;
        }
        long deadline = System.nanoTime() + BORROW_PATIENCE.toNanos();
        while (true) {
            try {
                Connection c = pool.getConnection();
                away = false;
                return c;
            } catch (SQLException e) {
                if (closed) {
                    throw new SQLException("the database is closed: the server is stopping", e);
                }
                // Hikari gives its last failure to connect as the cause; without one the pool is only busy.
                if (e.getCause() != null && !reached) {
                    if (!reachable()) {
                        if (!away && outages != null) {
                            outages.increment();
                        }
                        away = true;
                        // Told apart from a failure on a connection in use: this write was never sent.
                        throw new NotConnected(e);
                    }
                    // The database is back and the pool has not reconnected yet: wait for it.
                    reached = true;
                }
                if (System.nanoTime() >= deadline) {
                    throw new NotConnected(e);
                }
            }
        }
    }

    /**
     * Whether the database takes a connection now, tried directly; false at once while another
     * borrower is already trying. The test connection is closed at once, the pool opens its own.
     */
    private boolean reachable() {
        if (!probing.tryAcquire()) {
            return false;
        }
        try (Connection ignored = DriverManager.getConnection(url, probeProperties)) {
            return true;
        } catch (SQLException | RuntimeException e) {
            return false;
        } finally {
            probing.release();
        }
    }

    @Override
    public void closeConnection(Connection c) throws SQLException {
        // Hikari marks a connection closed when it failed with a "connection broken" state.
        boolean broken = c.isClosed();
        c.close();
        if (broken && !closed) {
            // The database dropped this one; it has most likely dropped the idle ones too.
            pool.getHikariPoolMXBean().softEvictConnections();
        }
    }

    /**
     * Lends no more connections, waits at most {@code patience} for those lent to come back (a
     * transaction under way ends as it would, instead of losing its connection in the middle), then
     * closes them all.
     */
    void close(Duration patience) {
        closed = true;
        long deadline = System.nanoTime() + patience.toNanos();
        try {
            while (pool.getHikariPoolMXBean() != null && pool.getHikariPoolMXBean().getActiveConnections() > 0
                    && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            pool.close();
        }
    }

    @Override
    public void close() {
        close(Duration.ZERO);
    }
}
