package org.goref.sgf;

import org.goref.core.text.PlainNumber;

/**
 * SGF's Number ({@code [+-]?[0-9]+}) as records write it. Spaces around it, a plus sign and
 * leading zeros ({@code SZ[ 19 ]}, {@code SZ[+19]}, {@code SZ[019]}) are read, and {@link #repaired}
 * says so for a warning; digits of other scripts ({@code SZ[١٩]}) are no number, as {@link
 * PlainNumber} has it everywhere in goref ({@code Integer.parseInt} took them silently).
 */
final class SgfNumber {
    /** More digits than any int has, leading zeros aside: refused before any parse. */
    private static final int MAX_DIGITS = 10;

    private SgfNumber() {
    }

    /** The value of a Number, spaces around it allowed; else a {@link NumberFormatException} (out of int range too). */
    static int parse(String text) {
        String v = text.trim();
        int digits = v.length() - (v.startsWith("+") || v.startsWith("-") ? 1 : 0);
        int zeros = 0;
        while (zeros < digits - 1 && v.charAt(v.length() - digits + zeros) == '0') {
            zeros++;
        }
        if (digits - zeros > MAX_DIGITS) {
            // Integer.parseInt's own message would quote the whole value (52 MB of nines)
            throw new NumberFormatException("too many digits");
        }
        return PlainNumber.integer(v);
    }

    /** Whether the value was written otherwise than plainly: spaces, a plus sign, leading zeros. */
    static boolean repaired(String text) {
        String v = text.trim();
        return !v.equals(text) || v.startsWith("+") || (v.length() > 1 && v.charAt(v.startsWith("-") ? 1 : 0) == '0'
                && v.length() > (v.startsWith("-") ? 2 : 1));
    }
}
