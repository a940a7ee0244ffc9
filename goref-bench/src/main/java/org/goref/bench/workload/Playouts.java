package org.goref.bench.workload;

import java.util.Arrays;

import org.goref.core.board.Board;

/**
 * W1, random playouts (WORKLOADS.md §3), on goref's own {@link Board}. The harness (RNG, move
 * choice, list of empty points, colour mirror) is exactly the one every engine was measured with;
 * only the board behind {@code tryPlay} is goref's.
 *
 * <p>The harness works in the board's padded indices instead of the workload's {@code row*N+col}:
 * both number the points row by row from the top left, so lists in "ascending point order" come
 * out in the same order, and the own-eye test can read off-board neighbours without bounds checks.
 * One instance is reused for every playout of a run and allocates nothing per playout.
 */
public final class Playouts {
    private final int size;
    private final Board board;
    private final Xoshiro128 rng = new Xoshiro128(0);
    /** The empty points, and each point's position in that list. */
    private final int[] empties;
    private final int[] pos;
    /** Mirror of the colours, padded like the board (edge cells hold Board.EDGE). */
    private final byte[] mirror;
    /** Workload point number + 1 of each padded index, for the position hash. */
    private final int[] weight;
    private final int[] onBoard;
    private final int[] captured;
    private final int stride;
    private final int turnCap;

    private long moves;
    private long passes;
    private long capped;
    private long poshash;

    public Playouts(int size) {
        this.size = size;
        this.board = new Board(size);
        this.stride = board.stride();
        int n = size * size;
        this.turnCap = 3 * n;
        empties = new int[n];
        pos = new int[board.cells()];
        mirror = new byte[board.cells()];
        weight = new int[board.cells()];
        onBoard = new int[n];
        captured = new int[n];
        for (int p = 0; p < n; p++) {
            int i = board.index(p % size, p / size);
            onBoard[p] = i;
            weight[i] = p + 1;
        }
    }

    public int size() {
        return size;
    }

    /** The seed of WORKLOADS.md §6. */
    public static final int DEFAULT_SEED = 12345;

    /**
     * Warm-up playouts that bring the JIT to steady state: about 2.4 million moves (3,000 playouts
     * on 19×19, 13,371 on 9×9). WORKLOADS.md §1 gave its JIT peers 300 on 19×19 and 2,000 on 9×9;
     * measured here, goref's rate after 300 was still a third below its steady state, and the rule
     * is "enough warm-up to reach steady state".
     */
    public static int defaultWarmup(int size) {
        return (int) Math.ceil(3000.0 * 361 / (size * size));
    }

    /** Measured playouts by default: 1,000 on 13×13 and up (800,000 moves on 19×19), 20,000 below (2.4 million on 9×9). */
    public static int defaultPlayouts(int size) {
        return size >= 13 ? 1000 : 20000;
    }

    /** Placements made since the last reset (for JMH's per-move counter). */
    public long moves() {
        return moves;
    }

    /** Re-seeds the RNG and zeroes the counters: the start of a warm-up or of a measurement. */
    public void reset(int seed) {
        rng.reseed(seed);
        moves = passes = capped = poshash = 0;
    }

    /** Runs {@code count} playouts, timing them, and returns the counters since the last reset. */
    public PlayoutResult run(long count) {
        long c0 = CpuClock.now();
        long t0 = System.nanoTime();
        for (long k = 0; k < count; k++) {
            playOne();
        }
        long t1 = System.nanoTime();
        long c1 = CpuClock.now();
        return new PlayoutResult(size, count, moves, passes, capped, poshash, t1 - t0, c1 - c0);
    }

    /** Runs playouts until {@code seconds} have passed (at least one), and returns the counters. */
    public PlayoutResult runFor(double seconds) {
        long budget = (long) (seconds * 1e9);
        long c0 = CpuClock.now();
        long t0 = System.nanoTime();
        long t1;
        long count = 0;
        do {
            playOne();
            count++;
            t1 = System.nanoTime();
        } while (t1 - t0 < budget);
        long c1 = CpuClock.now();
        return new PlayoutResult(size, count, moves, passes, capped, poshash, t1 - t0, c1 - c0);
    }

