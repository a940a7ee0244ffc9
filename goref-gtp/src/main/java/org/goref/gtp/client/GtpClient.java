package org.goref.gtp.client;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A GTP engine driven over pipes: one process, its standard input for commands, its standard
 * output for answers, its standard error appended to a log file. Every command waits for its answer
 * at most a given time. Commands carry ids, so an answer that belongs to another command is seen.
 * A crash, a hang, garbage or a refusal is reported as a {@link GtpFailure} naming the command.
 *
 * <p>After a crash, a hang or garbage the engine's state is unknown: the caller kills it.
 */
public final class GtpClient implements AutoCloseable {
    /** Longest answer line read; a longer one is garbage (and protects the runner's memory). */
    static final int MAX_LINE = 1 << 20;
    /** Longest whole answer read (its lines together); a longer one is garbage too. */
    static final int MAX_ANSWER = 1 << 20;
    /** Empty lines tolerated before an answer; an engine that prints nothing else is garbage. */
    static final int MAX_BLANK_LINES = 1000;
    /** Lines read ahead of the runner: an engine that prints faster waits (its pipe fills). */
    private static final int QUEUED_LINES = 10_000;
    /** How often a wait for an answer looks whether the engine is still running. */
    private static final long EXIT_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(200);
    private static final String EOF = new String("<eof>");

