package org.goref.server.store;

import java.util.Deque;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * Creations that may be stored with tokens nobody was given: a game or a tournament whose creation
 * was answered 503 unconfirmed (its commit's answer lost and the database not askable), a game
 * created for a table whose start then failed. Nobody can ever act on such a row, and a game of
 * them sat in the games list as playing for ever. Each is remembered here and looked up once the
 * database answers again ({@link #sweep}, on the server's schedule): one that landed is removed,
 * one that did not is forgotten. Only what is remembered here is ever removed, so a game whose
 * tokens a client holds never is.
 *
 * <p>In memory only: the database is what could not be reached when the creation was remembered,
 * so it cannot hold the list. A restart forgets it; each creation remembered is named on stderr,
 * for an operator to remove by hand.
 */
public final class Unclaimed {
    /** How a remembered creation is looked up and, if it landed, removed (one transaction); throws while the database does not answer. */
    @FunctionalInterface
    public interface Removal {
        Swept remove();
    }

    /**
     * A creation whose tokens nobody was given: its kind ("game", "tournament") and id as the log
     * names them, why nobody has its tokens, and how it is removed.
     */
    public record Creation(String kind, String id, String why, Removal removal) {
    }

    /** What a removal found in the database. */
    public sealed interface Swept {
        /** The creation did not land: nothing to remove. */
        record NotStored() implements Swept {
        }

        /** It landed and is removed, with {@code what} (its events, its link). */
        record Removed(String what) implements Swept {
            /** A row removed with its {@code events} events, as both repositories say it. */
            public static Removed rowAndEvents(int events) {
                return new Removed("its row and " + events + (events == 1 ? " event" : " events"));
            }
        }

        /** It landed but stays: {@code why} (a tournament's table names the game). */
        record Kept(String why) implements Swept {
        }
    }

    /**
     * How many are remembered at most. Anyone may create games, and while the database is away
     * every creation is answered unconfirmed: a client retrying through a long outage must not
     * grow the list without end. Past it the oldest is forgotten, said on stderr with its id.
     */
    public static final int DEFAULT_LIMIT = 10_000;

    /** In the order they are looked up; only {@link #sweep} takes from it. */
    private final Deque<Creation> waiting = new ConcurrentLinkedDeque<>();
    private final int limit;

    public Unclaimed() {
        this(DEFAULT_LIMIT);
    }

    /** With room for {@code limit} creations (tests use a small one). */
    public Unclaimed(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, not " + limit);
        }
        this.limit = limit;
    }

    public void remember(Creation c) {
        while (waiting.size() >= limit) {
            Creation oldest = waiting.pollFirst();
            if (oldest != null) {
                System.err.println("goref: more than " + limit + " creations wait to be looked up; forgetting "
                        + oldest.kind() + " " + oldest.id() + " (if it was stored, remove it by hand)");
            }
        }
        waiting.addLast(c);
        System.err.println("goref: " + c.kind() + " " + c.id() + ": " + c.why()
                + "; if it was stored it is removed once the database answers (a restart before then leaves it)");
    }

    /**
     * Looks up the remembered creations: removes what landed, forgets what did not, and stops at
     * the first the database does not answer for, which waits for the next sweep behind the others
     * (so that a database that hangs holds a sweep up once, not once per creation, and one that
     * fails for good cannot hold the rest). Says on stderr, one line each, what was removed or kept
     * and why. Returns how many it removed. Cheap while nothing is remembered: called on a
     * schedule. One sweep at a time, and a creation leaves the list only once it has been looked
     * up and said: {@link #waiting} never counts one in the middle of a sweep as done.
     */
    public synchronized int sweep() {
        int removed = 0;
        for (int left = waiting.size(); left > 0; left--) {
            Creation c = waiting.peekFirst();
            Swept found;
            try {
                found = c.removal().remove();
            } catch (RuntimeException stillAway) {
                waiting.addLast(c);
                waiting.removeFirstOccurrence(c);
                break;
            }
            switch (found) {
                case Swept.NotStored n -> { }
                case Swept.Removed r -> {
                    removed++;
                    System.err.println("goref: removed " + c.kind() + " " + c.id() + " (" + r.what() + "): " + c.why());
                }
                case Swept.Kept k -> System.err.println("goref: kept " + c.kind() + " " + c.id() + ", " + c.why()
                        + ": " + k.why());
            }
            waiting.removeFirstOccurrence(c);
        }
        return removed;
    }

    /** How many creations wait to be looked up. */
    public int waiting() {
        return waiting.size();
    }
}
