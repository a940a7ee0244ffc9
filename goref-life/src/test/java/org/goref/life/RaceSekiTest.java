package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.goref.core.board.Board;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/**
 * The seki only reading shows: no shared liberty is a self-atari, yet the side that fills one loses
 * the race, so neither does.
 */
class RaceSekiTest {
    /**
     * 9×9: twelve eyeless Black stones inside a White ring of twenty share their three liberties
     * with it; the ring has one more of its own, (4,1), and Black's frame around it has two eyes.
     * White filling a shared liberty leaves both chains two liberties from the end with Black to
     * fill (4,1) and White then unable to fill another without being taken first: neither fills.
     */
    private static final String[] SEKI_BY_THE_RACE = {
            ".XXXXXXXX",
            "XXXX.XXXX",
            "XOOOOOOOX",
            "XO.XXX.OX",
            "XOXXXXXOX",
            "XOXX.XXOX",
            "XOOOOOOOX",
            "XXXXXXXXX",
            "XXXXXXXX."};

    /** The same with a second gap in Black's frame, (4,7): White has two liberties of its own and wins. */
    private static final String[] WHITE_HAS_TWO_OUTSIDE_LIBERTIES = withRow(SEKI_BY_THE_RACE, 7, "XXXX.XXXX");

    @Test
    void bothChainsOfAnEyelessSekiAreHeld() {
        Board b = Positions.parse(SEKI_BY_THE_RACE);
        int black = b.chain(b.index(3, 4));
        int white = b.chain(b.index(1, 2));
        assertThat(b.chainSize(black)).isEqualTo(12);
        assertThat(b.chainSize(white)).isEqualTo(20);
        // No shared liberty is a self-atari: the local seki test cannot see it.
        for (int[] shared : new int[][] {{2, 3}, {6, 3}, {4, 5}}) {
            assertThat(PointFacts.isSekiLiberty(b, b.index(shared[0], shared[1]))).isFalse();
        }
        assertThat(find(b, 0.9)).containsExactlyInAnyOrder(black, white);
    }

    @Test
    void theEstimatorMarksNeitherSideOfTheSekiDead() {
        Board b = Positions.parse(SEKI_BY_THE_RACE);
        for (long seed = 0; seed < 3; seed++) {
            Proposal p = new Estimator().propose(b, RuleSet.russianTerritory(), Board.WHITE, seed);
            assertThat(p.deadStones()).as("seed " + seed).isEmpty();
        }
    }

    @Test
    void aChainTheEnemyOutnumbersInLibertiesIsNotHeld() {
        Board b = Positions.parse(WHITE_HAS_TWO_OUTSIDE_LIBERTIES);
        int black = b.chain(b.index(3, 4));
        assertThat(new Races(b).holds(black, b.chain(b.index(1, 2)))).isFalse();
        assertThat(find(b, 0.9)).doesNotContain(black);
    }

    @Test
    void aPartnerThePlayoutsDoNotKeepHoldsNothing() {
        Board b = Positions.parse(SEKI_BY_THE_RACE);
        int black = b.chain(b.index(3, 4));
        // Every chain, White's ring included, below the alive threshold: no seki is held
        // with a chain that may be removed itself.
        assertThat(find(b, Estimator.ALIVE_OWNERSHIP - 0.05)).isEmpty();
        assertThat(find(b, Estimator.ALIVE_OWNERSHIP)).contains(black);
    }

    /** RaceSeki's answer with every chain at {@code own} from its own side. */
    private static List<Integer> find(Board b, double own) {
        return RaceSeki.find(b, Benson.of(b), Positions.chainOwnership(b, own, own), Positions.openChains(b),
                new Races(b), Estimator.ALIVE_OWNERSHIP);
    }

    private static String[] withRow(String[] rows, int y, String row) {
        String[] out = rows.clone();
        out[y] = row;
        return out;
    }
}
