package org.goref.sgf;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.goref.core.board.Point;

/**
 * Finds the handicap stones of a record that gives them as Black moves: {@code HA[n]} and no setup
 * stones, then n Black moves on distinct points before White's first move, as some programs and
 * old servers write a free placement. Anything else is no such record: a pass, a White move before
 * the n-th stone, a node with setup or with two moves, or a Black move after the n-th, and the
 * moves are read as moves.
 */
final class HandicapMoves {
    /** The nodes whose Black moves are the handicap stones, and those stones in order. */
    record Found(List<SgfNode> nodes, List<Point> stones) {
        Found {
            nodes = List.copyOf(nodes);
            stones = List.copyOf(stones);
        }

        boolean holds(SgfNode node) {
            for (SgfNode n : nodes) {
                if (n == node) {
                    return true;
                }
            }
            return false;
        }
    }

    private HandicapMoves() {
    }

    /**
     * The {@code ha} handicap stones given as the Black moves of the main line after node
     * {@code from} (the node holding HA), or empty.
     */
    static Optional<Found> find(List<SgfNode> line, int from, int ha, int size) {
        if (ha < 2 || ha >= size * size) {
            return Optional.empty();
        }
        for (int k = 0; k <= from; k++) {
            if (line.get(k).hasSetup() || line.get(k).hasMove()) {
                return Optional.empty();
            }
        }
        List<SgfNode> nodes = new ArrayList<>();
        List<Point> stones = new ArrayList<>();
        Set<Point> seen = new HashSet<>();
        for (int k = from + 1; k < line.size(); k++) {
            SgfNode node = line.get(k);
            if (node.hasSetup()) {
                return Optional.empty();
            }
            if (!node.hasMove()) {
                continue;
            }
            if (stones.size() == ha) {
                // the n stones must be followed by White's move: a further Black move says the
                // record is not what HA makes it look like
                return node.has("W") ? Optional.of(new Found(nodes, stones)) : Optional.empty();
            }
            Point p = blackStone(node, size);
            if (p == null || !seen.add(p)) {
                return Optional.empty();
            }
            nodes.add(node);
            stones.add(p);
        }
        return stones.size() == ha ? Optional.of(new Found(nodes, stones)) : Optional.empty();
    }

    /** The point of the node's one Black move on the board, or null (a pass, White too, two values). */
    private static Point blackStone(SgfNode node, int size) {
        if (node.has("W") || node.values("B").size() != 1) {
            return null;
        }
        String v = node.raw("B").trim();
        if (v.equals("tt") && size <= 19) {
            return null;
        }
        Point p = SgfPointList.point(v);
        return p != null && p.isOn(size) ? p : null;
    }
}
