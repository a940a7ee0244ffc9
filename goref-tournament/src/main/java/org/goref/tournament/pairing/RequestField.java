package org.goref.tournament.pairing;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.goref.tournament.TournamentField;
import org.goref.tournament.placement.Entrant;
import org.goref.tournament.placement.Field;
import org.goref.tournament.placement.ScoredGame;
import org.goref.tournament.placement.ScoringParameters;
import org.goref.tournament.system.TournamentSystem;

/**
 * The placement's view of a request made from bare games and byes (the bench, the property tests):
 * each player, game and bye mapped by {@link TournamentField}, as a goref tournament's are, so that
 * such a request scores exactly as the tournament it stands for would.
 */
final class RequestField {
    private RequestField() {
    }

    /** Goref's scoring: a bye worth {@code byePoints} in wins and McMahon score, an absence nothing. */
    static Field of(TournamentSystem system, double byePoints, int round, List<org.goref.tournament.pairing.Entrant> entrants,
                    List<PlayedGame> games, List<PastBye> byes) {
        return of(system, TournamentField.parameters(system, byePoints), round, entrants, games, byes, Map.of());
    }

    /**
     * The rounds before {@code round} scored by {@code parameters}; {@code absences} the earlier rounds
     * (from 1) each player was marked out of. Player {@code n} is entrant {@code n - 1}.
     */
    static Field of(TournamentSystem system, ScoringParameters parameters, int round,
                    List<org.goref.tournament.pairing.Entrant> entrants, List<PlayedGame> games, List<PastBye> byes,
                    Map<Integer, Set<Integer>> absences) {
        int rounds = Math.max(1, round - 1);
        int size = entrants.stream().mapToInt(org.goref.tournament.pairing.Entrant::number).max().orElse(0);
        List<Entrant> field = new ArrayList<>();
        for (int n = 1; n <= size; n++) {
            field.add(TournamentField.entrant("", null, null, 0, new BitSet(), system));
        }
        for (org.goref.tournament.pairing.Entrant e : entrants) {
            BitSet absent = new BitSet();
            for (int r : absences.getOrDefault(e.number(), Set.of())) {
                if (r >= 1 && r <= rounds) {
                    absent.set(r - 1);
                }
            }
            field.set(e.number() - 1, TournamentField.entrant("", e.grade(), e.rating(), e.mmsCorrection(), absent, system));
        }
        List<ScoredGame> scored = new ArrayList<>();
        for (PlayedGame g : games) {
            if (g.round() < round) {
                scored.add(TournamentField.game(g.round(), g.black(), g.white(), g.handicap(), g.result()));
            }
        }
        Map<Integer, Set<Integer>> byRound = new HashMap<>();
        for (PastBye b : byes) {
            if (b.round() < round) {
                byRound.computeIfAbsent(b.round() - 1, k -> new HashSet<>()).add(b.player() - 1);
            }
        }
        return new Field(field, rounds, scored, byRound, parameters);
    }
}
