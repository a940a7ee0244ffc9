package org.goref.life;

import org.goref.core.board.Board;

/**
 * Fast random playouts from a position, to the end (both sides out of sensible moves), and the
 * ownership of every point they end in, averaged.
 *
 * <p>The policy is the classic light one with the few rules that make a finished position's life
 * and death come out right: never fill your own eye (an empty point surrounded by your stones that
 * the diagonals do not make false), never put your own chain of two or more stones into atari
 * without capturing (this keeps seki alive: neither side fills a shared liberty), capture a chain
 * the opponent's last move left in atari, and save your own chain the last move put in atari, by
 * capturing a chain that touches it or by extending to three liberties, or two that do not die in
 * a ladder ({@link LadderReader}); a chain that would only run into a ladder is given up, as a
 * player would. When the opponent's last move borders its own small eye space with one vital
 * point, take that point ({@link VitalPoint}): a group that one move kills is dead in the position
 * the players left. Half the time, answer a hane or a cut next to the last move
 * ({@link ShapePatterns}), as players do. Everything else is uniformly random. One scratch board is
 * reused: no allocation per playout.
 */
final class Playouts {
    private final Board scratch;
    private final LadderReader ladder;
    private final VitalPoint vital;
    private final int[] points;
    private final int[] dir;
    private final int stride;
    private final int[] libsBuf = new int[4];
    private final int[] diag;
    private final int[] ring;
    private long rng;
    /**
     * How often a move answers a shape next to the last move when there is one (percent). Always
     * (100) broke as many records as it mended — the invader's every hane answered makes a lost
     * invasion live as often as it kills a weak group; half the time mends about five records
     * within a point on every seed (docs/life.md).
     */
    private static final int SHAPE_PERCENT = 50;

