package org.goref.tournament;

import java.util.ArrayList;
import java.util.List;

import org.goref.tournament.placement.Criterion;
import org.goref.tournament.placement.Field;
import org.goref.tournament.placement.Placed;
import org.goref.tournament.placement.Placement;
import org.goref.tournament.placement.Scores;

/**
 * A goref tournament's standings after its last round, by the regulations' placement criteria, as
 * the placement package orders them ({@link TournamentField} maps the tournament onto it): every
 * player listed, those tied on every criterion sharing a place and listed by number.
 */
public final class Standings {
    private Standings() {
    }

    public static List<Standing> of(Tournament t) {
        return of(TournamentField.of(t), t.rounds().size() - 1, t.info().regulations().criteria());
    }

    /** The standings of {@code field} after round {@code round} (0-based; -1 before the first). */
    public static List<Standing> of(Field field, int round, List<Criterion> criteria) {
        Scores s = new Scores(field);
        List<Placed> placed = Placement.standings(s, criteria, round, Placement.Listing.EVERY_ENTRANT_BY_NUMBER);
        int at = criteria.indexOf(Criterion.DIRECT);
        List<Standing> out = new ArrayList<>();
        for (int i = 0; i < placed.size(); i++) {
            Placed p = placed.get(i);
            boolean shared = i > 0 && placed.get(i - 1).place() == p.place()
                    || i + 1 < placed.size() && placed.get(i + 1).place() == p.place();
            List<Double> values = new ArrayList<>();
            for (int c = 0; c < criteria.size(); c++) {
                Integer v = p.values().get(c);
                values.add(v == null ? null : v / (double) criteria.get(c).scale());
            }
            int e = p.entrant();
            out.add(new Standing(p.place(), shared, e + 1, value(s, Criterion.NBW, e, round),
                    value(s, Criterion.SOSW, e, round), value(s, Criterion.SOSOSW, e, round),
                    value(s, Criterion.SODOSW, e, round), at < 0 ? null : values.get(at), values));
        }
        return out;
    }

    private static double value(Scores s, Criterion c, int e, int round) {
        return s.value(c, e, round) / (double) c.scale();
    }
}
