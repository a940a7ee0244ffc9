package org.goref.tournament;

import java.util.Locale;

/**
 * Why the tournament refused an event: a code (the server maps it to an HTTP status: NOT_FOUND
 * 404, NOT_REFEREE 403, CONFLICT 409, INVALID 422), for the refusals a referee meets at the
 * tournament page a {@link Reason} (null for the others), and a sentence for people. The sentence
 * is English; the reason lets a page say the refusal in its own language.
 */
public record Refusal(Code code, Reason reason, String message) {
    public enum Code { INVALID, NOT_FOUND, CONFLICT, NOT_REFEREE }

    /**
     * Which refusal it was, where the code alone says too little for a page to word it. The server
     * sends {@link #word()} as the refusal's {@code reason} (docs/tournament.md).
     */
    public enum Reason {
        /** A name registered already (case ignored). */
        DUPLICATE_PLAYER,
        /** A player joining once the round-robin is drawn. */
        ROUND_ROBIN_DRAWN,
        /** The next Berger round: fewer than two players, or every round is paired. */
        CANNOT_PAIR,
        /** A second result for a table: only a correction changes it. */
        HAS_RESULT,
        /** A correction of a table without a result. */
        NO_RESULT,
        /** A margin by points that is no whole or half point (B+3.25). */
        MARGIN,
        /** A result that is no SGF result (B+lots). */
        UNREADABLE_RESULT,
        /** A forfeit, double forfeit or void game without its reason. */
        NEEDS_REASON,
        /** A correction or a change of pairings without why. */
        NEEDS_WHY,
        /** A rank that is no grade (15k, 3d, 1p). */
        RANK,
        /** A komi off the steps of 0.5 or beyond ±1000. */
        KOMI,
        /** A second game for a table whose game has started already. */
        GAME_STARTED,
        /** A time control the clocks cannot run (TimeSpec: byo:10m without its periods). */
        TIME_CONTROL,
        /** A list of placement criteria that does not start with a score, names an unknown one or one twice. */
        TIE_BREAKS,
        /** A player's or the referee's name with a character that does not show as written (a tab, U+202E). */
        NAME,
        /** A result its score sheet contradicts: the sheet counts another result, or other penalties. */
        SCORE_SHEET,
        /** A pairing's handicap stones that do not fit the tournament's board (5 on 10×10, 2 on 5×5). */
        HANDICAP,
        /**
         * A change of pairings drawn from the round as it stood before someone else changed it
         * (its {@code basedOn} is not the round's number of changes): saved, it would undo theirs.
         */
        STALE_PAIRING;

        /** The word the server answers: {@code DUPLICATE_PLAYER} is {@code duplicate-player}. */
        public String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** A refusal its code says enough about. */
    public Refusal(Code code, String message) {
        this(code, null, message);
    }

    @Override
    public String toString() {
        return code.name().toLowerCase(Locale.ROOT) + ": " + message;
    }
}
