package org.goref.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.goref.server.cluster.HaproxyConfig;

/**
 * {@code goref bench server --nodes N}: N {@code goref serve} processes of this very jar on the
 * given database (and bus, when there is more than one node or one is asked for), and an HAProxy
 * in front of them checking each node's {@code /readyz}, all on loopback and free ports. Closing
 * stops every process it started.
 */
final class LocalCluster implements AutoCloseable {
    private static final Pattern SERVING = Pattern.compile("serving on http://localhost:(\\d+)/");
    private final List<Process> processes = new ArrayList<>();
    private final List<String> urls = new ArrayList<>();
    private final Path dir;
    private final List<String> jvmOptions;
    private int lbPort;

    /**
     * {@code share}: how many node processes the machine's cores are shared among (the largest
     * cluster of the run, the single node's too, so that the two differ only by the bus).
     */
    LocalCluster(int nodes, int share, String db, String bus, String haproxy) throws IOException {
        dir = Files.createTempDirectory("goref-bench-cluster");
        jvmOptions = jvmOptions(share, Runtime.getRuntime().availableProcessors());
        try {
            for (int i = 0; i < nodes; i++) {
                urls.add(startNode(db, bus));
            }
            if (haproxy != null) {
                startHaproxy(haproxy);
            }
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /**
     * A node's JVM as a server's is run (docs/deploy.md): its heap sized once, so that the
     * collector does not run it small and often; and a collector of the node's share of the cores,
     * since one whose pause took every core would stall the other nodes, the database and the
     * load's client with it (on two cores, each node's pause stopped every game on the machine).
     */
    static List<String> jvmOptions(int share, int cores) {
        int gcThreads = Math.max(1, cores / Math.max(1, share));
        return List.of("-Xms" + HEAP, "-Xmx" + HEAP, "-XX:ParallelGCThreads=" + gcThreads);
    }

    /** A node's heap: some 100 MB live with 1,000 games held, room for the young generation besides. */
    static final String HEAP = "512m";

    List<String> urls() {
        return urls;
    }

    /** The balancer's URL, or the first node's without one. */
    String front() {
        return lbPort == 0 ? urls.get(0) : "http://127.0.0.1:" + lbPort;
    }

    private String startNode(String db, String bus) throws IOException {
        String java = ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> cmd = new ArrayList<>(List.of(java));
        cmd.addAll(jvmOptions);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve", "--port", "0", "--db", db,
                // one load generator on one address is the whole load: no per-address limits
                "--create-limit", "0", "--write-limit", "0", "--websocket-limit", "0"));
        if (bus != null) {
            cmd.addAll(List.of("--bus", bus));
        }
        Process p = new ProcessBuilder(cmd).redirectError(dir.resolve("node-" + processes.size() + ".err").toFile()).start();
        processes.add(p);
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        Matcher m = line == null ? null : SERVING.matcher(line);
        if (m == null || !m.find()) {
            throw new IllegalStateException("a node did not start (" + line + "); see " + dir);
        }
        // A platform thread: a read of a pipe holds a virtual thread's carrier for as long as it
        // waits, and the load's clients run on those carriers (two on two cores; three nodes'
        // readers left them none).
        Thread.ofPlatform().daemon().name("node-stdout").start(() -> {
            try {
                while (out.readLine() != null) {
                    // drained, so that the node never blocks on a full pipe
                }
            } catch (IOException e) {
                // gone
            }
        });
        return "http://127.0.0.1:" + m.group(1);
    }

    private void startHaproxy(String haproxy) throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            lbPort = s.getLocalPort();
        }
        String cfg = HaproxyConfig.forNodes(lbPort, urls.stream().map(u -> u.substring("http://".length())).toList());
        Path file = dir.resolve("haproxy.cfg");
        Files.writeString(file, cfg);
        processes.add(new ProcessBuilder(haproxy, "-f", file.toString(), "-db")
                .redirectErrorStream(true).redirectOutput(dir.resolve("haproxy.log").toFile()).start());
        long deadline = System.currentTimeMillis() + 10_000;
        while (true) {
            try (Socket s = new Socket("127.0.0.1", lbPort)) {
                return;
            } catch (IOException e) {
                if (System.currentTimeMillis() > deadline) {
                    throw new IllegalStateException("HAProxy did not start; see " + dir);
                }
                try {
                    Thread.sleep(50);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(ie);
                }
            }
        }
    }

    @Override
    public void close() {
        for (Process p : processes) {
            p.destroy();
        }
        for (Process p : processes) {
            try {
                if (!p.waitFor(10, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
