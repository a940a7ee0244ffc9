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
}
