package org.goref.server;

import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/**
 * A test class with a goref server of its own, on a fresh SQLite file, and a client of it: started
 * once before the class's tests and closed after them. The methods' names are not a subclass's
 * usual ones, so that a subclass's own {@code start} cannot hide them.
 */
abstract class ServerOnSqliteFile {
    @TempDir
    static Path dir;
    static GorefServer server;
    static Client client;

    @BeforeAll
    static void startServerOnSqliteFile() {
        server = GorefServer.start(0, Databases.sqliteFile(dir));
        client = new Client(server.port());
    }

    @AfterAll
    static void closeServerOnSqliteFile() {
        server.close();
    }
}
