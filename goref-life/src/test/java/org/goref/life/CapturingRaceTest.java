package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/**
 * The neighbour rule on two touching chains the playouts left doubtful (ownership a little below
 * the alive threshold for both): the one with fewer liberties loses the race, whichever of them the
 * rule decides first; equal counts are left as they are (both alive).
 */
class CapturingRaceTest {
    @Test
    void theShorterChainLosesWhenItIsDecidedFirst() {
        boolean[] dead = resolve(Positions.ONE_AGAINST_TWO, -0.10, -0.05);
        Board b = Positions.parse(Positions.ONE_AGAINST_TWO);
        assertThat(dead[head(b, 0)]).as("black, one liberty").isTrue();
        assertThat(dead[head(b, 1)]).as("white, two liberties").isFalse();
    }

    @Test
    void theShorterChainLosesWhenTheLongerIsDecidedFirst() {
        boolean[] dead = resolve(Positions.ONE_AGAINST_TWO, -0.05, -0.10);
        Board b = Positions.parse(Positions.ONE_AGAINST_TWO);
        assertThat(dead[head(b, 0)]).as("black, one liberty").isTrue();
        assertThat(dead[head(b, 1)]).as("white, two liberties").isFalse();
    }

    @Test
    void equalLibertiesLeaveBothAlive() {
        boolean[] dead = resolve(Positions.ONE_AGAINST_ONE, -0.10, -0.05);
        Board b = Positions.parse(Positions.ONE_AGAINST_ONE);
        assertThat(dead[head(b, 0)]).isFalse();
        assertThat(dead[head(b, 1)]).isFalse();
    }

    @Test
    void aClearlyDeadChainIsDeadWhateverItsLiberties() {
        boolean[] dead = resolve(Positions.ONE_AGAINST_ONE, -0.10, Estimator.CLEARLY_DEAD - 0.1);
        Board b = Positions.parse(Positions.ONE_AGAINST_ONE);
        assertThat(dead[head(b, 1)]).as("white, clearly dead").isTrue();
        assertThat(dead[head(b, 0)]).as("black, its killer").isFalse();
    }

    /** Runs the rule with the black chain at (0,0) and the white one at (1,0) as the only candidates. */
    private static boolean[] resolve(String[] rows, double blackOwn, double whiteOwn) {
        Board b = Positions.parse(rows);
        double[] chainOwn = new double[b.cells()];
        chainOwn[head(b, 0)] = blackOwn;
        chainOwn[head(b, 1)] = whiteOwn;
        List<Integer> candidates = new ArrayList<>(List.of(head(b, 0), head(b, 1)));
        boolean[] dead = new boolean[b.cells()];
        Estimator.resolveNeighbours(b, candidates, chainOwn, dead);
        return dead;
    }

    private static int head(Board b, int x) {
        return b.chain(b.index(x, 0));
    }
}
