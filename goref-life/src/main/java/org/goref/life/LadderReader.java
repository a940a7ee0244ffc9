package org.goref.life;

import org.goref.core.board.Board;

/**
 * Reads whether a chain with two liberties dies in a ladder: the attacker ataris it from one side,
 * the chain extends, and so on, until the chain has three liberties (it escapes), captures an
 * attacking stone (it escapes), or is left with one (it is captured). Both ataris are tried at
 * every step, so the ladder is read whichever side it runs along.
 *
 * <p>Used by the playouts so that a chain in atari is not "saved" into a ladder: the random
 * opponent rarely follows a ladder up, so without this a captured group lives on in the playouts.
 * The read runs on the playout's own board with its undo journal switched on for the read only,
 * and leaves the board exactly as it found it.
 */
final class LadderReader {
    /** Ataris read before giving up (as an escape): a ladder across the 25x25 board fits. */
    private static final int MAX_DEPTH = 60;
    /**
     * Positions read before giving up (as an escape). Both ataris are tried at every step, so a
     * prey that keeps two liberties either way could make the read exponential; a real ladder
     * needs about two positions per step.
     */
    private static final int MAX_NODES = 400;

    private final Board board;
    private final int[] dir;
    private final int[] libs = new int[2];
    private int nodes;

    LadderReader(Board board) {
        this.board = board;
        this.dir = board.directions();
    }

    /**
     * Whether colour {@code c} playing at {@code p}, which gives its chain exactly two liberties,
     * is captured in a ladder when the enemy moves next. {@code p} must be legal for {@code c}.
     */
    boolean extensionDies(int p, int c) {
        board.setJournaling(true);
        nodes = 0;
        try {
            board.place(p, c);
            boolean dies = board.liberties(p) < 2 || attackerWins(p, 0);
            board.undo();
            return dies;
        } finally {
            board.setJournaling(false);
        }
    }

    /** The attacker to move against a two-liberty chain. */
    private boolean attackerWins(int stone, int depth) {
        if (depth >= MAX_DEPTH || ++nodes > MAX_NODES) {
            return false;
        }
        if (!twoLiberties(stone)) {
            return false;
        }
        int attacker = 3 - board.get(stone);
        int a = libs[0];
        int b = libs[1];
        for (int k = 0; k < 2; k++) {
            int atari = k == 0 ? a : b;
            int run = k == 0 ? b : a;
            if (!board.tryPlay(atari, attacker)) {
                continue;
            }
            boolean wins = board.get(stone) == Board.EMPTY
                    || (board.liberties(atari) > 1 && preyLoses(stone, run, depth));
            board.undo();
            if (wins) {
                return true;
            }
        }
        return false;
    }

    /** The prey, in atari with its last liberty at {@code run}, to move. */
    private boolean preyLoses(int stone, int run, int depth) {
        int prey = board.get(stone);
        if (board.liberties(stone) != 1) {
            return board.liberties(stone) == 0;
        }
        if (capturesAround(stone)) {
            return false;
        }
        if (!board.tryPlay(run, prey)) {
            return true;
        }
        int l = board.liberties(stone);
        boolean loses = l <= 1 || (l == 2 && attackerWins(stone, depth + 1));
        board.undo();
        return loses;
    }

    /** Whether a stone of the enemy touching the chain is in atari (the prey escapes by taking it). */
    private boolean capturesAround(int stone) {
        int prey = board.get(stone);
        int s = stone;
        do {
            for (int d : dir) {
                int n = s + d;
                if (board.get(n) == 3 - prey && board.liberties(n) == 1) {
                    return true;
                }
            }
            s = board.nextInChain(s);
        } while (s != stone);
        return false;
    }

    /** Fills {@code libs[0..1]} with the chain's liberties; false unless it has exactly two. */
    private boolean twoLiberties(int stone) {
        if (board.liberties(stone) != 2) {
            return false;
        }
        int found = 0;
        int s = stone;
        do {
            for (int d : dir) {
                int n = s + d;
                if (board.get(n) == Board.EMPTY && (found == 0 || libs[0] != n)) {
                    libs[found++] = n;
                    if (found == 2) {
                        return true;
                    }
                }
            }
            s = board.nextInChain(s);
        } while (s != stone);
        return false;
    }
}
