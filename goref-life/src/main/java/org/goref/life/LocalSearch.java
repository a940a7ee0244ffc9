package org.goref.life;

import org.goref.core.board.Board;

/**
 * What the two local readers ({@link EnclosedReader}, {@link GroupReader}) share: the outcome of a
 * line for the group read, the key of a searched position, and the signal that the budget ran out.
 * Each reader chooses its own moves and stops; these are the terms they answer in.
 */
final class LocalSearch {
    /** The group read is taken (the attacker's line). */
    static final int KILL = 1;
    /** The group read lives (the defender's line). */
    static final int LIVE = -1;
    /** Neither shown within the depth, or the fight left the area read. */
    static final int OPEN = 0;
    /** The move tried is illegal: no line at all. */
    static final int NOT_A_MOVE = 2;

    private LocalSearch() {
    }

    /** The position, the ko ban and the side to move, as one key for a reader's memo. */
    static long key(Board board, int side) {
        return (board.hash() ^ (board.koPoint() + 1) * 0x9E3779B97F4A7C15L) * 4 + side;
    }

    /** Thrown when a reader has searched its positions' budget: the read gives no verdict. */
    static final class OutOfBudget extends RuntimeException {
        static final OutOfBudget INSTANCE = new OutOfBudget();

        private OutOfBudget() {
            // No message, cause or stack trace: it is thrown as control flow, often, from deep in a search.
            super(null, null, false, false);
        }
    }
}
