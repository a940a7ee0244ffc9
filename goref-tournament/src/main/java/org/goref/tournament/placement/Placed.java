package org.goref.tournament.placement;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One line of the standings: the entrant (index into the field), the place (shared by entrants
 * equal on every criterion), and the value of each criterion in the order asked, in units of
 * {@code 1/criterion.scale()}; null for a DIRECT no one was tied with the entrant on (nothing to show).
 */
public record Placed(int entrant, int place, List<Integer> values) {
    public Placed {
        values = Collections.unmodifiableList(new ArrayList<>(values));
    }

    /** A value as a decimal number ({@code 3}, {@code 3.5}, {@code 12.25}); a category as its number from 1. */
    public static String format(Integer value, Criterion c) {
        if (value == null) {
            return "";
        }
        if (c == Criterion.CAT) {
            return Integer.toString(1 - value);
        }
        return BigDecimal.valueOf(value).divide(BigDecimal.valueOf(c.scale())).stripTrailingZeros().toPlainString();
    }
}
