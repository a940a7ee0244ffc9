package org.goref.tournament;

import java.util.List;

import org.goref.core.rules.RuleSet;
import org.goref.tournament.placement.Criterion;
import org.goref.tournament.system.McMahon;
import org.goref.tournament.system.RoundRobin;
import org.goref.tournament.system.TournamentSystem;

/**
 * What the regulations fix for every game of the tournament (RULES.md §6): the rule set with the
 * komi of even games, board size, handicap policy, time control (the spec string the clocks read),
 * what an illegal move and a fallen flag cost, the points of a bye, the placement criteria that order
 * the standings ({@link PlacementCriteria}; the system's defaults when null), and the tournament system
 * that pairs the rounds (round-robin unless said otherwise).
 */
public record Regulations(RuleSet rules, int boardSize, HandicapPolicy handicap, String timeControl,
                          Sanction illegalMove, Sanction flag, double byePoints, List<Criterion> criteria,
                          TournamentSystem system) {

    public Regulations {
        if (rules == null || handicap == null || illegalMove == null || flag == null) {
            throw new IllegalArgumentException("every regulation needs a value");
        }
        if (boardSize < 2 || boardSize > 25) {
            throw new IllegalArgumentException("board size 2..25, not " + boardSize);
        }
        if (byePoints != 0 && byePoints != 0.5 && byePoints != 1) {
            throw new IllegalArgumentException("a bye is worth 0, 0.5 or 1 point, not " + byePoints);
        }
        timeControl = timeControl == null ? "" : timeControl.strip();
        if (timeControl.contains("\n")) {
            throw new IllegalArgumentException("a time control is one line");
        }
        if (system == null) {
            system = new RoundRobin();
        }
        criteria = PlacementCriteria.check(criteria == null ? PlacementCriteria.defaults(system) : criteria);
        if (handicap instanceof HandicapPolicy.ByScore && !(system instanceof McMahon)) {
            throw new IllegalArgumentException("a handicap by McMahon score (mms:…) needs the McMahon system, not " + system.word());
        }
    }

    /** The regulations of a round-robin, as they were before tournaments had a system. */
    public Regulations(RuleSet rules, int boardSize, HandicapPolicy handicap, String timeControl,
                       Sanction illegalMove, Sanction flag, double byePoints, List<Criterion> criteria) {
        this(rules, boardSize, handicap, timeControl, illegalMove, flag, byePoints, criteria, new RoundRobin());
    }

    /** Even games on 19×19 under these rules; an illegal move is refused, a flag loses, a bye is 0. */
    public static Regulations of(RuleSet rules) {
        return new Regulations(rules, 19, new HandicapPolicy.Even(), "", new Sanction.Refuse(), new Sanction.Loss(),
                0, null);
    }

    public Regulations withBoardSize(int v) {
        return new Regulations(rules, v, handicap, timeControl, illegalMove, flag, byePoints, criteria, system);
    }

    public Regulations withHandicap(HandicapPolicy v) {
        return new Regulations(rules, boardSize, v, timeControl, illegalMove, flag, byePoints, criteria, system);
    }

    public Regulations withTimeControl(String v) {
        return new Regulations(rules, boardSize, handicap, v, illegalMove, flag, byePoints, criteria, system);
    }

    public Regulations withSanctions(Sanction illegal, Sanction flagFall) {
        return new Regulations(rules, boardSize, handicap, timeControl, illegal, flagFall, byePoints, criteria, system);
    }

    public Regulations withByePoints(double v) {
        return new Regulations(rules, boardSize, handicap, timeControl, illegalMove, flag, v, criteria, system);
    }

    public Regulations withCriteria(List<Criterion> v) {
        return new Regulations(rules, boardSize, handicap, timeControl, illegalMove, flag, byePoints, v, system);
    }

    /** Another system; criteria left at the old system's defaults take the new one's. */
    public Regulations withSystem(TournamentSystem v) {
        boolean defaults = criteria.equals(PlacementCriteria.defaults(system));
        return new Regulations(rules, boardSize, handicap, timeControl, illegalMove, flag, byePoints,
                defaults ? null : criteria, v);
    }

    public double komi() {
        return rules.komi();
    }
}
