package org.goref.server.store;

/** A write asked of storage after the server began to stop: it was not taken, so nothing of it is stored. */
public final class StorageClosed extends IllegalStateException {
    public StorageClosed() {
        super("the server is stopping; nothing more is stored");
    }
}
