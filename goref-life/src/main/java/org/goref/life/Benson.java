package org.goref.life;

import java.util.Arrays;

import org.goref.core.board.Board;

/**
 * Benson's algorithm: the chains that are unconditionally alive (pass-alive: the opponent cannot
 * capture them even if their owner passes every turn) and the regions they own.
 *
 * <p>For one colour c, a <em>region</em> is a maximal connected set of points that are not c
 * (empty points and opponent stones). A region is <em>vital</em> to a c-chain when every empty
 * point of the region is a liberty of that chain. Repeatedly: drop the chains with fewer than two
 * vital regions among the healthy ones, and drop (make unhealthy) every region bordered by a dropped
 * chain. What is left cannot be captured. A region is then <em>owned</em> when all its bordering
 * chains survived and every empty point of it touches them: the opponent can never make an eye
 * there, so its stones inside are dead whatever anyone plays.
 */
public final class Benson {
    private final Board board;
    /** Per cell: the colour whose pass-alive chain stands there, or EMPTY. */
    private final int[] aliveStone;
    /** Per cell: the colour that owns the point unconditionally (stone or not), or EMPTY. */
    private final int[] owned;

    /** Chains taken as one block (by head), or null: every chain a block of its own. */
    private final CellSets blocks;

    private Benson(Board board, CellSets blocks) {
        this.board = board;
        this.blocks = blocks;
        this.aliveStone = new int[board.cells()];
        this.owned = new int[board.cells()];
        solve(Board.BLACK);
        solve(Board.WHITE);
    }

    /** Analyses the position for both colours; the board is not changed. */
    public static Benson of(Board board) {
        return new Benson(board, null);
    }

    /**
     * The same analysis with the chains that {@code blocks} joins (by head) taken as one: pass-alive
     * once their connections are made. For chains linked by two shared liberties, which nobody can
     * cut ({@link VirtualConnections}), this proves groups whose eyes lie between several chains.
     */
    static Benson linked(Board board, CellSets blocks) {
        return new Benson(board, blocks);
    }

    /** The block of the chain with head {@code head}: its own head, or its set's root. */
    private int block(int head) {
        return blocks == null ? head : blocks.find(head);
    }

    /** Whether the stone at {@code index} belongs to a pass-alive chain. */
    public boolean isPassAlive(int index) {
        int c = board.get(index);
        return (c == Board.BLACK || c == Board.WHITE) && aliveStone[index] == c;
    }

    /**
     * The colour that owns {@code index} unconditionally: its pass-alive stones, and every point
     * (empty or a dead enemy stone) of a region only it can own. EMPTY when unproven.
     */
    public int owner(int index) {
        return owned[index];
    }

    private void solve(int c) {
        int cells = board.cells();
        int[] dir = board.directions();
        // Chains of c, numbered by head.
        int[] chainNo = new int[cells];
        Arrays.fill(chainNo, -1);
        int chains = 0;
        int[] heads = new int[cells];
        for (int i = 0; i < cells; i++) {
            if (board.get(i) == c && board.chain(i) == i && chainNo[block(i)] < 0) {
                chainNo[block(i)] = chains;
                heads[chains++] = block(i);
            }
        }
        if (chains == 0) {
            return;
        }
        // Regions: flood fill of non-c on-board points.
        int[] regionOf = new int[cells];
        Arrays.fill(regionOf, -1);
        int[] stack = new int[cells];
        int regions = 0;
        int[] regionStart = new int[cells + 1];
        int[] members = new int[cells];
        int memberCount = 0;
        for (int i = 0; i < cells; i++) {
            int col = board.get(i);
            if (col == Board.EDGE || col == c || regionOf[i] >= 0) {
                continue;
            }
            int r = regions++;
            regionStart[r] = memberCount;
            int sp = 0;
            stack[sp++] = i;
            regionOf[i] = r;
            while (sp > 0) {
                int s = stack[--sp];
                members[memberCount++] = s;
                for (int d : dir) {
                    int n = s + d;
                    int nc = board.get(n);
                    if (nc != Board.EDGE && nc != c && regionOf[n] < 0) {
                        regionOf[n] = r;
                        stack[sp++] = n;
                    }
                }
            }
        }
        regionStart[regions] = memberCount;

        // Per region: the chains bordering it, and which of them it is vital to.
        int[][] borders = new int[regions][];
        boolean[][] vitalTo = new boolean[regions][];
        int[] seen = new int[chains];
        int gen = 0;
        int[] buf = new int[chains];
        for (int r = 0; r < regions; r++) {
            gen++;
            int nb = 0;
            for (int m = regionStart[r]; m < regionStart[r + 1]; m++) {
                int s = members[m];
                for (int d : dir) {
                    int n = s + d;
                    if (board.get(n) == c) {
                        int k = chainNo[block(board.chain(n))];
                        if (seen[k] != gen) {
                            seen[k] = gen;
                            buf[nb++] = k;
                        }
                    }
                }
            }
            borders[r] = Arrays.copyOf(buf, nb);
            boolean[] v = new boolean[nb];
            for (int b = 0; b < nb; b++) {
                int h = heads[borders[r][b]];
                boolean vital = true;
                for (int m = regionStart[r]; m < regionStart[r + 1] && vital; m++) {
                    int s = members[m];
                    if (board.get(s) == Board.EMPTY && !touchesChain(s, h, c, dir)) {
                        vital = false;
                    }
                }
                v[b] = vital;
            }
            vitalTo[r] = v;
        }

        boolean[] chainAlive = new boolean[chains];
        Arrays.fill(chainAlive, true);
        boolean[] healthy = new boolean[regions];
        Arrays.fill(healthy, true);
        boolean changed = true;
        int[] vitalCount = new int[chains];
        while (changed) {
            changed = false;
            Arrays.fill(vitalCount, 0);
            for (int r = 0; r < regions; r++) {
                if (!healthy[r]) {
                    continue;
                }
                for (int b = 0; b < borders[r].length; b++) {
                    if (vitalTo[r][b]) {
                        vitalCount[borders[r][b]]++;
                    }
                }
            }
            for (int k = 0; k < chains; k++) {
                if (chainAlive[k] && vitalCount[k] < 2) {
                    chainAlive[k] = false;
                    changed = true;
                }
            }
            for (int r = 0; r < regions; r++) {
                if (!healthy[r]) {
                    continue;
                }
                for (int k : borders[r]) {
                    if (!chainAlive[k]) {
                        healthy[r] = false;
                        changed = true;
                        break;
                    }
                }
            }
        }

        for (int i = 0; i < cells; i++) {
            if (board.get(i) == c && chainAlive[chainNo[block(board.chain(i))]]) {
                aliveStone[i] = c;
                owned[i] = c;
            }
        }
        for (int r = 0; r < regions; r++) {
            if (!healthy[r] || borders[r].length == 0) {
                continue;
            }
            // Every empty point must touch a surviving bordering chain: then no enemy eye can form.
            boolean small = true;
            for (int m = regionStart[r]; m < regionStart[r + 1] && small; m++) {
                int s = members[m];
                if (board.get(s) == Board.EMPTY && !PointFacts.touches(board, s, c)) {
                    small = false;
                }
            }
            if (small) {
                for (int m = regionStart[r]; m < regionStart[r + 1]; m++) {
                    owned[members[m]] = c;
                }
            }
        }
    }

    private boolean touchesChain(int s, int h, int c, int[] dir) {
        for (int d : dir) {
            int n = s + d;
            if (board.get(n) == c && block(board.chain(n)) == h) {
                return true;
            }
        }
        return false;
    }
}
