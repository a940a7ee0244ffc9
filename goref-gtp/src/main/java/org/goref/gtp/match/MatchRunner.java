package org.goref.gtp.match;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.clock.TimeSource;
import org.goref.core.game.DeadStones;
import org.goref.core.text.Count;
import org.goref.gtp.client.GtpFailure;

/**
 * Runs a match: the games one after another between the same two engines (reused, restarted after
 * a failure), each refereed by a {@link GameRunner}, its record and protocol row written as soon as
 * it ends, and the summary at the end. With {@code --resume} the games already in the protocol are
 * not played again.
 */
public final class MatchRunner {
    public static final String SETTINGS = "match.json";
    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final MatchConfig cfg;
    private final PrintStream out;
    private final TimeSource time;
    private final MatchRecordWriter records;
    private final DeadStones estimator;

    public MatchRunner(MatchConfig cfg, PrintStream out, TimeSource time, MatchRecordWriter records, DeadStones estimator) {
        this.cfg = cfg;
        this.out = out;
        this.time = time;
        this.records = records;
        this.estimator = estimator;
    }

    /** The first dead-stone estimator registered as a service (goref-life's), or null when there is none. */
    public static DeadStones findEstimator() {
        Iterator<DeadStones> it = ServiceLoader.load(DeadStones.class).iterator();
        return it.hasNext() ? it.next() : null;
    }

    /**
     * Plays the games not yet in the protocol and returns the summary of the whole match.
     * IllegalArgumentException: settings that cannot be used (an engine that does not start, an
     * output folder holding another match).
     */
    public MatchSummary run() throws IOException {
        List<ProtocolRow> rows = new ArrayList<>(prepareOutput());
        Set<Integer> done = new TreeSet<>();
        rows.forEach(r -> done.add(r.game()));
        Path logDir = cfg.logDir() != null ? cfg.logDir() : Files.createTempDirectory("goref-match-logs");
        try (EngineSlot first = new EngineSlot(1, cfg.blackCommand(), logDir, cfg.answerTimeoutMs());
             EngineSlot second = new EngineSlot(2, cfg.whiteCommand(), logDir, cfg.answerTimeoutMs())) {
            // An interrupted runner (Ctrl-C, kill) takes its engines with it, even ones that ignore a closed input.
            Thread reaper = new Thread(() -> {
                first.discard();
                second.discard();
            }, "goref-match-reaper");
            Runtime.getRuntime().addShutdownHook(reaper);
            try {
                return play(first, second, rows, done, logDir);
            } finally {
                try {
                    Runtime.getRuntime().removeShutdownHook(reaper);
                } catch (IllegalStateException shuttingDown) {
                    // the hook is running already
                }
            }
        }
    }

    private MatchSummary play(EngineSlot first, EngineSlot second, List<ProtocolRow> rows, Set<Integer> done, Path logDir)
            throws IOException {
        String n1 = identify(first, "--black");
        String n2 = identify(second, "--white");
        if (n1.equals(n2)) {
            n1 = n1 + " #1";
            n2 = n2 + " #2";
        }
        out.println("Match: " + n1 + " vs " + n2 + ", " + Count.of(cfg.games(), "game") + ", " + cfg.size() + "x" + cfg.size()
                + ", rules " + cfg.rules().spec() + ", time " + cfg.time().spec()
                + (cfg.handicap() > 0 ? ", handicap " + cfg.handicap() : "")
                + (done.isEmpty() ? "" : " (resumed: " + Count.of(done.size(), "game") + " already played)"));
        out.println("Engine logs: " + logDir);
        for (int g = 1; g <= cfg.games(); g++) {
            if (done.contains(g)) {
                continue;
            }
            boolean firstBlack = cfg.firstEngineIsBlack(g);
            EngineSlot b = firstBlack ? first : second;
            EngineSlot w = firstBlack ? second : first;
            ProtocolRow row = playOne(g, b, w, firstBlack ? n1 : n2, firstBlack ? n2 : n1);
            rows.add(row);
            out.println("game " + g + ": " + row.black() + " (B) vs " + row.white() + " (W): " + row.result()
                    + " (" + row.reason() + "), " + Count.of(row.moves(), "move"));
            out.flush();
        }
        List<ProtocolRow> all = cfg.out() != null ? new Protocol(cfg.out()).read() : rows;
        all = all.stream().filter(r -> r.game() <= cfg.games()).toList();
        MatchSummary s = MatchSummary.of(all, List.of(n1, n2));
        out.print(s.text());
        out.flush();
        return s;
    }

    private String identify(EngineSlot slot, String option) {
        try {
            return slot.identify();
        } catch (IOException e) {
            throw new IllegalArgumentException(option + " engine: " + e.getMessage());
        } catch (GtpFailure f) {
            slot.discard();
            throw new IllegalArgumentException(option + " engine '" + slot.command() + "' " + f.getMessage());
        }
    }

