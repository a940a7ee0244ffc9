package org.goref.life;

import java.util.List;

import org.goref.core.board.Board;
import org.goref.core.game.ScoreSheet;
import org.goref.core.game.Scoring;
import org.goref.core.rules.RuleSet;

/**
 * The count of a finished record as its result was reached: the proposal's dead stones removed,
 * the borders the players left open closed as they would have closed them, and the dame filled (under
 * area counting a filled dame counts for whoever filled it; under territory counting it is worth
 * nothing).
 *
 * <p>Protective moves ("sealing", teire) are reported by the proposal and charged by {@link #count}
 * only under the Japanese rules, whose count comes after the players have filled the dame and made
 * the protective moves that filling calls for: a point that needs one is not territory (a Meijin
 * title game of the corpus, Cho Chikun–Yoda 2002, is B+0.5 only so). Elsewhere they are not
 * charged: results counted by servers (Tygem's 1,040 Korean games) leave them out — charging them
 * there turned 24 of 482 exact counts into one-point misses and mended none. {@link
 * #countWithSealing} charges them under any rules, for a count after a real dame-filling phase.
 */
public final class FinalCount {
    private FinalCount() {
    }

    public static ScoreSheet count(Board board, Proposal proposal, RuleSet rules, int handicapStones, int[] passes) {
        return count(board, proposal, rules, handicapStones, passes, chargesProtectiveMoves(rules));
    }

    /** Whether the rules' count comes after the protective moves: the Japanese rules' territory count. */
    public static boolean chargesProtectiveMoves(RuleSet rules) {
        return rules.preset() == RuleSet.Preset.JAPANESE && rules.counting() == RuleSet.Counting.TERRITORY;
    }

    public static ScoreSheet countWithSealing(Board board, Proposal proposal, RuleSet rules, int handicapStones,
                                              int[] passes) {
        return count(board, proposal, rules, handicapStones, passes, true);
    }

    private static ScoreSheet count(Board board, Proposal proposal, RuleSet rules, int handicapStones, int[] passes,
                                    boolean sealing) {
        Board settled = new Board(board);
        for (Proposal.Play p : proposal.borders()) {
            settled.setup(settled.index(p.point()), p.color());
        }
        // Filled alternately from the side to move, sente first. Under area counting a filled dame
        // counts for its filler; leaving them open (shared equally) was one exact count worse on
        // the corpus's area-counted games, which were mostly played out by programs.
        for (Proposal.Play p : proposal.dameFills()) {
            settled.setup(settled.index(p.point()), p.color());
        }
        if (sealing) {
            for (Proposal.Play p : proposal.sealing()) {
                settled.setup(settled.index(p.point()), p.color());
            }
        }
        return Scoring.count(settled, proposal.deadStones(), rules, handicapStones, passes, List.of());
    }
}
