package org.goref.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;

/**
 * A server on a fresh SQLite file for a jqwik property class: jqwik runs none of JUnit's hooks, so
 * such a class cannot extend {@link ServerOnSqliteFile}; it starts one of these in its
 * {@code @BeforeContainer} and closes it in its {@code @AfterContainer}.
 */
record ServerForProperties(Path dir, GorefServer server, Client client) implements AutoCloseable {
    static ServerForProperties start(String name) throws Exception {
        Path dir = Files.createTempDirectory(name);
        GorefServer server = GorefServer.start(0, Databases.sqliteFile(dir));
        return new ServerForProperties(dir, server, new Client(server.port()));
    }

    /** Stops the server and deletes its database folder. */
    @Override
    public void close() throws Exception {
        server.close();
        try (var files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
