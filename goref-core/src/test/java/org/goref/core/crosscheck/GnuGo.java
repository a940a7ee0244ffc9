package org.goref.core.crosscheck;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * GNU Go spoken to over GTP through pipes, each answer awaited with a timeout, for the cross-check.
 * A reader thread moves stdout lines into a queue so that a hung engine fails the test instead of
 * hanging it.
 */
final class GnuGo implements AutoCloseable {
    private static final long TIMEOUT_SECONDS = 20;
    private static final String EOF = "\u0000eof";

    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    /** The GNU Go binary, or null when it is not installed. */
    static Path find() {
        for (String p : List.of("/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo")) {
            if (Files.isExecutable(Path.of(p))) {
                return Path.of(p);
            }
        }
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(":")) {
                Path p = Path.of(dir, "gnugo");
                if (Files.isExecutable(p)) {
                    return p;
                }
            }
        }
        return null;
    }

    GnuGo(Path binary, String... options) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(binary.toString(), "--mode", "gtp"));
        cmd.addAll(List.of(options));
        process = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
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
        }, "gnugo-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** Sends a command and returns the answer's text (after "= "); a "? " answer is an exception. */
    String send(String command) {
        String answer = ask(command);
        if (answer.startsWith("?")) {
            throw new IllegalStateException("gnugo refused '" + command + "': " + answer);
        }
        return answer.substring(1).trim();
    }

    /** Sends a command and returns the whole answer, "=" or "?" first. */
    String ask(String command) {
        try {
            in.write(command + "\n");
            in.flush();
            StringBuilder sb = new StringBuilder();
            while (true) {
                String l = lines.poll(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                if (l == null) {
                    throw new IllegalStateException("gnugo gave no answer to '" + command + "' within " + TIMEOUT_SECONDS + " s");
                }
                if (l == EOF) {
                    throw new IllegalStateException("gnugo exited on '" + command + "'");
                }
                if (l.isEmpty()) {
                    if (sb.isEmpty()) {
                        continue;
                    }
                    return sb.toString();
                }
                if (!sb.isEmpty()) {
                    sb.append('\n');
                }
                sb.append(l);
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot talk to gnugo: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
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
