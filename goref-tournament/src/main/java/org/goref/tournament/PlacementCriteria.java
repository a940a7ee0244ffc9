package org.goref.tournament;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import org.goref.core.text.Quote;
import org.goref.tournament.placement.Criterion;
import org.goref.tournament.system.McMahon;
import org.goref.tournament.system.Swiss;
import org.goref.tournament.system.TournamentSystem;

/**
 * The regulations' placement criteria as a referee writes them: a comma-separated list of
 * OpenGotha's names ({@code NBW}, {@code MMS}, {@code SOSM-1}, …, any case) and goref's {@code DIRECT},
 * or the short words goref has always read, which name the system's score: {@code points}, {@code
 * sos}, {@code sosos}, {@code sodos}, {@code sos-1}, {@code sos-2}, {@code mos} and {@code cuss} mean
 * the MMS-based criterion under McMahon and the wins-based one otherwise ({@code sos}: SOSM or SOSW).
 * The list starts with a score (points, NBW, MMS, or the category CAT) and names each criterion once.
 */
public final class PlacementCriteria {
    /** The short words, each to its wins-based and its McMahon criterion. */
    private static final Map<String, Criterion[]> WORDS = new LinkedHashMap<>();

    static {
        WORDS.put("points", new Criterion[] {Criterion.NBW, Criterion.MMS});
        WORDS.put("sos", new Criterion[] {Criterion.SOSW, Criterion.SOSM});
        WORDS.put("sosos", new Criterion[] {Criterion.SOSOSW, Criterion.SOSOSM});
        WORDS.put("sodos", new Criterion[] {Criterion.SODOSW, Criterion.SODOSM});
        WORDS.put("sos-1", new Criterion[] {Criterion.SOSW_1, Criterion.SOSM_1});
        WORDS.put("sos-2", new Criterion[] {Criterion.SOSW_2, Criterion.SOSM_2});
        WORDS.put("mos", new Criterion[] {Criterion.MOSW, Criterion.MOSM});
        WORDS.put("cuss", new Criterion[] {Criterion.CUSSW, Criterion.CUSSM});
    }

    private PlacementCriteria() {
    }

    /**
     * A system's criteria when the regulations name none: the round-robin's and the knockout's as
     * goref has always ranked them; OpenGotha's defaults for Swiss and McMahon.
     */
    public static List<Criterion> defaults(TournamentSystem s) {
        return switch (s) {
            case McMahon m -> List.of(Criterion.MMS, Criterion.SOSM, Criterion.SOSOSM);
            case Swiss w -> List.of(Criterion.NBW, Criterion.SOSW, Criterion.SOSOSW);
            default -> List.of(Criterion.NBW, Criterion.SOSW, Criterion.SOSOSW, Criterion.SODOSW, Criterion.DIRECT);
        };
    }

    /** Reads a list for a tournament of system {@code s}; IllegalArgumentException names what is wrong. */
    public static List<Criterion> parse(String list, TournamentSystem s) {
        if (list == null || list.isBlank()) {
            throw new IllegalArgumentException("no placement criteria given (" + known() + ")");
        }
        List<Criterion> out = new ArrayList<>();
        for (String w : list.split(",", -1)) {
            out.add(one(w.strip(), s instanceof McMahon));
        }
        return check(out);
    }

    private static Criterion one(String w, boolean mcMahon) {
        if (w.isEmpty()) {
            throw new IllegalArgumentException("an empty placement criterion between commas (" + known() + ")");
        }
        Criterion[] word = WORDS.get(w.toLowerCase(Locale.ROOT));
        if (word != null) {
            return word[mcMahon ? 1 : 0];
        }
        return Arrays.stream(Criterion.values()).filter(c -> c.code().equalsIgnoreCase(w)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown placement criterion '" + Quote.of(w) + "' (" + known() + ")"));
    }

    /** The list as the regulations may hold it: a score first, each criterion once. */
    public static List<Criterion> check(List<Criterion> list) {
        if (list == null || list.isEmpty()) {
            throw new IllegalArgumentException("no placement criteria given (" + known() + ")");
        }
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == null) {
                throw new IllegalArgumentException("a placement criterion without a name");
            }
            if (list.subList(0, i).contains(list.get(i))) {
                throw new IllegalArgumentException("placement criterion " + list.get(i).code() + " is listed twice");
            }
        }
        Criterion first = list.get(0);
        if (first != Criterion.NBW && first != Criterion.MMS && first != Criterion.CAT) {
            throw new IllegalArgumentException("the standings start with a score (points, NBW or MMS), not " + first.code());
        }
        return List.copyOf(list);
    }

    /** The list as goref writes it: OpenGotha's names, and DIRECT; read back alike under any system. */
    public static String spell(List<Criterion> list) {
        return list.stream().map(Criterion::code).collect(Collectors.joining(","));
    }

    /** Every name the list may hold, for the messages that refuse one. */
    public static String known() {
        return "points, sos, sosos, sodos, sos-1, sos-2, mos, cuss (the system's score: MMS under McMahon, wins"
                + " otherwise), direct, or OpenGotha's names: " + Criterion.known();
    }
}
