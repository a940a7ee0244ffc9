package org.goref.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.goref.core.board.Point;
import org.goref.gtp.client.GtpClient;
import org.goref.gtp.client.GtpFailure;

/**
 * Another program's dead stones for a record, through GTP: {@code loadsgf FILE} (the whole record,
 * as the engine replays it), then {@code final_status_list dead}. One engine process serves a whole
 * run; {@code loadsgf} starts each record afresh.
 */
final class EngineMarking implements AutoCloseable {
    /** What the engine named dead, and how long it took (wall time: the engine is another process). */
    record Marked(Set<Point> dead, double millis) { }

    /** GNU Go needs several seconds on hard positions; a minute is a hang (the default). */
    static final long DEFAULT_TIMEOUT_MS = 60_000;

    /** An engine in GTP mode answers at once; one that does not is not speaking GTP at all. */
    private static final long HANDSHAKE_MS = 10_000;

    private final List<String> argv;
    private final long timeoutMs;
    private GtpClient client;

    /** Starts the engine; each command may take up to {@code timeoutMs}. */
    EngineMarking(List<String> argv, long timeoutMs) throws IOException {
        this.argv = List.copyOf(argv);
        this.timeoutMs = timeoutMs;
        this.client = start(argv);
    }

    private static GtpClient start(List<String> argv) throws IOException {
        GtpClient client = GtpClient.start(argv, null, null, null);
        try {
            // Without this a program started in another mode (GNU Go without --mode gtp shows its
            // ASCII board) would cost the full timeout on every record before saying anything.
            client.send("protocol_version", HANDSHAKE_MS);
        } catch (GtpFailure e) {
            client.close();
            throw new IOException("engine '" + String.join(" ", argv) + "' does not answer GTP (protocol_version: "
                    + e.getMessage() + "); is it started in GTP mode, e.g. gnugo --mode gtp?");
        }
        return client;
    }

    /**
     * The engine's dead stones for the record in {@code sgf}. When the engine fails so that it cannot
     * go on (it hung or crashed), it is started again before the failure is thrown, so the next
     * record finds it ready: one hard position should not end a run of an hour. An IOException says
     * it could not be started again.
     */
    Marked deadStones(Path sgf, int size) throws GtpFailure, IOException {
        try {
            return ask(sgf, size);
        } catch (GtpFailure e) {
            if (!e.engineUsable()) {
                client.close();
                client = start(argv);
            }
            throw e;
        }
    }

    private Marked ask(Path sgf, int size) throws GtpFailure {
        if (sgf.toString().chars().anyMatch(Character::isWhitespace)) {
            // GTP arguments are separated by spaces: such a path cannot be sent.
            throw new GtpFailure(GtpFailure.Kind.REFUSED, "loadsgf", "the path has a space: " + sgf);
        }
        long t0 = System.nanoTime();
        client.send("loadsgf " + sgf, timeoutMs);
        String answer = client.send("final_status_list dead", timeoutMs);
        double ms = (System.nanoTime() - t0) / 1e6;
        Set<Point> dead = new HashSet<>();
        for (String vertex : answer.trim().split("\\s+")) {
            if (vertex.isEmpty()) {
                continue;
            }
            Point p;
            try {
                p = Point.parseGtp(vertex, size);
            } catch (IllegalArgumentException e) {
                throw new GtpFailure(GtpFailure.Kind.WRONG_ANSWER, "final_status_list dead", "not a vertex: " + vertex);
            }
            if (p == null) {
                throw new GtpFailure(GtpFailure.Kind.WRONG_ANSWER, "final_status_list dead", "a pass is no stone");
            }
            dead.add(p);
        }
        return new Marked(dead, ms);
    }

    @Override
    public void close() {
        client.close();
    }
}
