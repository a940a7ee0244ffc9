package org.goref.tournament.pairing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.tournament.HandicapPolicy;
import org.goref.tournament.Pairing;
import org.goref.tournament.Rank;
import org.goref.tournament.system.TournamentSystem;

/**
 * Random tournaments played through the pure pairing: random grades, clubs and countries, results
 * drawn at random (the stronger grade wins more often; now and then a draw, a void game or a double
 * forfeit), now and then a player absent from a round.
 */
final class RandomTournaments {
    final TournamentSystem system;
    final HandicapPolicy handicap;
    final List<Entrant> entrants = new ArrayList<>();
    final List<PlayedGame> games = new ArrayList<>();
    final List<PastBye> byes = new ArrayList<>();
    private final Random random;
    private final double absence;

    RandomTournaments(TournamentSystem system, HandicapPolicy handicap, int players, long seed, double absence) {
        this.system = system;
        this.handicap = handicap;
        this.random = new Random(seed);
        this.absence = absence;
        String[] clubs = {"Moscow", "Tver", "Kazan", "Perm", ""};
        String[] countries = {"RU", "UA", "DE", ""};
        for (int n = 1; n <= players; n++) {
            int strength = 5 + random.nextInt(33);
            Rank grade = strength < 30 ? new Rank(30 - strength, Rank.Kind.KYU) : new Rank(strength - 29, Rank.Kind.DAN);
            Integer rating = random.nextInt(4) == 0 ? null : 2100 + (strength - 30) * 100 + random.nextInt(100) - 50;
            entrants.add(new Entrant(n, random.nextInt(10) == 0 ? null : grade, rating, clubs[random.nextInt(clubs.length)],
                    countries[random.nextInt(countries.length)], random.nextInt(8) == 0 ? random.nextInt(3) - 1 : 0));
        }
    }

    PairingRequest request(int round) {
        Set<Integer> present = new HashSet<>();
        for (Entrant e : entrants) {
            if (random.nextDouble() >= absence) {
                present.add(e.number());
            }
        }
        return request(round, present);
    }

    PairingRequest request(int round, Set<Integer> present) {
        return new PairingRequest(system, handicap, 6.5, 19, 1, round, entrants, games, byes, present);
    }

    /** Records the round's draw with random results. */
    void play(int round, RoundDraw draw) {
        for (Pairing p : draw.pairings()) {
            games.add(new PlayedGame(round, p.black(), p.white(), p.handicap(), randomResult()));
        }
        for (int b : draw.byes()) {
            byes.add(new PastBye(round, b));
        }
    }

    private GameResult randomResult() {
        int r = random.nextInt(40);
        if (r == 0) {
            return new GameResult.Draw();
        }
        if (r == 1) {
            return new GameResult.NoResult("triple ko");
        }
        if (r == 2) {
            return new GameResult.DoubleForfeit("both late");
        }
        return new GameResult.Resignation(random.nextBoolean() ? Color.BLACK : Color.WHITE);
    }
}
