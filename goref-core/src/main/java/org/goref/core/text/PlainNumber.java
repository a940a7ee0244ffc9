package org.goref.core.text;

import java.util.regex.Pattern;

/**
 * Numbers as people type them: ASCII digits with an optional sign and decimal point. Java's own
 * parsers take more than a user of goref means — {@code Double.parseDouble} reads "6.5f", "0x1p2",
 * "1e1" and "Infinity", {@code Integer.parseInt} reads the digits of every script ("٣") — and a
 * command that takes those takes typos and lookalikes for numbers.
 */
public final class PlainNumber {
    private static final Pattern DECIMAL = Pattern.compile("[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)");
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");

    private PlainNumber() {
    }

    /** Whether {@code s} is a plain decimal: {@code 7}, {@code -0.5}, {@code 6.}, {@code .5}. */
    public static boolean isDecimal(String s) {
        return DECIMAL.matcher(s).matches();
    }

    /** A plain decimal's value; anything else is a {@link NumberFormatException}. */
    public static double decimal(String s) {
        if (!isDecimal(s)) {
            throw new NumberFormatException("not a plain decimal: " + Quote.of(s));
        }
        return Double.parseDouble(s);
    }

    /** A plain integer's value (ASCII digits, optional sign); anything else, or out of int range, is a {@link NumberFormatException}. */
    public static int integer(String s) {
        if (!INTEGER.matcher(s).matches()) {
            throw new NumberFormatException("not a plain integer: " + Quote.of(s));
        }
        return Integer.parseInt(s);
    }
}
