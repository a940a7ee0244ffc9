package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.DeadStones;
import org.goref.core.game.MarkingProposal;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

class EstimatorTest {
    private final Estimator estimator = new Estimator();
    private final RuleSet japanese = RuleSet.Preset.JAPANESE.rules();

    @Test
    void deadStonesInsideTerritoryAreDeadAndTheirPointsCountForTheOwner() {
        String[] rows = {
                "....XO...",
                "....XO...",
                "..O.XO...",
                "....XO...",
                "....XO.X.",
                "....XO...",
                "....XO...",
                "....XO...",
                "....XO..."};
        Board b = Positions.parse(rows);
        Proposal p = estimator.propose(b, japanese, Board.BLACK, 1);
        assertThat(p.deadStones()).containsExactlyInAnyOrder(Point.of(2, 2), Point.of(7, 4));
        assertThat(p.blackTerritory()).contains(Point.of(2, 2)).hasSize(36);
        assertThat(p.whiteTerritory()).contains(Point.of(7, 4)).hasSize(27);
        assertThat(p.dame()).isEmpty();
        for (Proposal.DeadChain d : p.dead()) {
            assertThat(d.confidence()).isGreaterThan(0.5);
        }
    }

    /**
     * A game stopped early: each lone stone is "killed" by the other in random play, but a dead chain
     * needs a living killer: one of them at most is dead. On every seed, on small and big boards.
     */
    @Test
    void loneStonesOnAnOpenBoardAreNotBothDead() {
        for (int size : new int[] {2, 9, 25}) {
            Board b = new Board(size);
            b.place(b.index(0, 0), Board.BLACK);
            b.place(b.index(size - 1, size - 1), Board.WHITE);
            for (long seed = 0; seed < 3; seed++) {
                Proposal p = estimator.propose(b, japanese, Board.BLACK, seed);
                // One may lose to the other (the playouts' first move counts), never both.
                assertThat(p.deadStones()).as("size %d seed %d", size, seed).hasSizeLessThan(2);
            }
        }
        // A stone inside a living enemy group's area is still dead: the killer is alive.
        String[] rows = {
                "....XO...",
                "....XO...",
                "..O.XO...",
                "....XO...",
                "....XO...",
                "....XO...",
                "....XO...",
                "....XO...",
                "....XO..."};
        assertThat(estimator.propose(Positions.parse(rows), japanese, Board.BLACK, 0).deadStones())
                .containsExactly(Point.of(2, 2));
    }

    @Test
    void aMarkingDecidedElsewhereIsSettledAsGivenWholeChainsDead() {
        // The players (or another program) call the two-stone White chain inside Black's area dead and
        // leave the lone Black stone on White's side standing: the proposal follows them, not the
        // playouts, and counts the rest as its own marking would be counted.
        String[] rows = {
                "....XO...",
                "....XO...",
                "..OOXO...",
                "....XO...",
                "....XO.X.",
                "....XO...",
                "....XO...",
                "....XO...",
                "....XO..."};
        Board b = Positions.parse(rows);
        long before = b.hash();
        Proposal p = estimator.settle(b, japanese, Board.BLACK, Set.of(Point.of(3, 2)), 1);
        assertThat(p.deadStones()).containsExactlyInAnyOrder(Point.of(2, 2), Point.of(3, 2));
        assertThat(p.dead()).singleElement().satisfies(d -> assertThat(d.confidence()).isEqualTo(1.0));
        assertThat(p.blackTerritory()).contains(Point.of(2, 2), Point.of(3, 2)).hasSize(36);
        // White's side holds a living Black stone: bordered by both colours, it is no territory.
        assertThat(p.whiteTerritory()).doesNotContain(Point.of(6, 4));
        assertThat(b.hash()).isEqualTo(before);
    }

