package org.goref.tournament;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;
import org.goref.tournament.placement.Criterion;

/** Small tournaments the tests share. */
final class Fixtures {
    static final Instant T0 = Instant.parse("2026-11-28T09:00:00Z");
    static final String REFEREE = "Petrov Pyotr";

    private Fixtures() {
    }

    static Instant at(int minutes) {
        return T0.plusSeconds(60L * minutes);
    }

    static Tournament tournament(Regulations regs, String... names) {
        Tournament t = Tournament.create(new TournamentInfo("Moscow Autumn Cup", LocalDate.parse("2026-11-28"),
                LocalDate.parse("2026-11-29"), "RU", "Moscow", regs), REFEREE, T0);
        for (String n : names) {
            t.register(Player.of(n, "1d"), at(1));
        }
        return t;
    }

    static Regulations regs() {
        return Regulations.of(RuleSet.russianTerritory());
    }

    static Pairing even(int board, int black, int white) {
        return new Pairing(board, black, white, 0, 6.5);
    }

    static ResultSource referee() {
        return new ResultSource.Referee(REFEREE);
    }

    static Result points(Color winner, double margin) {
        return Result.of(new GameResult.ByPoints(winner, margin));
    }

    /**
     * The tie-break example: five players, three rounds paired by hand, a bye worth a point.
     * R1: A(1)–B(2) A wins by points; C(3)–D(4) D forfeits; E(5) bye.
     * R2: A–C double forfeit; B–E E wins by resignation; D bye.
     * R3: A–D draw; B–C B wins on time; E not paired (absent).
     */
    /** The round-robin's criteria when the regulations name none: points, SOS, SOSOS, SODOS, direct. */
    static final List<Criterion> ROUND_ROBIN_CRITERIA = PlacementCriteria.defaults(new org.goref.tournament.system.RoundRobin());

    static Tournament tieBreakExample(List<Criterion> order) {
        Tournament t = tournament(regs().withByePoints(1).withCriteria(order), "A", "B", "C", "D", "E");
        t.pairManually(List.of(even(1, 1, 2), even(2, 3, 4)), List.of(5), at(10));
        t.recordResult(1, 1, points(Color.BLACK, 2.5), referee(), at(100));
        t.recordResult(1, 2, Result.of(new GameResult.Forfeit(Color.BLACK, "D did not come")), referee(), at(101));
        t.pairManually(List.of(even(1, 1, 3), even(2, 2, 5)), List.of(4), at(200));
        t.recordResult(2, 1, Result.of(new GameResult.DoubleForfeit("both late by an hour")), referee(), at(300));
        t.recordResult(2, 2, Result.of(new GameResult.Resignation(Color.WHITE)), referee(), at(301));
        t.pairManually(List.of(even(1, 1, 4), even(2, 2, 3)), List.of(), at(400));
        t.recordResult(3, 1, Result.of(new GameResult.Draw()), referee(), at(500));
        t.recordResult(3, 2, Result.of(new GameResult.Time(Color.BLACK)), referee(), at(501));
        return t;
    }
}
