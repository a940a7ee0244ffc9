package org.goref.server.http;

/**
 * What one client address may do: creations (games, tournaments, challenges) and writes of any
 * kind per minute, and WebSocket connections open at once. Zero turns that limit off.
 */
public record Limits(int creationsPerMinute, int writesPerMinute, int websocketsPerAddress) {
    /** No limit at all: an embedded server, tests, benchmarks. */
    public static final Limits NONE = new Limits(0, 0, 0);
    /** {@code goref serve}'s defaults: far above a person's pace, far below a flood's. */
    public static final Limits DEFAULTS = new Limits(30, 600, 64);

    public Limits {
        if (creationsPerMinute < 0 || writesPerMinute < 0 || websocketsPerAddress < 0) {
            throw new IllegalArgumentException("a limit is 0 (off) or more");
        }
    }
}
