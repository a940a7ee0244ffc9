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
 * player of a tied group scored against the others of that group, applied again to those it leaves
 * tied among more (A beat B, both on 2 in a four-way mini-table: A first). Players tied on everything
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
                next.addAll(t == TieBreak.DIRECT ? byDirectEncounter(x, g, direct, true) : split(g, values(x, t, g)));
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

    /**
     * The direct encounter of a tied group: its mini-table, then, for the players it leaves tied
     * among more, their own mini-table in turn (in a four-way tie A and B on 2 points among the four,
     * A beat B: A goes first), until it separates no one further. {@code direct} keeps each player's
     * points in the group's first mini-table, the one the standings show.
     */
    private static List<List<Integer>> byDirectEncounter(Crosstable x, List<Integer> g, Map<Integer, Double> direct,
                                                         boolean first) {
        Map<Integer, Double> value = values(x, TieBreak.DIRECT, g);
        if (first) {
            direct.putAll(value);
        }
        List<List<Integer>> split = split(g, value);
        if (split.size() == 1) {
            return split;
        }
        List<List<Integer>> out = new ArrayList<>();
        for (List<Integer> s : split) {
            out.addAll(s.size() > 1 ? byDirectEncounter(x, s, direct, false) : List.of(s));
        }
        return out;
    }

    /** Each player's value of the group {@code g} on criterion {@code t}. */
    private static Map<Integer, Double> values(Crosstable x, TieBreak t, List<Integer> g) {
        Map<Integer, Double> value = new HashMap<>();
        for (int p : g) {
            value.put(p, switch (t) {
                case POINTS -> x.points(p);
                case SOS -> x.sos(p);
                case SOSOS -> x.sosos(p);
                case SODOS -> x.sodos(p);
                case DIRECT -> x.pointsAgainst(p, g);
            });
        }
        return value;
    }

    /** The group in groups of equal value, highest first, each by number. */
    private static List<List<Integer>> split(List<Integer> g, Map<Integer, Double> value) {
        Map<Double, List<Integer>> split = new LinkedHashMap<>();
        g.stream().sorted(Comparator.comparing((Integer p) -> -value.get(p)).thenComparing(p -> p))
                .forEach(p -> split.computeIfAbsent(value.get(p), k -> new ArrayList<>()).add(p));
        return new ArrayList<>(split.values());
    }
}
