package org.goref.cli;

import java.util.concurrent.Callable;

import org.goref.server.bench.ServerLoad;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code goref bench server --games N --seconds S [--db JDBC-URL]}: N concurrent games over HTTP and
 * WebSocket on loopback; the last line is {@code games=… moves_per_s=… p50_ms=… p99_ms=…}.
 */
@Command(name = "server", mixinStandardHelpOptions = true, description = "Load benchmark of the game server: concurrent games over HTTP + WebSocket.")
public final class BenchServerCommand implements Callable<Integer> {
    @Option(names = "--games", description = "concurrent games (default ${DEFAULT-VALUE})", defaultValue = "100")
    int games;

    @Option(names = "--seconds", description = "measured seconds (default ${DEFAULT-VALUE})", defaultValue = "10")
    int seconds;

    @Option(names = "--think-ms", description = "a player's mean thinking time per move, ms (default ${DEFAULT-VALUE}; 0: none)",
            defaultValue = "1000")
    int thinkMs;

    @Option(names = "--warmup", description = "seconds of play before measuring (default ${DEFAULT-VALUE})",
            defaultValue = "5")
    int warmup;

    @Option(names = "--db", description = "database (default: a fresh SQLite file in a temporary folder)")
    String db;

    @Override
    public Integer call() throws Exception {
        ServerLoad.Result r = new ServerLoad().run(games, seconds, thinkMs, warmup, db, System.err);
        System.out.println(r.line());
        return Main.OK;
    }
}
