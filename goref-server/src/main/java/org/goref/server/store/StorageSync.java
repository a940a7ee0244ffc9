package org.goref.server.store;

import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Keeps something held in memory and built from an event log in the database (a game, a
 * tournament) in step with that log after a write to it failed. A failed write is not always one
 * that did not happen: the connection may drop after the database committed (PostgreSQL
 * restarted, a backend terminated, a network cut). Rebuilt from the events in memory, the holder
 * then missed what the database had, and its next write took a sequence number already stored and
 * failed, again and again, until the server was restarted. So after a failed write the log is read
 * again: a write that landed is kept, one that did not is dropped. When the log cannot be read
 * either, the holder goes back to the events known to be committed and is unsure: it reads the
 * log again before its next action ({@link #inStep}).
 *
 * <p>One per holder, used with the holder's lock held.
 *
 * @param <E> an event of the log
 */
public final class StorageSync<E> {
    /** What a failed write left in the database, as {@link #afterFailedAppend} found it. */
    public enum Landing { LANDED, NOT_LANDED, UNKNOWN }

    /** The holder's side of its log: where it is stored, and how the holder is rebuilt from it. */
    public interface Log<E> {
        /** The events the database holds, in order; throws when they cannot be read. */
        List<E> stored();

        /**
         * Rebuilds the holder from these events, taken as the committed ones. If they do not
         * replay, the holder stays as it was and the error is thrown.
         */
        void adopt(List<E> committed);

        static <E> Log<E> of(Supplier<List<E>> stored, Consumer<List<E>> adopt) {
            return new Log<>() {
                @Override
                public List<E> stored() {
                    return stored.get();
                }

                @Override
                public void adopt(List<E> committed) {
                    adopt.accept(committed);
                }
            };
        }
    }

    /** What makes a stored event the very one that was written (compared with equals). */
    private final Function<? super E, ?> identity;
    /**
     * Set when a write failed and the database could not be asked what it holds: the holder may
     * then lack events the database committed. Volatile: a game's reads look at it without the
     * game's lock, to know whether they must take it and read the database again.
     */
    private volatile boolean unsure;

    /** @param identity what makes a stored event the very one written: its line, its number, its time */
    public StorageSync(Function<? super E, ?> identity) {
        this.identity = Objects.requireNonNull(identity);
    }

    /**
     * After an append of {@code attempted} on top of {@code known} (the events known to be
     * committed) failed with {@code failure}: puts the holder in step with what the database holds
     * and says whether the attempted events are there. A write that never got a connection did
     * not land, and the database is not asked.
     */
    public Landing afterFailedAppend(RuntimeException failure, Log<E> log, List<E> known, List<E> attempted) {
        if (NotConnected.caused(failure)) {
            // Never sent: the database holds what it held, which is what is known to be committed.
            log.adopt(known);
            return Landing.NOT_LANDED;
        }
        List<E> held;
        try {
            held = log.stored();
            log.adopt(held);
        } catch (RuntimeException e) {
            log.adopt(known);
            unsure = true;
            return Landing.UNKNOWN;
        }
        unsure = false;
        boolean landed = held.size() == known.size() + attempted.size()
                && same(held.subList(known.size(), held.size()), attempted);
        return landed ? Landing.LANDED : Landing.NOT_LANDED;
    }

    private boolean same(List<E> a, List<E> b) {
        for (int i = 0; i < a.size(); i++) {
            if (!Objects.equals(identity.apply(a.get(i)), identity.apply(b.get(i)))) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when the holder holds what the database holds: at once, unless a failed write left it
     * unsure, in which case the log is read again now. False when that read fails too; the holder
     * then stays as far as it is known.
     */
    public boolean inStep(Log<E> log) {
        if (!unsure) {
            return true;
        }
        try {
            log.adopt(log.stored());
        } catch (RuntimeException e) {
            return false;
        }
        unsure = false;
        return true;
    }

    /** Whether a failed write left the holder unsure of what the database holds. */
    public boolean unsure() {
        return unsure;
    }
}
