package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** The estimator's proposal pre-marks its dead stones itself: no player is recorded as marking them. */
class EstimatorProposalTest {
    private static Point p(String v) {
        return Point.parseGtp(v, 9);
    }

    private static Game stopped() {
        Game g = new Game(9, RuleSet.parse("japanese"));
        g.apply(new GameEvent.Play(Color.BLACK, p("C3")));
        g.apply(new GameEvent.Play(Color.WHITE, p("G7")));
        g.apply(new GameEvent.Play(Color.BLACK, p("G3")));
        g.apply(new GameEvent.Play(Color.WHITE, p("H3")));
        g.apply(new GameEvent.Pass(Color.BLACK));
        g.apply(new GameEvent.Pass(Color.WHITE));
        return g;
    }

    @Test
    void aProposalInTheMarkingMarksItsChainsDeadInNobodysName() {
        Game g = stopped();
        g.apply(new GameEvent.Proposed(MarkingProposal.of(Set.of(p("H3")))));
        assertThat(g.dead()).containsExactly(p("H3"));
        assertThat(g.events()).noneMatch(e -> e instanceof GameEvent.Mark);
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Accept(Color.WHITE));
        assertThat(g.isFinished()).isTrue();
        assertThat(g.score().territory().dead()).containsExactly(p("H3"));
    }

    @Test
    void anOldRecordsMarksAfterTheProposalChangeNothing() {
        Game g = stopped();
        g.apply(new GameEvent.Proposed(MarkingProposal.of(Set.of(p("H3")))));
        g.apply(new GameEvent.Mark(Color.WHITE, p("H3"), true));
        assertThat(g.dead()).containsExactly(p("H3"));
    }

    @Test
    void aPointWithoutAStoneOrAProposalDuringPlayChangesNothing() {
        Game g = new Game(9, RuleSet.parse("japanese"));
        assertThat(g.tryApply(new GameEvent.Proposed(MarkingProposal.of(Set.of(p("E5")))))).isEmpty();
        assertThat(g.dead()).isEmpty();
        Game s = stopped();
        assertThat(s.tryApply(new GameEvent.Proposed(MarkingProposal.of(Set.of(p("E5"), p("H3")))))).isEmpty();
        assertThat(s.dead()).containsExactly(p("H3"));
    }
}
