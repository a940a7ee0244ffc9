package org.goref.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.goref.core.game.GameResult;
import org.goref.core.game.ScoreSheet;
import org.goref.tournament.placement.Criterion;

/**
 * The tournament as plain records for {@code GET /api/tournaments/{id}}: Jackson writes it as it
 * is. Players, rounds with pairings and results (with score sheet, penalties, source and
 * corrections), and the standings. The referee's token is never part of it.
 */
public record TournamentView(String name, String from, String to, String country, String place,
                             RegulationsView regulations, String referee, List<PlayerView> players,
                             List<RoundView> rounds, List<StandingView> standings) {

    /**
     * {@code counting} ({@code territory}, {@code area}), {@code handicapBonus} ({@code 0}, {@code n},
     * {@code n-1}) and {@code passStones}: the rule set's parameters that decide which terms a score
     * sheet has, spelled out so that the tournament page's score-sheet form need not know the presets.
     * {@code system}: the tournament system's spelling ({@code round-robin}, {@code swiss,…}, {@code
     * mcmahon,…}, {@code knockout,…}).
     */
    public record RegulationsView(String rules, double komi, int boardSize, String handicap, String timeControl,
                                  String illegalMove, String flag, double byePoints, List<String> tieBreaks,
                                  String counting, String handicapBonus, boolean passStones, String system) {
    }

    /** {@code mmsCorrection}: the referee's correction of the McMahon start; {@code absent}: rounds declared absent. */
    public record PlayerView(int number, String name, String rank, Integer rating, String club, String city,
                             String country, String agaId, int mmsCorrection, List<Integer> absent) {
    }

    /** {@code changes}: the referee's changes of the round's pairings, oldest first, each with its reason. */
    public record RoundView(int number, String method, boolean started, List<PairingView> pairings, List<Integer> byes,
                            List<PairingChangeView> changes) {
    }

    public record PairingChangeView(String by, String at, String why) {
    }

    public record PairingView(int board, int black, int white, int handicap, double komi, String game,
                              ResultView result) {
    }

    /** {@code result} is the SGF RE value; {@code outcome} one of points, draw, resignation, time, forfeit, double-forfeit, void. */
    public record ResultView(String result, String outcome, String reason, String source, String at, Integer moves,
                             SheetView sheet, List<PenaltyView> penalties, List<CorrectionView> corrections) {
    }

    public record SheetView(String rules, SideView black, SideView white) {
    }

    /** The terms as {@code goref-score} names them. */
    public record SideView(int territory, int prisoners, int stones, double komi, int bonus, double penalty,
                           double total) {
    }

    public record PenaltyView(String color, double points, String reason) {
    }

    public record CorrectionView(String before, String after, String by, String at, String why) {
    }

    /**
     * {@code points} … {@code direct} as before criteria could be chosen (wins-based); {@code criteria}
     * each regulations' criterion by its name ({@code MMS}, {@code SOSM-1}, …) to its value, in order.
     */
    public record StandingView(int place, boolean shared, int player, String name, double points, double sos,
                               double sosos, double sodos, Double direct, Map<String, Double> criteria) {
    }

    private static Map<String, Double> criteria(Regulations r, Standing s) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < r.criteria().size(); i++) {
            m.put(r.criteria().get(i).code(), s.criteria().get(i));
        }
        return m;
    }

    public static TournamentView of(Tournament t) {
        TournamentInfo i = t.info();
        Regulations r = i.regulations();
        RegulationsView regs = new RegulationsView(r.rules().spec(), r.komi(), r.boardSize(), r.handicap().spelling(),
                r.timeControl(), r.illegalMove().spelling(), r.flag().spelling(), r.byePoints(),
                r.criteria().stream().map(Criterion::code).toList(), r.rules().counting().spelling(),
                r.rules().handicapBonus().spelling(), r.rules().passStones(), r.system().spelling());
        List<PlayerView> players = new ArrayList<>();
        for (int n = 1; n <= t.players().size(); n++) {
            Player p = t.player(n);
            players.add(new PlayerView(n, p.name(), p.rank() == null ? null : p.rank().toString(), p.rating(), p.club(),
                    p.city(), p.country(), p.agaId(), t.mcMahonCorrection(n), List.copyOf(t.absences().getOrDefault(n, java.util.Set.of()))));
        }
        List<RoundView> rounds = new ArrayList<>();
        for (Round round : t.rounds()) {
            List<PairingView> ps = new ArrayList<>();
            for (Pairing p : round.pairings()) {
                ps.add(new PairingView(p.board(), p.black(), p.white(), p.handicap(), p.komi(),
                        round.started().get(p.board()), round.result(p.board()).map(TournamentView::result).orElse(null)));
            }
            rounds.add(new RoundView(round.number(), round.method().name().toLowerCase(Locale.ROOT),
                    round.hasStarted(), ps, round.byes(), changes(t, round.number())));
        }
        List<StandingView> standings = t.standings().stream().map(s -> new StandingView(s.place(), s.shared(), s.player(),
                t.player(s.player()).name(), s.points(), s.sos(), s.sosos(), s.sodos(), s.direct(),
                criteria(r, s))).toList();
        return new TournamentView(i.name(), i.from().toString(), i.to().toString(), i.country(), i.place(), regs,
                t.referee(), players, rounds, standings);
    }

    /**
     * A change of pairings is kept only as its event (the round holds the pairings as they stand): the
     * reason the referee gave is read from there, so that the page shows it as it shows a correction's.
     */
    static List<PairingChangeView> changes(Tournament t, int round) {
        return t.changesOf(round).stream()
                .map(c -> new PairingChangeView(c.by(), c.at().toString(), c.why().strip()))
                .toList();
    }

    static ResultView result(RecordedResult rr) {
        Result r = rr.result();
        ScoreSheet s = r.sheet();
        return new ResultView(r.outcome().sgf(), kind(r.outcome()), r.outcome().reason(), rr.source().spelling(),
                rr.at().toString(), r.moves() < 0 ? null : r.moves(),
                s == null ? null : new SheetView(s.rules().spec(), side(s.black()), side(s.white())),
                r.penalties().stream().map(p -> new PenaltyView(p.color().lowerName(), p.points(), p.reason())).toList(),
                rr.corrections().stream().map(c -> new CorrectionView(c.before().outcome().sgf(), c.after().outcome().sgf(),
                        c.by(), c.at().toString(), c.why())).toList());
    }

    static String kind(GameResult g) {
        return switch (g) {
            case GameResult.ByPoints x -> "points";
            case GameResult.Draw x -> "draw";
            case GameResult.Resignation x -> "resignation";
            case GameResult.Time x -> "time";
            case GameResult.Forfeit x -> "forfeit";
            case GameResult.DoubleForfeit x -> "double-forfeit";
            case GameResult.NoResult x -> "void";
            case GameResult.Unknown x -> "unknown";
        };
    }

    private static SideView side(ScoreSheet.Side s) {
        return new SideView(s.territory(), s.prisoners(), s.stones(), s.komi(), s.bonus(), s.penalty(), s.total());
    }
}
