package org.goref.tournament.placement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Orders a field after a round by a list of criteria, as OpenGotha 3.51 does: by the criteria
 * before the first direct-confrontation criterion (DC or SDC), then by name and first name; then
 * DC/SDC are worked out inside each group tied on those ({@link DirectConfrontation}); then the whole
 * list orders again. goref's DIRECT is worked out likewise, inside the groups tied on every criterion
 * before it ({@link MiniTable}). Entrants equal on every criterion share a place. {@link Listing} says
 * who is listed and in what order the equal ones come.
 */
public final class Placement {
    private Placement() {
    }

    /** Who the standings list, and how they order entrants equal on every criterion. */
    public enum Listing {
        /** OpenGotha's: entrants in no game and with no bye left out; equal ones by name and first name. */
        OPENGOTHA,
        /** goref's own tournaments: every entrant; equal ones by their index (the player's number). */
        EVERY_ENTRANT_BY_NUMBER
    }

    public static List<Placed> standings(Scores scores, List<Criterion> criteria, int round) {
        return standings(scores, criteria, round, Listing.OPENGOTHA);
    }

    public static List<Placed> standings(Scores scores, List<Criterion> criteria, int round, Listing listing) {
        Field f = scores.field();
        List<Integer> order = new ArrayList<>();
        for (int e = 0; e < f.entrants().size(); e++) {
            order.add(e);
        }
        Comparator<Integer> equal = listing == Listing.OPENGOTHA ? byName(scores) : Comparator.naturalOrder();
        AmongTied t = new AmongTied(f.entrants().size());
        boolean confronted = false;
        for (int i = 0; i < criteria.size(); i++) {
            Criterion c = criteria.get(i);
            if (c == Criterion.DIRECT) {
                order.sort(byScores(scores, criteria.subList(0, i), round, t).thenComparing(equal));
                MiniTable.fill(scores, criteria.subList(0, i), round, order, t);
            } else if (c.isDirect() && !confronted) {
                order.sort(byScores(scores, criteria.subList(0, i), round, t).thenComparing(equal));
                DirectConfrontation.fill(scores, criteria, i, round, order, t);
                confronted = true;
            }
        }
        Comparator<Integer> all = byScores(scores, criteria, round, t);
        order.sort(all.thenComparing(equal));
        if (listing == Listing.OPENGOTHA) {
            order.removeIf(e -> !f.isImplied(e));
        }
        List<Placed> out = new ArrayList<>();
        int place = 0;
        for (int i = 0; i < order.size(); i++) {
            int e = order.get(i);
            List<Integer> values = new ArrayList<>();
            for (Criterion c : criteria) {
                // Not a conditional expression: it would unbox DIRECT's null.
                if (c.isAmongTied()) {
                    values.add(t.shown(c, e));
                } else {
                    values.add(scores.value(c, e, round));
                }
            }
            if (i == 0 || all.compare(order.get(i - 1), e) != 0) {
                place = i + 1;
            }
            out.add(new Placed(e, place, values));
        }
        return out;
    }

    static int value(Scores s, Criterion c, int e, int round, AmongTied t) {
        return c.isAmongTied() ? t.key(c, e) : s.value(c, e, round);
    }

    static Comparator<Integer> byScores(Scores s, List<Criterion> criteria, int round, AmongTied t) {
        return (a, b) -> {
            for (Criterion c : criteria) {
                int cmp = Integer.compare(value(s, c, b, round, t), value(s, c, a, round, t));
                if (cmp != 0) {
                    return cmp;
                }
            }
            return 0;
        };
    }

    private static Comparator<Integer> byName(Scores s) {
        List<Entrant> es = s.field().entrants();
        return Comparator.comparing((Integer e) -> es.get(e).name()).thenComparing(e -> es.get(e).firstName());
    }
}
