package org.goref.gtp.engine;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.text.PlainNumber;

/** The arguments of GTP commands read, with GTP's own error words for what cannot be read. */
final class GtpArgs {
    private GtpArgs() {
    }

    static Color color(String s) {
        Color c = Color.parse(s);
        if (c == null) {
            throw new GtpError("invalid color");
        }
        return c;
    }

    /** A vertex on a board of {@code size}, or null for a pass. */
    static Point vertex(String s, int size) {
        try {
            return Point.parseGtp(s, size);
        } catch (IllegalArgumentException e) {
            throw new GtpError("invalid vertex");
        }
    }

    /** A time (seconds) or a count of stones or periods: a clock never holds less than nothing. */
    static int duration(String s) {
        int n = integer(s);
        if (n < 0) {
            throw new GtpError("time values cannot be negative");
        }
        return n;
    }

    static int integer(String s) {
        // GTP's int is ASCII digits; Integer.parseInt would take any script's digits too.
        try {
            return PlainNumber.integer(s);
        } catch (NumberFormatException e) {
            throw new GtpError("syntax error");
        }
    }

    /** A GTP float: a plain decimal, not whatever else Double.parseDouble reads ("7.5f", "0x1p3", "NaN"). */
    static double real(String s) {
        try {
            return PlainNumber.decimal(s);
        } catch (NumberFormatException e) {
            throw new GtpError("syntax error");
        }
    }
}
