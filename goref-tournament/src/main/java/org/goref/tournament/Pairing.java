package org.goref.tournament;

import org.goref.core.rules.RuleSet;

/**
 * One game of a round: on table {@code board}, player number {@code black} takes Black against
 * {@code white}, with {@code handicap} (0 even, 1 Black without komi, 2..9 stones) and the komi
 * Black gives.
 */
public record Pairing(int board, int black, int white, int handicap, double komi) {
    public Pairing {
        if (board < 1 || board > 10_000) {
            throw new IllegalArgumentException("table numbers start at 1, not " + board);
        }
        if (black < 1 || white < 1) {
            throw new IllegalArgumentException("player numbers start at 1");
        }
        if (black == white) {
            throw new IllegalArgumentException("player " + black + " cannot play himself");
        }
        if (handicap < 0 || handicap > 9) {
            throw new IllegalArgumentException("handicap 0..9, not " + handicap);
        }
        RuleSet.russianTerritory().withKomi(komi); // refuses a komi that is no number in steps of 0.5
    }

    public boolean involves(int player) {
        return black == player || white == player;
    }

    public int opponentOf(int player) {
        return player == black ? white : black;
    }
}
