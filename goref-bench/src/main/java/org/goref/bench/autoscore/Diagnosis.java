package org.goref.bench.autoscore;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.life.Estimator;
import org.goref.life.Proposal;

/**
 * Where a record's count goes wrong, and how often a confident verdict is right. Each chain is flipped
 * in turn (dead to alive; alive to dead for the chains the playouts keep loosely) and the record
 * recounted with the same ownership: a flip that alone brings the count within a point of the record
 * (and closer than it was) names the chain at fault. That is the measure of a wrong verdict too — an
 * underestimate where several chains are wrong at once, and the only one a record without a marking
 * gives.
 */
public final class Diagnosis {
    /** Confidence from which a dead chain is "confident" (the 0.9). */
    public static final double CONFIDENT = 0.9;

    /** Chains the playouts keep below this (from their own side) are flipped to dead as well. */
    static final double LOOSELY_KEPT = 0.6;

    /** The most chains flipped per record: the loosest first. */
    static final int MAX_FLIPS = 60;

    /** Why a record's count disagrees with its result. */
    public enum Cause {
        SEKI("seki"), DEAD_CHAIN("dead-chain"), DAME("dame"), KO("ko"), OPEN_FIGHT("open-fight"),
        RECORD_DIFFERS("record-differs");

        private final String word;

        Cause(String word) {
            this.word = word;
        }

        /** The word in the figures line and beside each record. */
        public String word() {
            return word;
        }

        /** The key of the figures line (no dash). */
        public String key() {
            return word.replace('-', '_');
        }
    }

    /**
     * One record judged: its outcome, its dead chains proposed with confidence ≥ {@link #CONFIDENT}
     * and how many of them a flip shows wrong, and the cause when the count is not exact (else null).
     */
    public record Judged(AutoscoreRun.Outcome outcome, int confidentChains, int confidentWrong, Cause cause) {
        /** The same with another cause. */
        public Judged because(Cause c) {
            return new Judged(outcome, confidentChains, confidentWrong, c);
        }
    }

    private Diagnosis() {
    }

    /** Judges record {@code r}, whose proposal {@code p} counted to {@code o}. */
    static Judged judge(AutoscoreRun run, SgfCorpus.Replayed r, Proposal p, AutoscoreRun.Outcome o) {
        int confident = 0;
        for (Proposal.DeadChain d : p.dead()) {
            confident += d.confidence() >= CONFIDENT ? 1 : 0;
        }
        if (o.exact()) {
            return new Judged(o, confident, 0, null);
        }
        Game g = r.game();
        Board board = g.board();
        int toMove = g.toMove().code;
        Set<Point> dead = p.deadStones();
        int wrong = 0;
        Cause cause = null;
        for (Proposal.DeadChain d : p.dead()) {
            Set<Point> flipped = new HashSet<>(dead);
            d.stones().forEach(flipped::remove);
            Proposal q = Estimator.resettle(board, g.rules(), toMove, flipped, p);
            if (fixes(run.count(r, q), o)) {
                wrong += d.confidence() >= CONFIDENT ? 1 : 0;
                if (cause == null) {
                    cause = q.seki().contains(d.stones().get(0)) ? Cause.SEKI : Cause.DEAD_CHAIN;
                }
            }
        }
        if (cause == null) {
            for (List<Point> chain : looselyKept(board, p)) {
                Set<Point> flipped = new HashSet<>(dead);
                flipped.addAll(chain);
                if (fixes(run.count(r, Estimator.resettle(board, g.rules(), toMove, flipped, p)), o)) {
                    cause = p.seki().contains(chain.get(0)) ? Cause.SEKI : Cause.DEAD_CHAIN;
                    break;
                }
            }
        }
        if (cause == null) {
            cause = o.withinOne() ? Cause.DAME : hasKo(board) ? Cause.KO : Cause.OPEN_FIGHT;
        }
        return new Judged(o, confident, wrong, cause);
    }

