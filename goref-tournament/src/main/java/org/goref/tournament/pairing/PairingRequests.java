package org.goref.tournament.pairing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.goref.tournament.Pairing;
import org.goref.tournament.Player;
import org.goref.tournament.RecordedResult;
import org.goref.tournament.Regulations;
import org.goref.tournament.Round;
import org.goref.tournament.Tournament;
import org.goref.tournament.TournamentField;

/** The pairing request of a tournament's next round, read from the tournament as it stands. */
public final class PairingRequests {
    private PairingRequests() {
    }

    public static PairingRequest nextRound(Tournament t) {
        Regulations regs = t.info().regulations();
        int round = t.rounds().size() + 1;
        List<Entrant> entrants = new ArrayList<>();
        Set<Integer> present = new HashSet<>();
        for (int n = 1; n <= t.players().size(); n++) {
            Player p = t.player(n);
            entrants.add(new Entrant(n, p.grade().orElse(null), p.rating(), p.club(), p.country(), t.mcMahonCorrection(n)));
            if (t.plays(n, round)) {
                present.add(n);
            }
        }
        List<PlayedGame> games = new ArrayList<>();
        List<PastBye> byes = new ArrayList<>();
        for (Round r : t.rounds()) {
            for (Pairing p : r.pairings()) {
                games.add(new PlayedGame(r.number(), p.black(), p.white(), p.handicap(),
                        r.result(p.board()).map(RecordedResult::result).map(x -> x.outcome()).orElse(null)));
            }
            for (int b : r.byes()) {
                byes.add(new PastBye(r.number(), b));
            }
        }
        // The standings' own field: the pairing's scores are the standings' by construction.
        return new PairingRequest(regs.system(), regs.handicap(), regs.komi(), regs.boardSize(), round, entrants, games,
                byes, present, TournamentField.of(t));
    }
}
