package org.goref.tournament.opengotha;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.goref.core.csv.CsvCell;
import org.goref.core.game.GameResult;
import org.goref.tournament.Pairing;
import org.goref.tournament.pairing.Entrant;
import org.goref.tournament.pairing.PairingRequest;
import org.goref.tournament.pairing.PastBye;
import org.goref.tournament.pairing.PlayedGame;
import org.goref.tournament.pairing.RoundDraw;
import org.goref.tournament.pairing.RoundPairer;

/**
 * The pairing goref makes for a round of an OpenGotha file, from the rounds before it: the file's
 * system and parameters ({@link OpenGothaSystems}), its players (numbered in the file's order) with
 * those taking part in the round, the earlier games and byes. Printed as CSV, one table a line, the
 * bye last with {@code bye} for its table.
 */
public final class OpenGothaPairing {
    private OpenGothaPairing() {
    }

    public static PairingRequest request(OgTournament f, int round) {
        if (round < 1 || round > f.numberOfRounds()) {
            throw new IllegalArgumentException("round " + round + " is not one of the tournament's 1.." + f.numberOfRounds());
        }
        Map<String, Integer> number = new HashMap<>();
        List<Entrant> entrants = new ArrayList<>();
        Set<Integer> present = new HashSet<>();
        for (OgPlayer p : f.players()) {
            int n = entrants.size() + 1;
            number.put(p.key(), n);
            entrants.add(new Entrant(n, OpenGothaSystems.rank(p.rank()), p.rating(), p.club(), p.country(),
                    p.smmsCorrection()));
            if (p.participates(round)) {
                present.add(n);
            }
        }
        List<PlayedGame> games = new ArrayList<>();
        for (OgGame g : f.games()) {
            if (g.round() < round) {
                // A game both won has no GameResult; only its colours and opponents are read here, its points from the field.
                GameResult r = g.result() == OgResult.RESULT_BOTHWIN || g.result() == OgResult.RESULT_BOTHWIN_BYDEF
                        ? null : OpenGothaImport.result(g);
                games.add(new PlayedGame(g.round(), number.get(g.black()), number.get(g.white()), g.handicap(), r));
            }
        }
        List<PastBye> byes = f.byes().stream().filter(b -> b.round() < round)
                .map(b -> new PastBye(b.round(), number.get(b.player()))).toList();
        var g = f.general();
        double komi;
        try {
            komi = Double.parseDouble(g.getOrDefault("komi", "7.5").strip());
        } catch (NumberFormatException e) {
            komi = 7.5;
        }
        int size;
        try {
            size = Integer.parseInt(g.getOrDefault("size", "19").strip());
        } catch (NumberFormatException e) {
            size = 19;
        }
        // The file's own field, as its standings read it: byes, absences and results score as OpenGotha counts them.
        return new PairingRequest(OpenGothaSystems.system(f), OpenGothaSystems.handicap(f), komi, size, round, entrants,
                games, byes, present, f.field());
    }

    public static RoundDraw pair(OgTournament f, int round) {
        return RoundPairer.pair(request(f, round));
    }

    public static List<List<String>> rows(OgTournament f, RoundDraw d) {
        List<List<String>> out = new ArrayList<>();
        out.add(List.of("table", "black_name", "black_first_name", "black_rank", "white_name", "white_first_name",
                "white_rank", "handicap", "komi"));
        for (Pairing p : d.pairings()) {
            OgPlayer b = f.players().get(p.black() - 1);
            OgPlayer w = f.players().get(p.white() - 1);
            out.add(List.of(Integer.toString(p.board()), b.name(), b.firstName(), OgRank.format(b.rank()), w.name(),
                    w.firstName(), OgRank.format(w.rank()), Integer.toString(p.handicap()),
                    org.goref.core.rules.RuleSet.formatKomi(p.komi())));
        }
        for (int bye : d.byes()) {
            OgPlayer b = f.players().get(bye - 1);
            out.add(List.of("bye", b.name(), b.firstName(), OgRank.format(b.rank()), "", "", "", "", ""));
        }
        return out;
    }

    public static String csv(OgTournament f, RoundDraw d) {
        StringBuilder sb = new StringBuilder();
        for (List<String> row : rows(f, d)) {
            sb.append(String.join(",", row.stream().map(CsvCell::write).toList())).append("\r\n");
        }
        return sb.toString();
    }
}
