package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/**
 * Which chains lose their race to a touching enemy chain even moving first: the doubtful ones short
 * of liberties, and a chain in atari even when the playouts keep it (up to
 * {@link LostRaces#IN_ATARI_READ_BELOW}), since the playouts split such a chain between whoever moves
 * first.
 */
class LostRacesTest {
    /**
     * 9×9: the Black stone at (1,0) has one liberty, (0,0), and extending there is suicide; the White
     * wall around it has many liberties.
     */
    private static final String[] CAUGHT_IN_ATARI = {
            ".XO......", "OOO......", ".........", ".........", ".........",
            ".........", ".........", ".........", "........."};

    /** 9×9: the Black stone at (1,0) has two liberties, (0,0) and (1,1)... and the same White wall. */
    private static final String[] TWO_LIBERTIES = {
            ".XO......", "O.O......", ".OO......", ".........", ".........",
            ".........", ".........", ".........", "........."};

    /**
     * 9×9: eight Black stones on the top edge with two liberties, (1,0) and (8,0), both shared with
     * the one White chain around them, which has the open board below: no eye, nothing to capture.
     */
    static final String[] EYELESS_ON_THE_EDGE = Positions.topOf9x9(
            "..XXXXXX.",
            "OOXXOOOOO",
            "OOOOO....");

    @Test
    void aGroupShortOfEyesAmongStandingEnemiesLosesItsRaceHoweverThePlayoutsKeepIt() {
        Board b = Positions.parse(EYELESS_ON_THE_EDGE);
        int black = b.chain(b.index(2, 0));
        assertThat(b.chainSize(black)).isEqualTo(8);
        boolean[] shortOfEyes = new boolean[b.cells()];
        shortOfEyes[black] = true;
        // Kept at 0.7, a chain with two liberties is left to the playouts...
        assertThat(LostRaces.find(b, Benson.of(b), ownership(b, black, 0.7), new Races(b))).isEmpty();
        // ...unless its group is short of eyes: White fills (8,0), then takes it at (1,0).
        assertThat(LostRaces.find(b, Benson.of(b), ownership(b, black, 0.7), new Races(b), shortOfEyes))
                .containsExactly(black);
        // Kept more firmly than the reading goes, it is the playouts' again.
        double firm = LostRaces.SHORT_OF_EYES_READ_BELOW;
        assertThat(LostRaces.find(b, Benson.of(b), ownership(b, black, firm), new Races(b), shortOfEyes)).isEmpty();
    }

    /**
     * The same group beside a White chain the playouts keep only loosely: a group may live by
     * capturing a weak neighbour (a race of several chains, which two chains read alone do not
     * show), so the race is not read.
     */
    @Test
    void aGroupShortOfEyesBesideAWeakEnemyIsLeftToThePlayouts() {
        Board b = Positions.parse(EYELESS_ON_THE_EDGE);
        int black = b.chain(b.index(2, 0));
        boolean[] shortOfEyes = new boolean[b.cells()];
        shortOfEyes[black] = true;
        double[] chainOwn = ownership(b, black, 0.7, LostRaces.NEIGHBOURS_FIRM - 0.05);
        assertThat(LostRaces.find(b, Benson.of(b), chainOwn, new Races(b), shortOfEyes)).isEmpty();
        chainOwn = ownership(b, black, 0.7, LostRaces.NEIGHBOURS_FIRM);
        assertThat(LostRaces.find(b, Benson.of(b), chainOwn, new Races(b), shortOfEyes)).containsExactly(black);
    }

    @Test
    void aChainInAtariThatCannotEscapeLosesEvenWhenThePlayoutsKeepIt() {
        Board b = Positions.parse(CAUGHT_IN_ATARI);
        int black = b.chain(b.index(1, 0));
        assertThat(LostRaces.find(b, Benson.of(b), ownership(b, black, 0.5), new Races(b)))
                .containsExactly(black);
    }

    @Test
    void aChainInAtariThePlayoutsKeepFirmlyIsNotRead() {
        Board b = Positions.parse(CAUGHT_IN_ATARI);
        int black = b.chain(b.index(1, 0));
        double firm = LostRaces.IN_ATARI_READ_BELOW + 0.05;
        assertThat(LostRaces.find(b, Benson.of(b), ownership(b, black, firm), new Races(b))).isEmpty();
    }

