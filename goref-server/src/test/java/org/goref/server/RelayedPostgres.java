package org.goref.server;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A scratch PostgreSQL database reached through a {@link CommitCuttingRelay}: the server under
 * test is given {@link #relayed()}, the test reads what was really stored through {@link #direct()}.
 * Closing it stops the relay and drops the database.
 */
final class RelayedPostgres implements AutoCloseable {
    private final String direct;
    private final CommitCuttingRelay relay;
    private final String relayed;

    /** Needs PostgreSQL on 127.0.0.1:5432 ({@link Databases#postgresAvailable()}). */
    RelayedPostgres() throws Exception {
        direct = Databases.createPostgres();
        CommitCuttingRelay r;
        try {
            r = new CommitCuttingRelay("127.0.0.1", 5432);
        } catch (Exception e) {
            Databases.dropPostgres(direct);
            throw e;
        }
        relay = r;
        String name = direct.substring(direct.lastIndexOf('/') + 1, direct.indexOf('?'));
        // sslmode=disable: the relay must see the messages to find the commit's answer.
        relayed = "jdbc:postgresql://127.0.0.1:" + relay.port() + "/" + name + "?user=postgres&sslmode=disable";
    }

    /** The URL for the server: through the relay. */
    String relayed() {
        return relayed;
    }

    /** The URL straight to the database, for reading what it holds. */
    String direct() {
        return direct;
    }

    CommitCuttingRelay relay() {
        return relay;
    }

    /** Each row of the query, its columns joined by single spaces, read straight from the database. */
    List<String> rows(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(direct); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(sql)) {
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= columns; i++) {
                    row.append(i > 1 ? " " : "").append(rs.getString(i));
                }
                out.add(row.toString());
            }
        }
        return out;
    }

    /** Runs a statement straight on the database (a trigger the test sets up, or drops). */
    void execute(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(direct); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    @Override
    public void close() throws SQLException {
        relay.close();
        Databases.dropPostgres(direct);
    }
}
