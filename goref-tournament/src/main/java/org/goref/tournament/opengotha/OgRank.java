package org.goref.tournament.opengotha;

import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * OpenGotha's rank numbers: 30K = -30, 1K = -1, 1D = 0, 9D = 8; professionals 1P–3P count as 7D,
 * 4P–6P as 8D, higher as 9D; beyond the scale a rank is held at its end.
 */
public final class OgRank {
    private static final Pattern FORM = Pattern.compile("\\s*(\\d{1,3})\\s*([kKdDpP]?)\\s*");

    private OgRank() {
    }

    /** Reads 5K, 1d, 2P, or a bare number of kyu; empty when it is none of those. */
    public static OptionalInt parse(String s) {
        Matcher m = FORM.matcher(s == null ? "" : s);
        if (!m.matches()) {
            return OptionalInt.empty();
        }
        int v = Integer.parseInt(m.group(1));
        String k = m.group(2).toUpperCase();
        int rank = switch (k) {
            case "D" -> v - 1;
            case "P" -> v <= 3 ? 6 : v <= 6 ? 7 : 8;
            default -> -v;
        };
        return OptionalInt.of(Math.max(-30, Math.min(8, rank)));
    }

    /** 5K, 1D: the form OpenGotha writes. */
    public static String format(int rank) {
        return rank >= 0 ? (rank + 1) + "D" : (-rank) + "K";
    }
}
