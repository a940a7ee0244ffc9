package org.goref.tournament.placement;

/**
 * A game of the field: in round {@code round} (0-based) entrant {@code white} (an index into the
 * field's entrants) against {@code black}, with {@code handicap} stones, and its verdict;
 * {@code byDefault} when it was decided without play (a forfeit).
 */
public record ScoredGame(int round, int white, int black, int handicap, Verdict verdict, boolean byDefault) {
    public ScoredGame {
        if (round < 0 || white < 0 || black < 0 || white == black) {
            throw new IllegalArgumentException("a game needs a round and two different entrants");
        }
        if (verdict == null) {
            throw new IllegalArgumentException("a game needs a verdict (UNKNOWN while unplayed)");
        }
    }

    public boolean involves(int e) {
        return white == e || black == e;
    }

    public int opponentOf(int e) {
        return e == white ? black : white;
    }

    /** Played over the board: a result that is neither unknown nor given by default. */
    public boolean wasPlayed() {
        return verdict != Verdict.UNKNOWN && !byDefault;
    }
}
