package org.goref.core.rules;

/**
 * Go counts in half points: komi and penalties go in steps of 0.5, territory, prisoners, stones
 * and bonuses in whole points, so every margin is a whole or half number. This is the one place
 * that says which numbers those are; the range each caller allows (a positive penalty, a komi of
 * at most 1000) is the caller's.
 */
public final class HalfPoints {
    private HalfPoints() {
    }

    /**
     * Whether {@code points} is a finite whole or half number: {@code 3}, {@code 6.5},
     * {@code -0.5}, {@code 0}; not {@code 0.25}, NaN or an infinity. Doubling is exact (no
     * rounding) for every finite double; a double too large to double is a whole number anyway.
     */
    public static boolean isWholeOrHalf(double points) {
        return Double.isFinite(points) && Math.rint(points * 2) == points * 2;
    }
}
