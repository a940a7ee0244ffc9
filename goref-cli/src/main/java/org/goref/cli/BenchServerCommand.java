package org.goref.cli;

import java.util.concurrent.Callable;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.goref.server.bench.ClusterLoad;
import org.goref.server.bench.ServerLoad;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code goref bench server --games N --seconds S [--db JDBC-URL]}: N concurrent games over HTTP and
 * WebSocket on loopback; the last line is {@code games=… moves_per_s=… p50_ms=… p99_ms=…}. With
 * {@code --url} it drives running nodes from outside, with {@code --nodes N} it starts them (and an
 * HAProxy) itself; those lines add {@code lost= duplicated= out_of_order=} and the checks of the end.
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

    @Option(names = "--warmup", description = "seconds of play before measuring (default 5; with --nodes "
            + NODES_WARMUP + ", most of it at a third of the rate: fresh node processes compile the move path for about two minutes)")
    Integer warmup;

    /** The warm-up of node processes: three JVMs on two cores reach their steady state in about two minutes at a third of the load. */
    static final int NODES_WARMUP = 150;

    @Option(names = "--db", description = "database (default: a fresh SQLite file in a temporary folder; with --nodes a PostgreSQL URL)")
    String db;

    @Option(names = "--url", split = ",", paramLabel = "URL",
            description = "drive these running nodes from outside (a game's players on consecutive ones) instead of a server in this process")
    List<String> urls;

    @Option(names = "--fallback", paramLabel = "URL", description = "with --url: where a player whose node stops answering goes (a load balancer)")
    String fallback;

    @Option(names = "--nodes", description = "start this many node processes on --db and --bus and an HAProxy in front, and drive them;"
            + " a single node on the same database is measured first for comparison")
    Integer nodes;

    @Option(names = "--bus", description = "with --nodes: the NATS server (default ${DEFAULT-VALUE})", defaultValue = "nats://127.0.0.1:4222")
    String bus;

    @Option(names = "--haproxy", description = "with --nodes: the HAProxy binary (default ${DEFAULT-VALUE})", defaultValue = "/usr/sbin/haproxy")
    String haproxy;

    @Override
    public Integer call() throws Exception {
        if (urls != null && nodes != null) {
            throw new IllegalArgumentException("--url drives running nodes, --nodes starts them: one or the other");
        }
        if (warmup == null) {
            warmup = nodes != null ? NODES_WARMUP : 5;
        }
        if (urls != null) {
            ClusterLoad.Result r = new ClusterLoad().run(urls, fallback == null ? urls.get(0) : fallback, games, seconds, thinkMs,
                    warmup, null, System.err);
            System.out.println(r.line());
            return Main.OK;
        }
        if (nodes != null) {
            return cluster();
        }
        ServerLoad.Result r = new ServerLoad().run(games, seconds, thinkMs, warmup, db, System.err);
        System.out.println(r.line());
        return Main.OK;
    }

    /** The single node on PostgreSQL, then the nodes with the bus: the same load, the same database. */
    private int cluster() throws Exception {
        if (nodes < 1 || nodes > 16) {
            throw new IllegalArgumentException("--nodes is 1 to 16");
        }
        if (db == null || !db.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("--nodes needs --db jdbc:postgresql://... (every node shares it)");
        }
        if (!Files.isExecutable(Path.of(haproxy))) {
            throw new IllegalArgumentException("--nodes starts HAProxy, and " + haproxy + " is not there (apt-get install haproxy)");
        }
        ClusterLoad.Result single;
        try (LocalCluster one = new LocalCluster(1, nodes, db, null, null)) {
            System.err.println("single node on PostgreSQL:");
            single = new ClusterLoad().run(one.urls(), one.front(), games, seconds, thinkMs, warmup, null, System.err);
            System.err.println(single.line());
        }
        ClusterLoad.Result several;
        try (LocalCluster all = new LocalCluster(nodes, nodes, db, bus, haproxy)) {
            System.err.println(nodes + " nodes with the bus, HAProxy in front for failover:");
            several = new ClusterLoad().run(all.urls(), all.front(), games, seconds, thinkMs, warmup, null, System.err);
        }
        System.out.println(several.line() + String.format(Locale.ROOT, " single_moves_per_s=%.1f single_p50_ms=%.2f single_p99_ms=%.2f",
                single.movesPerSecond(), single.p50Ms(), single.p99Ms()));
        return Main.OK;
    }
}
