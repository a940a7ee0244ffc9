package org.goref.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.goref.bench.autoscore.AutoscoreRun;
import org.goref.bench.autoscore.CountedRecord;
import org.goref.bench.autoscore.Diagnosis;
import org.goref.bench.autoscore.RecordView;
import org.goref.bench.autoscore.SgfCorpus;
import org.goref.bench.autoscore.TsvCorpus;
import org.goref.gtp.client.GtpFailure;
import org.goref.gtp.client.ShellWords;
import org.goref.life.Estimator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code goref bench autoscore}: the dead-stone estimator's accuracy and speed on counted records.
 * Prints every record whose estimated count disagrees with its result, then the figures line.
 */
@Command(name = "autoscore", mixinStandardHelpOptions = true,
        description = "Dead-stone estimation accuracy and speed on counted records.")
public final class BenchAutoscoreCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "INPUT",
            description = "a directory of SGF records (searched recursively), or games19.tsv-style move lists "
                    + "(id, size, AB, AW, moves) joined with --index")
    Path input;

    @Option(names = "--index", paramLabel = "FILE",
            description = "the corpus index.csv (rules, komi, handicap, result); default ../../corpus/index.csv beside INPUT")
    Path index;

    @Option(names = "--every", paramLabel = "K", description = "take every K-th record only (default 1)")
    int every = 1;

    @Option(names = "--playouts", paramLabel = "N", description = "playouts per colour moving first")
    Integer playouts;

    @Option(names = "--engine", paramLabel = "COMMAND",
            description = "take the dead stones from this GTP engine instead (loadsgf, then final_status_list dead), "
                    + "counted by goref as its own marking is; SGF directories only; the time is the engine's wall time")
    String engine;

    @Option(names = "--engine-timeout", paramLabel = "SECONDS",
            description = "with --engine: how long one command may take before the engine is taken for hung, "
                    + "started again and the record left out (default 60)")
    double engineTimeout = EngineMarking.DEFAULT_TIMEOUT_MS / 1000.0;

    /**
     * An engine that hangs or crashes on this many records in a row is given up: something is wrong
     * with it, not with the records.
     */
    static final int FAILURES_IN_A_ROW = 3;

    @Option(names = "--seed", paramLabel = "S", description = "the playouts' seed (default 0); a few seeds show the noise")
    long seed;

    @Option(names = "--by-cause",
            description = "SGF directories: say why each disagreeing record disagrees (seki, dead-chain, dame, ko, "
                    + "open-fight; with --engine also record-differs: both markings miss it alike) and add the count "
                    + "per cause to the figures line")
    boolean byCause;

    @Option(names = "--show", paramLabel = "ID",
            description = "print the estimate of one record instead (for people); with --engine, both markings on one board")
    String show;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (every < 1) {
            throw new IllegalArgumentException("--every must be at least 1");
        }
        AutoscoreRun run = new AutoscoreRun(playouts == null ? new Estimator() : new Estimator(playouts), seed);
        if (Files.isDirectory(input)) {
            if (index != null) {
                // It was ignored, so a wrong --index went unnoticed: SGF records carry their own results.
                throw new IllegalArgumentException("--index joins move lists (FILE.tsv) with their results; "
                        + "the SGF records under " + input + " carry their own: leave it out");
            }
            return engine != null ? engineMarking(run, out, err) : sgfDirectory(run, out, err);
        }
        if (engine != null) {
            throw new IllegalArgumentException("--engine needs a directory of SGF records (the engine loads each file)");
        }
        if (!Files.isRegularFile(input)) {
            throw new IllegalArgumentException("no such file: " + input);
        }
        Path idx = index != null ? index
                : input.toAbsolutePath().getParent().resolve("../../corpus/index.csv").normalize();
        if (!Files.isRegularFile(idx)) {
            throw new IllegalArgumentException("no index " + idx + " (give --index FILE)");
        }
        List<CountedRecord> all = TsvCorpus.load(input, idx);
        List<CountedRecord> records = new ArrayList<>();
        for (int i = 0; i < all.size(); i += every) {
            records.add(all.get(i));
        }
        if (show != null) {
            for (CountedRecord r : all) {
                if (r.id().equals(show)) {
                    out.print(new RecordView(run).render(r));
                    AutoscoreRun.Outcome o = run.score(r);
                    out.println(AutoscoreRun.summarise(List.of(o)).line() + " recorded=" + r.recordedMargin()
                            + " counted=" + o.estimated());
                    out.flush();
                    return Main.OK;
                }
            }
            throw new IllegalArgumentException("no record " + show);
        }
        List<AutoscoreRun.Outcome> outcomes = new ArrayList<>();
        for (CountedRecord r : records) {
            AutoscoreRun.Outcome o;
            try {
                o = run.score(r);
            } catch (IllegalArgumentException e) {
                err.println("goref: " + r.id() + ": " + e.getMessage());
                continue;
            }
            outcomes.add(o);
            printDisagreement(out, o);
        }
        return printSummary(out, err, outcomes);
    }

    /** SGF records under a directory, replayed by the referee under the rules and komi they name. */
    private int sgfDirectory(AutoscoreRun run, PrintWriter out, PrintWriter err) throws IOException {
        List<SgfCorpus.Replayed> all = readSgfRecords(err);
        if (show != null) {
            for (SgfCorpus.Replayed r : all) {
                if (r.id().equals(show)) {
                    out.print(new RecordView(run).render(r.game().board(), r.game().rules(), r.game().toMove().code));
                    AutoscoreRun.Outcome o = run.score(r);
                    out.println("recorded " + RecordView.signed(o.recorded()) + ", counted "
                            + RecordView.signed(o.estimated()));
                    out.flush();
                    return Main.OK;
                }
            }
            throw new IllegalArgumentException("no counted record " + show + " under " + input);
        }
        List<AutoscoreRun.Outcome> outcomes = new ArrayList<>();
        List<Diagnosis.Judged> judged = new ArrayList<>();
        for (int i = 0; i < all.size(); i += every) {
            Diagnosis.Judged j = run.judge(all.get(i));
            outcomes.add(j.outcome());
            judged.add(j);
            printDisagreement(out, j.outcome(), byCause ? j.cause() : null);
        }
        return printSummary(out, err, outcomes, Diagnosis.figures(judged, byCause));
    }

    /**
     * The same records marked by another program: each file is loaded into the engine, its dead stones
     * are asked for and counted as the estimator's are, so the figures compare markings alone.
     */
    private int engineMarking(AutoscoreRun run, PrintWriter out, PrintWriter err) throws IOException {
        List<SgfCorpus.Replayed> all = readSgfRecords(err);
        List<String> argv = ShellWords.split(engine);
        if (argv.isEmpty()) {
            throw new IllegalArgumentException("--engine is empty");
        }
        if (!(engineTimeout > 0)) {
            throw new IllegalArgumentException("--engine-timeout must be a positive number of seconds");
        }
        long timeoutMs = Math.max(1, Math.round(engineTimeout * 1000));
        EngineMarking started;
        try {
            started = new EngineMarking(argv, timeoutMs);
        } catch (IOException e) {
            // The command line named a program that cannot be run or does not speak GTP: bad input.
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        try (EngineMarking marking = started) {
            if (show != null) {
                return showBoth(run, all, marking, Path.of(argv.get(0)).getFileName().toString(), out, err);
            }
            List<AutoscoreRun.Outcome> outcomes = new ArrayList<>();
            List<Diagnosis.Judged> judged = new ArrayList<>();
            List<String> failed = new ArrayList<>();
            int inARow = 0;
            for (int i = 0; i < all.size(); i += every) {
                SgfCorpus.Replayed r = all.get(i);
                EngineMarking.Marked m;
                try {
                    m = marking.deadStones(input.resolve(r.id()).toAbsolutePath(), r.game().board().size());
                    inARow = 0;
                } catch (GtpFailure e) {
                    err.println("goref: " + r.id() + ": the engine failed: " + e.getMessage());
                    failed.add(r.id());
                    // Only hangs and crashes count: an engine that refuses one record's file is fine.
                    if (!e.engineUsable() && ++inARow >= FAILURES_IN_A_ROW) {
                        err.println("goref: giving up: the engine failed on " + inARow + " records in a row");
                        return Main.INTERNAL;
                    }
                    continue;
                } catch (IOException e) {
                    err.println("goref: " + r.id() + ": the engine could not be started again: " + e.getMessage());
                    return Main.INTERNAL;
                }
                AutoscoreRun.Outcome o;
                try {
                    o = run.scoreMarking(r, m.dead(), m.millis());
                } catch (IllegalArgumentException e) {
                    err.println("goref: " + r.id() + ": the engine's marking: " + e.getMessage());
                    continue;
                }
                outcomes.add(o);
                Diagnosis.Cause cause = null;
                if (byCause) {
                    // goref's own marking of the record, judged; both missing it alike is the record's doing.
                    Diagnosis.Judged own = run.judge(r);
                    boolean alike = !o.exact() && !own.outcome().exact()
                            && Math.abs(o.estimated() - own.outcome().estimated()) <= 1 + 1e-9;
                    judged.add(alike ? own.because(Diagnosis.Cause.RECORD_DIFFERS) : own);
                    cause = alike ? Diagnosis.Cause.RECORD_DIFFERS : o.exact() ? null : own.cause();
                }
                printDisagreement(out, o, cause);
                out.flush();
            }
            if (!failed.isEmpty()) {
                err.println("goref: left out, the engine gave no marking: " + failed.size() + " record"
                        + (failed.size() == 1 ? "" : "s") + " (" + String.join(", ", failed) + ")");
            }
            return printSummary(out, err, outcomes, byCause ? Diagnosis.figures(judged, true) : "");
        }
    }

    /** The record {@link #show} marked by goref and by the engine, side by side. */
    private int showBoth(AutoscoreRun run, List<SgfCorpus.Replayed> all, EngineMarking marking, String engineName,
                         PrintWriter out, PrintWriter err) {
        for (SgfCorpus.Replayed r : all) {
            if (!r.id().equals(show)) {
                continue;
            }
            EngineMarking.Marked m;
            try {
                m = marking.deadStones(input.resolve(r.id()).toAbsolutePath(), r.game().board().size());
            } catch (GtpFailure e) {
                err.println("goref: " + r.id() + ": the engine failed: " + e.getMessage());
                return e.engineUsable() ? Main.BAD_INPUT : Main.INTERNAL;
            } catch (IOException e) {
                err.println("goref: " + r.id() + ": the engine failed and could not be started again: " + e.getMessage());
                return Main.INTERNAL;
            }
            out.print(new RecordView(run).compare(r, m.dead(), engineName));
            out.flush();
            return Main.OK;
        }
        throw new IllegalArgumentException("no counted record " + show + " under " + input);
    }

    /** The counted records under the input directory; what cannot be read is said on {@code err}. */
    private List<SgfCorpus.Replayed> readSgfRecords(PrintWriter err) throws IOException {
        List<String> problems = new ArrayList<>();
        List<SgfCorpus.Replayed> all = SgfCorpus.readAll(input, problems);
        for (String p : problems) {
            err.println("goref: " + p);
        }
        if (all.isEmpty()) {
            // Figures of nothing (games=0 winner=0.000 …, exit 0) read as a run that went wrong silently.
            throw new IllegalArgumentException("no counted records (an SGF record with a result by points) under " + input);
        }
        return all;
    }

    /** A record whose count differs from its recorded result, one line. */
    private static void printDisagreement(PrintWriter out, AutoscoreRun.Outcome o) {
        printDisagreement(out, o, null);
    }

    /** The same, with the cause in brackets when there is one. */
    private static void printDisagreement(PrintWriter out, AutoscoreRun.Outcome o, Diagnosis.Cause cause) {
        if (!o.exact()) {
            out.println(String.format(Locale.ROOT, "%s: recorded %s, counted %s%s", o.id(), RecordView.signed(o.recorded()),
                    RecordView.signed(o.estimated()), cause == null ? "" : " [" + cause.word() + "]"));
        }
    }

    /** The figures line, last (other tools read it); the time's tail on standard error. */
    private static int printSummary(PrintWriter out, PrintWriter err, List<AutoscoreRun.Outcome> outcomes) {
        return printSummary(out, err, outcomes, "");
    }

    /** The figures line with {@code more} key=value pairs after the standard ones. */
    private static int printSummary(PrintWriter out, PrintWriter err, List<AutoscoreRun.Outcome> outcomes, String more) {
        if (outcomes.isEmpty()) {
            // Figures of nothing (games=0 winner=0.000 …) read as a result; they are a run gone wrong.
            err.println("goref: no record was counted, so there are no figures");
            err.flush();
            return Main.BAD_INPUT;
        }
        AutoscoreRun.Summary summary = AutoscoreRun.summarise(outcomes);
        err.println(summary.timesLine());
        err.flush();
        out.println(summary.line() + more);
        out.flush();
        return Main.OK;
    }
}
