package org.goref.core.game;

import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;

/**
 * Something that proposes which stones are dead in a final position (4.2): the estimator of
 * goref-life, a player's marking, a referee. The core only knows this shape, so that the referee,
 * the GTP engine, the match runner and the server can be handed any of them.
 */
@FunctionalInterface
public interface DeadStones {
    /** Every stone counted alive. */
    DeadStones NONE = (board, rules, toMove) -> Set.of();

    /**
     * The dead stones (every stone of each dead chain) of the position on {@code board}, which the
     * implementation must not change, with {@code toMove} (Board.BLACK or WHITE) to move.
     */
    Set<Point> propose(Board board, RuleSet rules, int toMove);

    /**
     * The same dead stones with those of them worth a second look and the protective moves still
     * owed before the count, for an implementation that reads them (the estimator); by default,
     * neither.
     */
    default MarkingProposal proposeMarking(Board board, RuleSet rules, int toMove) {
        return MarkingProposal.of(propose(board, rules, toMove));
    }
}
