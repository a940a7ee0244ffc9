package org.goref.tournament.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.goref.tournament.system.SeedBy;

/** The order of players before a round: score first, then the seeding order, then registration. */
final class Placement {
    private Placement() {
    }

    static Comparator<Entrant> seeding(SeedBy by) {
        Comparator<Entrant> c = switch (by) {
            case RANK -> Comparator.comparingInt(Entrant::strength).reversed()
                    .thenComparing(Comparator.comparingInt(Entrant::ratingOrGrade).reversed());
            case RATING -> Comparator.comparingInt(Entrant::ratingOrGrade).reversed();
            case REGISTRATION -> (a, b) -> 0;
        };
        return c.thenComparingInt(Entrant::number);
    }

    static List<Standing> sorted(List<Standing> players, SeedBy by) {
        List<Standing> out = new ArrayList<>(players);
        Comparator<Entrant> seed = seeding(by);
        out.sort(Comparator.comparingDouble(Standing::score).reversed()
                .thenComparing(Standing::entrant, seed));
        return out;
    }
}
