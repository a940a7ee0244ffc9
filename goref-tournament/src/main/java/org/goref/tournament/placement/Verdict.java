package org.goref.tournament.placement;

/**
 * A game's result as OpenGotha types it: who won, or both lost (a double forfeit, a void game) or
 * both won (a referee's decision OpenGotha allows); {@code UNKNOWN} while the game is unplayed.
 */
public enum Verdict {
    UNKNOWN, WHITE_WINS, BLACK_WINS, DRAW, BOTH_LOSE, BOTH_WIN;

    /** Twice the points the side gets: 2 a win, 1 a draw, 0 otherwise. */
    public int pointsX2(boolean white) {
        return switch (this) {
            case WHITE_WINS -> white ? 2 : 0;
            case BLACK_WINS -> white ? 0 : 2;
            case DRAW -> 1;
            case BOTH_WIN -> 2;
            case UNKNOWN, BOTH_LOSE -> 0;
        };
    }
}
