package org.goref.tournament.opengotha;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.csv.CsvCell;
import org.goref.tournament.placement.Criterion;
import org.goref.tournament.placement.Placed;
import org.goref.tournament.placement.Placement;
import org.goref.tournament.placement.Scores;

/**
 * The standings of an OpenGotha file after a round, by the file's own placement criteria, as
 * {@code goref tournament standings} prints them: CSV (RFC 4180, CRLF) with the header
 * {@code place,name,first_name,club,country,rank,} and one column per criterion named as OpenGotha
 * names it, or an aligned text table.
 */
public final class OpenGothaStandings {
    private OpenGothaStandings() {
    }

    /** The round (from 1) the standings default to: the last with a result, else 1. */
    public static int defaultRound(OgTournament t) {
        return Math.max(1, t.field().lastRoundWithResults() + 1);
    }

    public static List<List<String>> rows(OgTournament t, int round) {
        if (round < 1 || round > t.numberOfRounds()) {
            throw new IllegalArgumentException("round " + round + " is not one of the tournament's 1.." + t.numberOfRounds());
        }
        List<Criterion> criteria = t.criteria();
        List<List<String>> out = new ArrayList<>();
        List<String> head = new ArrayList<>(List.of("place", "name", "first_name", "club", "country", "rank"));
        criteria.forEach(c -> head.add(c.code()));
        out.add(head);
        for (Placed p : Placement.standings(new Scores(t.field()), criteria, round - 1)) {
            OgPlayer pl = t.players().get(p.entrant());
            List<String> row = new ArrayList<>(List.of(Integer.toString(p.place()), pl.name(), pl.firstName(), club(pl),
                    pl.country(), OgRank.format(pl.rank())));
            for (int i = 0; i < criteria.size(); i++) {
                row.add(Placed.format(p.values().get(i), criteria.get(i)));
            }
            out.add(row);
        }
        return out;
    }

    /** OpenGotha keeps the first four characters of a club's name, and shows those. */
    private static String club(OgPlayer p) {
        return p.club().length() > 4 ? p.club().substring(0, 4) : p.club();
    }

    public static String csv(OgTournament t, int round) {
        StringBuilder sb = new StringBuilder();
        for (List<String> row : rows(t, round)) {
            sb.append(String.join(",", row.stream().map(CsvCell::write).toList())).append("\r\n");
        }
        return sb.toString();
    }

    /** The same as a table for the terminal. */
    public static String text(OgTournament t, int round) {
        return TextTable.of(rows(t, round));
    }

}
