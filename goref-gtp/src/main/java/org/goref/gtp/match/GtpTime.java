package org.goref.gtp.match;

import org.goref.core.board.Color;
import org.goref.core.clock.SideTime;
import org.goref.core.clock.TimeControl;

/**
 * The clock in GTP terms: {@code time_settings} (GTP 2 knows main time plus Canadian overtime),
 * {@code kgs-time_settings} (which also knows byo-yomi and absolute), and {@code time_left}.
 * Seconds are rounded down, so an engine never believes it has more time than it has. Fischer has
 * no GTP form: engines are told it as absolute time and kept informed by {@code time_left}.
 */
final class GtpTime {
    private GtpTime() {
    }

    static String timeSettings(TimeControl t) {
        return switch (t) {
            case TimeControl.None n -> "time_settings 0 1 0";
            case TimeControl.Absolute a -> "time_settings " + s(a.mainMs()) + " 0 0";
            case TimeControl.ByoYomi b -> "time_settings " + s(b.mainMs()) + " " + s(b.periodMs()) + " 1";
            case TimeControl.Canadian c -> "time_settings " + s(c.mainMs()) + " " + s(c.periodMs()) + " " + c.stones();
            case TimeControl.Fischer f -> "time_settings " + s(f.mainMs()) + " 0 0";
        };
    }

    static String kgsTimeSettings(TimeControl t) {
        return switch (t) {
            case TimeControl.None n -> "kgs-time_settings none";
            case TimeControl.Absolute a -> "kgs-time_settings absolute " + s(a.mainMs());
            case TimeControl.ByoYomi b -> "kgs-time_settings byoyomi " + s(b.mainMs()) + " " + s(b.periodMs()) + " " + b.periods();
            case TimeControl.Canadian c -> "kgs-time_settings canadian " + s(c.mainMs()) + " " + s(c.periodMs()) + " " + c.stones();
            case TimeControl.Fischer f -> "kgs-time_settings absolute " + s(f.mainMs());
        };
    }

    /**
     * {@code time_left COLOR TIME STONES}: in overtime, the period and the periods or moves left.
     * Byo-yomi's STONES are the periods left only for an engine told the clock with
     * {@code kgs-time_settings byoyomi} ({@code kgsTerms}); an engine told {@code time_settings}
     * believes in Canadian periods of one move, so for it STONES is 1: the periods left there would
     * read as moves owed in one period (5 periods of 30 s as 5 moves in 30 s).
     */
    static String timeLeft(TimeControl t, Color c, SideTime st, boolean kgsTerms) {
        String col = c == Color.BLACK ? "b" : "w";
        return switch (t) {
            case TimeControl.ByoYomi b when st.overtime() ->
                    "time_left " + col + " " + s(b.periodMs()) + " " + (kgsTerms ? st.periods() : 1);
            case TimeControl.Canadian k when st.overtime() -> "time_left " + col + " " + s(st.periodMs()) + " " + st.stones();
            default -> "time_left " + col + " " + s(st.mainMs()) + " 0";
        };
    }

    private static long s(long ms) {
        return ms / 1000;
    }
}
