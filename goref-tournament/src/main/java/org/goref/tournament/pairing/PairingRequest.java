package org.goref.tournament.pairing;

import java.util.List;
import java.util.Set;

import org.goref.tournament.HandicapPolicy;
import org.goref.tournament.system.TournamentSystem;

/**
 * Everything the pairing of round {@code round} reads, and nothing else (so the server, the command
 * line and an OpenGotha file call it alike): the system with its parameters, the handicap policy, the
 * komi of an even game, the board size, what a bye is worth, the players, the earlier rounds' games
 * and byes, and who plays this round ({@code present}; a player left out is absent and not paired).
 * {@code absentPoints}: what a round an earlier round's player neither played nor rested in adds to
 * his score (0 in goref; OpenGotha's McMahon counts ½ by default).
 */
public record PairingRequest(TournamentSystem system, HandicapPolicy handicap, double evenKomi, int boardSize,
                             double byePoints, int round, List<Entrant> entrants, List<PlayedGame> games,
                             List<PastBye> byes, Set<Integer> present, double absentPoints) {

    /** A request whose absent rounds score nothing, as goref's own standings count them. */
    public PairingRequest(TournamentSystem system, HandicapPolicy handicap, double evenKomi, int boardSize,
                          double byePoints, int round, List<Entrant> entrants, List<PlayedGame> games,
                          List<PastBye> byes, Set<Integer> present) {
        this(system, handicap, evenKomi, boardSize, byePoints, round, entrants, games, byes, present, 0);
    }

    public PairingRequest {
        if (system == null || handicap == null) {
            throw new IllegalArgumentException("a pairing needs the system and the handicap policy");
        }
        if (round < 1) {
            throw new IllegalArgumentException("rounds start at 1, not " + round);
        }
        entrants = List.copyOf(entrants);
        games = List.copyOf(games);
        byes = List.copyOf(byes);
        present = Set.copyOf(present);
        if (absentPoints < 0 || absentPoints > 1) {
            throw new IllegalArgumentException("an absent round is worth 0 to 1 point, not " + absentPoints);
        }
        for (int p : present) {
            if (entrants.stream().noneMatch(e -> e.number() == p)) {
                throw new IllegalArgumentException("player " + p + " plays but is not registered");
            }
        }
    }
}
