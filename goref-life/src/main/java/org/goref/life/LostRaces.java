package org.goref.life;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Board;

/**
 * The chains that lose a capturing race to a touching enemy chain even when they move first: the
 * enemy captures them whatever their owner does, so they are dead whatever the playouts say (random
 * play fills a side's own liberties as often as the enemy's, and leaves such a chain near even).
 *
 * <p>Only the chains the playouts doubt (below {@link Estimator#ALIVE_OWNERSHIP}) and that are short of
 * liberties are read, and chains in atari the playouts do not keep firmly
 * ({@link #IN_ATARI_READ_BELOW}); only against an enemy chain the playouts keep (or Benson proves):
 * stones that capture a chain inside the enemy's territory and are then captured themselves have
 * killed nothing. (Against any enemy chain not clearly dead, down to -0.4, a Black stone in atari
 * inside a dying White group of GNU Go's olympiad2004 gnu-mfg game was "lost", so its killers lived
 * and the count was 17 points out; nothing else on the corpus changes. Reading every short chain the
 * playouts keep, up to 0.3 or 0.6 ownership, made the corpus worse: a reader of two chains does not
 * see the group around them.)
 */
final class LostRaces {
    /** Chains with more liberties than this are not read: their races are too long to be settled. */
    static final int MAX_LIBERTIES = 5;

    /**
     * A chain in atari is read even when the playouts keep it, up to this ownership: at the end of a
     * game a chain left in atari was given up or cannot be taken, and one race read from each side
     * tells which, where the playouts only split between whoever happens to move first (the owner
     * extends, the other captures). Up to 0.4 mended fewer records; up to any ownership, one more
     * broke.
     */
    static final double IN_ATARI_READ_BELOW = 0.6;

    private LostRaces() {
    }

    /**
     * The heads of the chains that lose a race, given each chain's ownership from its own side
     * ({@code chainOwn}, by head) and Benson's verdict.
     */
    static List<Integer> find(Board board, Benson benson, double[] chainOwn, Races races) {
        List<Integer> losers = new ArrayList<>();
        int[] dir = board.directions();
        for (int h = 0; h < board.cells(); h++) {
            int c = board.get(h);
            if ((c != Board.BLACK && c != Board.WHITE) || board.chain(h) != h || benson.isPassAlive(h)
                    || chainOwn[h] >= (board.liberties(h) == 1 ? IN_ATARI_READ_BELOW : Estimator.ALIVE_OWNERSHIP)
                    || board.liberties(h) > MAX_LIBERTIES) {
                continue;
            }
            boolean lost = false;
            int s = h;
            do {
                for (int d : dir) {
                    int n = s + d;
                    if (!lost && board.get(n) == 3 - c) {
                        int nh = board.chain(n);
                        boolean killerStands = benson.isPassAlive(nh) || chainOwn[nh] >= Estimator.ALIVE_OWNERSHIP;
                        lost = killerStands && races.readLoses(h, nh);
                    }
                }
                s = board.nextInChain(s);
            } while (s != h && !lost);
            if (lost) {
                losers.add(h);
            }
        }
        return losers;
    }
}