    /**
     * The engines not yet ended. They run in process groups of their own, so the terminal's Ctrl-C
     * no longer reaches them: when the JVM goes, it ends them itself.
     */
    private static final Set<GtpClient> RUNNING = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> RUNNING.forEach(GtpClient::kill), "gtp-engines-reaper"));
    }

    private final List<String> argv;
    private final Process process;
    private final OutputStream in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>(QUEUED_LINES);
    private final Consumer<String> transcript;
    private int nextId = 1;
    private Set<String> commands;
    /** Read by the reader thread too: once the engine is given up, nothing more of it is kept. */
    private volatile boolean broken;

    private GtpClient(List<String> argv, Process process, Consumer<String> transcript) {
        this.argv = List.copyOf(argv);
        this.process = process;
        this.in = process.getOutputStream();
        this.transcript = transcript == null ? s -> { } : transcript;
        Thread reader = new Thread(() -> readLoop(process.getInputStream()), "gtp-reader-" + process.pid());
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts the engine. {@code stderrLog} receives the engine's standard error (appended); the
     * transcript, when given, every line sent ({@code > }) and received ({@code < }).
     */
    public static GtpClient start(List<String> argv, Path workDir, Path stderrLog, Consumer<String> transcript)
            throws IOException {
        ProcessBuilder pb = new ProcessBuilder(ProcessGroup.inNewGroup(argv, workDir));
        if (workDir != null) {
            pb.directory(workDir.toFile());
        }
        if (stderrLog != null) {
            Files.createDirectories(stderrLog.toAbsolutePath().getParent());
            pb.redirectError(ProcessBuilder.Redirect.appendTo(stderrLog.toFile()));
        } else {
            pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        }
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new IOException("cannot start engine '" + String.join(" ", argv) + "': " + e.getMessage(), e);
        }
        GtpClient client = new GtpClient(argv, p, transcript);
        RUNNING.add(client);
        return client;
    }

    public List<String> argv() {
        return argv;
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive() && !broken;
    }

    private void readLoop(InputStream out) {
        try (InputStream s = out) {
            byte[] buf = new byte[8192];
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            int n;
            while ((n = s.read(buf)) > 0) {
                for (int i = 0; i < n; i++) {
                    byte b = buf[i];
                    if (b == '\n') {
                        if (!queue(line.toString(StandardCharsets.UTF_8))) {
                            return;
                        }
                        line.reset();
                    } else if (line.size() < MAX_LINE) {
                        line.write(b);
                    } else {
                        if (!queue(line.toString(StandardCharsets.UTF_8)) || !queue("\u0000line too long")) {
                            return;
                        }
                        line.reset();
                    }
                }
            }
            if (line.size() > 0) {
                queue(line.toString(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            // the pipe closed under us: the same as the end of the output
        } finally {
            queue(EOF);
        }
    }

    /**
     * Hands a line to the runner, waiting while it is behind (so an engine that floods its output
     * cannot fill the memory); false once the engine is given up: the rest of its output is dropped.
     */
    private boolean queue(String line) {
        try {
            while (!lines.offer(line, 100, TimeUnit.MILLISECONDS)) {
                if (broken) {
                    return false;
                }
            }
            return !broken;
        } catch (InterruptedException e) {
            return false;
        }
    }

    /**
     * Sends one command and returns the answer's text (without {@code = } and the id; lines of a
     * multi-line answer joined by newlines). Throws a failure on a refusal ({@code ?}), a crash,
     * no answer within {@code timeoutMs}, or garbage.
     */
    public String send(String command, long timeoutMs) throws GtpFailure {
        if (broken) {
            throw new GtpFailure(GtpFailure.Kind.CRASH, command, "the engine was already given up after an earlier failure");
        }
        int id = nextId++;
        String line = id + " " + command;
        transcript.accept("> " + line);
        try {
            in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
        } catch (IOException e) {
            broken = true;
            throw new GtpFailure(GtpFailure.Kind.CRASH, command, exitNote("could not write to the engine"));
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.max(1, timeoutMs));
        String head;
        int blank = 0;
        do {
            head = clean(take(command, deadline, timeoutMs)).strip();
            if (head.isEmpty() && ++blank > MAX_BLANK_LINES) {
                broken = true;
                throw new GtpFailure(GtpFailure.Kind.GARBAGE, command, "more than " + MAX_BLANK_LINES + " empty lines and no answer");
            }
        } while (head.isEmpty());
        char status = head.charAt(0);
        if (status != '=' && status != '?') {
            broken = true;
            throw new GtpFailure(GtpFailure.Kind.GARBAGE, command, "'" + abbreviate(head) + "'");
        }
        int j = 1;
        while (j < head.length() && Character.isDigit(head.charAt(j))) {
            j++;
        }
        if (j < head.length() && head.charAt(j) != ' ') {
            broken = true;
            throw new GtpFailure(GtpFailure.Kind.GARBAGE, command, "'" + abbreviate(head) + "'");
        }
        if (j > 1 && !head.substring(1, j).equals(Integer.toString(id))) {
            broken = true;
            throw new GtpFailure(GtpFailure.Kind.GARBAGE, command,
                    "the answer carries id " + head.substring(1, j) + ", not " + id + ": '" + abbreviate(head) + "'");
        }
        StringBuilder text = new StringBuilder(head.substring(j).trim());
        while (true) {
            String next = take(command, deadline, timeoutMs);
            if (next.isEmpty() || next.equals("\r")) {
                break;
            }
            text.append('\n').append(clean(next));
            if (text.length() > MAX_ANSWER) {
                broken = true;
                throw new GtpFailure(GtpFailure.Kind.GARBAGE, command, "an answer longer than " + MAX_ANSWER + " characters");
            }
        }
        if (status == '?') {
            throw new GtpFailure(GtpFailure.Kind.REFUSED, command, text.toString());
        }
        return text.toString();
    }

    private String take(String command, long deadline, long timeoutMs) throws GtpFailure {
        String l = lines.poll();
        try {
            // Wait in short steps, so that an engine that exited is seen without waiting out the deadline.
            long wait;
            while (l == null && (wait = deadline - System.nanoTime()) > 0) {
                if (!process.isAlive()) {
                    // Exited: what it wrote before is read at once. A child that inherited the
                    // output keeps it open, so the end of the output may never come.
                    l = lines.poll(EXIT_CHECK_NANOS, TimeUnit.NANOSECONDS);
                    if (l == null) {
                        broken = true;
                        throw new GtpFailure(GtpFailure.Kind.CRASH, command, exitNote("the engine exited without answering"));
                    }
                    break;
                }
                l = lines.poll(Math.min(wait, EXIT_CHECK_NANOS), TimeUnit.NANOSECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            broken = true;
            throw new GtpFailure(GtpFailure.Kind.HANG, command, "interrupted");
        }
        if (l == null) {
            broken = true;
            throw new GtpFailure(GtpFailure.Kind.HANG, command, "no answer within " + timeoutMs + " ms");
        }
        if (l == EOF) {
            lines.offer(EOF);
            broken = true;
            throw new GtpFailure(GtpFailure.Kind.CRASH, command, exitNote("the engine closed its output"));
        }
        if (l.startsWith("\u0000")) {
            broken = true;
            throw new GtpFailure(GtpFailure.Kind.GARBAGE, command, "an answer line longer than " + MAX_LINE + " bytes");
        }
        transcript.accept("< " + l);
        return l;
    }

    private String exitNote(String what) {
        try {
            if (process.waitFor(500, TimeUnit.MILLISECONDS)) {
                return what + " (exit code " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return what;
    }

    /** GTP 2 §2.2: control characters other than tab and newline are dropped, tabs become spaces. */
    private static String clean(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\t') {
                sb.append(' ');
            } else if (c >= 32 && c != 127) {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static String abbreviate(String s) {
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }

    /** Whether the engine lists this command in {@code list_commands} (asked once). */
    public boolean knows(String command, long timeoutMs) throws GtpFailure {
        if (commands == null) {
            Set<String> known = new HashSet<>();
            try {
                for (String c : send("list_commands", timeoutMs).split("\\s+")) {
                    known.add(c.toLowerCase(Locale.ROOT));
                }
            } catch (GtpFailure f) {
                if (f.kind() != GtpFailure.Kind.REFUSED) {
                    throw f;
                }
            }
            commands = known;
        }
        return commands.contains(command.toLowerCase(Locale.ROOT));
    }

    /** Asks the engine to quit, waits a little, then kills it if it is still there. */
    @Override
    public void close() {
        if (process.isAlive() && !broken) {
            try {
                send("quit", 2000);
            } catch (GtpFailure ignored) {
                // it is going away either way
            }
        }
        kill();
    }

    /** Ends the process now, and everything it started (its process group, where there is one). */
    public void kill() {
        broken = true;
        RUNNING.remove(this);
        try {
            in.close();
        } catch (IOException ignored) {
            // already closed
        }
        try {
            if (!process.waitFor(500, TimeUnit.MILLISECONDS)) {
                ProcessGroup.killAll(process);
                process.destroyForcibly();
                process.waitFor(2, TimeUnit.SECONDS);
            } else {
                // The engine has exited; what it started may not have (and may hold its pipes).
                ProcessGroup.killAll(process);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The transcript's time stamps: always the same width, to the millisecond (LocalTime's own form
     * has the clock's nanoseconds, and drops the seconds when they are zero).
     */
    private static final DateTimeFormatter TIME_OF_DAY = DateTimeFormatter.ofPattern("HH:mm:ss.SSS", Locale.ROOT);

    /** Writes lines to a file as they come, each after the time of day (UTC, to the millisecond). */
    public static Consumer<String> appendingTo(Writer w) {
        return s -> {
            try {
                synchronized (w) {
                    w.write(TIME_OF_DAY.format(LocalTime.now(ZoneOffset.UTC)));
                    w.write(' ');
                    w.write(s);
                    w.write('\n');
                    w.flush();
                }
            } catch (IOException ignored) {
                // a transcript that cannot be written does not stop the game
            }
        };
    }
}
