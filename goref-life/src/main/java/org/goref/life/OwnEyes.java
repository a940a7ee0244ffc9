package org.goref.life;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Board;

/**
 * Whether a chain has two eyes of its own: the empty regions bordered by that chain alone (and the
 * edge), valued as eyes — one or two points, or a shape one move kills ({@link VitalPoint}), one
 * eye; any other shape, two. One chain around a region cannot be cut, so none of these eyes is
 * false, and no enemy stone stands in them: such a chain lives whatever the opponent plays, though
 * random play, which fills its own big eye spaces as readily as any point, may keep it rarely.
 * Chains that nobody can cut apart (two shared liberties that are no eyes, {@link VirtualConnections})
 * pool their eyes: one eye each makes a living group.
 */
final class OwnEyes {
    private final Board board;
    private final int[] dir;
    private final int[] mark;
    private final int[] stack;
    private final int[] members;
    private final VitalPoint vital;
    private int gen;

    OwnEyes(Board board) {
        this.board = board;
        this.dir = board.directions();
        this.mark = new int[board.cells()];
        this.stack = new int[board.cells()];
        this.members = new int[board.cells()];
        this.vital = new VitalPoint(board);
    }

    /**
     * The heads among {@code heads} (chain heads, as {@code blocks} joins them) whose block
     * ({@code blocks}: chains joined by connections nobody can cut) has two eyes, each of one of its
     * chains' own. Only the blocks of {@code heads} are counted: most chains of a position are not
     * in doubt.
     */
    List<Integer> withTwoPerBlock(List<Integer> heads, CellSets blocks) {
        List<Integer> out = new ArrayList<>();
        if (heads.isEmpty()) {
            return out;
        }
        int[] perBlock = new int[board.cells()];
        boolean[] asked = new boolean[board.cells()];
        for (int h : heads) {
            asked[blocks.find(h)] = true;
        }
        for (int h = 0; h < board.cells(); h++) {
            int c = board.get(h);
            if ((c == Board.BLACK || c == Board.WHITE) && board.chain(h) == h && asked[blocks.find(h)]) {
                perBlock[blocks.find(h)] += eyes(h);
            }
        }
        for (int h : heads) {
            if (perBlock[blocks.find(h)] >= 2) {
                out.add(h);
            }
        }
        return out;
    }

    /** The eyes of the chain of {@code stone}'s own, counted up to two. */
    int eyes(int stone) {
        int head = board.chain(stone);
        gen++;
        int eyes = 0;
        int s = head;
        do {
            for (int d : dir) {
                int e = s + d;
                if (board.get(e) == Board.EMPTY && mark[e] != gen) {
                    eyes += eyeValue(e, head);
                    if (eyes >= 2) {
                        return 2;
                    }
                }
            }
            s = board.nextInChain(s);
        } while (s != head);
        return eyes;
    }

    /** The eye value of the empty region through {@code e}: 0 unless chain {@code head} alone borders it. */
    private int eyeValue(int e, int head) {
        int top = 0;
        int size = 0;
        boolean own = true;
        stack[top++] = e;
        mark[e] = gen;
        while (top > 0) {
            int p = stack[--top];
            members[size++] = p;
            for (int d : dir) {
                int n = p + d;
                int c = board.get(n);
                if (c == Board.EMPTY) {
                    if (mark[n] != gen) {
                        mark[n] = gen;
                        stack[top++] = n;
                    }
                } else if ((c == Board.BLACK || c == Board.WHITE) && board.chain(n) != head) {
                    own = false;
                }
            }
        }
        if (!own) {
            return 0;
        }
        return vital.isOneEye(members, size) ? 1 : 2;
    }
}
