package org.goref.tournament.opengotha;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;
import org.goref.tournament.Pairing;
import org.goref.tournament.Player;
import org.goref.tournament.Rank;
import org.goref.tournament.Regulations;
import org.goref.tournament.Round;
import org.goref.tournament.Tournament;
import org.goref.tournament.TournamentField;
import org.goref.tournament.placement.ScoringParameters;
import org.goref.tournament.system.McMahon;
import org.goref.tournament.system.TournamentSystem;

/**
 * A goref tournament as OpenGotha's file: players (goref keeps one name, surname first: the first
 * word becomes OpenGotha's name, the rest its first name), every round's games with colours,
 * handicaps and results, the byes, and the parameters of its system, handicap, placement criteria and
 * scoring (a bye's and an absence's points as goref counts them). A win
 * of any kind played out is OpenGotha's plain win, a forfeit its win by default, a double forfeit
 * both losing by default, a void game both losing; a result not in yet is unknown.
 */
public final class OpenGothaExport {
    private OpenGothaExport() {
    }

    public static OgTournament of(Tournament t) {
        Regulations reg = t.info().regulations();
        TournamentSystem system = reg.system();
        List<OgPlayer> players = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        int rounds = Math.max(1, Math.min(OgPlayer.MAX_ROUNDS, t.rounds().size()));
        Map<Integer, Set<Integer>> absences = t.absences();
        for (int n = 1; n <= t.players().size(); n++) {
            Player p = t.player(n);
            String[] parts = p.name().split(" ", 2);
            Rank grade = p.grade().orElse(null);
            int rank = grade == null ? -30 : OpenGothaSystems.ogRank(grade);
            int rating = p.rating() != null ? Math.max(-900, Math.min(2949, p.rating())) : 2100 + rank * 100;
            StringBuilder participating = new StringBuilder();
            for (int r = 1; r <= OgPlayer.MAX_ROUNDS; r++) {
                participating.append(absences.getOrDefault(n, Set.of()).contains(r) ? '0' : '1');
            }
            OgPlayer og = new OgPlayer(parts[0], parts.length > 1 ? parts[1] : "", p.country().length() == 2 ? p.country() : "",
                    p.club(), "", "", "", p.agaId(), "", rank, rating, p.rating() != null ? "EGF" : "INI",
                    grade == null ? "" : OgRank.format(rank), t.mcMahonCorrection(n), participating.toString(), "FIN");
            players.add(og);
            keys.add(og.key());
        }
        List<OgGame> games = new ArrayList<>();
        List<OgBye> byes = new ArrayList<>();
        for (Round r : t.rounds()) {
            if (r.number() > OgPlayer.MAX_ROUNDS) {
                throw new IllegalArgumentException("OpenGotha holds at most " + OgPlayer.MAX_ROUNDS + " rounds");
            }
            for (Pairing p : r.pairings()) {
                OgResult res = r.result(p.board()).map(rr -> result(rr.result().outcome())).orElse(OgResult.RESULT_UNKNOWN);
                games.add(new OgGame(r.number(), p.board(), keys.get(p.white() - 1), keys.get(p.black() - 1), true,
                        p.handicap(), res));
            }
            if (!r.byes().isEmpty()) {
                // OpenGotha has one bye a round; a second one goref allows is lost here.
                byes.add(new OgBye(r.number(), keys.get(r.byes().get(0) - 1)));
            }
        }
        boolean mcMahon = system instanceof McMahon;
        ScoringParameters sp = TournamentField.parameters(reg);
        Map<String, String> general = OpenGothaWriter.ordered(
                "bInternet", "false", "basicTime", "60", "beginDate", t.info().from().toString(),
                "canByoYomiTime", "300", "complementaryTimeSystem", "STDBYOYOMI", "director", t.referee(),
                "endDate", t.info().to().toString(), "fischerTime", "10",
                "genCountNotPlayedGamesAsHalfPoint", "false",
                "genMMBar", mcMahon && ((McMahon) system).bar() != null
                        ? OgRank.format(OpenGothaSystems.ogRank(((McMahon) system).bar())) : "9D",
                "genMMFloor", mcMahon && ((McMahon) system).floor() != null
                        ? OgRank.format(OpenGothaSystems.ogRank(((McMahon) system).floor())) : "30K",
                "genMMS2ValueAbsent", Integer.toString(sp.mms2Absent()), "genMMS2ValueBye", Integer.toString(sp.mms2Bye()),
                "genMMZero", "30K", "genNBW2ValueAbsent", Integer.toString(sp.nbw2Absent()),
                "genNBW2ValueBye", Integer.toString(sp.nbw2Bye()), "genRoundDownNBWMMS", Boolean.toString(sp.roundDown()),
                "komi", RuleSet.formatKomi(reg.komi()), "location", t.info().place(), "name", t.info().name(),
                "nbMovesCanTime", "15", "numberOfCategories", "1", "numberOfRounds", Integer.toString(rounds),
                "shortName", shortName(t.info().name()), "size", Integer.toString(reg.boardSize()),
                "stdByoYomiTime", "30");
        return new OgTournament(Map.of(), players, games, byes, general, List.of(),
                OpenGothaSystems.handicap(reg.handicap()),
                OpenGothaSystems.criteria(reg.criteria()), OpenGothaSystems.pairing(system),
                OpenGothaWriter.DISPLAY_DEFAULTS, OpenGothaWriter.PUBLISH_DEFAULTS);
    }

    static OgResult result(GameResult g) {
        return switch (g) {
            case GameResult.ByPoints r -> win(r.winningColor(), false);
            case GameResult.Resignation r -> win(r.winningColor(), false);
            case GameResult.Time r -> win(r.winningColor(), false);
            case GameResult.Forfeit r -> win(r.winningColor(), true);
            case GameResult.Draw r -> OgResult.RESULT_EQUAL;
            case GameResult.DoubleForfeit r -> OgResult.RESULT_BOTHLOSE_BYDEF;
            case GameResult.NoResult r -> OgResult.RESULT_BOTHLOSE;
            case GameResult.Unknown r -> OgResult.RESULT_UNKNOWN;
        };
    }

    private static OgResult win(Color c, boolean byDefault) {
        if (c == Color.WHITE) {
            return byDefault ? OgResult.RESULT_WHITEWINS_BYDEF : OgResult.RESULT_WHITEWINS;
        }
        return byDefault ? OgResult.RESULT_BLACKWINS_BYDEF : OgResult.RESULT_BLACKWINS;
    }

    /** OpenGotha names its files by the short name: letters and digits only. */
    private static String shortName(String name) {
        String s = name.replaceAll("[^\\p{L}\\p{N}]", "");
        return s.isEmpty() ? "tournament" : s.substring(0, Math.min(30, s.length()));
    }
}
