package org.goref.tournament.placement;

import java.util.List;

/**
 * What the scores depend on besides the games, as OpenGotha's general parameters hold it: the
 * McMahon floor and bar (ranks in {@link Entrant}'s numbering; the zero is 30k), twice the NBW and
 * MMS points of an absence and of a bye, whether those points are rounded down to whole points,
 * whether a game not played counts its player as half a point for the opponents' SOS (the
 * "virtual opponent"), the lower rank limits of the categories after the first, and whether the
 * opponent of a game still without a result counts for SOS (OpenGotha counts him; goref's own
 * standings have counted only games with a result, and keep doing so).
 */
public record ScoringParameters(int mmFloor, int mmBar, int nbw2Absent, int nbw2Bye, int mms2Absent, int mms2Bye,
                                boolean roundDown, boolean notPlayedAsHalfPoint, List<Integer> categoryLimits,
                                boolean pendingGamesCount) {
    /** OpenGotha's zero of the McMahon scale: 30k. */
    public static final int MM_ZERO = -30;

    public ScoringParameters {
        categoryLimits = categoryLimits == null ? List.of() : List.copyOf(categoryLimits);
        for (int v : List.of(nbw2Absent, nbw2Bye, mms2Absent, mms2Bye)) {
            if (v < 0 || v > 2) {
                throw new IllegalArgumentException("twice the points of a bye or an absence is 0, 1 or 2, not " + v);
            }
        }
    }

    /** OpenGotha's parameters: a game without a result yet counts its opponent. */
    public ScoringParameters(int mmFloor, int mmBar, int nbw2Absent, int nbw2Bye, int mms2Absent, int mms2Bye,
                             boolean roundDown, boolean notPlayedAsHalfPoint, List<Integer> categoryLimits) {
        this(mmFloor, mmBar, nbw2Absent, nbw2Bye, mms2Absent, mms2Bye, roundDown, notPlayedAsHalfPoint, categoryLimits,
                true);
    }

    /** What OpenGotha assumes for a file that leaves them out: floor 20k, bar 4d, nothing for a bye or an absence. */
    public static ScoringParameters openGothaDefaults() {
        return new ScoringParameters(-20, 3, 0, 0, 0, 0, true, false, List.of());
    }

    /** A new McMahon tournament in OpenGotha: a bye is a win, an absence half a McMahon point. */
    public static ScoringParameters mcMahon(int floor, int bar) {
        return new ScoringParameters(floor, bar, 0, 2, 1, 2, true, false, List.of());
    }

    /** A new Swiss tournament in OpenGotha: a bye is a win, an absence nothing. */
    public static ScoringParameters swiss() {
        return new ScoringParameters(-30, 8, 0, 2, 1, 2, true, false, List.of());
    }

    /** The starting McMahon score of an entrant: rank framed by floor and bar, from 30k = 0, plus the correction. */
    public int startingScore(Entrant e) {
        int r = Math.max(mmFloor, Math.min(mmBar, e.rank()));
        return r - MM_ZERO + e.mmsCorrection();
    }

    /** 0 for the first category; the categories are ordered by their lower rank limit, strongest first. */
    public int category(Entrant e) {
        for (int c = 0; c < categoryLimits.size(); c++) {
            if (e.rank() >= categoryLimits.get(c)) {
                return c;
            }
        }
        return categoryLimits.size();
    }
}
