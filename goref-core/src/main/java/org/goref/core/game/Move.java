package org.goref.core.game;

import org.goref.core.board.Color;
import org.goref.core.board.Point;

/** A move (3.1): a stone of {@code color} placed at {@code point}, or a pass when point is null. */
public record Move(Color color, Point point) {
    public Move {
        if (color == null) {
            throw new IllegalArgumentException("a move needs a colour");
        }
    }

    public static Move play(Color c, Point p) {
        if (p == null) {
            throw new IllegalArgumentException("a play needs a point");
        }
        return new Move(c, p);
    }

    public static Move pass(Color c) {
        return new Move(c, null);
    }

    public boolean isPass() {
        return point == null;
    }

    /** e.g. {@code B D4} or {@code W pass}. */
    public String toGtp(int size) {
        return color.letter() + " " + (point == null ? "pass" : point.toGtp(size));
    }
}
