package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Disputes;
import org.goref.core.rules.RuleSet.Preset;
import org.junit.jupiter.api.Test;

/**
 * The random games of {@link RandomGamePropertiesTest} check their invariants only on the paths
 * they take. This plays the same generator on fixed seeds and checks that it does take every path
 * the invariants matter on: captures, the ko ban and its refusal, superko refusals, multi-stone
 * suicide, the marking, a resumption into play and into a referee's dispute, and each way a count
 * finishes the game. A generator that stopped reaching one of them would leave it untested.
 */
class RandomGameCoverageTest {

    @Test
    void theRandomGamesReachEveryPathTheInvariantsMatterOn() {
        Map<String, Integer> games = new TreeMap<>();
        for (long seed = 0; seed < 96; seed++) {
            Random rnd = new Random(seed);
            Preset preset = Preset.values()[(int) (seed % Preset.values().length)];
            RuleSet rules = preset.rules().withDisputes(Disputes.values()[(int) (seed / 8 % 3)]);
            int size = 4 + (int) (seed % 7);
            Game g = new Game(size, rules);
            java.util.Set<String> seen = new java.util.TreeSet<>();
            for (int a = 0; a < 300 && !g.isFinished(); a++) {
                GameEvent e = RandomGamePropertiesTest.next(g, rnd);
                Phase before = g.phase();
                int caps = g.captures(Color.BLACK) + g.captures(Color.WHITE);
                Optional<Illegal> refused = g.tryApply(e);
                if (refused.isPresent()) {
                    seen.add("refused " + refused.get().code());
                    continue;
                }
                if (e instanceof GameEvent.Play p) {
                    if (g.colorAt(p.point()) == Board.EMPTY) {
                        seen.add("multi-stone suicide");
                    } else if (g.captures(Color.BLACK) + g.captures(Color.WHITE) > caps) {
                        seen.add("capture");
                    }
                    if (g.koPoint().isPresent()) {
                        seen.add("ko ban");
                    }
                    if (g.isFinished()) {
                        seen.add("void by repetition");
                    }
                }
                if (before != g.phase()) {
                    seen.add(before.spelling() + " -> " + g.phase().spelling());
                }
            }
            if (g.isFinished()) {
                seen.add(g.isCounted() ? "finished by count" : "finished by " + g.result().get().getClass().getSimpleName());
            }
            seen.forEach(s -> games.merge(s, 1, Integer::sum));
        }
        assertThat(games).as("games in which each path was taken: " + games).containsKeys(
                "capture", "ko ban", "refused ko", "refused superko", "void by repetition", "refused suicide", "multi-stone suicide",
                "playing -> marking", "marking -> playing", "marking -> dispute", "dispute -> finished",
                "marking -> finished", "playing -> finished", "finished by count");
        assertThat(games.get("playing -> marking")).as("games reaching the marking").isGreaterThanOrEqualTo(20);
        assertThat(games.get("marking -> playing")).as("games resumed").isGreaterThanOrEqualTo(10);
        assertThat(games.get("refused ko")).isGreaterThanOrEqualTo(10);
    }
}
