package org.goref.tournament;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.tournament.placement.Entrant;
import org.goref.tournament.placement.Field;
import org.goref.tournament.placement.ScoredGame;
import org.goref.tournament.placement.ScoringParameters;
import org.goref.tournament.placement.Verdict;
import org.goref.tournament.system.McMahon;

/**
 * A goref tournament as the placement reads it, entrant {@code k} being player {@code k+1}. Its
 * results map as RULES.md 4.5 has them: a win of any kind 1, a forfeit a win without play, a draw
 * (jigo) ½ each, a double forfeit and a void game both losing (0 each, the opponent still met for
 * SOS), a game without a result yet 0 and no opponent for SOS until it has one (as goref's
 * standings have always counted it). A bye is worth the regulations' points in wins and in McMahon
 * score, not rounded down; an absence or a round without a game 0. Under McMahon the start is the
 * grade between floor and bar, plus the referee's correction.
 */
public final class TournamentField {
    private TournamentField() {
    }

    public static Field of(Tournament t) {
        Regulations regs = t.info().regulations();
        int rounds = Math.max(1, t.rounds().size());
        List<Entrant> entrants = new ArrayList<>();
        for (int n = 1; n <= t.players().size(); n++) {
            Player p = t.player(n);
            BitSet absent = new BitSet();
            for (int r : t.absences().getOrDefault(n, Set.of())) {
                if (r >= 1 && r <= rounds) {
                    absent.set(r - 1);
                }
            }
            int rank = rank(p.grade().orElse(null), regs);
            int rating = p.rating() != null ? p.rating() : 2100 + rank * 100;
            String[] name = p.name().split(" ", 2);
            entrants.add(new Entrant(name[0], name.length > 1 ? name[1] : "", rank, rating, t.mcMahonCorrection(n), absent));
        }
        List<ScoredGame> games = new ArrayList<>();
        Map<Integer, Set<Integer>> byes = new HashMap<>();
        for (Round r : t.rounds()) {
            for (Pairing p : r.pairings()) {
                GameResult g = r.result(p.board()).map(rr -> rr.result().outcome()).orElse(new GameResult.Unknown());
                games.add(new ScoredGame(r.number() - 1, p.white() - 1, p.black() - 1, p.handicap(), verdict(g),
                        g instanceof GameResult.Forfeit || g instanceof GameResult.DoubleForfeit));
            }
            for (int b : r.byes()) {
                byes.computeIfAbsent(r.number() - 1, k -> new HashSet<>()).add(b - 1);
            }
        }
        return new Field(entrants, rounds, games, byes, parameters(regs));
    }

    /** What the scores depend on besides the games, from the regulations. */
    public static ScoringParameters parameters(Regulations regs) {
        int bye = (int) Math.round(2 * regs.byePoints());
        int floor = -30;
        int bar = 8;
        if (regs.system() instanceof McMahon m) {
            floor = m.floor() == null ? -99 : m.floor().strength() - 30;
            bar = m.bar() == null ? 99 : m.bar().strength() - 30;
        } else {
            // No McMahon start outside McMahon: everyone starts at the zero, so MMS counts wins.
            bar = floor;
        }
        return new ScoringParameters(floor, bar, 0, bye, 0, bye, false, false, List.of(), false);
    }

    /** A grade in OpenGotha's numbering (30k = -30, 1d = 0); no grade counts as the floor's, else 30k. */
    static int rank(Rank grade, Regulations regs) {
        if (grade != null) {
            return grade.strength() - 30;
        }
        return regs.system() instanceof McMahon m && m.floor() != null ? m.floor().strength() - 30 : -30;
    }

    static Verdict verdict(GameResult g) {
        return switch (g) {
            case GameResult.Draw d -> Verdict.DRAW;
            case GameResult.DoubleForfeit d -> Verdict.BOTH_LOSE;
            case GameResult.NoResult v -> Verdict.BOTH_LOSE;
            case GameResult.Unknown u -> Verdict.UNKNOWN;
            default -> g.winner().map(c -> c == Color.WHITE ? Verdict.WHITE_WINS : Verdict.BLACK_WINS)
                    .orElse(Verdict.UNKNOWN);
        };
    }
}
