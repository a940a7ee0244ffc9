package org.goref.life;

import java.util.List;

import org.goref.core.board.Board;
import org.goref.core.game.ScoreSheet;
import org.goref.core.game.Scoring;
import org.goref.core.rules.RuleSet;

/**
 * The count a record's result assumes: the proposal's dead stones removed, and the dame and the
 * protective moves the players would still have played put on the board first. Under territory
 * counting a protective move inside one's territory costs a point; under area counting the filled
 * dame count for whoever filled them.
 */
public final class FinalCount {
    private FinalCount() {
    }

    public static ScoreSheet count(Board board, Proposal proposal, RuleSet rules, int handicapStones, int[] passes) {
        Board settled = new Board(board);
        for (Proposal.Play p : proposal.dameFills()) {
            settled.setup(settled.index(p.point()), p.color());
        }
        for (Proposal.Play p : proposal.sealing()) {
            settled.setup(settled.index(p.point()), p.color());
        }
        return Scoring.count(settled, proposal.deadStones(), rules, handicapStones, passes, List.of());
    }
}
