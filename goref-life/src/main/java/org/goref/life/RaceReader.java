package org.goref.life;

import java.util.HashMap;
import java.util.Map;

import org.goref.core.board.Board;

/**
 * Reads a capturing race (semeai) between two touching chains of opposite colours by search, the way
 * a player counts one out: each side fills the other's liberties, captures what the race puts in
 * atari, extends or connects its own chain, or passes (a side in seki passes rather than fill a
 * shared liberty). The race is over when one of the two chains is captured, when both sides pass
 * (neither can capture: seki), or when both chains have escaped to {@link #SAFE_LIBERTIES} liberties
 * (a chain with that many is not attacked: it is out of the race, though it may still capture).
 *
 * <p>Random playouts cannot read these races: their moves fill a side's own liberties as often as
 * the enemy's, so both chains end near zero ownership. A few hundred nodes of search can.
 *
 * <p>The board given is never changed: the search runs on a journaled copy.
 */
final class RaceReader {
    /** What a race comes to, seen from the first chain (the one the reader was asked about). */
    enum Outcome { CAPTURES, IS_CAPTURED, NEITHER, UNKNOWN }

    /** A chain with this many liberties has escaped the race: nobody fills its liberties any more. */
    static final int SAFE_LIBERTIES = 7;

    private static final int MAX_DEPTH = 40;
    private static final int WIN = 1;
    private static final int LOSS = -1;

    /** Ownership from which a point counts as the owner's secure area, closed to the other side. */
    static final double FIRM = 0.7;

    private final Board board;
    private final double[] ownership;
    private final int nodeBudget;
    private final int[] dir;
    private final Map<Long, Integer> memo = new HashMap<>();
    private final int[][] moveBuf = new int[MAX_DEPTH + 2][];
    private int nodes;
    private int aStone;
    private int bStone;
    private int aColor;

    /**
     * {@code ownership} (by cell, +1 Black, -1 White: the playouts' verdict) keeps the race local:
     * a side does not play inside the area the playouts firmly give to the other ({@link #FIRM}), unless
     * the move captures. A chain's liberties inside its own secure territory cannot be filled in
     * practice (the intruder is captured), which a reader of two chains alone cannot see.
     */
    RaceReader(Board position, double[] ownership, int nodeBudget) {
        this.ownership = ownership;
        this.board = new Board(position);
        this.board.setJournaling(true);
        this.nodeBudget = nodeBudget;
        this.dir = board.directions();
        for (int i = 0; i < moveBuf.length; i++) {
            moveBuf[i] = new int[board.cells()];
        }
    }

    /**
     * The race between the chain through {@code a} and the enemy chain through {@code b}, with
     * {@code first} to move, seen from {@code a}'s chain.
     */
    Outcome read(int a, int b, int first) {
        aStone = a;
        bStone = b;
        aColor = board.get(a);
        if (aColor != Board.BLACK && aColor != Board.WHITE || board.get(b) != 3 - aColor) {
            throw new IllegalArgumentException("a race needs two chains of opposite colours");
        }
        memo.clear();
        nodes = 0;
        int depth = board.undoDepth();
        try {
            int v = search(first, 0, 0) * (first == aColor ? 1 : -1);
            return v == WIN ? Outcome.CAPTURES : v == LOSS ? Outcome.IS_CAPTURED : Outcome.NEITHER;
        } catch (OutOfBudget e) {
            return Outcome.UNKNOWN;
        } finally {
            while (board.undoDepth() > depth) {
                board.undo();
            }
        }
    }

