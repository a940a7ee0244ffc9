package org.goref.gtp.engine;

import java.util.Locale;

/**
 * {@code time_settings}, {@code time_left} and {@code kgs-time_settings}: goref's move generator
 * budgets no time, so these only check their arguments and say ok, as a controller expects of
 * every engine it tells the time.
 */
final class TimeCommands {
    private TimeCommands() {
    }

    static String timeSettings(GtpRequest r) {
        GtpArgs.duration(r.arg(0));
        GtpArgs.duration(r.arg(1));
        GtpArgs.duration(r.arg(2));
        return "";
    }

    static String timeLeft(GtpRequest r) {
        GtpArgs.color(r.arg(0));
        GtpArgs.duration(r.arg(1));
        GtpArgs.duration(r.arg(2));
        return "";
    }

    static String kgsTimeSettings(GtpRequest r) {
        String kind = r.arg(0).toLowerCase(Locale.ROOT);
        switch (kind) {
            case "none" -> { }
            case "absolute" -> GtpArgs.duration(r.arg(1));
            case "byoyomi", "canadian" -> {
                GtpArgs.duration(r.arg(1));
                GtpArgs.duration(r.arg(2));
                GtpArgs.duration(r.arg(3));
            }
            default -> throw new GtpError("syntax error");
        }
        return "";
    }
}
