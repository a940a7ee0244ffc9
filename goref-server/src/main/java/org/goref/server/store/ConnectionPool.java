package org.goref.server.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

import org.jdbi.v3.core.ConnectionFactory;

/**
 * A fixed set of JDBC connections handed out one at a time. SQLite gets one connection (it has
 * one writer anyway, and one connection keeps its locking simple); PostgreSQL a few.
 */
final class ConnectionPool implements ConnectionFactory, AutoCloseable {
    private final BlockingQueue<Connection> idle;
    private final List<Connection> all = new ArrayList<>();

    ConnectionPool(String url, int size, ConnectionSetup setup) throws SQLException {
        idle = new ArrayBlockingQueue<>(size);
        for (int i = 0; i < size; i++) {
            Connection c = DriverManager.getConnection(url, properties(url));
            setup.prepare(c);
            all.add(c);
            idle.add(c);
        }
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
            return idle.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for a connection", e);
        }
    }

    @Override
    public void closeConnection(Connection c) throws SQLException {
        if (!c.getAutoCommit()) {
            c.rollback();
            c.setAutoCommit(true);
        }
        idle.add(c);
    }

    @Override
    public void close() {
        for (Connection c : all) {
            try {
                c.close();
            } catch (SQLException e) {
                // closing anyway
            }
        }
    }
}
