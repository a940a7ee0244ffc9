package org.goref.core.clock;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.goref.core.text.Quote;

/**
 * The time spec syntax of the command line.
 *
 * <pre>
 * none                    no clock
 * abs:MAIN                absolute (sudden death)            abs:10m
 * byo:MAIN+NxPERIOD       Japanese byo-yomi, N periods        byo:10m+5x30s
 * can:MAIN+N/PERIOD       Canadian, N moves per period        can:10m+25/5m
 * fis:MAIN+INC[/CAP]      Fischer, increment, optional cap    fis:5m+10s   fis:5m+10s/10m
 * </pre>
 *
 * A duration is one or more number-unit pairs, units {@code h m s ms} ({@code 1h30m}, {@code 90s},
 * {@code 1.5s}, {@code 500ms}); a bare number is seconds. Errors say which part is wrong and show
 * the form that was expected.
 */
public final class TimeSpec {
    public static final String SYNTAX = "none | abs:MAIN | byo:MAIN+NxPERIOD | can:MAIN+N/PERIOD | fis:MAIN+INC[/CAP]"
            + " (durations like 10m, 30s, 1h30m, 500ms)";

    private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|h|m|s)");

    private TimeSpec() {
    }

    public static TimeControl parse(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new IllegalArgumentException("empty time spec; expected " + SYNTAX);
        }
        String s = spec.trim().toLowerCase(Locale.ROOT);
        if (s.equals("none")) {
            return new TimeControl.None();
        }
        int colon = s.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("invalid time spec '" + Quote.of(spec) + "': no system; expected " + SYNTAX);
        }
        String system = s.substring(0, colon);
        String args = s.substring(colon + 1);
        try {
            return switch (system) {
                case "abs" -> new TimeControl.Absolute(duration(args, "main time"));
                case "byo" -> {
                    String[] mp = split(args, '+', "byo:MAIN+NxPERIOD, e.g. byo:10m+5x30s");
                    String[] np = split(mp[1], 'x', "byo:MAIN+NxPERIOD, e.g. byo:10m+5x30s");
                    yield new TimeControl.ByoYomi(duration(mp[0], "main time"), count(np[0], "periods"),
                            duration(np[1], "period"));
                }
                case "can" -> {
                    String[] mp = split(args, '+', "can:MAIN+N/PERIOD, e.g. can:10m+25/5m");
                    String[] np = split(mp[1], '/', "can:MAIN+N/PERIOD, e.g. can:10m+25/5m");
                    yield new TimeControl.Canadian(duration(mp[0], "main time"), count(np[0], "moves per period"),
                            duration(np[1], "period"));
                }
                case "fis" -> {
                    String[] mp = split(args, '+', "fis:MAIN+INC[/CAP], e.g. fis:5m+10s or fis:5m+10s/10m");
                    int slash = mp[1].indexOf('/');
                    long inc = duration(slash < 0 ? mp[1] : mp[1].substring(0, slash), "increment");
                    long cap = slash < 0 ? 0 : duration(mp[1].substring(slash + 1), "cap");
                    if (slash >= 0 && cap == 0) {
                        throw new IllegalArgumentException("the cap must be positive");
                    }
                    yield new TimeControl.Fischer(duration(mp[0], "main time"), inc, cap);
                }
                default -> throw new IllegalArgumentException("unknown system '" + Quote.of(system)
                        + "'; valid systems: none, abs, byo, can, fis");
            };
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("invalid time spec '" + Quote.of(spec) + "': " + e.getMessage());
        }
    }

    private static String[] split(String s, char sep, String form) {
        int i = s.indexOf(sep);
        if (i < 0 || s.indexOf(sep, i + 1) >= 0) {
            throw new IllegalArgumentException("expected " + form);
        }
        return new String[] {s.substring(0, i), s.substring(i + 1)};
    }

    private static int count(String s, String what) {
        try {
            int n = Integer.parseInt(s.trim());
            if (n < 1) {
                throw new IllegalArgumentException(what + " must be at least 1, not " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " must be a whole number, not '" + Quote.of(s) + "'");
        }
    }

    /** Parses a duration to milliseconds: {@code 10m}, {@code 1h30m}, {@code 1.5s}, {@code 500ms}, {@code 90}. */
    public static long duration(String s, String what) {
        String d = s.trim();
        if (d.matches("\\d+(\\.\\d+)?")) {
            return Math.round(Double.parseDouble(d) * 1000);
        }
        Matcher m = PART.matcher(d);
        int at = 0;
        double ms = 0;
        while (at < d.length()) {
            if (!m.find(at) || m.start() != at) {
                throw new IllegalArgumentException(what + " '" + Quote.of(s) + "' is not a duration (e.g. 10m, 30s, 1h30m, 500ms)");
            }
            double v = Double.parseDouble(m.group(1));
            ms += switch (m.group(2)) {
                case "h" -> v * 3_600_000;
                case "m" -> v * 60_000;
                case "s" -> v * 1000;
                default -> v;
            };
            at = m.end();
        }
        if (d.isEmpty()) {
            throw new IllegalArgumentException(what + " is missing");
        }
        if (ms > 1e12) {
            throw new IllegalArgumentException(what + " '" + Quote.of(s) + "' is too long");
        }
        return Math.round(ms);
    }

    /** The canonical spec of a time control. */
    public static String print(TimeControl t) {
        return switch (t) {
            case TimeControl.None n -> "none";
            case TimeControl.Absolute a -> "abs:" + format(a.mainMs());
            case TimeControl.ByoYomi b -> "byo:" + format(b.mainMs()) + "+" + b.periods() + "x" + format(b.periodMs());
            case TimeControl.Canadian c -> "can:" + format(c.mainMs()) + "+" + c.stones() + "/" + format(c.periodMs());
            case TimeControl.Fischer f -> "fis:" + format(f.mainMs()) + "+" + format(f.incrementMs())
                    + (f.capMs() > 0 ? "/" + format(f.capMs()) : "");
        };
    }

    /** A duration in the largest units that write it exactly: {@code 10m}, {@code 1m30s}, {@code 500ms}. */
    public static String format(long ms) {
        if (ms == 0) {
            return "0s";
        }
        StringBuilder sb = new StringBuilder();
        long h = ms / 3_600_000;
        long m = ms / 60_000 % 60;
        long s = ms / 1000 % 60;
        long rest = ms % 1000;
        if (h > 0) {
            sb.append(h).append('h');
        }
        if (m > 0) {
            sb.append(m).append('m');
        }
        if (s > 0) {
            sb.append(s).append('s');
        }
        if (rest > 0) {
            sb.append(rest).append("ms");
        }
        return sb.toString();
    }

    static void require(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }
}
