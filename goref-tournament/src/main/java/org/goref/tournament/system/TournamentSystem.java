package org.goref.tournament.system;

import java.util.Locale;

import org.goref.core.text.Quote;

/**
 * How a tournament pairs its rounds, part of its regulations (article 4.7: the protocol's form is the
 * system's): the round-robin by the Berger tables, Swiss (score groups by wins), McMahon (score groups
 * by McMahon score) or knockout (a seeded bracket). The referee can still pair any round by hand.
 *
 * <p>Written as one word, then {@code key=value} parameters separated by commas, e.g. {@code
 * mcmahon,bar=3d,floor=20k,seeding=random,until=1,then=fold,by=rating,club=2,country=0}: the form the
 * event line, the API and the pages use. {@link #parse} reads what {@link #spelling} writes, parameters
 * left out take their defaults, and an unknown word or key is refused with what is allowed.
 */
public sealed interface TournamentSystem permits RoundRobin, Swiss, McMahon, Knockout {

    /** The canonical form, every parameter written out. */
    String spelling();

    /** The word alone: {@code round-robin}, {@code swiss}, {@code mcmahon}, {@code knockout}. */
    String word();

    static TournamentSystem parse(String s) {
        SystemSpelling sp = SystemSpelling.read(s);
        TournamentSystem system = switch (sp.word().toLowerCase(Locale.ROOT)) {
            case "round-robin", "roundrobin", "berger" -> RoundRobin.read(sp);
            case "swiss" -> Swiss.read(sp);
            case "mcmahon" -> McMahon.read(sp);
            case "knockout", "olympic" -> Knockout.read(sp);
            default -> throw new IllegalArgumentException("a tournament system is round-robin, swiss, mcmahon or knockout, not '"
                    + Quote.of(sp.word()) + "'");
        };
        sp.requireAllRead();
        return system;
    }
}
