package org.goref.bench.autoscore;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;
import org.goref.life.Estimator;
import org.goref.life.FinalCount;
import org.goref.life.Proposal;

/**
 * The autoscore benchmark: replay each counted record, propose the dead stones, count as the record
 * was counted (its rules and komi, with the dame and protective moves the players would still have
 * played), and compare with the recorded margin. Time is the proposal's alone: the CPU time of the
 * one thread that runs it.
 */
public final class AutoscoreRun {
    /** One record's outcome. */
    public record Outcome(String id, double recorded, double estimated, double millis) {
        public boolean winnerAgrees() {
            return Math.signum(recorded) == Math.signum(estimated);
        }

        public boolean exact() {
            return Math.abs(recorded - estimated) < 1e-9;
        }

        public boolean withinOne() {
            return Math.abs(recorded - estimated) <= 1 + 1e-9;
        }
    }

    /**
     * The figures of a run: the rates, and the proposal's time per position — the median the issue
     * asks for, and the tail (90th and 99th percentile, the slowest), where a reader's search shows.
     */
    public record Summary(int games, double winner, double exact, double within1, double medianMillis,
            double p90Millis, double p99Millis, double maxMillis) {
        /** The figures line other tools read. */
        public String line() {
            return String.format(Locale.ROOT, "games=%d winner=%.3f exact=%.3f within1=%.3f median_ms=%.1f",
                    games, winner, exact, within1, medianMillis);
        }

        /** The time per position, tail included. */
        public String timesLine() {
            return String.format(Locale.ROOT, "time per position (ms CPU): median %.1f, p90 %.1f, p99 %.1f, max %.1f",
                    medianMillis, p90Millis, p99Millis, maxMillis);
        }
    }

    private final Estimator estimator;
    private final long seed;

    public AutoscoreRun(Estimator estimator) {
        this(estimator, 0L);
    }

    /** With the playouts' {@code seed}: the spread over a few seeds is the figures' noise. */
    public AutoscoreRun(Estimator estimator, long seed) {
        this.estimator = estimator;
        this.seed = seed;
    }

    /** Replays the record on a board; the player to move after its last move. */
    public static int replay(CountedRecord r, Board board) {
        for (Point p : r.black()) {
            board.setup(board.index(p), Board.BLACK);
        }
        for (Point p : r.white()) {
            board.setup(board.index(p), Board.WHITE);
        }
        int toMove = r.black().size() > 1 && r.white().isEmpty() ? Board.WHITE : Board.BLACK;
        for (CountedRecord.Move m : r.moves()) {
            if (m.point() == null) {
                board.pass();
            } else {
                int i = board.index(m.point());
                if (!board.tryPlay(i, m.color())) {
                    if (board.get(i) != Board.EMPTY) {
                        throw new IllegalArgumentException(r.id() + ": move on an occupied point " + m.point());
                    }
                    board.place(i, m.color());
                }
            }
            toMove = 3 - m.color();
        }
        return toMove;
    }

    public Outcome score(CountedRecord r) {
        Board board = new Board(r.size());
        int toMove = replay(r, board);
        int[] passes = new int[3];
        for (CountedRecord.Move m : r.moves()) {
            if (m.point() == null) {
                passes[m.color()]++;
            }
        }
        // CPU time of this thread: the figure is "per position on one core", and the machines it runs
        // on are shared; on an idle machine it equals the wall time.
        long t0 = cpuNanos();
        Proposal p = estimator.propose(board, r.rules(), toMove, seed);
        double ms = (cpuNanos() - t0) / 1e6;
        ScoreSheet sheet = FinalCount.count(board, p, r.rules(), r.handicap(), passes);
        return new Outcome(r.id(), r.recordedMargin(), sheet.difference(), ms);
    }

    /** The estimator's proposal for a position, with this run's seed. */
    public Proposal propose(Board board, RuleSet rules, int toMove) {
        return estimator.propose(board, rules, toMove, seed);
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static long cpuNanos() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** Scores a record replayed from SGF by the referee: its game holds the board, rules and passes. */
    public Outcome score(SgfCorpus.Replayed r) {
        Game g = r.game();
        Board board = g.board();
        int toMove = g.toMove().code;
        long t0 = cpuNanos();
        Proposal p = estimator.propose(board, g.rules(), toMove, seed);
        return counted(r, board, p, (cpuNanos() - t0) / 1e6);
    }

    /**
     * Scores a record replayed from SGF as {@link #score(SgfCorpus.Replayed)} does, and judges it: its
     * confident dead chains and, when the count is not exact, why ({@link Diagnosis}). The time is the
     * proposal's alone, as always.
     */
    public Diagnosis.Judged judge(SgfCorpus.Replayed r) {
        Game g = r.game();
        Board board = g.board();
        long t0 = cpuNanos();
        Proposal p = estimator.propose(board, g.rules(), g.toMove().code, seed);
        Outcome o = counted(r, board, p, (cpuNanos() - t0) / 1e6);
        return Diagnosis.judge(this, r, p, o);
    }

    /**
     * Scores a record with a marking decided elsewhere (another program's dead stones, found in
     * {@code millis}), counted exactly as the estimator's own marking is: the same borders, dame
     * and rules, so that the two markings are compared and nothing else.
     */
    public Outcome scoreMarking(SgfCorpus.Replayed r, Set<Point> dead, double millis) {
        return counted(r, r.game().board(), settle(r, dead), millis);
    }

    /** The record's final position with a marking decided elsewhere, settled as the estimator settles its own. */
    public Proposal settle(SgfCorpus.Replayed r, Set<Point> dead) {
        Game g = r.game();
        return estimator.settle(g.board(), g.rules(), g.toMove().code, dead, seed);
    }

    /** The record counted with the marking of {@code p} (a proposal for its final position). */
    public Outcome count(SgfCorpus.Replayed r, Proposal p) {
        return counted(r, r.game().board(), p, 0);
    }

    /** The record's final position ({@code board}) counted with the marking of {@code p}, as its result was reached. */
    private static Outcome counted(SgfCorpus.Replayed r, Board board, Proposal p, double millis) {
        Game g = r.game();
        int[] passes = {0, g.passes(Color.BLACK), g.passes(Color.WHITE)};
        ScoreSheet sheet = FinalCount.count(board, p, g.rules(), g.handicapStones(), passes);
        return new Outcome(r.id(), r.recordedMargin(), sheet.difference(), millis);
    }

    public static Summary summarise(List<Outcome> outcomes) {
        int n = outcomes.size();
        if (n == 0) {
            return new Summary(0, 0, 0, 0, 0, 0, 0, 0);
        }
        int w = 0, e = 0, o = 0;
        double[] ms = new double[n];
        for (int i = 0; i < n; i++) {
            Outcome x = outcomes.get(i);
            w += x.winnerAgrees() ? 1 : 0;
            e += x.exact() ? 1 : 0;
            o += x.withinOne() ? 1 : 0;
            ms[i] = x.millis();
        }
        Arrays.sort(ms);
        double median = n % 2 == 1 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
        return new Summary(n, (double) w / n, (double) e / n, (double) o / n, median, percentile(ms, 0.90),
                percentile(ms, 0.99), ms[n - 1]);
    }

    /** The smallest value at or above the fraction {@code q} of the sorted values (nearest rank). */
    static double percentile(double[] sorted, double q) {
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    public List<Outcome> scoreAll(List<CountedRecord> records) {
        List<Outcome> out = new ArrayList<>();
        for (CountedRecord r : records) {
            out.add(score(r));
        }
        return out;
    }
}
