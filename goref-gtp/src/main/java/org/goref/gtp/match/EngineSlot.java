package org.goref.gtp.match;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

import org.goref.gtp.client.GtpClient;
import org.goref.gtp.client.GtpFailure;
import org.goref.gtp.client.ShellWords;

/**
 * One of the two engines of a match: its command line, its logs (standard error and the GTP
 * transcript, both appended), and the process now running it. The process is reused from game to
 * game and started afresh after it failed (crash, hang, garbage).
 */
final class EngineSlot implements AutoCloseable {
    private final int number;
    private final String command;
    private final List<String> argv;
    private final Path stderrLog;
    private final Writer transcript;
    private final long timeoutMs;
    private GtpClient engine;
    private String name;

    EngineSlot(int number, String command, Path logDir, long timeoutMs) throws IOException {
        this.number = number;
        this.command = command;
        this.argv = ShellWords.split(command);
        this.timeoutMs = timeoutMs;
        Files.createDirectories(logDir);
        this.stderrLog = logDir.resolve("engine-" + number + ".stderr.log");
        this.transcript = Files.newBufferedWriter(logDir.resolve("engine-" + number + ".gtp.log"), StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    int number() {
        return number;
    }

    String command() {
        return command;
    }

    /** The running engine, started (again) when there is none. */
    GtpClient engine() throws IOException {
        if (engine == null || !engine.isAlive()) {
            if (engine != null) {
                engine.kill();
            }
            engine = GtpClient.start(argv, null, stderrLog, GtpClient.appendingTo(transcript));
        }
        return engine;
    }

    /** Gives up the process after a failure that leaves its state unknown; the next game starts another. */
    void discard() {
        if (engine != null) {
            engine.kill();
            engine = null;
        }
    }

    void note(String line) {
        GtpClient.appendingTo(transcript).accept("# " + line);
    }

    /** {@code name version} as the engine reports them; the command line when it reports nothing. */
    String identify() throws IOException, GtpFailure {
        if (name == null) {
            GtpClient e = engine();
            String n = tolerant(e, "name");
            String v = tolerant(e, "version");
            name = n == null || n.isBlank() ? command : (v == null || v.isBlank() ? n : n + " " + v);
            name = name.replace('\n', ' ').trim();
        }
        return name;
    }

    private String tolerant(GtpClient e, String cmd) throws GtpFailure {
        try {
            return e.send(cmd, timeoutMs);
        } catch (GtpFailure f) {
            if (f.kind() == GtpFailure.Kind.REFUSED) {
                return null;
            }
            throw f;
        }
    }

    @Override
    public void close() {
        if (engine != null) {
            engine.close();
            engine = null;
        }
        try {
            transcript.close();
        } catch (IOException ignored) {
            // nothing left to save
        }
    }
}
