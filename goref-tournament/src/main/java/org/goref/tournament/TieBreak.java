package org.goref.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.goref.core.text.Quote;

/** The criteria that order the standings, in the order the regulations list them. */
public enum TieBreak {
    /** Game points: a win 1, a draw ½, a loss, double forfeit or void 0, a bye as the regulations say. */
    POINTS,
    /** Sum of the points of every opponent met in a pairing with a result. */
    SOS,
    /** Sum of the opponents' SOS. */
    SOSOS,
    /** Sum of the points of the opponents beaten (forfeit wins included), plus half of those drawn with. */
    SODOS,
    /** Points scored in the games among the players still tied on every criterion before this one. */
    DIRECT;

    public String spelling() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static List<TieBreak> parseList(String s) {
        List<TieBreak> out = new ArrayList<>();
        // -1: a trailing comma ("points,") is an empty tie-break, refused, not silently dropped.
        for (String w : s.split(",", -1)) {
            try {
                TieBreak t = valueOf(w.strip().toUpperCase(Locale.ROOT));
                if (out.contains(t)) {
                    throw new IllegalArgumentException("tie-break " + w + " is listed twice");
                }
                out.add(t);
            } catch (IllegalArgumentException e) {
                if (e.getMessage() != null && e.getMessage().contains("twice")) {
                    throw e;
                }
                throw new IllegalArgumentException("unknown tie-break '" + Quote.of(w) + "' (points, sos, sosos, sodos, direct)");
            }
        }
        if (out.isEmpty() || out.get(0) != POINTS) {
            throw new IllegalArgumentException("the standings start with points");
        }
        return List.copyOf(out);
    }

    public static String spell(List<TieBreak> list) {
        return String.join(",", list.stream().map(TieBreak::spelling).toList());
    }
}