    /**
     * The figures the judged records add to the figures line: {@code confident} (the share of dead
     * chains proposed with confidence ≥ 0.9 that no flip shows wrong) and {@code confident_chains};
     * with {@code byCause}, the disagreeing records per cause and {@code seki_over10} (records more than
     * ten points out because of a seki).
     */
    public static String figures(List<Judged> judged, boolean byCause) {
        int chains = 0, wrong = 0, sekiOver10 = 0;
        int[] causes = new int[Cause.values().length];
        for (Judged j : judged) {
            chains += j.confidentChains();
            wrong += j.confidentWrong();
            if (j.cause() != null) {
                causes[j.cause().ordinal()]++;
                AutoscoreRun.Outcome o = j.outcome();
                if (j.cause() == Cause.SEKI && Math.abs(o.estimated() - o.recorded()) > 10) {
                    sekiOver10++;
                }
            }
        }
        StringBuilder sb = new StringBuilder(String.format(java.util.Locale.ROOT, " confident=%.4f confident_chains=%d",
                chains == 0 ? 1.0 : (double) (chains - wrong) / chains, chains));
        if (byCause) {
            for (Cause c : Cause.values()) {
                sb.append(' ').append(c.key()).append('=').append(causes[c.ordinal()]);
            }
            sb.append(" seki_over10=").append(sekiOver10);
        }
        return sb.toString();
    }

    /** Whether the recount is within a point of the record and closer than the count was. */
    private static boolean fixes(AutoscoreRun.Outcome recount, AutoscoreRun.Outcome was) {
        double now = Math.abs(recount.estimated() - recount.recorded());
        return now <= 1 + 1e-9 && now < Math.abs(was.estimated() - was.recorded()) - 1e-9;
    }

    /** The living chains the playouts keep below {@link #LOOSELY_KEPT}, loosest first, at most {@link #MAX_FLIPS}. */
    private static List<List<Point>> looselyKept(Board board, Proposal p) {
        Set<Point> dead = p.deadStones();
        boolean[] seen = new boolean[board.cells()];
        List<List<Point>> chains = new ArrayList<>();
        List<Double> keptBy = new ArrayList<>();
        for (int i = 0; i < board.cells(); i++) {
            int c = board.get(i);
            if ((c != Board.BLACK && c != Board.WHITE) || seen[board.chain(i)] || dead.contains(board.point(i))) {
                continue;
            }
            int h = board.chain(i);
            seen[h] = true;
            List<Point> stones = new ArrayList<>();
            double sum = 0;
            int s = h;
            do {
                stones.add(board.point(s));
                sum += p.ownership(board.point(s));
                s = board.nextInChain(s);
            } while (s != h);
            double kept = sum / stones.size() * (c == Board.BLACK ? 1 : -1);
            if (kept < LOOSELY_KEPT) {
                chains.add(stones);
                keptBy.add(kept);
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < chains.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparing(keptBy::get));
        List<List<Point>> out = new ArrayList<>();
        for (int i = 0; i < order.size() && i < MAX_FLIPS; i++) {
            out.add(chains.get(order.get(i)));
        }
        return out;
    }

    /**
     * Whether the position holds a ko: a ban in force, or a single stone in atari whose capture
     * leaves the capturing stone in atari, a single stone too.
     */
    static boolean hasKo(Board board) {
        if (board.koPoint() != Board.NONE) {
            return true;
        }
        Board scratch = new Board(board);
        for (int i = 0; i < board.cells(); i++) {
            int c = board.get(i);
            if ((c != Board.BLACK && c != Board.WHITE) || board.chainSize(i) != 1 || board.liberties(i) != 1) {
                continue;
            }
            int lib = board.firstLiberty(i);
            scratch.copyFrom(board);
            if (scratch.tryPlay(lib, 3 - c) && scratch.lastCaptureCount() == 1 && scratch.chainSize(lib) == 1
                    && scratch.liberties(lib) == 1) {
                return true;
            }
        }
        return false;
    }
}
