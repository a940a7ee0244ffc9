package org.goref.tournament.system;

import java.util.Arrays;
import java.util.Locale;

import org.goref.core.text.Quote;

/**
 * How a score group of n players, in seeding order, is split in two halves that meet (OpenGotha's
 * "split and …" systems). {@code SLIDE}: 1–(n/2+1), 2–(n/2+2), …; {@code FOLD}: 1–n, 2–(n−1), …;
 * {@code RANDOM}: each of the top half meets someone of the bottom half, drawn by a fixed random order
 * of the round (the same input gives the same draw).
 */
public enum Seeding {
    SLIDE("slide"), FOLD("fold"), RANDOM("random");

    private final String word;

    Seeding(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    public static Seeding parse(String s) {
        return Arrays.stream(values()).filter(r -> r.word.equals(s.strip().toLowerCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("a seeding is slide, fold or random, not '" + Quote.of(s) + "'"));
    }
}
