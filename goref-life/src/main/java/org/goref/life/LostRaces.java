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
 * liberties are read, and only against an enemy chain the playouts do not call clearly dead: stones
 * that capture a chain inside the enemy's territory and are then captured themselves have killed
 * nothing. (Reading the chains the playouts keep as well, up to 0.3 or 0.6 ownership, made the corpus
 * worse: a reader of two chains does not see the group around them.)
 */
final class LostRaces {
    /** Chains with more liberties than this are not read: their races are too long to be settled. */
    static final int MAX_LIBERTIES = 5;

    private LostRaces() {
    }

    /**
     * The heads of the chains that lose a race, given each chain's ownership from its own side
     * ({@code chainOwn}, by head) and Benson's verdict.
     */
    static List<Integer> find(Board board, Benson benson, double[] chainOwn, Estimator.Races races) {
        List<Integer> losers = new ArrayList<>();
        int[] dir = board.directions();
        for (int h = 0; h < board.cells(); h++) {
            int c = board.get(h);
            if ((c != Board.BLACK && c != Board.WHITE) || board.chain(h) != h || benson.isPassAlive(h)
                    || chainOwn[h] >= Estimator.ALIVE_OWNERSHIP || board.liberties(h) > MAX_LIBERTIES) {
                continue;
            }
            boolean lost = false;
            int s = h;
            do {
                for (int d : dir) {
                    int n = s + d;
                    if (!lost && board.get(n) == 3 - c) {
                        int nh = board.chain(n);
                        boolean killerStands = benson.isPassAlive(nh) || chainOwn[nh] > Estimator.CLEARLY_DEAD;
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
