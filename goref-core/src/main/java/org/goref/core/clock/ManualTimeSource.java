package org.goref.core.clock;

/** A time source that moves only when told to: for tests and for replaying recorded timings. */
public final class ManualTimeSource implements TimeSource {
    private long now;

    public ManualTimeSource(long start) {
        this.now = start;
    }

    @Override
    public long millis() {
        return now;
    }

    public void advance(long ms) {
        if (ms < 0) {
            throw new IllegalArgumentException("time does not run backwards: " + ms);
        }
        now += ms;
    }
}
