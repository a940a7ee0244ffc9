package org.goref.gtp.engine;

/** A command that fails: answered {@code ? message} and the session goes on. */
public final class GtpError extends RuntimeException {
    public GtpError(String message) {
        super(message, null, false, false);
    }
}
