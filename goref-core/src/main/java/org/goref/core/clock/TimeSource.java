package org.goref.core.clock;

/**
 * Where the clocks read the time: milliseconds on a monotonic scale (only differences matter).
 * Injected so that every clock transition can be tested without sleeping.
 */
@FunctionalInterface
public interface TimeSource {
    long millis();

    /** The machine's monotonic clock (System.nanoTime, not wall-clock time that can jump). */
    static TimeSource system() {
        return () -> System.nanoTime() / 1_000_000L;
    }
}
