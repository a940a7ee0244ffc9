package org.goref.server.store;

import java.sql.SQLException;

/**
 * Whether a failed write was refused by a unique key: on a node of several, another node committed
 * the same {@code (game_id, seq)} first, and this write is the loser of the race. PostgreSQL says
 * so with SQLSTATE 23505; SQLite, a single node's database, with its own code for the same thing.
 */
public final class UniqueViolation {
    private UniqueViolation() {
    }

    public static boolean caused(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLException s && ("23505".equals(s.getSQLState())
                    || s.getNextException() != null && "23505".equals(s.getNextException().getSQLState()))) {
                return true;
            }
            for (Throwable more : t.getSuppressed()) {
                if (caused(more)) {
                    return true;
                }
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }
}