    @Test
    void aKeptChainWithTwoLibertiesIsLeftToThePlayouts() {
        Board b = Positions.parse(TWO_LIBERTIES);
        int black = b.chain(b.index(1, 0));
        assertThat(b.liberties(black)).isEqualTo(2);
        assertThat(LostRaces.find(b, Benson.of(b), ownership(b, black, 0.5), new Races(b))).isEmpty();
        // Doubted by the playouts, the same chain is read, and it is lost: White fills (1,1) or (0,0).
        assertThat(LostRaces.find(b, Benson.of(b), ownership(b, black, 0.0), new Races(b)))
                .containsExactly(black);
    }

    /**
     * The same stone in atari, but the White wall that would take it is itself doubted by the
     * playouts (below the alive threshold): a killer that may die has killed nothing, so the race
     * is not called lost (the wall's own fate is left to the other rules).
     */
    @Test
    void aChainInAtariIsNotLostToAKillerThePlayoutsDoubt() {
        Board b = Positions.parse(CAUGHT_IN_ATARI);
        int black = b.chain(b.index(1, 0));
        double[] chainOwn = ownership(b, black, 0.5, Estimator.ALIVE_OWNERSHIP - 0.05);
        assertThat(LostRaces.find(b, Benson.of(b), chainOwn, new Races(b))).isEmpty();
        chainOwn = ownership(b, black, 0.5, Estimator.ALIVE_OWNERSHIP);
        assertThat(LostRaces.find(b, Benson.of(b), chainOwn, new Races(b))).containsExactly(black);
    }

    /**
     * 9×9: two White stones at (1,0)–(2,0) with two liberties, (0,0) and (3,0), both inside the
     * Black chain below and beside them, which has nine: White cannot fill either without putting
     * itself in atari, so Black takes the White stones even moving second.
     */
    private static final String[] WEAK_PAIR_BESIDE_DOUBTFUL = Positions.topOf9x9(
            ".OO.X....",
            "XXXXX....");

    /**
     * A chain the playouts keep only loosely loses to a doubtful neighbour that takes it even when
     * it moves first: it is the loser (else the doubtful chain would die alone, killed by the chain
     * it kills). Kept from {@link LostRaces#WEAK_KEPT}, or beside a killer clearly dead or kept, it
     * is not read this way.
     */
    @Test
    void aLooselyKeptChainLosesToTheDoubtfulChainThatTakesItMovingSecond() {
        Board b = Positions.parse(WEAK_PAIR_BESIDE_DOUBTFUL);
        int white = b.chain(b.index(1, 0));
        int black = b.chain(b.index(0, 1));
        assertThat(b.liberties(white)).isEqualTo(2);
        assertThat(b.chainSize(black)).isEqualTo(6);
        assertThat(LostRaces.find(b, Benson.of(b), weakPair(b, 0.2, -0.2), new Races(b))).containsExactly(white);
        assertThat(LostRaces.find(b, Benson.of(b), weakPair(b, LostRaces.WEAK_KEPT, -0.2), new Races(b))).isEmpty();
        assertThat(LostRaces.find(b, Benson.of(b), weakPair(b, 0.2, Estimator.CLEARLY_DEAD), new Races(b))).isEmpty();
        assertThat(LostRaces.find(b, Benson.of(b), weakPair(b, 0.2, Estimator.ALIVE_OWNERSHIP), new Races(b))).isEmpty();
    }

    /** The White chain of {@link #WEAK_PAIR_BESIDE_DOUBTFUL} at {@code white}, the Black one at {@code black}. */
    private static double[] weakPair(Board b, double white, double black) {
        double[] chainOwn = new double[b.cells()];
        chainOwn[b.chain(b.index(1, 0))] = white;
        chainOwn[b.chain(b.index(0, 1))] = black;
        return chainOwn;
    }

    /** Every White chain standing firmly, the Black chain at {@code black} at {@code own}. */
    private static double[] ownership(Board b, int black, double own) {
        return ownership(b, black, own, 0.9);
    }

    /** Every White chain at {@code white}, the Black chain at {@code black} at {@code own}. */
    private static double[] ownership(Board b, int black, double own, double white) {
        double[] chainOwn = new double[b.cells()];
        for (int i = 0; i < b.cells(); i++) {
            if (b.get(i) == Board.WHITE && b.chain(i) == i) {
                chainOwn[i] = white;
            }
        }
        chainOwn[black] = own;
        return chainOwn;
    }
}
