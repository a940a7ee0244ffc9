package org.goref.server.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.jdbi.v3.core.ConnectionFactory;

/**
 * At most {@code size} JDBC connections, handed out one at a time. SQLite gets one connection (it
 * has one writer anyway, and one connection keeps its locking simple); PostgreSQL a few.
 *
 * <p>A connection the database has dropped (PostgreSQL restarted, a backend terminated, a network
 * cut) is closed when it comes back broken, and every idle one with it, since a restart drops them
 * all; the next use opens a fresh one. A place in the pool is given back whatever happens: before,
 * a connection that failed to reset was never returned, so after a PostgreSQL restart every request
 * failed, and once the pool was used up every request waited for a connection for ever.
 */
final class ConnectionPool implements ConnectionFactory, AutoCloseable {
    private final String url;
    private final ConnectionSetup setup;
    /** One permit per connection that may be open: a borrower holds one until it gives the connection back. */
    private final Semaphore places;
    private final LinkedBlockingQueue<Connection> idle = new LinkedBlockingQueue<>();
    private final Set<Connection> open = ConcurrentHashMap.newKeySet();
    private final int size;
    /** Set by close(): no connection is lent after it, and one given back is closed, not kept. */
    private volatile boolean closed;

    ConnectionPool(String url, int size, ConnectionSetup setup) throws SQLException {
        this.url = url;
        this.setup = setup;
        this.size = size;
        this.places = new Semaphore(size);
        // Opened at once, so that an unusable database is found at start, not by the first request.
        for (int i = 0; i < size; i++) {
            idle.add(connect());
        }
    }

    private Connection connect() throws SQLException {
        Connection c = DriverManager.getConnection(url, properties(url));
        try {
            setup.prepare(c);
        } catch (SQLException | RuntimeException e) {
            quietlyClose(c);
            throw e;
        }
        open.add(c);
        return c;
    }

    /**
     * PostgreSQL: batched inserts are sent as multi-row inserts (one round trip for a whole group
     * commit instead of one per row). A URL that sets the property itself keeps its own value.
     */
    private static Properties properties(String url) {
        Properties p = new Properties();
        if (url.startsWith("jdbc:postgresql:") && !url.contains("reWriteBatchedInserts")) {
            p.setProperty("reWriteBatchedInserts", "true");
        }
        return p;
    }

    interface ConnectionSetup {
        void prepare(Connection c) throws SQLException;
    }

    @Override
    public Connection openConnection() throws SQLException {
        try {
            places.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for a connection", e);
        }
        if (closed) {
            // A request still running as the server stops: it fails, and opens no connection nobody would close.
            places.release();
            throw new SQLException("the database is closed: the server is stopping");
        }
        Connection c = idle.poll();
        if (c != null) {
            return c;
        }
        try {
            return connect();
        } catch (SQLException e) {
            places.release();
            // Told apart from a failure on a connection in use: this write was never sent.
            throw new NotConnected(e);
        } catch (RuntimeException e) {
            places.release();
            throw e;
        }
    }

    @Override
    public void closeConnection(Connection c) throws SQLException {
        try {
            if (closed) {
                discard(c);
            } else if (reset(c)) {
                idle.add(c);
            } else {
                discard(c);
                // The database dropped this one; it has most likely dropped the idle ones too.
                for (Connection other; (other = idle.poll()) != null; ) {
                    discard(other);
                }
            }
        } finally {
            places.release();
        }
    }

    /** Makes a returned connection ready for the next borrower; false when it no longer works. */
    private static boolean reset(Connection c) {
        try {
            if (c.isClosed()) {
                return false;
            }
            if (!c.getAutoCommit()) {
                c.rollback();
                c.setAutoCommit(true);
            }
            return true;
        } catch (SQLException | RuntimeException e) {
            return false;
        }
    }

    private void discard(Connection c) {
        open.remove(c);
        quietlyClose(c);
    }

    private static void quietlyClose(Connection c) {
        try {
            c.close();
        } catch (SQLException | RuntimeException e) {
            // closing anyway
        }
    }

    /**
     * Lends no more connections, waits at most {@code patience} for those lent to come back (a
     * transaction under way ends as it would, instead of losing its connection in the middle), then
     * closes them all.
     */
    void close(Duration patience) {
        closed = true;
        boolean allBack = false;
        try {
            allBack = places.tryAcquire(size, patience.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            closeAll();
        } finally {
            if (allBack) {
                places.release(size);
            }
        }
    }

    @Override
    public void close() {
        close(Duration.ZERO);
    }

    private void closeAll() {
        for (Connection c : open) {
            quietlyClose(c);
        }
        open.clear();
        idle.clear();
    }
}
