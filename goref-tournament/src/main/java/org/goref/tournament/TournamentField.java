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
import org.goref.tournament.system.TournamentSystem;

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
            entrants.add(entrant(p.name(), p.grade().orElse(null), p.rating(), t.mcMahonCorrection(n), absent,
                    regs.system()));
        }
        List<ScoredGame> games = new ArrayList<>();
        Map<Integer, Set<Integer>> byes = new HashMap<>();
        for (Round r : t.rounds()) {
            for (Pairing p : r.pairings()) {
                games.add(game(r.number(), p.black(), p.white(), p.handicap(),
                        r.result(p.board()).map(rr -> rr.result().outcome()).orElse(null)));
            }
            for (int b : r.byes()) {
                byes.computeIfAbsent(r.number() - 1, k -> new HashSet<>()).add(b - 1);
            }
        }
        return new Field(entrants, rounds, games, byes, parameters(regs));
    }

    /**
     * A player as the placement sees him (the pairing maps its players through here too, so both
     * count the same): the grade in OpenGotha's numbering, the rating or the one the grade stands for.
     */
    public static Entrant entrant(String name, Rank grade, Integer rating, int mmsCorrection, BitSet absent,
                                  TournamentSystem system) {
        int rank = rank(grade, system);
        String[] names = name.split(" ", 2);
        return new Entrant(names[0], names.length > 1 ? names[1] : "", rank, rating != null ? rating : 2100 + rank * 100,
                mmsCorrection, absent);
    }

    /** A game of round {@code round} between players {@code black} and {@code white} (both from 1); a null result is none yet. */
    public static ScoredGame game(int round, int black, int white, int handicap, GameResult result) {
        GameResult g = result == null ? new GameResult.Unknown() : result;
        return new ScoredGame(round - 1, white - 1, black - 1, handicap, verdict(g),
                g instanceof GameResult.Forfeit || g instanceof GameResult.DoubleForfeit);
    }

    /** What the scores depend on besides the games, from the regulations. */
    public static ScoringParameters parameters(Regulations regs) {
        return parameters(regs.system(), regs.byePoints());
    }

    /** What the scores depend on besides the games, from the system and a bye's points. */
    public static ScoringParameters parameters(TournamentSystem system, double byePoints) {
        int bye = (int) Math.round(2 * byePoints);
        int floor = -30;
        int bar = 8;
        if (system instanceof McMahon m) {
            floor = m.floor() == null ? -99 : m.floor().strength() - 30;
            bar = m.bar() == null ? 99 : m.bar().strength() - 30;
        } else {
            // No McMahon start outside McMahon: everyone starts at the zero, so MMS counts wins.
            bar = floor;
        }
        return new ScoringParameters(floor, bar, 0, bye, 0, bye, false, false, List.of(), false);
    }

    /** A grade in OpenGotha's numbering (30k = -30, 1d = 0); no grade counts as the floor's, else 30k. */
    static int rank(Rank grade, TournamentSystem system) {
        if (grade != null) {
            return grade.strength() - 30;
        }
        return system instanceof McMahon m && m.floor() != null ? m.floor().strength() - 30 : -30;
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
