package org.goref.server.presence;

/**
 * Who watches one game on one node (or on all of them, summed): the pages that said they are
 * Black's, White's, the referee's, and the other watchers. Counts, not flags, so that nodes add up.
 */
public record Presence(int black, int white, int referee, int spectators) {
    public static final Presence NOBODY = new Presence(0, 0, 0, 0);

    public Presence {
        if (black < 0 || white < 0 || referee < 0 || spectators < 0) {
            throw new IllegalArgumentException("a presence counts watchers, never fewer than none");
        }
    }

    public Presence plus(Presence o) {
        return new Presence(black + o.black, white + o.white, referee + o.referee, spectators + o.spectators);
    }

    public boolean nobody() {
        return equals(NOBODY);
    }

    /** This presence with one more watcher in {@code role} ({@code black}, {@code white}, {@code referee}; anything else a spectator). */
    public Presence with(String role) {
        return switch (role) {
            case "black" -> new Presence(black + 1, white, referee, spectators);
            case "white" -> new Presence(black, white + 1, referee, spectators);
            case "referee" -> new Presence(black, white, referee + 1, spectators);
            default -> new Presence(black, white, referee, spectators + 1);
        };
    }
}
