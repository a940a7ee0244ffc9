package org.goref.server.clock;

import java.util.Locale;

/**
 * The time control of a game as the server keeps it: main time, then {@code periods} byo-yomi
 * periods of {@code periodSeconds} (a period is used up only when exceeded). No periods is absolute
 * time (sudden death). {@link #NONE} is a game without clocks.
 *
 * <p>Spelled {@code none}, {@code absolute:MAIN} or {@code byoyomi:MAIN+PERIODSxSECONDS} (seconds),
 * e.g. {@code byoyomi:600+5x30}.
 */
public record TimeControl(long mainSeconds, int periods, long periodSeconds) {
    public static final TimeControl NONE = new TimeControl(-1, 0, 0);
    private static final long MAX_SECONDS = 100L * 24 * 3600;

    public TimeControl {
        if (mainSeconds != -1 && (mainSeconds < 0 || mainSeconds > MAX_SECONDS)) {
            throw new IllegalArgumentException("main time must be 0 to " + MAX_SECONDS + " seconds");
        }
        if (periods < 0 || periods > 100 || periodSeconds < 0 || periodSeconds > 3600) {
            throw new IllegalArgumentException("byo-yomi is 0 to 100 periods of 0 to 3600 seconds");
        }
        if (mainSeconds != -1 && periods > 0 && periodSeconds == 0) {
            throw new IllegalArgumentException("a byo-yomi period lasts at least one second");
        }
        if (mainSeconds == 0 && periods == 0) {
            throw new IllegalArgumentException("absolute time needs some main time");
        }
    }

    public boolean isNone() {
        return mainSeconds < 0;
    }

    public static TimeControl absolute(long mainSeconds) {
        return new TimeControl(mainSeconds, 0, 0);
    }

    public static TimeControl byoYomi(long mainSeconds, int periods, long periodSeconds) {
        return new TimeControl(mainSeconds, periods, periodSeconds);
    }

    public String spec() {
        if (isNone()) {
            return "none";
        }
        if (periods == 0) {
            return "absolute:" + mainSeconds;
        }
        return "byoyomi:" + mainSeconds + "+" + periods + "x" + periodSeconds;
    }

    /** Reads what {@link #spec} writes; IllegalArgumentException says what is wrong. */
    public static TimeControl parse(String spec) {
        String s = spec == null ? "none" : spec.trim().toLowerCase(Locale.ROOT);
        try {
            if (s.isEmpty() || s.equals("none")) {
                return NONE;
            }
            if (s.startsWith("absolute:")) {
                return absolute(Long.parseLong(s.substring(9)));
            }
            if (s.startsWith("byoyomi:")) {
                String rest = s.substring(8);
                int plus = rest.indexOf('+');
                int x = rest.indexOf('x', plus + 1);
                if (plus < 0 || x < 0) {
                    throw new IllegalArgumentException("byo-yomi is written byoyomi:MAIN+PERIODSxSECONDS");
                }
                return byoYomi(Long.parseLong(rest.substring(0, plus)), Integer.parseInt(rest.substring(plus + 1, x)),
                        Long.parseLong(rest.substring(x + 1)));
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a time control: " + spec);
        }
        throw new IllegalArgumentException("time control is none, absolute:MAIN or byoyomi:MAIN+PERIODSxSECONDS, not " + spec);
    }

    @Override
    public String toString() {
        return spec();
    }
}
