package org.goref.core.board;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * A deliberately simple reference for {@link Board}: a plain grid, chains and liberties found by
 * flood fill every time. Slow and obviously right, so the fast board is compared with it.
 */
final class NaiveBoard {
    final int n;
    int[] grid;
    int[] captured = new int[3];
    int koPoint = -1; // grid index, or -1
    int koColor = Board.EMPTY;
    int lastCaptureCount;

    NaiveBoard(int n) {
        this.n = n;
        this.grid = new int[n * n];
    }

    NaiveBoard copy() {
        NaiveBoard b = new NaiveBoard(n);
        b.grid = grid.clone();
        b.captured = captured.clone();
        b.koPoint = koPoint;
        b.koColor = koColor;
        b.lastCaptureCount = lastCaptureCount;
        return b;
    }

    private int[] neighbours(int p) {
        int x = p % n, y = p / n;
        int[] out = new int[4];
        int k = 0;
        if (y > 0) out[k++] = p - n;
        if (x > 0) out[k++] = p - 1;
        if (x < n - 1) out[k++] = p + 1;
        if (y < n - 1) out[k++] = p + n;
        return Arrays.copyOf(out, k);
    }

    /** WORKLOADS.md's own eye: an empty point whose every on-board neighbour is a stone of colour c. */
    boolean ownEye(int p, int c) {
        if (grid[p] != Board.EMPTY) {
            return false;
        }
        for (int t : neighbours(p)) {
            if (grid[t] != c) {
                return false;
            }
        }
        return true;
    }

    /** The stones of the chain through p (p must hold a stone). */
    boolean[] chain(int[] g, int p) {
        boolean[] in = new boolean[n * n];
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        in[p] = true;
        todo.add(p);
        while (!todo.isEmpty()) {
            int s = todo.poll();
            for (int t : neighbours(s)) {
                if (!in[t] && g[t] == g[p]) {
                    in[t] = true;
                    todo.add(t);
                }
            }
        }
        return in;
    }

    int liberties(int[] g, int p) {
        boolean[] in = chain(g, p);
        boolean[] lib = new boolean[n * n];
        int l = 0;
        for (int s = 0; s < n * n; s++) {
            if (in[s]) {
                for (int t : neighbours(s)) {
                    if (g[t] == Board.EMPTY && !lib[t]) {
                        lib[t] = true;
                        l++;
                    }
                }
            }
        }
        return l;
    }

    int chainSize(int p) {
        int k = 0;
        for (boolean b : chain(grid, p)) {
            if (b) k++;
        }
        return k;
    }

    private int remove(int[] g, int p) {
        boolean[] in = chain(g, p);
        int k = 0;
        for (int s = 0; s < n * n; s++) {
            if (in[s]) {
                g[s] = Board.EMPTY;
                k++;
            }
        }
        return k;
    }

    Board.Verdict check(int p, int c) {
        if (grid[p] != Board.EMPTY) return Board.Verdict.OCCUPIED;
        if (p == koPoint && c == koColor) return Board.Verdict.KO;
        int[] g = grid.clone();
        g[p] = c;
        for (int t : neighbours(p)) {
            if (g[t] == 3 - c && liberties(g, t) == 0) {
                remove(g, t);
            }
        }
        if (liberties(g, p) > 0) return Board.Verdict.LEGAL;
        return chainSize(g, p) == 1 ? Board.Verdict.SUICIDE : Board.Verdict.MULTI_STONE_SUICIDE;
    }

    private int chainSize(int[] g, int p) {
        int k = 0;
        for (boolean b : chain(g, p)) {
            if (b) k++;
        }
        return k;
    }

    /** Board.place: captures, then removes the own chain if it has no liberty (suicide). */
    void place(int p, int c) {
        int opp = 3 - c;
        grid[p] = c;
        int caps = 0;
        int lastCaptured = -1;
        for (int t : neighbours(p)) {
            if (grid[t] == opp && liberties(grid, t) == 0) {
                caps += remove(grid, t);
                lastCaptured = t;
            }
        }
        captured[c] += caps;
        if (liberties(grid, p) == 0) {
            captured[opp] += remove(grid, p);
            koPoint = -1;
            koColor = Board.EMPTY;
        } else if (caps == 1 && chainSize(grid, p) == 1 && liberties(grid, p) == 1) {
            koPoint = lastCaptured;
            koColor = opp;
        } else {
            koPoint = -1;
            koColor = Board.EMPTY;
        }
        lastCaptureCount = caps;
    }

    void pass() {
        koPoint = -1;
        koColor = Board.EMPTY;
        lastCaptureCount = 0;
    }

    void setup(int p, int c) {
        if (grid[p] == c) return;
        grid[p] = c;
        koPoint = -1;
        koColor = Board.EMPTY;
        lastCaptureCount = 0;
    }

    void removeDeadChain(int p) {
        remove(grid, p);
        koPoint = -1;
        koColor = Board.EMPTY;
    }

    /** Whether some chain on the board has no liberty (only a setup can make one). */
    boolean hasChainWithoutLiberty() {
        for (int p = 0; p < n * n; p++) {
            if (grid[p] != Board.EMPTY && liberties(grid, p) == 0) return true;
        }
        return false;
    }
}
