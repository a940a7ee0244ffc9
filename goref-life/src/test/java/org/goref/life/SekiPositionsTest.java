package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;

import org.goref.core.board.Board;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seki of every kind and size, and shapes that only look like seki, each counted exactly under
 * {@code seki=count}, {@code seki=no-count} and by area ({@link SekiBoards}; the expected count is
 * the drawing's own, {@link Drawn}).
 */
class SekiPositionsTest {
    /** The three ways of counting a seki: its eyes counted, not counted, and area counting. */
    static final List<RuleSet> RULES = List.of(RuleSet.parse("russian-territory,komi=0"), RuleSet.parse("japanese,komi=0"),
            RuleSet.parse("chinese,komi=0"));

    private final Estimator estimator = new Estimator();

    static Stream<Drawn> seki() {
        return SekiBoards.seki().stream();
    }

    static Stream<Drawn> falseSeki() {
        return SekiBoards.falseSeki().stream();
    }

    @Test
    void theFloorOfTheIssue() {
        assertThat(SekiBoards.seki()).hasSizeGreaterThanOrEqualTo(20);
        assertThat(SekiBoards.falseSeki()).hasSizeGreaterThanOrEqualTo(10);
        // Sizes from 4 to 40 stones, on 9×9, 13×13 and 19×19.
        assertThat(SekiBoards.seki().stream().map(Drawn::size).distinct()).contains(9, 13, 19);
        int smallest = Integer.MAX_VALUE, biggest = 0;
        for (Drawn d : SekiBoards.seki()) {
            Board b = d.board();
            for (var p : d.seki()) {
                int n = b.chainSize(b.index(p));
                smallest = Math.min(smallest, n);
                biggest = Math.max(biggest, n);
            }
        }
        assertThat(smallest).isLessThanOrEqualTo(4);
        assertThat(biggest).isGreaterThanOrEqualTo(30);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("seki")
    void aSekiStandsAndIsCountedExactly(Drawn d) {
        countedAsDrawn(d);
        Proposal p = estimator.propose(d.board(), RULES.get(0), d.toMove(), 0);
        assertThat(p.seki()).as("the stones in seki").containsAll(d.seki());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("falseSeki")
    void aFalseSekiDiesAndIsCountedExactly(Drawn d) {
        assertThat(d.dead()).isNotEmpty();
        countedAsDrawn(d);
    }

    /**
     * On seeds 0 and 1: the drawing's dead stones, and its count under the three counts (the marking
     * does not depend on the rules; each count settles it under its own).
     */
    private void countedAsDrawn(Drawn d) {
        Board b = d.board();
        for (long seed = 0; seed < 2; seed++) {
            Proposal p = estimator.propose(b, RULES.get(0), d.toMove(), seed);
            assertThat(p.deadStones()).as("dead, seed " + seed).isEqualTo(d.dead());
            boolean[] isDead = new boolean[b.cells()];
            for (var q : p.deadStones()) {
                isDead[b.index(q)] = true;
            }
            for (RuleSet rules : RULES) {
                Proposal under = Settlement.settle(b, isDead, d.toMove(), rules, p.dead(), p.ownership());
                ScoreSheet sheet = FinalCount.count(b, under, rules, 0, new int[3]);
                assertThat(sheet.difference()).as("count, " + rules + ", seed " + seed).isEqualTo(d.expectedDifference(rules));
            }
        }
    }
}
