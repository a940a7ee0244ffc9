package org.goref.bench.autoscore;

import java.util.List;

import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;

/**
 * A finished record whose result is a count: the setup, the moves, the rules and komi it was
 * counted under, and the recorded margin (positive: Black won).
 *
 * @param moves each move as colour (Board.BLACK or WHITE) and point, null point for a pass
 */
public record CountedRecord(String id, int size, List<Point> black, List<Point> white, List<Move> moves,
                            RuleSet rules, int handicap, double recordedMargin) {
    public CountedRecord {
        black = List.copyOf(black);
        white = List.copyOf(white);
        moves = List.copyOf(moves);
    }

    /** One move: a colour and a point, or a pass when {@code point} is null. */
    public record Move(int color, Point point) {
    }
}
