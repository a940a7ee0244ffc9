package org.goref.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A GTP engine as a real process over pipes: {@code goref gtp} started from this JVM's class path,
 * or GNU Go. A reader thread queues stdout lines so that an engine that hangs or dies fails the
 * test with a message instead of hanging it.
 */
final class GtpPipe implements AutoCloseable {
    static final Path GNUGO = Path.of("/usr/games/gnugo");
    private static final long TIMEOUT_SECONDS = 20;
    private static final String EOF = "\u0000eof";

    private final String name;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    private GtpPipe(String name, List<String> command) throws IOException {
        this.name = name;
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String l;
                while ((l = r.readLine()) != null) {
                    lines.add(l);
                }
            } catch (IOException e) {
                // the engine went away; the waiting command sees EOF
            }
            lines.add(EOF);
        }, name + "-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** {@code goref gtp ARGS...} run the way the launcher runs it, on this test's class path. */
    static GtpPipe goref(String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.goref.cli.Main", "gtp"));
        cmd.addAll(List.of(args));
        return new GtpPipe("goref", cmd);
    }

    /** GNU Go at level 0 with the given options; fails with a clear message when it is not installed. */
    static GtpPipe gnugo(String... options) throws IOException {
        if (!Files.isExecutable(GNUGO)) {
            throw new IllegalStateException("GNU Go is needed at " + GNUGO + " (Debian package gnugo; .ci/run installs it)");
        }
        List<String> cmd = new ArrayList<>(List.of(GNUGO.toString(), "--mode", "gtp", "--level", "0"));
        cmd.addAll(List.of(options));
        return new GtpPipe("gnugo", cmd);
    }

    /** Sends a command and returns its whole answer, lines joined by newlines, without the closing empty line. */
    String ask(String command) {
        try {
            in.write(command + "\n");
            in.flush();
        } catch (IOException e) {
            throw new IllegalStateException(name + " is gone (sending '" + command + "'): " + e.getMessage(), e);
        }
        return readAnswer(command);
    }

    /** Reads one answer (for commands written with {@link #raw}). */
    String readAnswer(String command) {
        StringBuilder sb = new StringBuilder();
        try {
            while (true) {
                String l = lines.poll(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                if (l == null) {
                    throw new IllegalStateException(name + " gave no answer to '" + command + "' within " + TIMEOUT_SECONDS + " s");
                }
                if (l == EOF) {
                    throw new IllegalStateException(name + " exited on '" + command + "'");
                }
                if (l.isEmpty()) {
                    return sb.toString();
                }
                if (!sb.isEmpty()) {
                    sb.append('\n');
                }
                sb.append(l);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Writes bytes as they are, no newline added, no answer read. */
    void raw(String text) throws IOException {
        in.write(text);
        in.flush();
    }

    /** Sends a command that must succeed and returns the answer's text after {@code "= "}. */
    String send(String command) {
        String answer = ask(command);
        if (!answer.startsWith("=")) {
            throw new AssertionError(name + " refused '" + command + "': " + answer);
        }
        return answer.substring(1).strip();
    }

    /** The answer's vertices as an upper-case set. */
    Set<String> vertices(String command) {
        return vertexSet(send(command));
    }

    static Set<String> vertexSet(String text) {
        return Arrays.stream(text.strip().split("\\s+")).filter(s -> !s.isEmpty())
                .map(s -> s.toUpperCase(Locale.ROOT)).collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * Sets up a diagram (rows from the top, {@code X} black, {@code O} white, {@code .} empty) by
     * plays, each of which must be accepted: any order works when no chain of the diagram is
     * without a liberty, since a part of a chain always has a liberty where the rest will go.
     */
    void setup(String... rows) {
        int n = rows.length;
        for (int r = 0; r < n; r++) {
            String[] cells = rows[r].trim().split("\\s+");
            for (int x = 0; x < cells.length; x++) {
                String v = "ABCDEFGHJKLMNOPQRSTUVWXYZ".charAt(x) + Integer.toString(n - r);
                switch (cells[x]) {
                    case "X" -> send("play black " + v);
                    case "O" -> send("play white " + v);
                    default -> { }
                }
            }
        }
    }

    /** True when the process has ended within the time given, with its exit code in {@link #exitValue()}. */
    boolean waitFor(long seconds) throws InterruptedException {
        return process.waitFor(seconds, TimeUnit.SECONDS);
    }

    int exitValue() {
        return process.exitValue();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public void close() {
        try {
            in.write("quit\n");
            in.flush();
        } catch (IOException e) {
            // already gone
        }
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
