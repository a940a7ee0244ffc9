package org.goref.gtp.engine;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

import org.goref.core.text.Quote;

/**
 * The GTP command table and the protocol around it: a line is parsed, its command looked up and run,
 * and what it returns or throws becomes the response ({@code =id answer} or {@code ?id error}, ended
 * by an empty line). A handler returns its answer or throws {@link GtpError}; it never writes the
 * response itself, so every command is framed one way.
 */
final class GtpDispatcher {
    private final Map<String, Function<GtpRequest, String>> commands = new LinkedHashMap<>();
    /** Where a command's unexpected failure is described in full (a GTP session's stderr). */
    private Consumer<String> diagnostics = message -> { };

    void setDiagnostics(Consumer<String> sink) {
        diagnostics = sink;
    }

    /** Adds a command; list_commands names them in the order they were registered. */
    void register(String name, Function<GtpRequest, String> handler) {
        commands.put(name, handler);
    }

    boolean isKnown(String name) {
        return commands.containsKey(name);
    }

    Set<String> names() {
        return commands.keySet();
    }

    /** The whole response to one input line ({@code = ...\n\n} or {@code ? ...\n\n}), or null for none. */
    String answer(String line) {
        GtpRequest req;
        try {
            req = GtpRequest.parse(line);
        } catch (GtpError e) {
            return "? " + clean(e.getMessage()) + "\n\n";
        }
        if (req == null) {
            return null;
        }
        String id = req.id() == null ? "" : req.id().toString();
        if (req.name().isEmpty()) {
            return "?" + id + " empty command\n\n";
        }
        Function<GtpRequest, String> cmd = commands.get(req.name());
        if (cmd == null) {
            return "?" + id + " unknown command\n\n";
        }
        try {
            String result = cmd.apply(req);
            return "=" + id + (result.isEmpty() ? "" : " " + clean(result)) + "\n\n";
        } catch (GtpError e) {
            // An error quotes at most the head of what it was given: a value, a file name.
            return "?" + id + " " + clean(Quote.longRuns(e.getMessage())) + "\n\n";
        } catch (IndexOutOfBoundsException e) {
            return "?" + id + " syntax error\n\n";
        } catch (RuntimeException e) {
            // A bug, not the controller's mistake: the answer names the command and the kind of
            // failure, which stay the same from one version to the next; the exception's own
            // message (a NullPointerException's names internal fields) and where it was thrown go
            // to the diagnostics, for whoever reports it.
            diagnostics.accept("internal error in " + req.name() + ": " + describe(e));
            return "?" + id + " internal error in " + req.name() + " (" + e.getClass().getSimpleName() + ")\n\n";
        }
    }

    /** The answer to a line cut short by the reader: an error, the command not run (it is not whole). */
    static String tooLong(String start) {
        String id;
        try {
            GtpRequest req = GtpRequest.parse(start);
            id = req == null || req.id() == null ? "" : req.id().toString();
        } catch (GtpError e) {
            id = "";
        }
        return "?" + id + " command line too long\n\n";
    }

    /** The exception and the first frames of where it was thrown, on one line. */
    private static String describe(RuntimeException e) {
        StringBuilder b = new StringBuilder(String.valueOf(e));
        StackTraceElement[] frames = e.getStackTrace();
        for (int i = 0; i < Math.min(frames.length, 5); i++) {
            b.append(i == 0 ? " at " : " < ").append(frames[i]);
        }
        return b.toString().replace('\n', ' ').replace('\r', ' ');
    }

    /** A response may not contain an empty line, which would end it early. */
    private static String clean(String s) {
        // A leading newline is kept: showboard's diagram starts on the line after "=", as GNU Go's does.
        return s.replace("\r", "").replaceAll("\n{2,}", "\n").stripTrailing().replaceFirst("^[ \t]+", "");
    }
}
