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
    private record Game(Board board, int[] black, int[] white, int[] moves, int[] cells, int[] weights) {
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
            int[] cells = new int[n * n];
            int[] weights = new int[n * n];
            for (int p = 0; p < n * n; p++) {
                cells[p] = toIndex(b, p);
                weights[p] = p + 1;
            }
            games[g] = new Game(b, map(b, rg.black()), map(b, rg.white()), moves, cells, weights);
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
        long t0 = System.nanoTime();
        for (int r = 0; r < passes; r++) {
            for (Game g : games) {
                Board b = g.board;
                b.clear();
                for (int i : g.black) {
                    b.setup(i, Board.BLACK);
                }
                for (int i : g.white) {
                    b.setup(i, Board.WHITE);
                }
                for (int m : g.moves) {
                    int c = m >>> 16;
                    int i = m & 0xFFFF;
                    if (i == ReplayGame.PASS) {
                        b.pass();
                    } else if (b.tryPlay(i, c)) {
                        moves++;
                    } else {
                        illegal++;
                        break;
                    }
                }
                int[] cells = g.cells;
                int[] weights = g.weights;
                long h = 0;
                for (int k = 0; k < cells.length; k++) {
                    h += (long) b.get(cells[k]) * weights[k];
                }
                poshash += h;
            }
        }
        long t1 = System.nanoTime();
        return new ReplayResult(size, (long) games.length * passes, passes, moves, illegal, poshash, t1 - t0);
    }
}
