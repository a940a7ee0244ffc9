package org.goref.life;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Point;

/**
 * The estimator's proposal for a final position: which chains are dead (each with a confidence),
 * which are in seki, the territory of each side, the unfilled dame, the points that still need a
 * protective move before the count ("sealing"), and the ownership of every point.
 *
 * @param size          the board size
 * @param dead          the dead chains
 * @param seki          the stones of the chains in seki (alive, neither side can approach)
 * @param blackTerritory Black's territory after the dead stones are removed (empty and freed points)
 * @param whiteTerritory White's territory likewise
 * @param dame          the neutral points (unfilled dame and seki liberties)
 * @param borders       stones that close borders the record left open where the playouts clearly
 *                      give the open points to one side (as the players would have closed them)
 * @param dameFills     how the dame would be filled before a count (who plays where, sente first)
 * @param sealing       the points where a side must still play inside its own area, because once
 *                      the dame are filled a chain of that side would be in atari there
 * @param ownership     per point, row-major from the top left ({@code y * size + x}): +1 Black's,
 *                      -1 White's, in between as uncertain as the playouts were
 * @param doubtfulAlive the stones of chains left alive though something said dead: the playouts keep
 *                      them as their own colour's, but a static count (not a reading) called them dead.
 *                      Worth a second look, as the dead chains below {@link Estimator#DOUBTFUL} are
 */
public record Proposal(int size, List<DeadChain> dead, List<Point> seki, List<Point> blackTerritory,
                       List<Point> whiteTerritory, List<Point> dame, List<Play> borders, List<Play> dameFills, List<Play> sealing,
                       double[] ownership, List<Point> doubtfulAlive) {

    public Proposal {
        dead = List.copyOf(dead);
        seki = List.copyOf(seki);
        blackTerritory = List.copyOf(blackTerritory);
        whiteTerritory = List.copyOf(whiteTerritory);
        dame = List.copyOf(dame);
        borders = List.copyOf(borders);
        dameFills = List.copyOf(dameFills);
        sealing = List.copyOf(sealing);
        ownership = ownership.clone();
        doubtfulAlive = List.copyOf(doubtfulAlive);
    }

    /** A dead chain: its colour (Board.BLACK or WHITE), every stone, and how sure the estimate is (0.5 to 1). */
    public record DeadChain(int color, List<Point> stones, double confidence) {
        public DeadChain {
            stones = List.copyOf(stones);
        }
    }

    /** A stone of {@code color} (Board.BLACK or WHITE) that still has to be played at {@code point}. */
    public record Play(Point point, int color) {
    }

    /** Every stone of every dead chain: the marking to propose (4.2). */
    public Set<Point> deadStones() {
        Set<Point> out = new HashSet<>();
        for (DeadChain d : dead) {
            out.addAll(d.stones());
        }
        return out;
    }

    /** The ownership of one point: +1 Black, -1 White. */
    public double ownership(Point p) {
        return ownership[p.y * size + p.x];
    }

    /** The ownership array's copy (it is a record component; callers must not see it change). */
    @Override
    public double[] ownership() {
        return ownership.clone();
    }

    /** How many protective moves each colour still owes: index Board.BLACK and Board.WHITE. */
    public int[] sealCounts() {
        int[] n = new int[3];
        for (Play s : sealing) {
            n[s.color()]++;
        }
        return n;
    }

    static int colourSign(int color) {
        return color == Board.BLACK ? 1 : -1;
    }
}
