package org.goref.sgf;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Point;

/**
 * The dead stones a record marks at its end: goref's GRDS, or the stones standing in the other
 * colour's territory (TB/TW) as servers write the agreed marking. Read after the record was built,
 * so its point lists say no warnings a second time.
 */
final class RecordedDeadStones {
    private RecordedDeadStones() {
    }

    /** The marking after the last move of {@code steps}, on {@code board} (see {@link SgfGameRecord#recordedDeadStones}). */
    static Optional<Set<Point>> find(List<SgfGameRecord.Step> steps, int size, Board board) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            SgfNode node = steps.get(i).node();
            if (node.has(SgfGameRecord.DEAD_PROPERTY)) {
                List<Point> marked = quietPoints(node, SgfGameRecord.DEAD_PROPERTY, size);
                return Optional.of(stonesOn(board, marked, Board.BLACK, Board.WHITE));
            }
            if (node.has("TB") || node.has("TW")) {
                Set<Point> dead = stonesOn(board, quietPoints(node, "TB", size), Board.WHITE, Board.WHITE);
                dead.addAll(stonesOn(board, quietPoints(node, "TW", size), Board.BLACK, Board.BLACK));
                return Optional.of(dead);
            }
            if (node.hasMove()) {
                break;
            }
        }
        return Optional.empty();
    }

    /** The points of {@code points} holding a stone of colour a or b on {@code board}. */
    private static Set<Point> stonesOn(Board board, List<Point> points, int a, int b) {
        Set<Point> out = new TreeSet<>();
        for (Point p : points) {
            int v = board.get(board.index(p));
            if (v == a || v == b) {
                out.add(p);
            }
        }
        return out;
    }

    /** The points of a property read after the record was built: what is not a point is skipped unsaid. */
    private static List<Point> quietPoints(SgfNode node, String id, int size) {
        return SgfPointList.read(node, id, size, NodeWarnings.IGNORED);
    }
}