    /** One playout from the empty board, Black first, adding to the counters. */
    public void playOne() {
        Board b = board;
        int[] e = empties;
        int[] at = pos;
        byte[] m = mirror;
        b.clear();
        int len = onBoard.length;
        for (int k = 0; k < len; k++) {
            int i = onBoard[k];
            e[k] = i;
            at[i] = k;
            m[i] = Board.EMPTY;
        }
        initEdges(m);
        int c = Board.BLACK;
        int turns = 0;
        int passesInRow = 0;
        long playoutMoves = 0;
        long playoutPasses = 0;
        // The RNG's state lives in locals for the playout: Xoshiro128.next() and below(), inlined.
        int s0 = rng.state(0), s1 = rng.state(1), s2 = rng.state(2), s3 = rng.state(3);
        while (true) {
            int k = len;
            int played = -1;
            while (k > 0) {
                int x = Integer.rotateLeft(s1 * 5, 7) * 9;
                int t = s1 << 9;
                s2 ^= s0;
                s3 ^= s1;
                s1 ^= s2;
                s0 ^= s3;
                s2 ^= t;
                s3 = Integer.rotateLeft(s3, 11);
                int r = (int) ((Integer.toUnsignedLong(x) * k) >>> 32);
                int p = e[r];
                if (b.tryPlayUnlessOwnEye(p, c)) {
                    played = p;
                    break;
                }
                int last = e[k - 1];
                e[r] = last;
                at[last] = r;
                e[k - 1] = p;
                at[p] = k - 1;
                k--;
            }
            turns++;
            if (played < 0) {
                b.pass();
                playoutPasses++;
                if (++passesInRow == 2) {
                    break;
                }
            } else {
                passesInRow = 0;
                playoutMoves++;
                int j = at[played];
                int last = e[--len];
                e[j] = last;
                at[last] = j;
                m[played] = (byte) c;
                if (b.lastCaptureCount() > 0) {
                    len = collectCaptures(played, 3 - c, len);
                }
            }
            if (turns >= turnCap) {
                capped++;
                break;
            }
            c = 3 - c;
        }
        rng.restore(s0, s1, s2, s3);
        moves += playoutMoves;
        passes += playoutPasses;
        long h = 0;
        for (int i : onBoard) {
            h += (long) m[i] * weight[i];
        }
        poshash += h;
    }

    private void initEdges(byte[] m) {
        if (m[0] != Board.EDGE) {
            Arrays.fill(m, (byte) Board.EDGE);
            for (int i : onBoard) {
                m[i] = Board.EMPTY;
            }
        }
    }

    /**
     * The chains of colour {@code opp} beside {@code p} in the mirror whose stones the board has
     * emptied were captured: clear them in the mirror and append them to the empty list in
     * ascending order. Returns the new length of the list.
     */
    private int collectCaptures(int p, int opp, int len) {
        int s = stride;
        int n = floodCaptured(p - s, opp, 0);
        n = floodCaptured(p - 1, opp, n);
        n = floodCaptured(p + 1, opp, n);
        n = floodCaptured(p + s, opp, n);
        int[] found = captured;
        // Usually one to a few stones: an insertion sort beats a library call.
        for (int a = 1; a < n; a++) {
            int v = found[a];
            int b = a - 1;
            while (b >= 0 && found[b] > v) {
                found[b + 1] = found[b];
                b--;
            }
            found[b + 1] = v;
        }
        int[] e = empties;
        int[] at = pos;
        for (int k = 0; k < n; k++) {
            int q = found[k];
            e[len] = q;
            at[q] = len;
            len++;
        }
        return len;
    }

    /**
     * When {@code q} holds a mirror stone of colour {@code opp} that the board has emptied, floods
     * its chain in the mirror, clearing each stone (which marks it done) and appending it to
     * {@code captured} from {@code n}. Returns the new count.
     */
    private int floodCaptured(int q, int opp, int n) {
        byte[] m = mirror;
        if (m[q] != opp || board.get(q) != Board.EMPTY) {
            return n;
        }
        int[] found = captured;
        int s = stride;
        int top = n;
        m[q] = Board.EMPTY;
        found[n++] = q;
        while (top < n) {
            int t = found[top++];
            if (m[t - s] == opp) {
                m[t - s] = Board.EMPTY;
                found[n++] = t - s;
            }
            if (m[t - 1] == opp) {
                m[t - 1] = Board.EMPTY;
                found[n++] = t - 1;
            }
            if (m[t + 1] == opp) {
                m[t + 1] = Board.EMPTY;
                found[n++] = t + 1;
            }
            if (m[t + s] == opp) {
                m[t + s] = Board.EMPTY;
                found[n++] = t + s;
            }
        }
        return n;
    }
}
