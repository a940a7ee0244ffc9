package org.goref.tournament;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.goref.core.text.Quote;

/**
 * A go grade: 30k … 1k, 1d … 9d (amateur), 1p … 9p (professional). {@link #strength()} puts every
 * grade on one scale (30k = 0, 1k = 29, 1d = 30, 9d = 38; a professional counts as 7d plus the
 * professional grade, the usual rough equivalence) so that handicaps are differences.
 */
public record Rank(int value, Kind kind) implements Comparable<Rank> {
    public enum Kind { KYU, DAN, PRO }

    private static final Pattern FORM = Pattern.compile("(\\d{1,2})\\s*(k|kyu|d|dan|p|pro|к|кю|д|дан|п)",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    public Rank {
        if (kind == null) {
            throw new IllegalArgumentException("a grade needs a kind");
        }
        int max = kind == Kind.KYU ? 30 : 9;
        if (value < 1 || value > max) {
            throw new IllegalArgumentException("no such grade: " + value + " " + kind);
        }
    }

    /** Reads 3d, 15k, 2p, 1 dan, 5 kyu, 2д, 10к (any case). */
    public static Rank parse(String s) {
        Matcher m = FORM.matcher(s == null ? "" : s.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a grade: '" + Quote.of(s) + "' (write 15k, 3d or 1p)");
        }
        int v = Integer.parseInt(m.group(1));
        char k = m.group(2).toLowerCase(Locale.ROOT).charAt(0);
        Kind kind = switch (k) {
            case 'k', 'к' -> Kind.KYU;
            case 'd', 'д' -> Kind.DAN;
            default -> Kind.PRO;
        };
        return new Rank(v, kind);
    }

    /** The grade nearest an EGF rating (GoR): 2100 is 1d, 100 points a grade, 100 or less is 20k. */
    public static Rank ofRating(int gor) {
        int steps = Math.floorDiv(gor - 2100 + 50, 100);
        if (steps >= 0) {
            return new Rank(Math.min(9, steps + 1), Kind.DAN);
        }
        return new Rank(Math.min(30, -steps), Kind.KYU);
    }

    public int strength() {
        return switch (kind) {
            case KYU -> 30 - value;
            case DAN -> 29 + value;
            case PRO -> 36 + value;
        };
    }

    @Override
    public int compareTo(Rank o) {
        return Integer.compare(strength(), o.strength());
    }

    /** 3d, 15k, 1p: the form the EGD and most tables use. */
    @Override
    public String toString() {
        return value + (kind == Kind.KYU ? "k" : kind == Kind.DAN ? "d" : "p");
    }
}
