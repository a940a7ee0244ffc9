package org.goref.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * Round-robin schedules by the Berger tables. With n players (an odd n gets a dummy n+1; whoever
 * meets the dummy has a bye) there are n-1 rounds for even n, n for odd n, and every pair meets
 * exactly once. Player n (the dummy when n is odd) keeps its place; the others sit on a circle
 * whose starting point moves n/2 places each round, the first-named of each pair takes Black, and
 * player n alternates colours round by round. What that guarantees, checked by the tests: with an
 * even n every player has one colour once more than the other; with an odd n every player has as
 * many Blacks as Whites; and no player has the same colour three rounds running.
 */
public final class BergerTables {
    private BergerTables() {
    }

    /** A game of the schedule: {@code black} against {@code white}; {@code white} 0 is a bye. */
    public record Game(int black, int white) {
        public boolean isBye() {
            return white == 0;
        }
    }

    public static int rounds(int players) {
        if (players < 2) {
            throw new IllegalArgumentException("a round-robin needs two players or more");
        }
        return players % 2 == 0 ? players - 1 : players;
    }

    /** Round {@code round} (1-based), the fixed player's game first, then the circle's in order. */
    public static List<Game> round(int players, int round) {
        int total = rounds(players);
        if (round < 1 || round > total) {
            throw new IllegalArgumentException("a round-robin of " + players + " has rounds 1.." + total);
        }
        int n = players % 2 == 0 ? players : players + 1;
        int m = n - 1;
        int start = (int) ((long) (round - 1) * (n / 2) % m);
        int[] circle = new int[m];
        for (int i = 0; i < m; i++) {
            circle[i] = (start + i) % m + 1;
        }
        List<Game> games = new ArrayList<>();
        int fixed = n;
        int first = circle[0];
        // The fixed player is named second in odd rounds and first in even ones.
        games.add(round % 2 == 1 ? game(first, fixed, players) : game(fixed, first, players));
        for (int i = 1; i < n / 2; i++) {
            games.add(game(circle[i], circle[m - i], players));
        }
        return games;
    }

    private static Game game(int black, int white, int players) {
        if (black > players) {
            return new Game(white, 0);
        }
        if (white > players) {
            return new Game(black, 0);
        }
        return new Game(black, white);
    }
}
