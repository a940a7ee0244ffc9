package org.goref.bench.workload;

import java.util.List;

import org.goref.core.board.Board;

/**
 * W2, game replay (WORKLOADS.md §4), on goref's own {@link Board}. The games are decoded up front
 * into board indices, so the measured loop is the board's work plus the final read of each position.
 */
public final class Replay {
    private final Game[] games;
    /** One board per size met in the input, reused by every game of that size. */
    private final Board[] boards = new Board[Board.MAX_SIZE + 1];
    private final int size;

    /** A game with its points already mapped to the padded indices of its board. */
    private record Game(Board board, int[] black, int[] white, int[] moves) {
    }

    public Replay(List<ReplayGame> input) {
        games = new Game[input.size()];
        int commonSize = input.isEmpty() ? 19 : input.get(0).size();
        for (int g = 0; g < games.length; g++) {
            ReplayGame rg = input.get(g);
            int n = rg.size();
            if (n != commonSize) {
                commonSize = 0;
            }
            Board b = boards[n];
            if (b == null) {
                b = boards[n] = new Board(n);
            }
            int[] moves = new int[rg.moves().length];
            for (int k = 0; k < moves.length; k++) {
                int m = rg.moves()[k];
                int p = ReplayGame.pointOf(m);
                moves[k] = p == ReplayGame.PASS ? m : ReplayGame.colorOf(m) << 16 | toIndex(b, p);
            }
            games[g] = new Game(b, map(b, rg.black()), map(b, rg.white()), moves);
        }
        this.size = commonSize;
    }

    private static int toIndex(Board b, int p) {
        return b.index(p % b.size(), p / b.size());
    }

    private static int[] map(Board b, int[] points) {
        int[] out = new int[points.length];
        for (int k = 0; k < points.length; k++) {
            out[k] = toIndex(b, points[k]);
        }
        return out;
    }

    public int games() {
        return games.length;
    }

    /** Replays every game {@code passes} times, timing the whole, and returns the checksums. */
    public ReplayResult run(int passes) {
        long moves = 0;
        long illegal = 0;
        long poshash = 0;
        long c0 = CpuClock.now();
        long t0 = System.nanoTime();
        for (int r = 0; r < passes; r++) {
            for (Game g : games) {
                long played = replay(g);
                if (played < 0) {
                    illegal++;
                    played = ~played;
                }
                moves += played;
                poshash += positionHash(g);
            }
        }
        long t1 = System.nanoTime();
        long c1 = CpuClock.now();
        return new ReplayResult(size, (long) games.length * passes, passes, moves, illegal, poshash, t1 - t0, c1 - c0);
    }

    /**
     * Replays game {@code g} (0-based) and returns its placements, or the bitwise complement of the
     * placements made before its first illegal move. For JMH, one game per call.
     */
    public long replayOne(int g) {
        return replay(games[g]);
    }

    private static long replay(Game g) {
        Board b = g.board;
        b.clear();
        for (int i : g.black) {
            b.setup(i, Board.BLACK);
        }
        for (int i : g.white) {
            b.setup(i, Board.WHITE);
        }
        long moves = 0;
        for (int m : g.moves) {
            int i = m & 0xFFFF;
            if (i == ReplayGame.PASS) {
                b.pass();
            } else if (b.tryPlay(i, m >>> 16)) {
                moves++;
            } else {
                return ~moves;
            }
        }
        return moves;
    }

    /** WORKLOADS.md §4: the sum over the points of colour × (point + 1), read inside the timed loop. */
    private static long positionHash(Game g) {
        Board b = g.board;
        int n = b.size();
        int stride = b.stride();
        long h = 0;
        int weight = 1;
        // Row by row over the padded indices: point y*n+x is index (y+1)*stride + x+1.
        for (int rowStart = stride + 1; rowStart < stride * (n + 1); rowStart += stride) {
            for (int i = rowStart; i < rowStart + n; i++) {
                h += (long) b.get(i) * weight++;
            }
        }
        return h;
    }
}
