package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BergerTablesTest {

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void everyPairMeetsOnceAndColoursAreBalanced(int n) {
        int rounds = BergerTables.rounds(n);
        assertThat(rounds).isEqualTo(n % 2 == 0 ? n - 1 : n);
        Set<Set<Integer>> met = new HashSet<>();
        int[] blacks = new int[n + 1];
        int[] whites = new int[n + 1];
        int[] byes = new int[n + 1];
        List<List<Character>> colours = new ArrayList<>();
        for (int p = 0; p <= n; p++) {
            colours.add(new ArrayList<>());
        }
        for (int r = 1; r <= rounds; r++) {
            Set<Integer> seenThisRound = new HashSet<>();
            for (BergerTables.Game g : BergerTables.round(n, r)) {
                assertThat(seenThisRound.add(g.black())).as("player %d twice in round %d", g.black(), r).isTrue();
                if (g.isBye()) {
                    byes[g.black()]++;
                    continue;
                }
                assertThat(seenThisRound.add(g.white())).as("player %d twice in round %d", g.white(), r).isTrue();
                assertThat(met.add(Set.of(g.black(), g.white()))).as("%s meet twice", g).isTrue();
                blacks[g.black()]++;
                whites[g.white()]++;
                colours.get(g.black()).add('B');
                colours.get(g.white()).add('W');
            }
            assertThat(seenThisRound).as("everyone plays or rests in round %d", r).hasSize(n);
        }
        assertThat(met).hasSize(n * (n - 1) / 2);
        for (int p = 1; p <= n; p++) {
            assertThat(byes[p]).isEqualTo(n % 2 == 0 ? 0 : 1);
            // What the Berger tables guarantee: with an even number of players each has n-1 games, one
            // colour once more than the other; with an odd number each has n-1 games, half of each colour.
            assertThat(Math.abs(blacks[p] - whites[p])).as("player %d: %d B, %d W", p, blacks[p], whites[p])
                    .isEqualTo(n % 2 == 0 ? 1 : 0);
            // ... and never the same colour three games running.
            String seq = colours.get(p).stream().map(String::valueOf).reduce("", String::concat);
            assertThat(seq).as("player %d's colours", p).doesNotContain("BBB").doesNotContain("WWW");
        }
    }

    @Test
    void sixPlayersFollowTheTable() {
        // The published Berger table for six players (first named takes Black here):
        // 1: 1-6 2-5 3-4   2: 6-4 5-3 1-2   3: 2-6 3-1 4-5   4: 6-5 1-4 2-3   5: 3-6 4-2 5-1
        assertThat(BergerTables.round(6, 1)).containsExactly(g(1, 6), g(2, 5), g(3, 4));
        assertThat(BergerTables.round(6, 2)).containsExactly(g(6, 4), g(5, 3), g(1, 2));
        assertThat(BergerTables.round(6, 3)).containsExactly(g(2, 6), g(3, 1), g(4, 5));
        assertThat(BergerTables.round(6, 4)).containsExactly(g(6, 5), g(1, 4), g(2, 3));
        assertThat(BergerTables.round(6, 5)).containsExactly(g(3, 6), g(4, 2), g(5, 1));
    }

    @Test
    void aRoundOutsideTheScheduleIsRefused() {
        assertThatThrownBy(() -> BergerTables.round(4, 4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> BergerTables.rounds(1)).isInstanceOf(IllegalArgumentException.class);
    }

    private static BergerTables.Game g(int b, int w) {
        return new BergerTables.Game(b, w);
    }
}
