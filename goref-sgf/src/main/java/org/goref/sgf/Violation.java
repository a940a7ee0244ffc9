package org.goref.sgf;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Illegal;

/**
 * A move of a record that breaks the rules: its number in the main line (1-based, passes
 * counted), colour, point (null for a pass) and the referee's reason.
 */
public record Violation(int moveNumber, Color color, Point point, int size, Illegal illegal) {

    /** The GTP vertex, e.g. {@code D4}, or {@code pass}. */
    public String vertex() {
        if (point == null) {
            return "pass";
        }
        return point.isOn(size) ? point.toGtp(size) : point.toSgf();
    }

    /** The reason code: occupied, suicide, ko, superko, out-of-turn, off-board, ... */
    public String reason() {
        return illegal.code();
    }

    /** {@code move N (B D4): ko}, the form of {@code goref check}. */
    @Override
    public String toString() {
        return "move " + moveNumber + " (" + color.letter() + " " + vertex() + "): " + reason();
    }
}
