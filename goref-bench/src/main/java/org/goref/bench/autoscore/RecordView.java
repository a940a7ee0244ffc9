package org.goref.bench.autoscore;

import java.util.Locale;
import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;
import org.goref.life.Proposal;

/**
 * A record's estimate drawn for people (what {@code goref bench autoscore --show} prints): the
 * proposal on the board beside the playouts' ownership, or two markings of the record on one board.
 * The estimate and the count are the run's, so the picture shows exactly what the figures counted.
 */
public final class RecordView {
    private final AutoscoreRun run;

    public RecordView(AutoscoreRun run) {
        this.run = run;
    }

    /**
     * The record's final position as the estimate sees it, for people: {@code X O} live stones,
     * {@code x o} dead ones, {@code #} seki stones' liberties left alone are shown as {@code .},
     * {@code b w} territory, {@code *} a protective move still owed, {@code ,} dame.
     */
    public String render(CountedRecord r) {
        Board board = new Board(r.size());
        int toMove = AutoscoreRun.replay(r, board);
        return render(board, r.rules(), toMove);
    }

    public String render(Board board, RuleSet rules, int toMove) {
        Proposal p = run.propose(board, rules, toMove);
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
     * calls dead, {@code .} empty points; beside it the playouts' ownership as in {@link #render(Board, RuleSet, int)}. Then
     * each chain the two disagree on (colour, a stone, size, liberties, the playouts' mean ownership of
     * its stones from its own side) and the record's result with both counts.
     */
    public String compare(SgfCorpus.Replayed r, Set<Point> otherDead, String otherName) {
        Game g = r.game();
        Board board = g.board();
        int size = board.size();
        Proposal mine = run.propose(board, g.rules(), g.toMove().code);
        Set<Point> mineDead = mine.deadStones();
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
                sb.append(String.format(Locale.ROOT, "%s %s: %d stone%s, %d libert%s, ownership %+.2f: %s by goref, %s by %s%n",
                        c == Board.BLACK ? "Black" : "White", q.toGtp(size), n, n == 1 ? "" : "s", board.liberties(i),
                        board.liberties(i) == 1 ? "y" : "ies", sum / n * (c == Board.BLACK ? 1 : -1),
                        mineDead.contains(q) ? "dead" : "alive", otherDead.contains(q) ? "dead" : "alive", otherName));
            }
        }
        AutoscoreRun.Outcome byMine = run.count(r, mine);
        AutoscoreRun.Outcome byOther = run.scoreMarking(r, otherDead, 0);
        sb.append("recorded ").append(signed(r.recordedMargin())).append(", counted ").append(signed(byMine.estimated()))
                .append(" with goref's marking, ").append(signed(byOther.estimated())).append(" with ").append(otherName)
                .append("'s\n");
        return sb.toString();
    }

    private static char ownershipMark(double o) {
        return o > 0.6 ? 'B' : o > 0.2 ? 'b' : o < -0.6 ? 'W' : o < -0.2 ? 'w' : '.';
    }

    /** A margin (positive: Black's) as the record's RE writes it: B+2.5, W+0.5, 0 for a draw. */
    public static String signed(double margin) {
        GameResult result = margin == 0 ? new GameResult.Draw()
                : new GameResult.ByPoints(margin > 0 ? Color.BLACK : Color.WHITE, Math.abs(margin));
        return result.sgf();
    }
}