    @Test
    void aMarkingThatNamesAnEmptyPointIsRefused() {
        Board b = Positions.parse("....XO...", "....XO...", "....XO...", "....XO...", "....XO...",
                "....XO...", "....XO...", "....XO...", "....XO...");
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> estimator.settle(b, japanese, Board.BLACK, Set.of(Point.of(0, 0)), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no stone");
    }

    @Test
    void sekiWithoutEyesLeavesBothInnerChainsAlive() {
        // Black's inner chain (column 2 and (3,2)) and White's (column 4) share (3,0) and (3,1): whoever
        // fills one is captured, so neither is dead.
        String[] rows = {
                ".OX.OX...",
                ".OX.OX...",
                ".OXXOX...",
                ".OOOXX...",
                "...OX....",
                "...OX....",
                "...OX....",
                "...OX....",
                "...OX...."};
        Board b = Positions.parse(rows);
        Proposal p = estimator.propose(b, japanese, Board.BLACK, 2);
        assertThat(p.deadStones()).isEmpty();
        assertThat(p.seki()).contains(Point.of(2, 0), Point.of(3, 2), Point.of(4, 0), Point.of(4, 2));
        assertThat(p.dame()).containsExactlyInAnyOrder(Point.of(3, 0), Point.of(3, 1));
    }

    @Test
    void sekiWithAnEyeEachLeavesBothAliveAndTheEyesUncountedUnderJapaneseRules() {
        // Black's inner chain has the eye (0,0), White's the eye (4,0); they share (2,0).
        String[] rows = {
                ".X.O.OX..",
                "XXXOOOX..",
                "OOOXXXX..",
                "..OX.....",
                "..OX.....",
                "..OX.....",
                "..OX.....",
                "..OX.....",
                "..OX....."};
        Board b = Positions.parse(rows);
        Proposal p = estimator.propose(b, japanese, Board.WHITE, 3);
        assertThat(p.deadStones()).isEmpty();
        assertThat(p.seki()).contains(Point.of(1, 0), Point.of(3, 0));
        assertThat(p.dame()).containsExactly(Point.of(2, 0));
        assertThat(p.blackTerritory()).doesNotContain(Point.of(0, 0));
        assertThat(p.whiteTerritory()).doesNotContain(Point.of(4, 0));
        // Under the Russian reading (seki=count) those eyes are territory.
        Proposal russian = estimator.propose(b, RuleSet.russianTerritory(), Board.WHITE, 3);
        assertThat(russian.blackTerritory()).contains(Point.of(0, 0));
        assertThat(russian.whiteTerritory()).contains(Point.of(4, 0));
    }

    @Test
    void aGroupWithOneRealAndOneFalseEyeIsDead() {
        // White's bottom group: (0,8) is a real eye; (4,8) looks like one, but once Black plays (6,8)
        // the stone (5,8) can only be saved by filling (4,8), which leaves one eye.
        String[] rows = {
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXXXXXXXX",
                "OOOOOXXX.",
                ".OOO.O.X."};
        Board b = Positions.parse(rows);
        Proposal p = estimator.propose(b, japanese, Board.BLACK, 4);
        Set<Point> white = Positions.marked('O', rows);
        assertThat(p.deadStones()).isEqualTo(white);
    }

    @Test
    void aBigGroupWithoutEyesIsDead() {
        String[] rows = {
                ".........",
                ".XXXXXXX.",
                ".X.....X.",
                ".X.OOO.X.",
                ".X.OOO.X.",
                ".X.OOO.X.",
                ".X.....X.",
                ".XXXXXXX.",
                "........."};
        Board b = Positions.parse(rows);
        Proposal p = estimator.propose(b, japanese, Board.WHITE, 5);
        assertThat(p.deadStones()).isEqualTo(Positions.marked('O', rows));
        assertThat(p.dead()).hasSize(1);
        assertThat(p.blackTerritory()).hasSize(81 - 24);
    }

    @Test
    void bentFourInTheCornerIsDeadUnderTheJapaneseReading() {
        // White's eye space is the bent four (0,0),(1,0),(2,0),(0,1) holding Black's pair (0,0),(1,0).
        // White can play neither (2,0) nor (0,1) (self-atari), so it looks like seki; but Black can
        // fill White's outside liberties at leisure and then start a ko White cannot win without
        // threats: dead under the Japanese 1989 rules, Black's pair alive.
        String[] rows = {
                "XX.OX....",
                ".OOOX....",
                "OOXXX....",
                "XXX......",
                ".........",
                ".........",
                ".........",
                ".........",
                "........."};
        Board b = Positions.parse(rows);
        Proposal p = estimator.propose(b, japanese, Board.WHITE, 6);
        assertThat(p.deadStones()).isEqualTo(Positions.marked('O', rows));
    }

    @Test
    void unfilledDameAreNeutralAndCountForNobody() {
        // Between the walls, (4,4) is an open point touching both colours: dame.
        String[] rows = {
                "...XO....",
                "...XO....",
                "...XO....",
                "...XO....",
                "...X.O...",
                "...XO....",
                "...XO....",
                "...XO....",
                "...XO...."};
        Board b = Positions.parse(rows);
        Proposal p = estimator.propose(b, japanese, Board.BLACK, 7);
        assertThat(p.deadStones()).isEmpty();
        assertThat(p.dame()).containsExactly(Point.of(4, 4));
        assertThat(p.blackTerritory()).hasSize(27);
        assertThat(p.whiteTerritory()).hasSize(4 * 9 - 1);
        assertThat(p.dameFills()).hasSize(1);
    }

    @Test
    void aProtectiveMoveIsReportedWhereFillingADameAtarisAChain() {
        Board b = Positions.parse(Positions.OWES_A_PROTECTIVE_MOVE);
        Proposal p = estimator.propose(b, japanese, Board.WHITE, 8);
        assertThat(p.deadStones()).isEmpty();
        assertThat(p.sealing()).contains(new Proposal.Play(Point.of(3, 0), Board.BLACK));
        // The same through core's DeadStones service, which the CLI and the server use.
        MarkingProposal m = estimator.proposeMarking(b, japanese, Board.WHITE);
        assertThat(m.dead()).isEqualTo(estimator.propose(b, japanese, Board.WHITE));
        assertThat(m.protectiveMoves()).contains(new MarkingProposal.ProtectiveMove(Color.BLACK, Point.of(3, 0)));
        // A marking that knows nothing of protective moves names none.
        DeadStones plain = (board, rules, toMove) -> Set.of(Point.of(4, 0));
        assertThat(plain.proposeMarking(b, japanese, Board.WHITE))
                .isEqualTo(new MarkingProposal(Set.of(Point.of(4, 0)), Set.of(), List.of()));
    }

    @Test
    void theSameSeedGivesTheSameProposalAndTheBoardIsUntouched() {
        Board b = Positions.parse(
                "....XO...",
                "..O.XO...",
                "....XO.X.",
                "....XO...",
                "...XXOO..",
                "...XO.O..",
                "..XXO.O..",
                "..XOO....",
                "..XO.....");
        long hash = b.hash();
        Proposal one = estimator.propose(b, japanese, Board.BLACK, 42);
        Proposal two = estimator.propose(b, japanese, Board.BLACK, 42);
        assertThat(one.ownership()).isEqualTo(two.ownership());
        assertThat(one.deadStones()).isEqualTo(two.deadStones());
        assertThat(b.hash()).isEqualTo(hash);
        assertThat(b.verify()).isNull();
    }

    @Test
    void everyBoardSizeWorksAndAnEmptyBoardHasNothingDead() {
        for (int size = Board.MIN_SIZE; size <= Board.MAX_SIZE; size++) {
            Board b = new Board(size);
            Proposal p = estimator.propose(b, japanese, Board.BLACK, size);
            assertThat(p.dead()).as("size %d", size).isEmpty();
            assertThat(p.dame()).as("size %d", size).hasSize(size * size);
            b.place(b.index(0, 0), Board.BLACK);
            // A lone stone on an otherwise empty board is not dead: nothing surrounds it.
            assertThat(estimator.propose(b, japanese, Board.WHITE, size).deadStones()).as("size %d", size).isEmpty();
        }
    }

    @Test
    void theServiceLoaderFindsTheEstimator() {
        Set<String> names = new HashSet<>();
        java.util.ServiceLoader.load(DeadStones.class).forEach(d -> names.add(d.getClass().getName()));
        assertThat(names).contains(Estimator.class.getName());
    }

    @Test
    void theDeadStonesInterfaceGivesEveryStoneOfEachDeadChain() {
        String[] rows = {
                ".........",
                ".XXXXXXX.",
                ".X.....X.",
                ".X.OO..X.",
                ".X..O..X.",
                ".X.....X.",
                ".X.....X.",
                ".XXXXXXX.",
                "........."};
        Board b = Positions.parse(rows);
        DeadStones d = estimator;
        assertThat(new TreeSet<>(d.propose(b, japanese, Board.BLACK))).isEqualTo(Positions.marked('O', rows));
    }
}
