package org.goref.core.game;

import java.util.List;
import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.board.Point;

/**
 * A proposed marking of a final position (4.2) with what the players and a referee should know
 * beside it: the dead stones, those of them the proposer is least sure of, and the protective moves a
 * side still owes inside its own area before the count — once the dame are filled a chain of that
 * side would be in atari there, so the point is no territory until the move is played (OGS calls
 * this "sealing").
 *
 * @param dead            every stone of each dead chain
 * @param doubtful        the stones of the dead chains worth a second look (a subset of dead)
 * @param protectiveMoves the moves still owed, in board order
 */
public record MarkingProposal(Set<Point> dead, Set<Point> doubtful, List<ProtectiveMove> protectiveMoves) {
    public MarkingProposal {
        dead = Set.copyOf(dead);
        doubtful = Set.copyOf(doubtful);
        protectiveMoves = List.copyOf(protectiveMoves);
        if (!dead.containsAll(doubtful)) {
            throw new IllegalArgumentException("a doubtful stone must be one of the dead");
        }
    }

    /** A stone {@code color} still has to play at {@code point} before the count. */
    public record ProtectiveMove(Color color, Point point) {
    }

    /** A marking that says nothing beyond its dead stones. */
    public static MarkingProposal of(Set<Point> dead) {
        return new MarkingProposal(dead, Set.of(), List.of());
    }
}
