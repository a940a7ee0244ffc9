package org.goref.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.goref.server.cluster.HaproxyConfig;

/**
 * Real components on loopback for the tests of several nodes: a nats-server of its own on a free
 * port (a test may stop it; the machine's is never touched), N goref nodes as separate JVMs on
 * one scratch PostgreSQL database, and an HAProxy in front of them with the nodes' /readyz as its
 * health check. Closing stops every process it started and drops the database.
 */
final class Cluster implements AutoCloseable {
    static final Path NATS_SERVER = Path.of("/usr/sbin/nats-server");
    static final Path HAPROXY = Path.of("/usr/sbin/haproxy");

    final String db;
    final int natsPort;
    /** nats-server's monitoring port: {@code /connz?subs=1} lists each connection's subscriptions. */
    final int natsMonitorPort;
    final int lbPort;
    final List<Node> nodes = new ArrayList<>();
    private final Path dir;
    private Process nats;
    private Process haproxy;

    /** A node's process and the port it serves on. */
    record Node(Process process, int port) {
        String url() {
            return "http://127.0.0.1:" + port;
        }
    }

    static boolean available() {
        return Files.isExecutable(NATS_SERVER) && Files.isExecutable(HAPROXY) && Databases.postgresAvailable();
    }

    Cluster(int n) throws Exception {
        dir = Files.createTempDirectory("goref-cluster");
        db = Databases.createPostgres();
        natsPort = freePort();
        natsMonitorPort = freePort();
        startNats();
        try {
            List<CompletableFuture<Node>> starting = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                starting.add(CompletableFuture.supplyAsync(this::startNode));
                if (i == 0) {
                    // The first one migrates the schema alone; the others then start together.
                    nodes.add(starting.get(0).join());
                }
            }
            for (int i = 1; i < n; i++) {
                nodes.add(starting.get(i).join());
            }
            lbPort = freePort();
            startHaproxy();
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    String bus() {
        return "nats://127.0.0.1:" + natsPort;
    }

    String lb() {
        return "http://127.0.0.1:" + lbPort;
    }

    void startNats() throws IOException {
        nats = new ProcessBuilder(NATS_SERVER.toString(), "-a", "127.0.0.1", "-p", String.valueOf(natsPort),
                "-m", String.valueOf(natsMonitorPort))
                .redirectErrorStream(true).redirectOutput(dir.resolve("nats.log").toFile()).start();
        awaitPort(natsPort);
    }

    void stopNats() throws InterruptedException {
        nats.destroy();
        nats.waitFor(10, TimeUnit.SECONDS);
    }

    private Node startNode() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        try {
            Process p = new ProcessBuilder(java, "-Xmx200m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                    "-cp", System.getProperty("java.class.path"), ClusterNodeMain.class.getName(), db, bus())
                    .redirectError(dir.resolve("node-" + System.nanoTime() + ".err").toFile()).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            if (line == null || !line.startsWith("port ")) {
                p.destroyForcibly();
                throw new IllegalStateException("a node did not start: " + line + "; see " + dir);
            }
            // Its stdout is drained so that it never blocks on a full pipe, by a platform thread: a
            // read of a pipe holds a virtual thread's carrier, and three of them held every carrier
            // of the test's two-core scheduler, the bench's clients waiting for ever.
            Thread.ofPlatform().daemon().name("node-stdout").start(() -> {
                try {
                    while (out.readLine() != null) {
                        // nothing
                    }
                } catch (IOException e) {
                    // gone
                }
            });
            return new Node(p, Integer.parseInt(line.substring(5).trim()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void startHaproxy() throws IOException {
        String cfg = HaproxyConfig.forNodes(lbPort, nodes.stream().map(n -> "127.0.0.1:" + n.port()).toList());
        Path file = dir.resolve("haproxy.cfg");
        Files.writeString(file, cfg);
        haproxy = new ProcessBuilder(HAPROXY.toString(), "-f", file.toString(), "-db")
                .redirectErrorStream(true).redirectOutput(dir.resolve("haproxy.log").toFile()).start();
        awaitPort(lbPort);
    }

    /** Kills a node as kill -9 would. */
    void kill(int i) throws InterruptedException {
        nodes.get(i).process().destroyForcibly();
        nodes.get(i).process().waitFor(10, TimeUnit.SECONDS);
    }

    Client client(int i) {
        return new Client(nodes.get(i).port());
    }

    Client viaLb() {
        return new Client(lbPort);
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static void awaitPort(int port) {
        long deadline = System.currentTimeMillis() + 15_000;
        while (System.currentTimeMillis() < deadline) {
            try (Socket s = new Socket("127.0.0.1", port)) {
                return;
            } catch (IOException e) {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
        throw new IllegalStateException("nothing listens on port " + port);
    }

    @Override
    public void close() {
        for (Node n : nodes) {
            n.process().destroyForcibly();
        }
        for (Process p : new Process[] {haproxy, nats}) {
            if (p != null) {
                p.destroyForcibly();
            }
        }
        for (Node n : nodes) {
            try {
                n.process().waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        try {
            Databases.dropPostgres(db);
        } catch (Exception e) {
            // a scratch database left behind is harmless
        }
    }
}
