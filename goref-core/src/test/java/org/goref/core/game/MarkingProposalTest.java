package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** A proposed marking: doubtful stones dead or alive, and a plain DeadStones says nothing more. */
class MarkingProposalTest {
    @Test
    void doubtfulStonesMayBeDeadOrLeftAlive() {
        // (1,1) dead and doubtful; (2,2) left alive but doubtful: both worth a second look.
        MarkingProposal m = new MarkingProposal(Set.of(Point.of(0, 0), Point.of(1, 1)), Set.of(Point.of(1, 1), Point.of(2, 2)), List.of());
        assertThat(m.doubtful()).containsExactlyInAnyOrder(Point.of(1, 1), Point.of(2, 2));
        assertThat(m.dead()).doesNotContain(Point.of(2, 2));
        assertThat(m.jsonFields(9)).contains("\"doubtful\":[\"B8\",\"C7\"]");
    }

    @Test
    void aPlainDeadStonesServiceProposesItsStonesAndNothingElse() {
        DeadStones plain = (board, rules, toMove) -> Set.of(Point.of(2, 2));
        MarkingProposal m = plain.proposeMarking(new Board(9), RuleSet.parse("japanese"), Board.BLACK);
        assertThat(m).isEqualTo(MarkingProposal.of(Set.of(Point.of(2, 2))));
        assertThat(m.doubtful()).isEmpty();
        assertThat(m.protectiveMoves()).isEmpty();
    }

    @Test
    void theProtectiveMovesReadAsColourAndVertexInOrder() {
        MarkingProposal m = new MarkingProposal(Set.of(), Set.of(), List.of(
                new MarkingProposal.ProtectiveMove(Color.WHITE, Point.parseGtp("A12", 19)),
                new MarkingProposal.ProtectiveMove(Color.BLACK, Point.parseGtp("C3", 19))));
        assertThat(m.protectiveMovesText(19)).isEqualTo("White A12, Black C3");
        assertThat(MarkingProposal.of(Set.of()).protectiveMovesText(19)).isEmpty();
    }
}
