package org.goref.bench.longgame;

/**
 * One long-game path the benchmark times: its name, and for a game of {@code n} events the work to
 * time, set up untimed (the game stored, the record written to a file).
 */
public interface LongGamePath extends AutoCloseable {
    String name();

    /** Sets up a game of {@code n} events, untimed, and returns the work to time on it (run several times). */
    Runnable at(int n) throws Exception;

    /** Lets go of what the set-ups made (a database, files). */
    @Override
    default void close() throws Exception {
    }

    /** A path of this name, set up by {@code setUp}, whose set-ups {@code made} lets go of. */
    static LongGamePath of(String name, SetUp setUp, AutoCloseable made) {
        return new Named(name, setUp, made);
    }

    /** {@link #at}: a game of {@code n} events set up, and the work to time on it. */
    @FunctionalInterface
    interface SetUp {
        Runnable at(int n) throws Exception;
    }

    /** What {@link #of} makes. */
    record Named(String name, SetUp setUp, AutoCloseable made) implements LongGamePath {
        @Override
        public Runnable at(int n) throws Exception {
            return setUp.at(n);
        }

        @Override
        public void close() throws Exception {
            made.close();
        }
    }
}
