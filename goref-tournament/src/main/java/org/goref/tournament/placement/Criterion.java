package org.goref.tournament.placement;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.goref.core.text.Quote;

/**
 * A placement criterion, named as OpenGotha 3.51 names it in its files and standings (its "long
 * name"). Each value is kept as a whole number of {@code 1/scale} points, so that half points (and
 * SODOS's quarter points) compare exactly; a larger value places higher. MOSW, MOSM and DIRECT are
 * goref's own (OpenGotha has no median criterion and no mini-table).
 */
public enum Criterion {
    /** The category by rank limits: category 1 first. */
    CAT("CAT", 1, "category"),
    /** Number of wins: a win 1, a draw ½, a bye or an absence what the parameters give. */
    NBW("NBW", 2, "number of wins"),
    /** McMahon score: the starting score from the rank (bar, floor, correction) plus NBW's points. */
    MMS("MMS", 2, "McMahon score"),
    RANK("Rank", 1, "rank, 30k to 9d"),
    RATING("Rating", 1, "rating"),
    /** Cumulative sum of the NBW after each round. */
    CUSSW("CUSSW", 2, "cumulative sum of scores (NBW)"),
    CUSSM("CUSSM", 2, "cumulative sum of scores (MMS)"),
    SOSW("SOSW", 2, "sum of opponents' NBW"),
    SOSW_1("SOSW-1", 2, "SOSW without the worst opponent"),
    SOSW_2("SOSW-2", 2, "SOSW without the two worst opponents"),
    SODOSW("SODOSW", 4, "sum of the NBW of the opponents beaten, half of those drawn"),
    SOSOSW("SOSOSW", 2, "sum of opponents' SOSW"),
    MOSW("MOSW", 2, "SOSW without the best and the worst opponent (goref's)"),
    SOSM("SOSM", 2, "sum of opponents' MMS, corrected by the handicap"),
    SOSM_1("SOSM-1", 2, "SOSM without the worst opponent"),
    SOSM_2("SOSM-2", 2, "SOSM without the two worst opponents"),
    SODOSM("SODOSM", 4, "sum of the MMS of the opponents beaten, half of those drawn"),
    SOSOSM("SOSOSM", 2, "sum of opponents' SOSM"),
    MOSM("MOSM", 2, "SOSM without the best and the worst opponent (goref's)"),
    /** Exploits tried: opponents' NBW weighted by how much the handicap favoured them. */
    EXT("EXT", 2, "exploits tried"),
    EXR("EXR", 2, "exploits succeeded"),
    /** Direct confrontation among the players tied on every criterion before it. */
    DC("DC", 1, "direct confrontation"),
    SDC("SDC", 1, "simplified direct confrontation"),
    /**
     * goref's direct encounter: the points (forfeits and draws included) each entrant scored against
     * the others tied with him on every criterion before it, then again among those it leaves tied.
     */
    DIRECT("DIRECT", 2, "points among the players tied before it (goref's)");

    private final String code;
    private final int scale;
    private final String description;

    Criterion(String code, int scale, String description) {
        this.code = code;
        this.scale = scale;
        this.description = description;
    }

    /** The name OpenGotha writes (NBW, SOSM-1, Rating, ...). */
    public String code() {
        return code;
    }

    /** How many units make one point of this criterion's value. */
    public int scale() {
        return scale;
    }

    public String description() {
        return description;
    }

    /** OpenGotha's two direct confrontations, worked out together ({@link DirectConfrontation}). */
    public boolean isDirect() {
        return this == DC || this == SDC;
    }

    /** Whether the value depends on who is tied with the entrant, not on his games alone. */
    public boolean isAmongTied() {
        return isDirect() || this == DIRECT;
    }

    /** The criterion OpenGotha names {@code code} (exact spelling), if goref computes it. */
    public static Optional<Criterion> byCode(String code) {
        return Arrays.stream(values()).filter(c -> c.code.equals(code)).findFirst();
    }

    /** Reads a list such as {@code MMS,SOSM,SOSOSM}; an unknown name is an error that lists the known ones. */
    public static List<Criterion> parseList(String s) {
        return Arrays.stream(s.split(",", -1)).map(String::strip).map(w -> byCode(w).orElseThrow(
                () -> new IllegalArgumentException("unknown placement criterion '" + Quote.of(w) + "' (" + known() + ")")))
                .toList();
    }

    public static String known() {
        return Arrays.stream(values()).map(Criterion::code).collect(Collectors.joining(", "));
    }
}