    Playouts(int size, long seed) {
        scratch = new Board(size);
        ladder = new LadderReader(scratch);
        vital = new VitalPoint(scratch);
        points = new int[size * size];
        int n = 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                points[n++] = scratch.index(x, y);
            }
        }
        dir = scratch.directions();
        stride = scratch.stride();
        diag = new int[] {-stride - 1, -stride + 1, stride - 1, stride + 1};
        ring = ShapePatterns.ring(stride);
        regionMark = new int[scratch.cells()];
        regionStack = new int[scratch.cells()];
        regionMembers = new int[scratch.cells()];
        rng = seed ^ 0x9E3779B97F4A7C15L;
        if (rng == 0) {
            rng = 1;
        }
    }

    /**
     * Runs {@code count} playouts from {@code start} with {@code first} to move, and adds each
     * final point's owner (+1 Black, -1 White, 0 neither) into {@code ownership} (indexed by cell).
     */
    void run(Board start, int first, int count, double[] ownership) {
        int maxMoves = 3 * points.length + 50;
        // The position's own ataris: the first mover takes the biggest enemy chain in atari. The
        // same in every playout of this run, so read once from the start position.
        int opening = biggestCaptureAtStart(start, first);
        for (int g = 0; g < count; g++) {
            scratch.copyFrom(start);
            int toMove = first;
            int passes = 0;
            int last = Board.NONE;
            for (int m = 0; m < maxMoves && passes < 2; m++) {
                int move = m == 0 ? opening : Board.NONE;
                if (move == Board.NONE) {
                    move = choose(toMove, last);
                }
                if (move == Board.NONE) {
                    passes++;
                    scratch.pass();
                } else {
                    passes = 0;
                    scratch.place(move, toMove);
                }
                last = move;
                toMove = 3 - toMove;
            }
            scoreRegions(ownership);
        }
    }

    /**
     * At a playout's first move, the biggest enemy chain the position itself holds in atari. The
     * capture rules answer the last move's ataris and cannot see these (there is no last move yet),
     * so random play took such a chain late or never, and a chain the players left capturable kept
     * its stones in most playouts (GNU Go's kgs siRNA game: four White stones in atari kept at 0.79).
     * On the corpus, mean of seeds 0-2: two records more within a point, one winner more.
     */
    private int biggestCaptureAtStart(Board start, int c) {
        int opp = 3 - c;
        int best = Board.NONE;
        int bestSize = 0;
        for (int p : points) {
            if (start.get(p) != opp || start.chain(p) != p || start.liberties(p) != 1) {
                continue;
            }
            int lib = start.firstLiberty(p);
            int size = start.chainSize(p);
            if (size > bestSize && lib != Board.NONE && start.isLegal(lib, c)) {
                best = lib;
                bestSize = size;
            }
        }
        return best;
    }

    /** Adds each point's final owner: its stone's colour, or the one colour bordering its empty region. */
    private void scoreRegions(double[] ownership) {
        int gen = ++regionGen;
        for (int p : points) {
            int c = scratch.get(p);
            if (c == Board.BLACK) {
                ownership[p] += 1;
            } else if (c == Board.WHITE) {
                ownership[p] -= 1;
            } else if (regionMark[p] != gen) {
                int n = 0;
                int borders = 0;
                regionStack[n++] = p;
                regionMark[p] = gen;
                int members = 0;
                while (n > 0) {
                    int q = regionStack[--n];
                    regionMembers[members++] = q;
                    for (int d : dir) {
                        int r = q + d;
                        int rc = scratch.get(r);
                        if (rc == Board.EMPTY) {
                            if (regionMark[r] != gen) {
                                regionMark[r] = gen;
                                regionStack[n++] = r;
                            }
                        } else if (rc != Board.EDGE) {
                            borders |= rc;
                        }
                    }
                }
                int v = borders == Board.BLACK ? 1 : borders == Board.WHITE ? -1 : 0;
                if (v != 0) {
                    for (int k = 0; k < members; k++) {
                        ownership[regionMembers[k]] += v;
                    }
                }
            }
        }
    }

    private final int[] regionMark;
    private final int[] regionStack;
    private final int[] regionMembers;
    private int regionGen;

    private int choose(int c, int last) {
        if (last != Board.NONE) {
            int urgent = urgentMove(c, last);
            if (urgent != Board.NONE) {
                return urgent;
            }
            int kill = nakade(c, last);
            if (kill != Board.NONE) {
                return kill;
            }
            if (nextInt(100) < SHAPE_PERCENT) {
                int shape = shapeAnswer(c, last);
                if (shape != Board.NONE) {
                    return shape;
                }
            }
        }
        int n = points.length;
        int start = nextInt(n);
        for (int k = 0; k < n; k++) {
            int p = points[(start + k) % n];
            if (scratch.get(p) == Board.EMPTY && acceptable(p, c)) {
                return p;
            }
        }
        return Board.NONE;
    }

    /** A point next to the last move in one of the shapes players answer, acceptable to play. */
    private int shapeAnswer(int c, int last) {
        int from = nextInt(8);
        for (int k = 0; k < 8; k++) {
            int p = last + ring[(from + k) & 7];
            if (scratch.get(p) == Board.EMPTY && ShapePatterns.matches(scratch, p, ring) && acceptable(p, c)) {
                return p;
            }
        }
        return Board.NONE;
    }

    /** A capture of a chain next to the last move that is in atari, else a save of our own. */
    private int urgentMove(int c, int last) {
        int opp = 3 - c;
        // The last move's own chain, and chains beside it, in atari: take them.
        for (int k = -1; k < 4; k++) {
            int n = k < 0 ? last : last + dir[k];
            if (scratch.get(n) == opp && scratch.liberties(n) == 1) {
                int lib = scratch.firstLiberty(n);
                if (lib != Board.NONE && scratch.isLegal(lib, c)) {
                    return lib;
                }
            }
        }
        // Our chains next to the last move in atari: save them when they can be saved.
        for (int d : dir) {
            int n = last + d;
            if (scratch.get(n) == c && scratch.liberties(n) == 1) {
                int save = escape(n, c);
                if (save != Board.NONE) {
                    return save;
                }
            }
        }
        return Board.NONE;
    }

    /**
     * A move that saves our chain through {@code n}, in atari: capturing an enemy chain in atari
     * that touches it, else extending when that gives three liberties, or two that the enemy
     * cannot take in a ladder. None when the chain cannot be saved.
     */
    private int escape(int n, int c) {
        int opp = 3 - c;
        int s = n;
        do {
            for (int d : dir) {
                int e = s + d;
                if (scratch.get(e) == opp && scratch.liberties(e) == 1) {
                    int lib = scratch.firstLiberty(e);
                    if (lib != Board.NONE && scratch.isLegal(lib, c)) {
                        return lib;
                    }
                }
            }
            s = scratch.nextInChain(s);
        } while (s != n);
        int lib = scratch.firstLiberty(n);
        if (lib == Board.NONE || !scratch.isLegal(lib, c)) {
            return Board.NONE;
        }
        int after = libertiesAfter(lib, c, 3);
        if (after >= 3) {
            return lib;
        }
        return after == 2 && !ladder.extensionDies(lib, c) ? lib : Board.NONE;
    }

    /**
     * The vital point of the opponent's small eye space that its last move borders, when we may
     * play it without a self-atari.
     */
    private int nakade(int c, int last) {
        int owner = 3 - c;
        for (int d : dir) {
            int e = last + d;
            if (scratch.get(e) == Board.EMPTY) {
                int v = vital.of(e, owner);
                if (v != Board.NONE && scratch.isLegal(v, c) && !isBadSelfAtari(v, c)) {
                    return v;
                }
            }
        }
        return Board.NONE;
    }

    private boolean acceptable(int p, int c) {
        if (isOwnEye(p, c)) {
            return false;
        }
        if (!scratch.isLegal(p, c)) {
            return false;
        }
        return !isBadSelfAtari(p, c);
    }

    /** Our own eye: every neighbour ours, and not false by the diagonals. */
    private boolean isOwnEye(int p, int c) {
        if (!scratch.isSimpleEye(p, c)) {
            return false;
        }
        int opp = 3 - c;
        int bad = 0;
        int edge = 0;
        for (int d : diag) {
            int n = scratch.get(p + d);
            if (n == opp) {
                bad++;
            } else if (n == Board.EDGE) {
                edge = 1;
            }
        }
        return bad + edge < 2;
    }

    /** A play that leaves a chain of two or more of our stones with one liberty and captures nothing. */
    private boolean isBadSelfAtari(int p, int c) {
        int opp = 3 - c;
        int empties = 0;
        boolean friend = false;
        for (int d : dir) {
            int n = p + d;
            int col = scratch.get(n);
            if (col == Board.EMPTY) {
                empties++;
            } else if (col == opp && scratch.liberties(n) == 1) {
                return false;
            } else if (col == c) {
                friend = true;
                if (scratch.liberties(n) > 2) {
                    return false;
                }
            }
        }
        if (!friend || empties >= 2) {
            return false;
        }
        return libertiesAfter(p, c, 2) < 2;
    }

    /**
     * The liberties the chain through a stone of colour c played at p would have, counted up to
     * {@code limit} (at most 4, the size of libsBuf).
     */
    private int libertiesAfter(int p, int c, int limit) {
        int found = 0;
        for (int d : dir) {
            int n = p + d;
            int col = scratch.get(n);
            if (col == Board.EMPTY) {
                found = addLib(n, found);
            } else if (col == c) {
                int s = n;
                do {
                    for (int e : dir) {
                        int l = s + e;
                        if (l != p && scratch.get(l) == Board.EMPTY) {
                            found = addLib(l, found);
                            if (found >= limit) {
                                return found;
                            }
                        }
                    }
                    s = scratch.nextInChain(s);
                } while (s != n);
            }
            if (found >= limit) {
                return found;
            }
        }
        return found;
    }

    private int addLib(int l, int found) {
        for (int i = 0; i < found; i++) {
            if (libsBuf[i] == l) {
                return found;
            }
        }
        libsBuf[found] = l;
        return found + 1;
    }

    private int nextInt(int bound) {
        rng ^= rng << 13;
        rng ^= rng >>> 7;
        rng ^= rng << 17;
        return (int) ((rng >>> 33) % bound);
    }
}
