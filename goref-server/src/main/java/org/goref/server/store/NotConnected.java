package org.goref.server.store;

import java.sql.SQLException;

/**
 * No connection to the database could be opened for a write: nothing of it reached the database,
 * so it did not land, and there is no need to ask (the database that refused the connection would
 * not answer the question either). Without this a creation during an outage was answered
 * "unconfirmed" and remembered for a clean-up, and an action left its game unsure, to be read
 * again before the next one, when all that happened was that the write was never sent.
 */
public final class NotConnected extends SQLException {
    NotConnected(SQLException cause) {
        super(cause.getMessage(), cause.getSQLState(), cause.getErrorCode(), cause);
    }

    /** Whether {@code failure} (or one of its causes: a driver or Jdbi wraps it) is a connection never opened. */
    public static boolean caused(Throwable failure) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth < 20; t = t.getCause(), depth++) {
            if (t instanceof NotConnected) {
                return true;
            }
        }
        return false;
    }
}
