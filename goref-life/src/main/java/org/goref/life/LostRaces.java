package org.goref.life;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

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
 * see the group around them.) A kept chain whose group the eye count finds short of eyes and whose
 * every enemy neighbour stands is read too ({@link #SHORT_OF_EYES_READ_BELOW}): such a group has no
 * other chain to capture, and the two-chain race is all of its fight. A chain kept only loosely
 * ({@link #WEAK_KEPT}) is read against its doubtful neighbours: between two weak chains the race
 * is the whole question.
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

    /**
     * A chain whose group is short of eyes by the eye count ({@link EyeShortage}) is read up to this
     * ownership when every enemy chain it touches stands ({@link #NEIGHBOURS_FIRM}): such a group has
     * nothing to capture and no eyes to make, so losing the race even moving first is its end, however
     * often random play kept it (random play rarely fills the last shared liberties, which is a self-atari
     * of a chain for the side that fills; tygem 2016-07/890242459: 23 Black stones with four liberties
     * kept at 0.73–0.84 beside a proven White edge group, 45 points out). Up to 0.8, seed 1 kept it.
     */
    static final double SHORT_OF_EYES_READ_BELOW = 0.9;

    /**
     * The ownership from which an enemy chain stands for {@link #SHORT_OF_EYES_READ_BELOW}: any weaker
     * neighbour is one the group may live by capturing (a race of several chains, which a reader of
     * two does not see: from 0.6, tygem 2009-06/290765053's 25-stone centre group, which lives by a
     * three-stone White chain inside it, was read dead).
     */
    static final double NEIGHBOURS_FIRM = 0.8;

    /**
     * The most ownership at which chain {@code h} is read: a chain in atari is weak up to
     * {@link #IN_ATARI_READ_BELOW}, any other below the alive level, and one short of eyes
     * ({@code shortOfEyes}, may be null) up to {@link #SHORT_OF_EYES_READ_BELOW}.
     */
    static double readBelow(Board board, int h, boolean[] shortOfEyes) {
        double below = board.liberties(h) == 1 ? IN_ATARI_READ_BELOW : Estimator.ALIVE_OWNERSHIP;
        return shortOfEyes != null && shortOfEyes[h] ? Math.max(below, SHORT_OF_EYES_READ_BELOW) : below;
    }

    /** Whether every enemy chain touching chain {@code h} is proven or kept from {@link #NEIGHBOURS_FIRM}. */
    private static boolean surroundedByStanding(Board board, Benson benson, double[] chainOwn, int h) {
        int c = board.get(h);
        int s = h;
        do {
            for (int d : board.directions()) {
                int n = s + d;
                if (board.get(n) == 3 - c && !benson.isPassAlive(board.chain(n))
                        && chainOwn[board.chain(n)] < NEIGHBOURS_FIRM) {
                    return false;
                }
            }
            s = board.nextInChain(s);
        } while (s != h);
        return true;
    }

    /**
     * A chain the playouts keep only this loosely (from {@link Estimator#ALIVE_OWNERSHIP}), short of
     * liberties, is read against the doubtful enemy chains it touches (between
     * {@link Estimator#CLEARLY_DEAD} and the alive level): when the doubtful one captures it even
     * moving second, the race is over and the kept chain is the one that dies. Otherwise the
     * doubtful chain meets no doubtful neighbour and dies by its ownership alone, killed by a chain
     * it kills (tygem 2015-06/798345711: three White stones with two liberties kept at 0.20 beside
     * twelve Black stones with three, Black to move, kept at -0.18; the record and GNU Go count the
     * White stones dead). Any level from 0.3 to 0.6 changes that record only; killers below -0.4
     * broke three records (a chain nearly dead lives by capturing nothing: a reader of two chains
     * does not see that the killer dies anyway). A chain in atari is read from
     * {@link #IN_ATARI_READ_BELOW} already, one short of eyes from {@link #SHORT_OF_EYES_READ_BELOW}.
     */
    static final double WEAK_KEPT = 0.3;

    /**
     * Whether the chain {@code h} loses its race even moving first to an enemy chain it touches that
     * {@code killer} accepts (by head).
     */
    private static boolean losesTo(Board board, Races races, int h, IntPredicate killer) {
        int c = board.get(h);
        int s = h;
        do {
            for (int d : board.directions()) {
                int n = s + d;
                if (board.get(n) == 3 - c) {
                    int nh = board.chain(n);
                    if (killer.test(nh) && races.readLoses(h, nh)) {
                        return true;
                    }
                }
            }
            s = board.nextInChain(s);
        } while (s != h);
        return false;
    }

    private LostRaces() {
    }

    /**
     * The heads of the chains that lose a race, given each chain's ownership from its own side
     * ({@code chainOwn}, by head) and Benson's verdict.
     */
    static List<Integer> find(Board board, Benson benson, double[] chainOwn, Races races) {
        return find(board, benson, chainOwn, races, null);
    }

    /**
     * As above; {@code shortOfEyes} (by head, or null) marks the chains whose group is short of eyes
     * though the playouts keep it: each is read too, up to {@link #SHORT_OF_EYES_READ_BELOW}, when
     * every enemy chain it touches stands.
     */
    static List<Integer> find(Board board, Benson benson, double[] chainOwn, Races races, boolean[] shortOfEyes) {
        List<Integer> losers = new ArrayList<>();
        for (int h = 0; h < board.cells(); h++) {
            int c = board.get(h);
            if ((c != Board.BLACK && c != Board.WHITE) || board.chain(h) != h || benson.isPassAlive(h)
                    || board.liberties(h) > MAX_LIBERTIES) {
                continue;
            }
            if (chainOwn[h] >= readBelow(board, h, shortOfEyes)) {
                // Kept, but loosely: lost only to a doubtful neighbour that takes it even moving second.
                IntPredicate doubtful = nh -> !benson.isPassAlive(nh) && chainOwn[nh] < Estimator.ALIVE_OWNERSHIP
                        && chainOwn[nh] > Estimator.CLEARLY_DEAD;
                if (chainOwn[h] < WEAK_KEPT && losesTo(board, races, h, doubtful)) {
                    losers.add(h);
                }
                continue;
            }
            boolean kept = chainOwn[h] >= readBelow(board, h, null);
            if (kept && !surroundedByStanding(board, benson, chainOwn, h)) {
                continue;
            }
            IntPredicate stands = nh -> benson.isPassAlive(nh) || chainOwn[nh] >= Estimator.ALIVE_OWNERSHIP;
            if (losesTo(board, races, h, stands)) {
                losers.add(h);
            }
        }
        return losers;
    }
}
