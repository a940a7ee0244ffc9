package org.goref.server.store;

/**
 * A write failed and the database could not be asked afterwards whether it committed it: it may
 * be stored or not. Unlike a plain failure it cannot be answered "nothing changed"; its message
 * says what the client should do.
 */
public final class StorageUnconfirmed extends RuntimeException {
    public StorageUnconfirmed(String message, Throwable cause) {
        super(message, cause);
    }
}
