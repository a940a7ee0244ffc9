package org.goref.gtp.engine;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads a GTP session's command lines, each kept to at most {@link #MAX_LINE} bytes. A client can
 * send a line of any length (or one that never ends); read whole, it would be held in memory until
 * the process runs out of it. The start of an overlong line is kept (its id can still be answered)
 * and the rest skipped. A line ends at LF only, and CR is dropped wherever it is (GTP 2 §3.1: CR is
 * one of the control characters removed), so CR LF ends a line as LF does, and a stray CR inside a
 * command neither splits it nor earns it a second answer: one command, one answer, as the controller
 * counts them.
 */
final class GtpLineReader {
    /** Longest line kept, far beyond any real command (set_free_handicap on 25×25 is ~2.5 KB). */
    static final int MAX_LINE = 1 << 20;

    /** One line, decoded as UTF-8; {@code tooLong} when bytes past {@link #MAX_LINE} were dropped. */
    record Line(String text, boolean tooLong) {
    }

    private final InputStream in;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    GtpLineReader(InputStream in) {
        this.in = new BufferedInputStream(in);
    }

    /** The next line, or null at the end of the input. */
    Line next() throws IOException {
        line.reset();
        boolean tooLong = false;
        int b = in.read();
        if (b < 0) {
            return null;
        }
        while (b >= 0 && b != '\n') {
            if (b == '\r') {
                // dropped, as GTP's preprocessing drops it
            } else if (line.size() < MAX_LINE) {
                line.write(b);
            } else {
                tooLong = true;
            }
            b = in.read();
        }
        return new Line(line.toString(StandardCharsets.UTF_8), tooLong);
    }
}
