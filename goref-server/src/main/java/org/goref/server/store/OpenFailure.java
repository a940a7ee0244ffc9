package org.goref.server.store;

import java.sql.SQLException;

/**
 * Why a database could not be opened, said in one line. Flyway wraps the driver's error in a
 * report of several lines (a rule of dashes, "SQL State", "Error Code", the message again), which
 * {@code goref serve} printed whole; the driver's own message is the one that says what is wrong.
 */
final class OpenFailure {
    private OpenFailure() {
    }

    /**
     * The innermost SQLException's message (the driver's: "Connection to 127.0.0.1:5999 refused",
     * "[SQLITE_CANTOPEN] Unable to open the database file"), else the error's own, on one line.
     * Not the innermost cause of all: below the driver's message lies a bare "Connection refused".
     */
    static String cause(Throwable e) {
        Throwable said = e;
        // Bounded: a chain of causes may loop.
        int depth = 0;
        for (Throwable t = e; t != null && depth < 20; t = t.getCause(), depth++) {
            if (t instanceof SQLException) {
                said = t;
            }
        }
        String message = said.getMessage();
        if (message == null || message.isBlank()) {
            return said.getClass().getSimpleName();
        }
        String first = message.strip().lines().findFirst().orElse("").strip();
        // The driver may quote the URL back ("Unable to parse URL ..."), password and all.
        return DatabaseUrl.shown(first.replaceAll("\\s+", " "));
    }
}
