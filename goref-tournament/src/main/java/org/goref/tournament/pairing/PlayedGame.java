package org.goref.tournament.pairing;

import org.goref.core.game.GameResult;

/** A game of an earlier round: its players by colour, its handicap and its result (null while it has none). */
public record PlayedGame(int round, int black, int white, int handicap, GameResult result) {
    public PlayedGame {
        if (black == white || black < 1 || white < 1) {
            throw new IllegalArgumentException("a game has two different players");
        }
    }

    boolean involves(int player) {
        return black == player || white == player;
    }

    int opponentOf(int player) {
        return player == black ? white : black;
    }

    /** The winner's number, 0 when the game has none (no result yet, a draw, void, a double forfeit). */
    int winner() {
        if (result == null) {
            return 0;
        }
        return result.winner().map(c -> c == org.goref.core.board.Color.BLACK ? black : white).orElse(0);
    }

    /** The points the player scored in it (a win 1, a draw ½, anything else 0); 0 while it has no result. */
    double pointsOf(int player) {
        if (result == null) {
            return 0;
        }
        if (result instanceof GameResult.Draw) {
            return 0.5;
        }
        return winner() == player ? 1 : 0;
    }
}