    /**
     * The value of the race for the side to move (negamax): {@link #WIN} when it captures the enemy
     * chain, {@link #LOSS} when its own is captured, 0 when neither is (seki, an escape, or a line
     * longer than the reader follows, such as a ko fought with passes).
     */
    private int search(int toMove, int passes, int ply) {
        int forA = toMove == aColor ? 1 : -1;
        if (board.get(aStone) != aColor) {
            return LOSS * forA;
        }
        if (board.get(bStone) != 3 - aColor) {
            return WIN * forA;
        }
        if (passes >= 2 || ply >= MAX_DEPTH
                || board.liberties(aStone) >= SAFE_LIBERTIES && board.liberties(bStone) >= SAFE_LIBERTIES) {
            return 0;
        }
        if (++nodes > nodeBudget) {
            throw OutOfBudget.INSTANCE;
        }
        long key = board.hash() * 31 + toMove * 7L + passes + 13L * board.koPoint();
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int own = forA > 0 ? aStone : bStone;
        int target = forA > 0 ? bStone : aStone;
        int[] moves = moveBuf[ply];
        int count = generate(toMove, own, target, moves);
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < count && best < WIN; i++) {
            board.place(moves[i], toMove);
            best = Math.max(best, -search(3 - toMove, 0, ply + 1));
            board.undo();
        }
        if (best < WIN) {
            board.pass();
            best = Math.max(best, -search(3 - toMove, passes + 1, ply + 1));
            board.undo();
        }
        memo.put(key, best);
        return best;
    }

    /**
     * The moves of a race, best first: capture the enemy chain in atari; take any chain next to the
     * two that is in atari (it gives liberties back); fill the enemy chain's outside liberties, then
     * the shared ones; lengthen one's own chain. Never a move that fills one's own eye or leaves
     * one's own racing chain in atari without capturing.
     */
    private int generate(int c, int own, int target, int[] out) {
        int n = 0;
        if (board.liberties(target) == 1) {
            int lib = board.firstLiberty(target);
            if (board.isLegal(lib, c)) {
                out[n++] = lib;
                return n;
            }
        }
        n = addCapturesAround(own, c, out, n, 1);
        n = addCapturesAround(target, c, out, n, 1);
        if (board.liberties(target) < SAFE_LIBERTIES) {
            n = addLiberties(target, c, own, false, out, n);
            n = addLiberties(target, c, own, true, out, n);
        }
        n = addLiberties(own, c, own, false, out, n);
        n = addCapturesAround(own, c, out, n, 2);
        return n;
    }

    /**
     * Liberties of the enemy chains touching {@code chain} that have {@code libs} liberties: with one,
     * the captures; with two, the ataris that chase an intruder filling one's own liberties.
     */
    private int addCapturesAround(int chain, int c, int[] out, int n, int libs) {
        int s = chain;
        do {
            for (int d : dir) {
                int q = s + d;
                if (board.get(q) == 3 - c && board.liberties(q) == libs) {
                    n = addAllLiberties(q, c, out, n);
                }
            }
            s = board.nextInChain(s);
        } while (s != chain);
        return n;
    }

    /**
     * The liberties of {@code chain}; {@code shared} selects those that also touch {@code other}
     * (filled last: a shared liberty costs the filler one of its own).
     */
    private int addLiberties(int chain, int c, int other, boolean shared, int[] out, int n) {
        int s = chain;
        do {
            for (int d : dir) {
                int q = s + d;
                if (board.get(q) == Board.EMPTY && PointFacts.touchesChain(board, q, other) == shared) {
                    n = add(q, c, out, n);
                }
            }
            s = board.nextInChain(s);
        } while (s != chain);
        return n;
    }

    private int addAllLiberties(int chain, int c, int[] out, int n) {
        int s = chain;
        do {
            for (int d : dir) {
                if (board.get(s + d) == Board.EMPTY) {
                    n = add(s + d, c, out, n);
                }
            }
            s = board.nextInChain(s);
        } while (s != chain);
        return n;
    }

    /**
     * Adds {@code p} unless it is already there, illegal, fills one's own eye or the other side's firm
     * area without capturing, or puts one's racing chain in atari.
     */
    private int add(int p, int c, int[] out, int n) {
        if (IntArrays.contains(out, n, p) || !board.isLegal(p, c)) {
            return n;
        }
        boolean enemyArea = ownership != null && ownership[p] * (c == Board.BLACK ? -1 : 1) >= FIRM;
        if ((board.isSimpleEye(p, c) || enemyArea) && !PointFacts.captures(board, p, c)) {
            return n;
        }
        if (selfAtariOfRacer(p, c)) {
            return n;
        }
        out[n++] = p;
        return n;
    }

    /** Whether playing p leaves c's racing chain (joined by p) with one liberty and captures nothing. */
    private boolean selfAtariOfRacer(int p, int c) {
        int racer = c == aColor ? aStone : bStone;
        boolean joins = false;
        for (int d : dir) {
            if (board.get(p + d) == c && board.chain(p + d) == board.chain(racer)) {
                joins = true;
            }
        }
        if (!joins || PointFacts.captures(board, p, c)) {
            return false;
        }
        board.place(p, c);
        int libs = board.get(racer) == c ? board.liberties(racer) : 0;
        board.undo();
        return libs <= 1;
    }

    /** Thrown to abandon a search that has used its node budget. */
    private static final class OutOfBudget extends RuntimeException {
        static final OutOfBudget INSTANCE = new OutOfBudget();

        private OutOfBudget() {
            super(null, null, false, false);
        }
    }
}
