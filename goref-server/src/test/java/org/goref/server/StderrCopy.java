package org.goref.server;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Keeps a copy of what is written to stderr while it is open (still shown as well), for a test to read. */
final class StderrCopy implements AutoCloseable {
    private final PrintStream original = System.err;
    private final ByteArrayOutputStream copy = new ByteArrayOutputStream();

    StderrCopy() {
        OutputStream both = new OutputStream() {
            @Override
            public synchronized void write(int b) {
                original.write(b);
                copy.write(b);
            }

            @Override
            public synchronized void write(byte[] b, int off, int len) {
                original.write(b, off, len);
                copy.write(b, off, len);
            }
        };
        System.setErr(new PrintStream(both, true, StandardCharsets.UTF_8));
    }

    /** Everything written so far. */
    String text() {
        synchronized (copy) {
            return copy.toString(StandardCharsets.UTF_8);
        }
    }

    @Override
    public void close() {
        System.setErr(original);
    }
}
