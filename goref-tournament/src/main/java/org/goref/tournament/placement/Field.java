package org.goref.tournament.placement;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Everything the placement reads: the entrants, the number of rounds, the games, the bye of each
 * round (round, 0-based, to entrant index) and the scoring parameters. Pure data; {@link Scores}
 * computes from it.
 */
public record Field(List<Entrant> entrants, int rounds, List<ScoredGame> games, Map<Integer, Set<Integer>> byes,
                    ScoringParameters parameters) {
    public Field {
        entrants = List.copyOf(entrants);
        games = List.copyOf(games);
        TreeMap<Integer, Set<Integer>> copy = new TreeMap<>();
        byes.forEach((r, es) -> copy.put(r, Set.copyOf(es)));
        byes = Map.copyOf(copy);
        if (rounds < 1) {
            throw new IllegalArgumentException("a tournament has at least one round");
        }
        for (ScoredGame g : games) {
            if (g.round() >= rounds || g.white() >= entrants.size() || g.black() >= entrants.size()) {
                throw new IllegalArgumentException("a game outside the field: " + g);
            }
        }
        for (Map.Entry<Integer, Set<Integer>> b : byes.entrySet()) {
            int size = entrants.size();
            if (b.getKey() < 0 || b.getKey() >= rounds || b.getValue().stream().anyMatch(e -> e < 0 || e >= size)) {
                throw new IllegalArgumentException("a bye outside the field: round " + (b.getKey() + 1));
            }
        }
    }

    /** Whether the entrant is in some game or has some bye (OpenGotha leaves the others out of its standings). */
    public boolean isImplied(int e) {
        return byes.values().stream().anyMatch(b -> b.contains(e)) || games.stream().anyMatch(g -> g.involves(e));
    }

    /** The last round (0-based) with a known result, or -1 when there is none. */
    public int lastRoundWithResults() {
        return games.stream().filter(g -> g.verdict() != Verdict.UNKNOWN).mapToInt(ScoredGame::round).max().orElse(-1);
    }
}
