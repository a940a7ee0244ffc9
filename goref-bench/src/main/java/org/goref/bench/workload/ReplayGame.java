package org.goref.bench.workload;

/**
 * One game of W2, decoded once so that replaying it reads only ints. Points are workload numbers
 * ({@code row*N + col}); a move is {@code colour << 16 | point}, or {@code colour << 16 | PASS}.
 */
public record ReplayGame(String id, int size, int[] black, int[] white, int[] moves) {
    public static final int PASS = 0xFFFF;

    public static int colorOf(int move) {
        return move >>> 16;
    }

    public static int pointOf(int move) {
        return move & 0xFFFF;
    }

    public int placements() {
        int n = 0;
        for (int m : moves) {
            if (pointOf(m) != PASS) {
                n++;
            }
        }
        return n;
    }
}
