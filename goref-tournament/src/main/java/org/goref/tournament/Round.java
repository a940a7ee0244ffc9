package org.goref.tournament;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A round as it stands: its pairings and byes, the tables whose game has started (with the
 * server's game id, when there is one), and the results. Immutable; the fold makes new ones.
 */
public record Round(int number, PairingMethod method, List<Pairing> pairings, List<Integer> byes,
                    Map<Integer, String> started, Map<Integer, RecordedResult> results) {
    public Round {
        pairings = List.copyOf(pairings);
        byes = List.copyOf(byes);
        started = Collections.unmodifiableMap(new TreeMap<>(started));
        results = Collections.unmodifiableMap(new TreeMap<>(results));
    }

    public Optional<Pairing> pairing(int board) {
        return pairings.stream().filter(p -> p.board() == board).findFirst();
    }

    public Optional<Pairing> pairingOf(int player) {
        return pairings.stream().filter(p -> p.involves(player)).findFirst();
    }

    public Optional<RecordedResult> result(int board) {
        return Optional.ofNullable(results.get(board));
    }

    /** Once a game of the round has started (or has a result), its pairings are fixed. */
    public boolean hasStarted() {
        return !started.isEmpty() || !results.isEmpty();
    }

    public boolean isComplete() {
        return results.size() == pairings.size();
    }

    /** The players who play or rest (bye) in this round. */
    public Set<Integer> players() {
        Set<Integer> s = new TreeSet<>(byes);
        for (Pairing p : pairings) {
            s.add(p.black());
            s.add(p.white());
        }
        return s;
    }

    Round withPairings(List<Pairing> ps, List<Integer> bs) {
        return new Round(number, method, ps, bs, started, results);
    }

    Round withStarted(int board, String game) {
        Map<Integer, String> m = new TreeMap<>(started);
        m.put(board, game);
        return new Round(number, method, pairings, byes, m, results);
    }

    Round withResult(int board, RecordedResult r) {
        Map<Integer, RecordedResult> m = new TreeMap<>(results);
        m.put(board, r);
        return new Round(number, method, pairings, byes, started, m);
    }
}
