package org.goref.tournament;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;

import org.goref.core.clock.TimeSpec;
import org.goref.core.rules.RuleSet;
import org.goref.core.text.PlayerName;
import org.goref.core.text.Quote;
import org.goref.tournament.system.TournamentSystem;

/**
 * The body of {@code POST /api/tournaments} as Jackson reads it: {@code name}, {@code rules} (a
 * rule spec), and optionally {@code komi}, {@code from}/{@code to} (ISO dates; today when absent),
 * {@code country}, {@code place}, {@code boardSize}, {@code handicap} ({@code even} or {@code
 * rank:R:M:K}), {@code time}, {@code illegalMove} and {@code flag} ({@code refuse}, {@code loss},
 * {@code penalty:N}), {@code bye} (0, 0.5, 1), {@code tieBreaks} (the placement criteria in order, {@code
 * MMS,SOSM,SOSOSM} or {@code points,sos,…}: {@link PlacementCriteria}; the system's when absent) and {@code
 * referee} (the referee's name), {@code system} (a {@link TournamentSystem} spelling such as {@code
 * mcmahon,bar=3d,floor=20k}; round-robin when absent). {@link #toInfo} checks it all and says what is
 * wrong.
 */
public record TournamentRequest(String name, String rules, Double komi, String from, String to, String country,
                                String place, Integer boardSize, String handicap, String time, String illegalMove,
                                String flag, Double bye, String tieBreaks, String referee, String system) {

    /** A round-robin's request, as before tournaments had a system. */
    public TournamentRequest(String name, String rules, Double komi, String from, String to, String country,
                             String place, Integer boardSize, String handicap, String time, String illegalMove,
                             String flag, Double bye, String tieBreaks, String referee) {
        this(name, rules, komi, from, to, country, place, boardSize, handicap, time, illegalMove, flag, bye, tieBreaks,
                referee, null);
    }

    public TournamentInfo toInfo(LocalDate today) {
        if (rules == null || rules.isBlank()) {
            throw new IllegalArgumentException("a tournament needs its rules (a rule spec such as russian-territory)");
        }
        RuleSet rs = RuleSet.parse(rules);
        if (komi != null) {
            if (!RuleSet.isValidKomi(komi)) {
                // Its own reason, so the page that creates tournaments says it in its language.
                throw TournamentState.refuse(Refusal.Code.INVALID, Refusal.Reason.KOMI,
                        RuleSet.komiRefused(komi.toString()));
            }
            rs = rs.withKomi(komi);
        }
        Regulations regs = Regulations.of(rs);
        if (boardSize != null) {
            regs = regs.withBoardSize(boardSize);
        }
        if (system != null && !system.isBlank()) {
            regs = regs.withSystem(TournamentSystem.parse(system));
        }
        if (handicap != null) {
            regs = regs.withHandicap(HandicapPolicy.parse(handicap));
        }
        if (time != null) {
            regs = regs.withTimeControl(checkedTime(time));
        }
        regs = regs.withSanctions(illegalMove == null ? regs.illegalMove() : Sanction.parse(illegalMove),
                flag == null ? regs.flag() : Sanction.parse(flag));
        if (bye != null) {
            regs = regs.withByePoints(bye);
        }
        if (tieBreaks != null) {
            try {
                regs = regs.withCriteria(PlacementCriteria.parse(tieBreaks, regs.system()));
            } catch (IllegalArgumentException e) {
                // Its own reason, so the page that creates tournaments says it in its language.
                throw TournamentState.refuse(Refusal.Code.INVALID, Refusal.Reason.TIE_BREAKS, e.getMessage());
            }
        }
        try {
            LocalDate first = from == null || from.isBlank() ? today : LocalDate.parse(from);
            LocalDate last = to == null || to.isBlank() ? first : LocalDate.parse(to);
            // Four-digit years: the EGD's DT and the protocols print the year so, and LocalDate
            // alone took +999999999-12-31.
            for (LocalDate d : List.of(first, last)) {
                if (d.getYear() < 1000 || d.getYear() > 9999) {
                    throw new IllegalArgumentException("dates are written 2026-11-28, with a year of four digits, not " + d);
                }
            }
            // The title and the place head every printed protocol and export.
            TextShown.check("name", name);
            TextShown.check("place", place);
            return new TournamentInfo(name, first, last, CountryCode.of(country), place, regs);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("dates are written 2026-11-28, not " + Quote.of(e.getParsedString()));
        }
    }

    /**
     * The time control as given, once the clocks can run it (refused now, not at the first game);
     * blank is no clock.
     */
    private static String checkedTime(String time) {
        if (!time.isBlank()) {
            try {
                TimeSpec.parse(time);
            } catch (IllegalArgumentException e) {
                throw TournamentState.refuse(Refusal.Code.INVALID, Refusal.Reason.TIME_CONTROL, e.getMessage());
            }
        }
        return time;
    }

    /**
     * The referee's name, "referee" when none is given. It is printed on the protocols beside the
     * players', so a name that does not show as written is refused as theirs is.
     */
    public String refereeName() {
        TextShown.check("referee", referee);
        // Spaces made ordinary as in the players' names: the protocols print it beside theirs. Blank
        // judged after that, so no-break spaces alone are no name either (String.isBlank keeps them).
        String spaced = referee == null ? "" : PlayerName.spaced(referee);
        return spaced.isEmpty() ? "referee" : spaced;
    }
}
