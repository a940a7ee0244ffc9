package org.goref.cli;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

import org.goref.server.GorefServer;
import org.goref.server.ServerOptions;
import org.goref.server.http.Limits;
import org.goref.server.store.DatabaseUrl;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code goref serve}: the game server and browser UI, until stopped. Every option can also be set
 * in the environment ({@link EnvironmentDefaults}: {@code --db} as {@code GOREF_DB}, …); the
 * command line wins.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, defaultValueProvider = EnvironmentDefaults.class,
        description = {"The game server and browser UI.",
                "Every option can also be set in the environment as GOREF_ and its name: GOREF_PORT, GOREF_DB, GOREF_BIND,",
                "GOREF_PUBLIC_URL, ...; the command line wins."})
public final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", paramLabel = "PORT", description = "HTTP port (default ${DEFAULT-VALUE})", defaultValue = "8080")
    int port;

    @Option(names = "--db", paramLabel = "JDBC-URL", description = "jdbc:sqlite:PATH or jdbc:postgresql://... (default: goref.db here)",
            defaultValue = "jdbc:sqlite:goref.db")
    String db;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = ServerOptions.DEFAULT_BIND,
            description = "the address to listen on (default ${DEFAULT-VALUE}: this machine only; 0.0.0.0 for every address)")
    String bind;

    @Option(names = "--public-url", paramLabel = "URL",
            description = "the address people reach the server at, e.g. https://go.example.org; the links the server writes start with it (default: relative links)")
    String publicUrl;

    @Option(names = "--trusted-proxy", paramLabel = "ADDRESS", split = ",",
            description = "the IP address (or CIDR block, 10.0.0.0/8) of a proxy in front of goref, repeatable or comma-separated: only from it are X-Forwarded-For and X-Forwarded-Proto believed")
    List<String> trustedProxies = List.of();

    @Option(names = "--access-log", description = "print one line per request on standard output: time, client, method, path, status, milliseconds")
    boolean accessLog;

    @Option(names = "--create-limit", paramLabel = "N", defaultValue = "" + 30,
            description = "creations (games, tournaments, challenges) a minute per client address; 0: no limit (default ${DEFAULT-VALUE})")
    int createLimit;

    @Option(names = "--write-limit", paramLabel = "N", defaultValue = "" + 600,
            description = "writes to the API a minute per client address; 0: no limit (default ${DEFAULT-VALUE})")
    int writeLimit;

    @Option(names = "--websocket-limit", paramLabel = "N", defaultValue = "" + 64,
            description = "WebSocket connections open at once per client address; 0: no limit (default ${DEFAULT-VALUE})")
    int websocketLimit;

    @Option(names = "--bus", paramLabel = "NATS-URL", description = "nats://HOST:PORT: one node of several sharing the --db "
            + "PostgreSQL database and this NATS server (default: a single node)")
    String bus;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port is 0 to 65535");
        }
        ServerOptions options = new ServerOptions(port, db, bind, publicUrl(), trustedProxies, accessLog,
                new Limits(createLimit, writeLimit, websocketLimit), bus);
        GorefServer server;
        try {
            server = GorefServer.start(options);
        } catch (RuntimeException e) {
            if (e.getClass().getSimpleName().contains("Bind") || e.getCause() != null
                    && e.getCause().getClass().getSimpleName().contains("Bind")) {
                throw new IllegalArgumentException("cannot listen on " + bind + " port " + port + ": " + e.getMessage(), e);
            }
            throw e;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        // The URL may carry the database's password; the line ends up in terminals and logs.
        System.out.println("goref: serving on " + listening(server.port()) + " (database " + DatabaseUrl.shown(db)
                + (bus == null ? "" : ", bus " + bus) + ")");
        if (options.publicUrl() != null) {
            System.out.println("goref: links start with " + options.publicUrl());
        }
        System.out.flush();
        new CountDownLatch(1).await();
        return Main.OK;
    }

    private URI publicUrl() {
        if (publicUrl == null || publicUrl.isBlank()) {
            return null;
        }
        try {
            return new URI(publicUrl.strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("--public-url is http(s)://HOST[:PORT][/PATH], not " + publicUrl);
        }
    }

    /** Where to open it: localhost for the loopback address, else the address itself. */
    private String listening(int actualPort) {
        String host = switch (bind) {
            case "127.0.0.1", "::1", "localhost" -> "localhost";
            default -> bind.contains(":") ? "[" + bind + "]" : bind;
        };
        return "http://" + host + ":" + actualPort + "/";
    }
}
