package org.goref.tournament.placement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Orders a field after a round by a list of criteria, as OpenGotha 3.51 does: by the criteria
 * before the first direct-confrontation criterion (DC or SDC), then by name and first name; then
 * DC/SDC are worked out inside each group tied on those ({@link DirectConfrontation}); then the whole
 * list orders again. Entrants equal on every criterion share a place. Entrants in no game and with
 * no bye are left out, as OpenGotha leaves them out of its standings.
 */
public final class Placement {
    private Placement() {
    }

    public static List<Placed> standings(Scores scores, List<Criterion> criteria, int round) {
        Field f = scores.field();
        List<Integer> order = new ArrayList<>();
        for (int e = 0; e < f.entrants().size(); e++) {
            order.add(e);
        }
        int cut = 0;
        while (cut < criteria.size() && !criteria.get(cut).isDirect()) {
            cut++;
        }
        List<Criterion> primary = criteria.subList(0, cut);
        int[] dc = new int[f.entrants().size()];
        int[] sdc = new int[f.entrants().size()];
        order.sort(byScoresThenName(scores, primary, round, dc, sdc));
        if (cut < criteria.size()) {
            DirectConfrontation.fill(scores, criteria, cut, round, order, dc, sdc);
        }
        order.sort(byScoresThenName(scores, criteria, round, dc, sdc));
        order.removeIf(e -> !f.isImplied(e));
        List<Placed> out = new ArrayList<>();
        int place = 0;
        List<Integer> previous = null;
        for (int i = 0; i < order.size(); i++) {
            int e = order.get(i);
            List<Integer> values = new ArrayList<>();
            for (Criterion c : criteria) {
                values.add(value(scores, c, e, round, dc, sdc));
            }
            if (!values.equals(previous)) {
                place = i + 1;
            }
            out.add(new Placed(e, place, values));
            previous = values;
        }
        return out;
    }

    static int value(Scores s, Criterion c, int e, int round, int[] dc, int[] sdc) {
        return switch (c) {
            case DC -> dc[e];
            case SDC -> sdc[e];
            default -> s.value(c, e, round);
        };
    }

    static Comparator<Integer> byScores(Scores s, List<Criterion> criteria, int round, int[] dc, int[] sdc) {
        return (a, b) -> {
            for (Criterion c : criteria) {
                int cmp = Integer.compare(value(s, c, b, round, dc, sdc), value(s, c, a, round, dc, sdc));
                if (cmp != 0) {
                    return cmp;
                }
            }
            return 0;
        };
    }

    private static Comparator<Integer> byScoresThenName(Scores s, List<Criterion> criteria, int round, int[] dc,
                                                        int[] sdc) {
        List<Entrant> es = s.field().entrants();
        return byScores(s, criteria, round, dc, sdc)
                .thenComparing(e -> es.get(e).name())
                .thenComparing(e -> es.get(e).firstName());
    }
}
