package org.goref.tournament.system;

import java.util.Arrays;
import java.util.Locale;

import org.goref.core.text.Quote;

/** What a drawn or void game (or a double forfeit's empty slot) decides in a knockout. */
public enum ReplayRule {
    /** The two play again in the next round; the rest of the bracket waits for them. */
    REPLAY("replay"),
    /** White goes on (the komi of a drawn game's Black did not suffice). */
    WHITE("white"),
    /** The higher seed goes on. */
    HIGHER_SEED("seed");

    private final String word;

    ReplayRule(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    public static ReplayRule parse(String s) {
        return Arrays.stream(values()).filter(r -> r.word.equals(s.strip().toLowerCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("a replay rule is replay, white or seed, not '" + Quote.of(s) + "'"));
    }
}
