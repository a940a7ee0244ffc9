package org.goref.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

/** Scratch databases for tests: a real SQLite file, and a PostgreSQL database created and dropped per run. */
public final class Databases {
    static final String PG_ADMIN = "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres";

    private Databases() {
    }

    public static String sqliteFile(Path dir) {
        return "jdbc:sqlite:" + dir.resolve("goref-" + UUID.randomUUID() + ".db");
    }

    public static boolean postgresAvailable() {
        try (Connection c = DriverManager.getConnection(PG_ADMIN)) {
            return c.isValid(2);
        } catch (SQLException e) {
            return false;
        }
    }

    /** A new empty PostgreSQL database; {@link #dropPostgres} removes it. */
    public static String createPostgres() throws SQLException {
        String name = "goref_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        try (Connection c = DriverManager.getConnection(PG_ADMIN); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        return "jdbc:postgresql://127.0.0.1:5432/" + name + "?user=postgres";
    }

    public static void dropPostgres(String url) throws SQLException {
        String name = url.substring(url.lastIndexOf('/') + 1, url.indexOf('?'));
        try (Connection c = DriverManager.getConnection(PG_ADMIN); Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        }
    }

    static Path tempDir() throws java.io.IOException {
        return Files.createTempDirectory("goref-server-test");
    }
}
