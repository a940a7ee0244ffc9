package org.goref.tournament.opengotha;

import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;
import org.goref.tournament.Pairing;
import org.goref.tournament.Player;
import org.goref.tournament.Regulations;
import org.goref.tournament.Result;
import org.goref.tournament.ResultSource;
import org.goref.tournament.Sanction;
import org.goref.tournament.Tournament;
import org.goref.tournament.TournamentInfo;
import org.goref.tournament.system.TournamentSystem;

/**
 * An OpenGotha tournament as a goref tournament, built through goref's own operations (so every
 * check of the fold applies): its players in the file's order (name, first name, grade, rating,
 * club, country; the McMahon correction; the rounds they are out of), then each round's pairing as
 * the referee's (tables, colours, handicaps, byes), then its results. A result OpenGotha records
 * without how the game ended (a plain win) is entered as a win by resignation; a win "by default"
 * is a forfeit, both losing by default a double forfeit, both losing a void game. OpenGotha's "both
 * win" has no counterpart in the rules, and is refused. Nothing is kept when any step is refused.
 */
public final class OpenGothaImport {
    /** The source the results carry: the referee, by the file. */
    public static final String SOURCE = "OpenGotha file";

    private OpenGothaImport() {
    }

    public static Tournament toTournament(OgTournament f, String referee, Instant at) {
        TournamentSystem system = OpenGothaSystems.system(f);
        Map<String, String> g = f.general();
        double komi = komi(g.getOrDefault("komi", "7.5"));
        int size = integer(g.getOrDefault("size", "19"), 19);
        double byePoints = (f.isMcMahon() ? integer(g.getOrDefault("genMMS2ValueBye", "0"), 0)
                : integer(g.getOrDefault("genNBW2ValueBye", "0"), 0)) / 2.0;
        Regulations reg = new Regulations(RuleSet.russianTerritory().withKomi(komi), size,
                OpenGothaSystems.handicap(f), "", new Sanction.Refuse(), new Sanction.Loss(), byePoints,
                OpenGothaSystems.criteria(f, system), system);
        LocalDate today = LocalDate.ofInstant(at, java.time.ZoneOffset.UTC);
        LocalDate from = date(g.get("beginDate"));
        from = from == null ? today : from;
        LocalDate to = date(g.get("endDate"));
        if (to == null || to.isBefore(from)) {
            to = from;
        }
        String name = f.name().isBlank() ? "OpenGotha tournament" : f.name();
        Tournament t = Tournament.create(new TournamentInfo(name, from, to, "", g.getOrDefault("location", ""), reg),
                referee, at);
        Map<String, Integer> number = new HashMap<>();
        for (OgPlayer p : f.players()) {
            String full = (p.name() + " " + p.firstName()).strip();
            // An AGA id that is no member number (OpenGotha takes any text) is left behind, not a refusal of the file.
            String aga = p.agaId().strip().matches("[0-9]{1,9}") ? p.agaId().strip() : "";
            t.register(new Player(full, OpenGothaSystems.rank(p.rank()), p.rating(), p.club(), "", p.country(), aga), at);
            int n = t.players().size();
            number.put(p.key(), n);
            if (p.smmsCorrection() != 0) {
                t.correctMcMahonScore(n, p.smmsCorrection(), referee, "as in the OpenGotha file", at);
            }
        }
        int lastRound = 0;
        for (OgGame game : f.games()) {
            lastRound = Math.max(lastRound, game.round());
        }
        for (OgBye b : f.byes()) {
            lastRound = Math.max(lastRound, b.round());
        }
        for (OgPlayer p : f.players()) {
            for (int r = 1; r <= f.numberOfRounds(); r++) {
                if (!p.participates(r) && r > lastRound) {
                    t.setParticipation(number.get(p.key()), r, false, referee, at);
                }
            }
        }
        for (int r = 1; r <= lastRound; r++) {
            final int round = r;
            List<Pairing> pairings = new ArrayList<>();
            List<OgGame> games = f.games().stream().filter(x -> x.round() == round).toList();
            for (OgGame x : games) {
                pairings.add(new Pairing(x.table(), number.get(x.black()), number.get(x.white()), x.handicap(),
                        x.handicap() == 0 ? komi : 0.5));
            }
            List<Integer> byes = f.byes().stream().filter(b -> b.round() == round).map(b -> number.get(b.player())).toList();
            for (OgPlayer p : f.players()) {
                if (!p.participates(r)) {
                    t.setParticipation(number.get(p.key()), r, false, referee, at);
                }
            }
            t.pairManually(pairings, byes, at);
            for (OgGame x : games) {
                GameResult res = result(x);
                if (res != null) {
                    t.recordResult(r, x.table(), Result.of(res), new ResultSource.Referee(referee), at);
                }
            }
        }
        return t;
    }

    static GameResult result(OgGame x) {
        return switch (x.result()) {
            case RESULT_UNKNOWN -> null;
            case RESULT_WHITEWINS -> new GameResult.Resignation(Color.WHITE);
            case RESULT_BLACKWINS -> new GameResult.Resignation(Color.BLACK);
            case RESULT_EQUAL, RESULT_EQUAL_BYDEF -> new GameResult.Draw();
            case RESULT_WHITEWINS_BYDEF -> new GameResult.Forfeit(Color.WHITE, "by default, as in the OpenGotha file");
            case RESULT_BLACKWINS_BYDEF -> new GameResult.Forfeit(Color.BLACK, "by default, as in the OpenGotha file");
            case RESULT_BOTHLOSE -> new GameResult.NoResult("both lose, as in the OpenGotha file");
            case RESULT_BOTHLOSE_BYDEF -> new GameResult.DoubleForfeit("both lose by default, as in the OpenGotha file");
            case RESULT_BOTHWIN, RESULT_BOTHWIN_BYDEF -> throw new IllegalArgumentException("round " + x.round()
                    + ", table " + x.table() + ": OpenGotha's 'both win' is no result of the rules");
        };
    }

    private static double komi(String s) {
        try {
            double k = Double.parseDouble(s.strip().replace(',', '.'));
            return RuleSet.isValidKomi(k) ? k : 7.5;
        } catch (NumberFormatException e) {
            return 7.5;
        }
    }

    private static int integer(String s, int d) {
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            return d;
        }
    }

    private static LocalDate date(String s) {
        try {
            return s == null ? null : LocalDate.parse(s.strip());
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
