package org.goref.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

import org.goref.server.GorefServer;
import org.goref.server.store.DatabaseUrl;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code goref serve [--port 8080] [--db JDBC-URL] [--bus nats://HOST:PORT]}: the game server and browser UI, until stopped. */
@Command(name = "serve", mixinStandardHelpOptions = true, description = "The game server and browser UI.")
public final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", paramLabel = "PORT", description = "HTTP port (default ${DEFAULT-VALUE})", defaultValue = "8080")
    int port;

    @Option(names = "--db", paramLabel = "JDBC-URL", description = "jdbc:sqlite:PATH or jdbc:postgresql://... (default: goref.db here)",
            defaultValue = "jdbc:sqlite:goref.db")
    String db;

    @Option(names = "--bus", paramLabel = "NATS-URL", description = "nats://HOST:PORT: one node of several sharing the --db "
            + "PostgreSQL database and this NATS server (default: a single node)")
    String bus;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port is 0 to 65535");
        }
        GorefServer server;
        try {
            server = GorefServer.start(port, db, bus);
        } catch (RuntimeException e) {
            if (e.getClass().getSimpleName().contains("Bind")) {
                throw new IllegalArgumentException("cannot listen on port " + port + ": " + e.getMessage(), e);
            }
            throw e;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        // The URL may carry the database's password; the line ends up in terminals and logs.
        System.out.println("goref: serving on http://localhost:" + server.port() + "/ (database " + DatabaseUrl.shown(db)
                + (bus == null ? "" : ", bus " + bus) + ")");
        System.out.flush();
        new CountDownLatch(1).await();
        return Main.OK;
    }
}
