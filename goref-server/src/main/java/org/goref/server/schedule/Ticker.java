package org.goref.server.schedule;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A named daemon thread that runs chores at fixed delays. A chore's failure (a database away, say)
 * is not the thread's end: the next round tries again.
 */
public final class Ticker {
    private Ticker() {
    }

    /** A single daemon thread called {@code name}, so that a thread dump says whose it is. */
    public static ScheduledExecutorService named(String name) {
        return Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    /** Runs {@code chore} on {@code on} every {@code period} after the last round ended, the first after one period. */
    public static void every(ScheduledExecutorService on, long period, TimeUnit unit, Runnable chore) {
        on.scheduleWithFixedDelay(() -> {
            try {
                chore.run();
            } catch (RuntimeException e) {
                // the next round tries again
            }
        }, period, period, unit);
    }
}
