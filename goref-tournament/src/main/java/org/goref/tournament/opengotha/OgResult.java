package org.goref.tournament.opengotha;

import java.util.Arrays;
import java.util.Optional;

import org.goref.tournament.placement.Verdict;

/** A game's result as OpenGotha writes it ({@code RESULT_WHITEWINS_BYDEF} and so on). */
public enum OgResult {
    RESULT_UNKNOWN(Verdict.UNKNOWN, false),
    RESULT_WHITEWINS(Verdict.WHITE_WINS, false),
    RESULT_BLACKWINS(Verdict.BLACK_WINS, false),
    RESULT_EQUAL(Verdict.DRAW, false),
    RESULT_BOTHLOSE(Verdict.BOTH_LOSE, false),
    RESULT_BOTHWIN(Verdict.BOTH_WIN, false),
    RESULT_WHITEWINS_BYDEF(Verdict.WHITE_WINS, true),
    RESULT_BLACKWINS_BYDEF(Verdict.BLACK_WINS, true),
    RESULT_EQUAL_BYDEF(Verdict.DRAW, true),
    RESULT_BOTHLOSE_BYDEF(Verdict.BOTH_LOSE, true),
    RESULT_BOTHWIN_BYDEF(Verdict.BOTH_WIN, true);

    private final Verdict verdict;
    private final boolean byDefault;

    OgResult(Verdict verdict, boolean byDefault) {
        this.verdict = verdict;
        this.byDefault = byDefault;
    }

    public Verdict verdict() {
        return verdict;
    }

    /** Given without play ("by default": a forfeit). */
    public boolean byDefault() {
        return byDefault;
    }

    public static Optional<OgResult> parse(String s) {
        return Arrays.stream(values()).filter(r -> r.name().equals(s)).findFirst();
    }

    public static OgResult of(Verdict v, boolean byDefault) {
        return Arrays.stream(values()).filter(r -> r.verdict == v && r.byDefault == byDefault).findFirst()
                .orElse(RESULT_UNKNOWN);
    }
}
