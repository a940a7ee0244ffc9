package org.goref.tournament.pairing;

import java.util.List;
import java.util.Set;

import org.goref.tournament.HandicapPolicy;
import org.goref.tournament.placement.Field;
import org.goref.tournament.system.TournamentSystem;

/**
 * Everything the pairing of round {@code round} reads, and nothing else (so the server, the command
 * line and an OpenGotha file call it alike): the system with its parameters, the handicap policy, the
 * komi of an even game, the board size, the players, the earlier rounds' games and byes (for colours,
 * opponents met and byes had), who plays this round ({@code present}; a player left out is absent and
 * not paired), and {@code field}: the tournament as the placement package reads it (player {@code n}
 * its entrant {@code n - 1}), from which every score and the players' order are taken, so that the
 * pairing and the standings never count a bye, an absence or a result differently.
 */
public record PairingRequest(TournamentSystem system, HandicapPolicy handicap, double evenKomi, int boardSize,
                             int round, List<Entrant> entrants, List<PlayedGame> games, List<PastBye> byes,
                             Set<Integer> present, Field field) {

    /**
     * A request scored as a goref tournament of these games would be: a bye worth {@code byePoints}
     * in wins and McMahon score, an absence nothing.
     */
    public PairingRequest(TournamentSystem system, HandicapPolicy handicap, double evenKomi, int boardSize,
                          double byePoints, int round, List<Entrant> entrants, List<PlayedGame> games,
                          List<PastBye> byes, Set<Integer> present) {
        this(system, handicap, evenKomi, boardSize, round, entrants, games, byes, present,
                RequestField.of(system, byePoints, round, entrants, games, byes));
    }

    public PairingRequest {
        if (system == null || handicap == null || field == null) {
            throw new IllegalArgumentException("a pairing needs the system, the handicap policy and the field");
        }
        if (round < 1) {
            throw new IllegalArgumentException("rounds start at 1, not " + round);
        }
        entrants = List.copyOf(entrants);
        games = List.copyOf(games);
        byes = List.copyOf(byes);
        present = Set.copyOf(present);
        for (int p : present) {
            if (entrants.stream().noneMatch(e -> e.number() == p)) {
                throw new IllegalArgumentException("player " + p + " plays but is not registered");
            }
        }
        for (Entrant e : entrants) {
            if (e.number() > field.entrants().size()) {
                throw new IllegalArgumentException("player " + e.number() + " is not in the placement's field");
            }
        }
        if (field.rounds() < round - 1) {
            throw new IllegalArgumentException("the placement's field has " + field.rounds() + " rounds, not the "
                    + (round - 1) + " before round " + round);
        }
    }
}
