package org.goref.life;

import java.util.HashMap;
import java.util.Map;

import org.goref.core.board.Board;

/**
 * The races between touching doubtful chains, each read once: a chain loses to a neighbour when
 * the {@link RaceReader} finds it captured even though it moves first; when the reading runs out
 * of budget, when it has fewer liberties (at most {@link #RACE_LIBERTIES}) than the neighbour.
 */
final class Races {
    /** The search budget of one race, in positions: a few milliseconds at most. */
    static final int RACE_NODES = 4000;

    /**
     * A capturing race the playouts cannot read (both chains doubtful) is lost by a short chain
     * (at most this many liberties) whose every doubtful enemy neighbour has more liberties than it:
     * with one liberty more, a side wins a race without eyes whoever moves first. (Equal counts are
     * left alone: the side to move wins, or it is seki.)
     */
    static final int RACE_LIBERTIES = 4;

    private final Board board;
    private final double[] ownership;
    private final Map<Long, RaceReader.Outcome> known = new HashMap<>();
    private RaceReader reader;

    Races(Board board) {
        this(board, null);
    }

    Races(Board board, double[] ownership) {
        this.board = board;
        this.ownership = ownership;
    }

    /** Whether the chain loses to the enemy chain: by reading, else by counting liberties. */
    boolean loses(int head, int enemyHead) {
        RaceReader.Outcome o = outcome(head, enemyHead);
        if (o != RaceReader.Outcome.UNKNOWN) {
            return o == RaceReader.Outcome.IS_CAPTURED;
        }
        int libs = board.liberties(head);
        return libs <= RACE_LIBERTIES && board.liberties(enemyHead) > libs;
    }

    /**
     * Whether reading proves that the enemy chain, moving first, does not capture the chain: the
     * chain captures it instead, or neither can (seki).
     */
    boolean holds(int head, int enemyHead) {
        RaceReader.Outcome o = outcome(enemyHead, head);
        return o == RaceReader.Outcome.NEITHER || o == RaceReader.Outcome.IS_CAPTURED;
    }

    /** Whether reading proves the chain captured by the enemy chain even when it moves first. */
    boolean readLoses(int head, int enemyHead) {
        return outcome(head, enemyHead) == RaceReader.Outcome.IS_CAPTURED;
    }

    private RaceReader.Outcome outcome(int head, int enemyHead) {
        return known.computeIfAbsent(((long) head << 32) | enemyHead, k -> {
            if (reader == null) {
                reader = new RaceReader(board, ownership, RACE_NODES);
            }
            return reader.read(head, enemyHead, board.get(head));
        });
    }
}
