package org.goref.core.game;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Color;
import org.goref.core.board.Point;

/**
 * A proposed marking of a final position (4.2) with what the players and a referee should know
 * beside it: the dead stones, the stones the proposer is least sure of (dead or left alive), and the protective moves a
 * side still owes inside its own area before the count — once the dame are filled a chain of that
 * side would be in atari there, so the point is no territory until the move is played (OGS calls
 * this "sealing").
 *
 * @param dead            every stone of each dead chain
 * @param doubtful        the stones worth a second look: of dead chains the proposer is least sure of,
 *                        and of chains it left alive though it could not rule out that they are dead
 * @param protectiveMoves the moves still owed, in board order
 */
public record MarkingProposal(Set<Point> dead, Set<Point> doubtful, List<ProtectiveMove> protectiveMoves) {
    public MarkingProposal {
        dead = Set.copyOf(dead);
        doubtful = Set.copyOf(doubtful);
        protectiveMoves = List.copyOf(protectiveMoves);
    }

    /** A stone {@code color} still has to play at {@code point} before the count. */
    public record ProtectiveMove(Color color, Point point) {
    }

    /** A marking that says nothing beyond its dead stones. */
    public static MarkingProposal of(Set<Point> dead) {
        return new MarkingProposal(dead, Set.of(), List.of());
    }

    /**
     * The proposal's JSON fields, for a face to put in its object: {@code "dead":["A1",…],
     * "doubtful":[…],"protectiveMoves":[{"color":"white","vertex":"A12"}]}, the points in board
     * order as GTP vertices of a {@code size}×{@code size} board. One writer, so that GTP and the
     * command line name and order them alike.
     */
    public String jsonFields(int size) {
        StringBuilder sb = new StringBuilder("\"dead\":").append(vertices(dead, size))
                .append(",\"doubtful\":").append(vertices(doubtful, size)).append(",\"protectiveMoves\":[");
        for (int i = 0; i < protectiveMoves.size(); i++) {
            ProtectiveMove m = protectiveMoves.get(i);
            sb.append(i == 0 ? "" : ",").append("{\"color\":").append(JsonText.quote(m.color().lowerName()))
                    .append(",\"vertex\":").append(JsonText.quote(m.point().toGtp(size))).append('}');
        }
        return sb.append(']').toString();
    }

    /**
     * The protective moves for people, in order: "Black D9, White A12" (GTP vertices of a
     * {@code size}×{@code size} board); empty when none is owed. One wording for every face that
     * prints them (the score sheet, the SGF comment).
     */
    public String protectiveMovesText(int size) {
        StringBuilder sb = new StringBuilder();
        for (ProtectiveMove m : protectiveMoves) {
            sb.append(sb.isEmpty() ? "" : ", ").append(m.color() == Color.BLACK ? "Black " : "White ")
                    .append(m.point().toGtp(size));
        }
        return sb.toString();
    }

    private static String vertices(Set<Point> points, int size) {
        StringBuilder sb = new StringBuilder("[");
        for (Point q : new TreeSet<>(points)) {
            sb.append(sb.length() == 1 ? "" : ",").append(JsonText.quote(q.toGtp(size)));
        }
        return sb.append(']').toString();
    }
}
