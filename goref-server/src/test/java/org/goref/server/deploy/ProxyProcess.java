package org.goref.server.deploy;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A proxy (nginx, HAProxy) started for one test on ports of its own, stopped at close with every process it started. */
final class ProxyProcess implements AutoCloseable {
    private final Process process;
    private final Path log;

    private ProxyProcess(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** Starts {@code command} in the foreground and waits until every one of {@code ports} on 127.0.0.1 accepts. */
    static ProxyProcess start(List<String> command, Path log, int... ports) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        ProxyProcess proxy = new ProxyProcess(p, log);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        for (int port : ports) {
            while (!accepts(port)) {
                if (!p.isAlive() || System.nanoTime() > deadline) {
                    proxy.close();
                    throw new IOException(command.get(0) + " did not start listening on " + port + ": " + proxy.log());
                }
                Thread.sleep(50);
            }
        }
        return proxy;
    }

    private static boolean accepts(int port) {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 200);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    String log() {
        try {
            return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "(log unreadable: " + e + ")";
        }
    }

    @Override
    public void close() {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