    private ProtocolRow playOne(int g, EngineSlot b, EngineSlot w, String bName, String wName) throws IOException {
        String sgfName = String.format("game-%03d.sgf", g);
        PlayedGame pg;
        try {
            pg = new GameRunner(cfg, time, estimator, g, b, w, bName, wName).play();
        } catch (RuntimeException e) {
            if (shuttingDown()) {
                throw interrupted(g);
            }
            // A fault of the runner itself: the game is recorded as unknown, the engines start afresh.
            b.discard();
            w.discard();
            ProtocolRow row = new ProtocolRow(g, bName, wName, cfg.handicap(), cfg.rules().komi(), cfg.rules().spec(),
                    cfg.time().spec(), "?", "internal error: " + e, null, null, 0, 0, 0, null);
            if (cfg.out() != null) {
                new Protocol(cfg.out()).append(row);
            }
            return row;
        }
        if (shuttingDown()) {
            // Ctrl-C or kill: the shutdown hooks ended the engines, so the game saw them "crash". Its
            // end is the interruption's, not the engines': nothing is recorded, --resume plays it again.
            throw interrupted(g);
        }
        ProtocolRow row = ProtocolRow.of(pg, cfg.out() != null ? sgfName : null);
        if (cfg.out() != null) {
            Path f = cfg.out().resolve(sgfName);
            Path tmp = cfg.out().resolve(sgfName + ".tmp");
            Files.writeString(tmp, records.write(pg), StandardCharsets.UTF_8);
            Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            new Protocol(cfg.out()).append(row);
        }
        return row;
    }

    /** Whether the protocol holds no game, read as --resume reads it (an unreadable one holds something). */
    private static boolean noGameRecorded(Protocol protocol) {
        try {
            return protocol.read().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether the settings file is missing or readable (an unreadable one is reported, not overwritten). */
    private static boolean readableOrAbsent(Path settingsFile) {
        if (!Files.exists(settingsFile)) {
            return true;
        }
        try {
            JSON.readValue(settingsFile.toFile(), MatchSettings.class);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether the JVM is going down (Ctrl-C, kill): it then takes no more shutdown hooks. */
    static boolean shuttingDown() {
        Thread probe = new Thread(() -> { });
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }

    private static IOException interrupted(int game) {
        return new InterruptedIOException("the match was interrupted during game " + game
                + ", which is not recorded; --resume plays it again");
    }

    /** Checks the output folder against --resume and returns the rows already played. */
    private List<ProtocolRow> prepareOutput() throws IOException {
        if (cfg.out() == null) {
            if (cfg.resume()) {
                throw new IllegalArgumentException("--resume needs --out DIR: the folder holding the protocol to continue");
            }
            return List.of();
        }
        try {
            Files.createDirectories(cfg.out());
        } catch (IOException e) {
            // A path that is a file, or a folder that may not be made, is the user's to fix: exit 2, not 3.
            throw new IllegalArgumentException("--out " + cfg.out() + ": cannot make the folder (" + e + ")");
        }
        Path settingsFile = cfg.out().resolve(SETTINGS);
        Protocol protocol = new Protocol(cfg.out());
        MatchSettings now = MatchSettings.of(cfg);
        boolean exists = Files.exists(settingsFile) || Files.exists(cfg.out().resolve(Protocol.JSONL));
        if (exists && noGameRecorded(protocol) && readableOrAbsent(settingsFile)) {
            // A match that recorded no game (an engine that did not start, a typo in its command line,
            // a runner stopped during the first game) holds nothing to keep: the folder is taken
            // afresh, with the settings given now, instead of refused until it is deleted by hand.
            protocol.rewrite(List.of());
            exists = false;
        }
        if (exists && !cfg.resume()) {
            throw new IllegalArgumentException(cfg.out() + " already holds a match; use --resume to continue it,"
                    + " or choose another --out folder");
        }
        List<ProtocolRow> rows = List.of();
        if (exists) {
            if (Files.exists(settingsFile)) {
                MatchSettings was;
                try {
                    was = JSON.readValue(settingsFile.toFile(), MatchSettings.class);
                } catch (IOException e) {
                    throw new IllegalArgumentException("--resume: cannot read the settings in " + settingsFile
                            + ": " + e.getMessage().lines().findFirst().orElse(""));
                }
                String diff = was.differences(now);
                if (!diff.isEmpty()) {
                    throw new IllegalArgumentException("--resume: the settings differ from the match in " + cfg.out() + ": " + diff);
                }
            }
            rows = protocol.read();
            protocol.rewrite(rows);
        }
        Path tmp = cfg.out().resolve(SETTINGS + ".tmp");
        JSON.writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), now);
        Files.move(tmp, settingsFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return rows;
    }
}
