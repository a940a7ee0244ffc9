package org.goref.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Orders the players by the regulations' criteria, one after the other: each criterion splits the
 * groups still tied on the earlier ones. The direct encounter is a mini-table: the points each
 * player of a tied group scored against the others of that group. Players tied on everything
 * share a place and are listed by number.
 */
public final class Standings {
    private Standings() {
    }

    public static List<Standing> of(Crosstable x, List<TieBreak> criteria) {
        List<Integer> all = new ArrayList<>();
        for (int p = 1; p <= x.players().size(); p++) {
            all.add(p);
        }
        Map<Integer, Double> direct = new HashMap<>();
        List<List<Integer>> groups = List.of(all);
        for (TieBreak t : criteria) {
            List<List<Integer>> next = new ArrayList<>();
            for (List<Integer> g : groups) {
                if (g.size() == 1) {
                    next.add(g);
                    continue;
                }
                Map<Integer, Double> value = new HashMap<>();
                for (int p : g) {
                    double v = switch (t) {
                        case POINTS -> x.points(p);
                        case SOS -> x.sos(p);
                        case SOSOS -> x.sosos(p);
                        case SODOS -> x.sodos(p);
                        case DIRECT -> x.pointsAgainst(p, g);
                    };
                    value.put(p, v);
                    if (t == TieBreak.DIRECT) {
                        direct.put(p, v);
                    }
                }
                Map<Double, List<Integer>> split = new LinkedHashMap<>();
                g.stream().sorted(Comparator.comparing((Integer p) -> -value.get(p)).thenComparing(p -> p))
                        .forEach(p -> split.computeIfAbsent(value.get(p), k -> new ArrayList<>()).add(p));
                next.addAll(split.values());
            }
            groups = next;
        }
        List<Standing> out = new ArrayList<>();
        int place = 1;
        for (List<Integer> g : groups) {
            for (int p : g) {
                out.add(new Standing(place, g.size() > 1, p, x.points(p), x.sos(p), x.sosos(p), x.sodos(p),
                        direct.get(p)));
            }
            place += g.size();
        }
        return out;
    }
}
