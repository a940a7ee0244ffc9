package org.goref.core.text;

/** A number with its noun in the right number, as people read it: "1 game", "2 games", "0 records". */
public final class Count {
    private Count() {
    }

    /** {@code n} and the noun, with an "s" unless {@code n} is 1. */
    public static String of(long n, String noun) {
        return of(n, noun, noun + "s");
    }

    /** {@code n} and the singular or the plural given (for nouns that are not made plural with an "s"). */
    public static String of(long n, String singular, String plural) {
        return n + " " + (n == 1 ? singular : plural);
    }
}
