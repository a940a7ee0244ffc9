package org.goref.tournament.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.goref.core.game.GameResult;
import org.goref.tournament.Pairing;
import org.goref.tournament.system.Knockout;
import org.goref.tournament.system.ReplayRule;

/**
 * A knockout's bracket as the games so far leave it. The field (every registered player) is seeded by
 * the system's order and laid out in the usual bracket of the next power of two (seed 1 meets the
 * last seed, 1 and 2 can meet only in the final); the slots beyond the field are byes, so the top
 * seeds go through the first stage without a game. A match is decided by its first game with a
 * winner; a drawn or void game by the replay rule (play again, White goes on, or the higher seed); a
 * double forfeit puts both out, and their next opponent goes on without a game.
 */
public final class KnockoutBracket {

    /**
     * One match: its two players ({@code null} an empty slot), its games in round order, and once
     * decided its winner ({@code null}: nobody goes on). {@code pending}: a game of it has no result yet.
     */
    public record Match(Integer top, Integer bottom, List<PlayedGame> games, boolean decided, Integer winner,
                        boolean pending) {
        public Match {
            games = List.copyOf(games);
        }

        /** The player who lost it (null for an empty slot, a walkover or both out). */
        public Integer loser() {
            if (!decided || winner == null || top == null || bottom == null) {
                return null;
            }
            return winner.equals(top) ? bottom : top;
        }

        boolean needsGame() {
            return !decided && top != null && bottom != null;
        }
    }

    private final Knockout system;
    private final Map<Integer, Integer> seedOf;
    private final List<List<Match>> stages;
    private final Match thirdPlace;

    private KnockoutBracket(Knockout system, Map<Integer, Integer> seedOf, List<List<Match>> stages, Match thirdPlace) {
        this.system = system;
        this.seedOf = seedOf;
        this.stages = stages;
        this.thirdPlace = thirdPlace;
    }

    public static KnockoutBracket of(PairingRequest req, Knockout system) {
        if (req.entrants().size() < 2) {
            throw new IllegalStateException("a knockout needs two players or more, not " + req.entrants().size());
        }
        Set<Integer> registered = new HashSet<>();
        req.entrants().forEach(e -> registered.add(e.number()));
        List<Integer> field = new PlacementScores(req).seeds(system.seedBy()).stream().filter(registered::contains).toList();
        Map<Integer, Integer> seedOf = new HashMap<>();
        for (int i = 0; i < field.size(); i++) {
            seedOf.put(field.get(i), i + 1);
        }
        int size = Integer.highestOneBit(field.size() - 1) * 2;
        List<Integer> slots = new ArrayList<>();
        for (int seed : order(size)) {
            slots.add(seed <= field.size() ? field.get(seed - 1) : null);
        }
        List<PlayedGame> games = req.games().stream().filter(g -> g.round() < req.round())
                .sorted(Comparator.comparingInt(PlayedGame::round)).toList();
        KnockoutBracket draft = new KnockoutBracket(system, seedOf, List.of(), null);
        List<List<Match>> stages = new ArrayList<>();
        Match third = null;
        List<Integer> entering = slots;
        while (true) {
            List<Match> stage = new ArrayList<>();
            for (int i = 0; i < entering.size(); i += 2) {
                stage.add(draft.resolve(entering.get(i), entering.get(i + 1), games));
            }
            stages.add(stage);
            if (stage.size() == 1) {
                if (system.thirdPlace() && stages.size() >= 2 && stages.get(stages.size() - 2).size() == 2) {
                    List<Match> semis = stages.get(stages.size() - 2);
                    third = draft.resolve(semis.get(0).loser(), semis.get(1).loser(), games);
                }
                break;
            }
            if (stage.stream().anyMatch(m -> !m.decided())) {
                break;
            }
            entering = stage.stream().map(Match::winner).toList();
        }
        return new KnockoutBracket(system, seedOf, stages, third);
    }

    /** The seeds in bracket order for a bracket of {@code size} (a power of two): 1, 8, 4, 5, 2, 7, 3, 6 for 8. */
    static List<Integer> order(int size) {
        List<Integer> cur = new ArrayList<>(List.of(1));
        while (cur.size() < size) {
            int len = cur.size() * 2;
            List<Integer> next = new ArrayList<>();
            for (int s : cur) {
                next.add(s);
                next.add(len + 1 - s);
            }
            cur = next;
        }
        return cur;
    }

    private Match resolve(Integer a, Integer b, List<PlayedGame> games) {
        if (a == null || b == null) {
            return new Match(a, b, List.of(), true, a == null ? b : a, false);
        }
        List<PlayedGame> mine = games.stream().filter(g -> g.involves(a) && g.involves(b)).toList();
        for (PlayedGame g : mine) {
            if (g.result() == null) {
                return new Match(a, b, mine, false, null, true);
            }
            if (g.winner() != 0) {
                return new Match(a, b, mine, true, g.winner(), false);
            }
            if (g.result() instanceof GameResult.DoubleForfeit) {
                return new Match(a, b, mine, true, null, false);
            }
            if (system.replay() == ReplayRule.WHITE) {
                return new Match(a, b, mine, true, g.white(), false);
            }
            if (system.replay() == ReplayRule.HIGHER_SEED) {
                return new Match(a, b, mine, true, seedOf.get(a) < seedOf.get(b) ? a : b, false);
            }
        }
        return new Match(a, b, mine, false, null, false);
    }

    /** The stages from the first (the widest) on, as far as the games have decided them. */
    public List<List<Match>> stages() {
        return stages;
    }

    public Optional<Match> thirdPlace() {
        return Optional.ofNullable(thirdPlace);
    }

    /** Each player's seed (1 the first). */
    public Map<Integer, Integer> seeds() {
        return Map.copyOf(seedOf);
    }

    /** The stages the whole bracket has: 4 for 9 to 16 players. */
    public int stageCount() {
        return Integer.numberOfTrailingZeros(stages.get(0).size() * 2);
    }

    /** The winner, once the final is decided. */
    public Optional<Integer> champion() {
        List<Match> last = stages.get(stages.size() - 1);
        return last.size() == 1 && last.get(0).decided() ? Optional.ofNullable(last.get(0).winner()) : Optional.empty();
    }

    /** The games of the next round: the matches of the current stage that still need one, and the stage's walkovers as byes. */
    public RoundDraw nextRound(PairingRequest req) {
        List<Match> stage = new ArrayList<>(stages.get(stages.size() - 1));
        if (thirdPlace != null) {
            stage.add(thirdPlace);
        }
        if (stage.stream().anyMatch(Match::pending)) {
            throw new IllegalStateException("a knockout game of the last round has no result yet");
        }
        if (stage.stream().noneMatch(Match::needsGame)) {
            throw new IllegalStateException("the knockout is complete" + champion().map(c -> ": player " + c + " won").orElse(""));
        }
        Map<Integer, Standing> standings = Standing.of(req);
        boolean stageStarts = stage.stream().allMatch(m -> m.games().isEmpty());
        List<Pairing> pairings = new ArrayList<>();
        List<Integer> byes = new ArrayList<>();
        for (Match m : stage) {
            if (m.needsGame()) {
                boolean topFirst = seedOf.get(m.top()) < seedOf.get(m.bottom());
                Standing a = standings.get(topFirst ? m.top() : m.bottom());
                Standing b = standings.get(topFirst ? m.bottom() : m.top());
                pairings.add(Seats.seat(req, pairings.size() + 1, a, b));
            } else if (stageStarts && m.games().isEmpty() && m.winner() != null) {
                byes.add(m.winner());
            }
        }
        return new RoundDraw(pairings, byes);
    }
}
