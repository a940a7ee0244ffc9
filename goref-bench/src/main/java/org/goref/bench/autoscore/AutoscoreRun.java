package org.goref.bench.autoscore;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.game.ScoreSheet;
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

    /** The figures of a run. */
    public record Summary(int games, double winner, double exact, double within1, double medianMillis) {
        public String line() {
            return String.format(java.util.Locale.ROOT, "games=%d winner=%.3f exact=%.3f within1=%.3f median_ms=%.1f",
                    games, winner, exact, within1, medianMillis);
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

    /**
     * The record's final position as the estimate sees it, for people: {@code X O} live stones,
     * {@code x o} dead ones, {@code #} seki stones' liberties left alone are shown as {@code .},
     * {@code b w} territory, {@code *} a protective move still owed, {@code ,} dame.
     */
    public String render(CountedRecord r) {
        Board board = new Board(r.size());
        int toMove = replay(r, board);
        return render(board, r.rules(), toMove);
    }

    public String render(Board board, org.goref.core.rules.RuleSet rules, int toMove) {
        Proposal p = estimator.propose(board, rules, toMove, seed);
        int size = board.size();
        char[][] g = new char[size][size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int c = board.get(board.index(x, y));
                g[y][x] = c == Board.BLACK ? 'X' : c == Board.WHITE ? 'O' : '.';
            }
        }
        for (Point q : p.deadStones()) {
            g[q.y][q.x] = Character.toLowerCase(g[q.y][q.x]);
        }
        for (Point q : p.blackTerritory()) {
            if (g[q.y][q.x] == '.') {
                g[q.y][q.x] = 'b';
            }
        }
        for (Point q : p.whiteTerritory()) {
            if (g[q.y][q.x] == '.') {
                g[q.y][q.x] = 'w';
            }
        }
        for (Point q : p.dame()) {
            g[q.y][q.x] = ',';
        }
        for (Proposal.Play q : p.sealing()) {
            g[q.point().y][q.point().x] = '*';
        }
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                sb.append(g[y][x]);
            }
            sb.append("   ");
            for (int x = 0; x < size; x++) {
                sb.append(ownershipMark(p.ownership(Point.of(x, y))));
            }
            sb.append('\n');
        }
        sb.append("to move: ").append(toMove == Board.BLACK ? "B" : "W").append(", seki stones: ").append(p.seki().size())
                .append(", sealing: ").append(p.sealing()).append('\n');
        return sb.toString();
    }

    /**
     * Two markings of one record, for people: the estimator's and {@code otherDead} (another program's,
     * named {@code otherName}), on one board. {@code X O} stones both leave alive, {@code x o} stones both
     * call dead, {@code !} stones only the estimator calls dead, {@code ?} stones only the other marking
     * calls dead, {@code .} empty points; beside it the playouts' ownership as in {@link #render}. Then
     * each chain the two disagree on (colour, a stone, size, liberties, the playouts' mean ownership of
     * its stones from its own side) and the record's result with both counts.
     */
    public String compare(SgfCorpus.Replayed r, java.util.Set<Point> otherDead, String otherName) {
        org.goref.core.game.Game g = r.game();
        Board board = g.board();
        int size = board.size();
        Proposal mine = estimator.propose(board, g.rules(), g.toMove().code, seed);
        java.util.Set<Point> mineDead = mine.deadStones();
        StringBuilder sb = new StringBuilder();
        sb.append("goref against ").append(otherName).append(": ! dead by goref only, ? dead by ").append(otherName)
                .append(" only\n");
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                Point q = Point.of(x, y);
                int c = board.get(board.index(x, y));
                boolean a = mineDead.contains(q);
                boolean b = otherDead.contains(q);
                char stone = c == Board.BLACK ? 'X' : c == Board.WHITE ? 'O' : '.';
                sb.append(c == Board.EMPTY ? '.' : a && b ? Character.toLowerCase(stone) : a ? '!' : b ? '?' : stone);
            }
            sb.append("   ");
            for (int x = 0; x < size; x++) {
                sb.append(ownershipMark(mine.ownership(Point.of(x, y))));
            }
            sb.append('\n');
        }
        boolean[] seen = new boolean[board.cells()];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = board.index(x, y);
                int c = board.get(i);
                Point q = Point.of(x, y);
                if ((c != Board.BLACK && c != Board.WHITE) || seen[board.chain(i)]
                        || mineDead.contains(q) == otherDead.contains(q)) {
                    continue;
                }
                seen[board.chain(i)] = true;
                double sum = 0;
                int s = i;
                do {
                    sum += mine.ownership(board.point(s));
                    s = board.nextInChain(s);
                } while (s != i);
                int n = board.chainSize(i);
                sb.append(String.format(java.util.Locale.ROOT, "%s %s: %d stone%s, %d libert%s, ownership %+.2f: %s by goref, %s by %s%n",
                        c == Board.BLACK ? "Black" : "White", q.toGtp(size), n, n == 1 ? "" : "s", board.liberties(i),
                        board.liberties(i) == 1 ? "y" : "ies", sum / n * (c == Board.BLACK ? 1 : -1),
                        mineDead.contains(q) ? "dead" : "alive", otherDead.contains(q) ? "dead" : "alive", otherName));
            }
        }
        Outcome byMine = counted(r, board, mine, 0);
        Outcome byOther = scoreMarking(r, otherDead, 0);
        sb.append("recorded ").append(signed(r.recordedMargin())).append(", counted ").append(signed(byMine.estimated()))
                .append(" with goref's marking, ").append(signed(byOther.estimated())).append(" with ").append(otherName)
                .append("'s\n");
        return sb.toString();
    }

    private static char ownershipMark(double o) {
        return o > 0.6 ? 'B' : o > 0.2 ? 'b' : o < -0.6 ? 'W' : o < -0.2 ? 'w' : '.';
    }

    /** A margin as results are written: B+2.5, W+0.5, 0 for a draw. */
    public static String signed(double margin) {
        if (margin == 0) {
            return "0";
        }
        return (margin > 0 ? "B+" : "W+") + org.goref.core.rules.RuleSet.formatKomi(Math.abs(margin));
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private static long cpuNanos() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** Scores a record replayed from SGF by the referee: its game holds the board, rules and passes. */
    public Outcome score(SgfCorpus.Replayed r) {
        org.goref.core.game.Game g = r.game();
        Board board = g.board();
        int toMove = g.toMove().code;
        long t0 = cpuNanos();
        Proposal p = estimator.propose(board, g.rules(), toMove, seed);
        return counted(r, board, p, (cpuNanos() - t0) / 1e6);
    }

    /**
     * Scores a record with a marking decided elsewhere (another program's dead stones, found in
     * {@code millis}), counted exactly as the estimator's own marking is: the same borders, dame
     * and rules, so that the two markings are compared and nothing else.
     */
    public Outcome scoreMarking(SgfCorpus.Replayed r, java.util.Set<Point> dead, double millis) {
        org.goref.core.game.Game g = r.game();
        Board board = g.board();
        Proposal p = estimator.settle(board, g.rules(), g.toMove().code, dead, seed);
        return counted(r, board, p, millis);
    }

    /** The record's final position ({@code board}) counted with the marking of {@code p}, as its result was reached. */
    private static Outcome counted(SgfCorpus.Replayed r, Board board, Proposal p, double millis) {
        org.goref.core.game.Game g = r.game();
        int[] passes = {0, g.passes(org.goref.core.board.Color.BLACK), g.passes(org.goref.core.board.Color.WHITE)};
        ScoreSheet sheet = FinalCount.count(board, p, g.rules(), g.handicapStones(), passes);
        return new Outcome(r.id(), r.recordedMargin(), sheet.difference(), millis);
    }

    public static Summary summarise(List<Outcome> outcomes) {
        int n = outcomes.size();
        if (n == 0) {
            return new Summary(0, 0, 0, 0, 0);
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
        return new Summary(n, (double) w / n, (double) e / n, (double) o / n, median);
    }

    public List<Outcome> scoreAll(List<CountedRecord> records) {
        List<Outcome> out = new ArrayList<>();
        for (CountedRecord r : records) {
            out.add(score(r));
        }
        return out;
    }
}
