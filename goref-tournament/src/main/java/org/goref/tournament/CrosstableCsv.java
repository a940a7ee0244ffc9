package org.goref.tournament;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.rules.RuleSet;

/**
 * The crosstable as CSV (UTF-8, RFC 4180, CRLF lines, no byte-order mark), one line per player in
 * the order of the standings:
 *
 * <pre>
 * place,number,name,rank,rating,club,city,r1_opponent,r1_colour,r1_handicap,r1_result,…,points,sos,sosos,sodos
 * </pre>
 *
 * A round's opponent is the player's number (empty for a bye or absence), colour {@code black} or
 * {@code white}, result one of {@code win loss draw win-forfeit loss-forfeit double-forfeit void
 * pending bye absent}. A shared place is written {@code 3=}.
 */
public final class CrosstableCsv {
    private CrosstableCsv() {
    }

    public static String write(Tournament t) {
        Crosstable x = t.crosstable();
        List<Standing> standings = t.standings();
        StringBuilder sb = new StringBuilder();
        List<String> head = new ArrayList<>(List.of("place", "number", "name", "rank", "rating", "club", "city"));
        for (int r = 1; r <= x.rounds(); r++) {
            for (String f : List.of("opponent", "colour", "handicap", "result")) {
                head.add("r" + r + "_" + f);
            }
        }
        head.addAll(List.of("points", "sos", "sosos", "sodos"));
        sb.append(Csv.line(head));
        for (Standing s : standings) {
            Player p = x.players().get(s.player() - 1);
            List<String> f = new ArrayList<>(List.of(s.place() + (s.shared() ? "=" : ""), Integer.toString(s.player()),
                    p.name(), p.rank() == null ? "" : p.rank().toString(), p.rating() == null ? "" : p.rating().toString(),
                    p.club(), p.city()));
            for (Crosstable.Cell c : x.row(s.player())) {
                f.add(c.opponent() == 0 ? "" : Integer.toString(c.opponent()));
                f.add(c.colour() == null ? "" : c.colour().lowerName());
                f.add(c.opponent() == 0 ? "" : Integer.toString(c.handicap()));
                f.add(c.outcome().code());
            }
            f.add(num(s.points()));
            f.add(num(s.sos()));
            f.add(num(s.sosos()));
            f.add(num(s.sodos()));
            sb.append(Csv.line(f));
        }
        return sb.toString();
    }

    static String num(double v) {
        return RuleSet.formatKomi(v);
    }
}
