package org.goref.core.board;

import java.util.Arrays;

/**
 * Board physics, and nothing else: stones, chains with exact liberty counts, captures, the simple
 * ko point, a Zobrist hash and undo. It knows no turns, passes, superko or scoring: those belong to
 * the referee above it.
 *
 * <p>Written like an engine's board because every playout, replay and estimate runs on it: a padded
 * one-dimensional array (index {@code (y+1)*stride + x+1}, off-board cells marked {@link #EDGE}),
 * chains as circular linked lists with their size and liberty count kept at the chain's head, and
 * no allocation per move. Liberties are merged the way KataGo's board does it: only the liberties
 * of the stones that join a chain are examined, never the whole chain. Tuned on the W1/W2
 * workloads (docs/benchmarks.md): neighbours unrolled with the stride, branch-free own-eye and
 * empty-neighbour tests, a short path for a stone extending one chain, and every cell without a
 * stone keeping head 0 (an edge cell) so that adjacency to a chain reads heads alone.
 *
 * <p>Undo is a journal of every cell write, kept only while {@link #setJournaling journaling} is
 * on (the referee turns it on; random playouts leave it off and pay nothing for it).
 */
public final class Board {
    public static final int MIN_SIZE = 2;
    public static final int MAX_SIZE = 25;

    public static final int EMPTY = 0;
    public static final int BLACK = 1;
    public static final int WHITE = 2;
    public static final int EDGE = 3;
    /** No point: the ko point when there is no ko, and a pass. */
    public static final int NONE = -1;
    /** The head of every cell without a stone: index 0 is an edge cell, never a chain's head. */
    private static final int NO_HEAD = 0;

    private static final int MAX_STRIDE = MAX_SIZE + 2;
    /** ZOBRIST[color * cells + index]; one table serves every size because indices differ by size. */
    private static final int MAX_CELLS = MAX_STRIDE * MAX_STRIDE;
    private static final long[] ZOBRIST = new long[3 * MAX_CELLS];

    static {
        long s = 0x6A09E667F3BCC909L;
        for (int i = 0; i < ZOBRIST.length; i++) {
            s += 0x9E3779B97F4A7C15L;
            long z = s;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            ZOBRIST[i] = z ^ (z >>> 31);
        }
    }

    private final int size;
    private final int stride;
    private final int cells;
    private final int[] dir;

    /** Colours as ints, not bytes: measured a few per cent faster in playouts and replays. */
    private final int[] color;
    /** The colours of the empty board, copied by {@link #clear}. */
    private final int[] emptyColors;
    private final int[] head;
    private final int[] next;
    /** Valid at a chain's head: the number of distinct empty points adjacent to the chain. */
    private final int[] libs;
    /** Valid at a chain's head: the number of stones in the chain. */
    private final int[] chainSize;
    /** Generation marks for counting each liberty once. */
    private final int[] mark;
    private int markGen;
    /** Scratch of {@link #join}: the liberties of the growing chain. */
    private int joinLiberties;

    private long hash;
    private int koPoint = NONE;
    private int koColor = EMPTY;
    /** captured[c]: stones colour c has captured (prisoners it holds), by play on this board. */
    private final int[] captured = new int[3];
    private int lastCaptureCount;

    // Undo journal: pairs (array<<28 | index, old value) and one frame per move or setup.
    private boolean journaling;
    private int[] journal = new int[1024];
    private int journalTop;
    private long[] frameHash = new long[64];
    private int[] frameData = new int[64 * FRAME_INTS];
    private int frames;
    private static final int FRAME_INTS = 6;
    private static final int A_COLOR = 0, A_HEAD = 1, A_NEXT = 2, A_LIBS = 3, A_SIZE = 4;

    public Board(int size) {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("board size must be " + MIN_SIZE + " to " + MAX_SIZE + ", not " + size);
        }
        this.size = size;
        this.stride = size + 2;
        this.cells = stride * stride;
        this.dir = new int[] {-stride, -1, 1, stride};
        color = new int[cells];
        emptyColors = new int[cells];
        Arrays.fill(emptyColors, EDGE);
        for (int y = 0; y < size; y++) {
            Arrays.fill(emptyColors, (y + 1) * stride + 1, (y + 1) * stride + 1 + size, EMPTY);
        }
        head = new int[cells];
        next = new int[cells];
        libs = new int[cells];
        chainSize = new int[cells];
        mark = new int[cells];
        clear();
    }

    /** A deep copy; the copy's journal is empty. */
    public Board(Board other) {
        this(other.size);
        copyFrom(other);
    }

    /** Makes this board the same position as {@code other} (same size), with an empty journal. */
    public void copyFrom(Board other) {
        if (other.size != size) {
            throw new IllegalArgumentException("sizes differ");
        }
        System.arraycopy(other.color, 0, color, 0, cells);
        System.arraycopy(other.head, 0, head, 0, cells);
        System.arraycopy(other.next, 0, next, 0, cells);
        System.arraycopy(other.libs, 0, libs, 0, cells);
        System.arraycopy(other.chainSize, 0, chainSize, 0, cells);
        hash = other.hash;
        koPoint = other.koPoint;
        koColor = other.koColor;
        captured[1] = other.captured[1];
        captured[2] = other.captured[2];
        lastCaptureCount = other.lastCaptureCount;
        journalTop = 0;
        frames = 0;
    }

    /** Empties the board, forgets captures, ko and the journal. */
    public void clear() {
        System.arraycopy(emptyColors, 0, color, 0, cells);
        Arrays.fill(head, NO_HEAD);
        Arrays.fill(libs, 0);
        Arrays.fill(chainSize, 0);
        hash = 0;
        koPoint = NONE;
        koColor = EMPTY;
        captured[1] = captured[2] = 0;
        lastCaptureCount = 0;
        journalTop = 0;
        frames = 0;
    }

    // ----------------------------------------------------------------------------------- geometry

    public int size() {
        return size;
    }

    /** The width of a row of the padded array: neighbours of {@code i} are {@code i±1, i±stride}. */
    public int stride() {
        return stride;
    }

    /** The length of the padded array: every index is below it. */
    public int cells() {
        return cells;
    }

    public int index(int x, int y) {
        return (y + 1) * stride + x + 1;
    }

    public int index(Point p) {
        return index(p.x, p.y);
    }

    public int x(int index) {
        return index % stride - 1;
    }

    public int y(int index) {
        return index / stride - 1;
    }

    public Point point(int index) {
        return Point.of(x(index), y(index));
    }

    public boolean onBoard(int index) {
        return index >= 0 && index < cells && color[index] != EDGE;
    }

    /** The four orthogonal offsets in the order up, left, right, down. */
    public int[] directions() {
        return dir;
    }

    // ----------------------------------------------------------------------------------- reading

    /** EMPTY, BLACK, WHITE or EDGE. */
    public int get(int index) {
        return color[index];
    }

    public int get(Point p) {
        return color[index(p)];
    }

    /** The head (representative index) of the chain through a stone. */
    public int chain(int index) {
        return head[index];
    }

    /** The exact number of liberties of the chain through a stone. */
    public int liberties(int index) {
        return libs[head[index]];
    }

    public int chainSize(int index) {
        return chainSize[head[index]];
    }

    /**
     * The first liberty of the chain through a stone met on a walk of the chain, or {@link #NONE};
     * for a chain in atari, its liberty (where it is captured, or where it must extend).
     */
    public int firstLiberty(int stone) {
        int s = stone;
        do {
            int sz = stride;
            if (color[s - sz] == EMPTY) {
                return s - sz;
            }
            if (color[s - 1] == EMPTY) {
                return s - 1;
            }
            if (color[s + 1] == EMPTY) {
                return s + 1;
            }
            if (color[s + sz] == EMPTY) {
                return s + sz;
            }
            s = next[s];
        } while (s != stone);
        return NONE;
    }

    /** The next stone of the same chain (circular): walk from a stone until you are back. */
    public int nextInChain(int index) {
        return next[index];
    }

    /** The positional Zobrist hash of the stones (not of the player to move). */
    public long hash() {
        return hash;
    }

    /** The hash contribution of one stone, for callers that hash hypothetical positions. */
    public static long zobrist(int color, int index) {
        return ZOBRIST[color * MAX_CELLS + index];
    }

    /** The point where the simple ko rule forbids {@link #koColor()} to play next, or NONE. */
    public int koPoint() {
        return koPoint;
    }

    public int koColor() {
        return koColor;
    }

    /** Stones of the opponent that {@code color} has captured by play so far. */
    public int captures(int color) {
        return captured[color];
    }

    /** How many stones the last play captured (0 after a pass or setup). */
    public int lastCaptureCount() {
        return lastCaptureCount;
    }

    public int stoneCount(int c) {
        int n = 0;
        for (int i = stride + 1; i < cells - stride; i++) {
            if (color[i] == c) {
                n++;
            }
        }
        return n;
    }

    /** Whether {@code index} is an empty point whose on-board neighbours are all of colour {@code c}. */
    public boolean isSimpleEye(int index, int c) {
        int[] col = color;
        if (col[index] != EMPTY) {
            return false;
        }
        // With BLACK = 1, WHITE = 2 and EDGE = 3, a neighbour is "own or edge" exactly when it has
        // c's bit; an empty neighbour (0) has none.
        int s = stride;
        return (col[index - s] & col[index - 1] & col[index + 1] & col[index + s] & c) != 0;
    }

    // ----------------------------------------------------------------------------------- legality

    /** Why a placement is impossible on the board: physics only. */
    public enum Verdict { LEGAL, OCCUPIED, KO, SUICIDE, MULTI_STONE_SUICIDE }

    /**
     * Whether colour {@code c} may place a stone at {@code index} under the simple ko rule.
     * Multi-stone suicide is reported as {@link Verdict#MULTI_STONE_SUICIDE} so that a rule set
     * that allows it can let it through; single-stone suicide is always {@link Verdict#SUICIDE}.
     */
    public Verdict check(int index, int c) {
        int[] col = color;
        if (col[index] != EMPTY) {
            return Verdict.OCCUPIED;
        }
        if (index == koPoint && c == koColor) {
            return Verdict.KO;
        }
        if (hasEmptyNeighbour(index) || surroundedButLegal(index, c)) {
            return Verdict.LEGAL;
        }
        int s = stride;
        boolean friendly = col[index - s] == c || col[index - 1] == c || col[index + 1] == c || col[index + s] == c;
        return friendly ? Verdict.MULTI_STONE_SUICIDE : Verdict.SUICIDE;
    }

    /** True when the placement is legal with suicide forbidden and the simple ko rule. */
    public boolean isLegal(int index, int c) {
        return color[index] == EMPTY
                && (index != koPoint || c != koColor)
                && (hasEmptyNeighbour(index) || surroundedButLegal(index, c));
    }

    /**
     * Plays if legal (suicide forbidden, simple ko) and says so; changes nothing otherwise. The
     * fast path of playouts and replays.
     */
    public boolean tryPlay(int index, int c) {
        int[] col = color;
        int s = stride;
        if (col[index] != EMPTY || (index == koPoint && c == koColor)) {
            return false;
        }
        // The four neighbours are read once here and handed to the placement.
        int cu = col[index - s], cl = col[index - 1], cr = col[index + 1], cd = col[index + s];
        if (cu * cl * cr * cd != 0 && !surroundedButLegal(index, c, cu, cl, cr, cd)) {
            return false;
        }
        pushFrame();
        placeStone(index, c, cu, cl, cr, cd);
        return true;
    }

    /**
     * Exactly {@code !isSimpleEye(index, c) && tryPlay(index, c)}, the move test of random
     * playouts, reading the four neighbours once for the eye test, the legality test and the
     * placement.
     *
     * <p>Why it has no eye branch: on 19×19 a playout looks at 16.5 candidates per move, and
     * 47 % of them are own eyes, 46 % suicides (mostly the opponent's eyes) and 6 % playable, in
     * no order a branch predictor can learn. A surrounded point therefore answers "own eye or
     * suicide?" with one branch on a summary of its neighbours ({@link #neighbourKind}), so the
     * rejected candidates run through the pipeline back to back instead of each paying for a
     * mispredicted eye test (W1 19×19 about +25 %). A point with an empty neighbour is neither an
     * own eye nor a suicide: the one cheap test on the colours sends it to the placement.
     */
    public boolean tryPlayUnlessOwnEye(int index, int c) {
        int[] col = color;
        int s = stride;
        if (col[index] != EMPTY || (index == koPoint && c == koColor)) {
            return false;
        }
        int cu = col[index - s], cl = col[index - 1], cr = col[index + 1], cd = col[index + s];
        if (cu * cl * cr * cd != 0 && ownEyeOrSuicide(index, c, cu, cl, cr, cd)) {
            return false;
        }
        pushFrame();
        placeStone(index, c, cu, cl, cr, cd);
        return true;
    }

    /**
     * For an empty point without an empty neighbour, whose neighbours have colours cu, cl, cr, cd:
     * whether it is an own eye of {@code c} (no opponent neighbour) or a suicide (no own chain
     * with another liberty and no opponent chain in atari). The same answer as
     * {@code isSimpleEye || !surroundedButLegal}, from the union of the neighbours' kinds and no
     * branch but the last; an edge cell has head 0 and libs[0] == 0, so its kind is bit 12 and
     * counts for nothing.
     */
    private boolean ownEyeOrSuicide(int p, int c, int cu, int cl, int cr, int cd) {
        int[] hd = head;
        int[] lb = libs;
        int s = stride;
        int kinds = neighbourKind(cu, lb[hd[p - s]]) | neighbourKind(cl, lb[hd[p - 1]])
                | neighbourKind(cr, lb[hd[p + 1]]) | neighbourKind(cd, lb[hd[p + s]]);
        int opp = 3 - c;
        // Any opponent neighbour (at least this liberty); own chain with 2 or more, opponent with 1.
        int opponents = kinds & (7 << (opp << 2));
        int keepsOrTakes = kinds & (1 << ((c << 2) | 2) | 1 << ((opp << 2) | 1));
        // (v - 1) >> 31 is -1 exactly when v == 0 (v >= 0): either set empty.
        return (((opponents - 1) | (keepsOrTakes - 1)) >> 31) != 0;
    }

    /**
     * One bit for a neighbour of colour {@code nc} whose chain has {@code l} liberties, counted
     * up to 2: bit {@code 4*nc + min(l, 2)}.
     */
    private static int neighbourKind(int nc, int l) {
        return 1 << ((nc << 2) | Math.min(l, 2));
    }

    private boolean hasEmptyNeighbour(int p) {
        int[] col = color;
        int s = stride;
        // EMPTY is 0: the product is 0 exactly when a neighbour is empty, without four branches.
        return col[p - s] * col[p - 1] * col[p + 1] * col[p + s] == 0;
    }

    /**
     * For a point with no empty neighbour: legal when it joins a friendly chain that keeps another
     * liberty, or captures an opponent chain in atari.
     */
    private boolean surroundedButLegal(int p, int c) {
        return keepsOrTakes(p - stride, c) || keepsOrTakes(p - 1, c) || keepsOrTakes(p + 1, c)
                || keepsOrTakes(p + stride, c);
    }

    private boolean keepsOrTakes(int n, int c) {
        int nc = color[n];
        if (nc == EDGE) {
            return false;
        }
        int l = libs[head[n]];
        return nc == c ? l > 1 : l == 1;
    }

    /** {@link #surroundedButLegal} with the neighbours' colours already read (none is empty). */
    private boolean surroundedButLegal(int p, int c, int cu, int cl, int cr, int cd) {
        int[] hd = head;
        int[] lb = libs;
        int s = stride;
        return keepsOrTakes(cu, lb[hd[p - s]], c) || keepsOrTakes(cl, lb[hd[p - 1]], c)
                || keepsOrTakes(cr, lb[hd[p + 1]], c) || keepsOrTakes(cd, lb[hd[p + s]], c);
    }

    /** An edge cell has head 0 and libs[0] == 0, so it neither keeps (0 > 1) nor takes (0 == 1). */
    private static boolean keepsOrTakes(int nc, int l, int c) {
        return nc == c ? l > 1 : l == 1;
    }

    // ----------------------------------------------------------------------------------- moving

    /**
     * Places a stone with its captures, without asking whether it is legal beyond the point being
     * empty. A move that leaves its own chain without liberties removes that chain (suicide,
     * for rule sets that allow it): its stones become the opponent's prisoners.
     */
    public void place(int p, int c) {
        int[] col = color;
        if (col[p] != EMPTY) {
            throw new IllegalStateException("point is not empty: " + point(p));
        }
        pushFrame();
        int s = stride;
        placeStone(p, c, col[p - s], col[p - 1], col[p + 1], col[p + s]);
    }

    /** {@link #place} after its checks, with the colours of the four neighbours already read. */
    private void placeStone(int p, int c, int cu, int cl, int cr, int cd) {
        int[] col = color;
        int s = stride;
        int up = p - s, left = p - 1, right = p + 1, down = p + s;
        int opp = 3 - c;

        setColor(p, c);
        hash ^= ZOBRIST[c * MAX_CELLS + p];
        setHead(p, p);
        setNext(p, p);
        setSize(p, 1);
        setLibs(p, (cu == EMPTY ? 1 : 0) + (cl == EMPTY ? 1 : 0) + (cr == EMPTY ? 1 : 0) + (cd == EMPTY ? 1 : 0));

        if (cu == c || cl == c || cr == c || cd == c) {
            joinFriends(p, c, cu, cl, cr, cd);
        }

        // Opponent chains lose the liberty p; those with none left are captured. A neighbour is
        // re-read after the first: a capture empties its stones (and zeroes their heads).
        int captures = 0;
        int lastCaptured = NONE;
        if (cu == opp || cl == opp || cr == opp || cd == opp) {
            int[] hd = head;
            int h0 = NONE, h1 = NONE, h2 = NONE;
            if (cu == opp) {
                h0 = hd[up];
                int n = takeLiberty(h0);
                if (n > 0) {
                    captures += n;
                    lastCaptured = h0;
                }
            }
            if (col[left] == opp) {
                int h = hd[left];
                if (h != h0) {
                    h1 = h;
                    int n = takeLiberty(h);
                    if (n > 0) {
                        captures += n;
                        lastCaptured = h;
                    }
                }
            }
            if (col[right] == opp) {
                int h = hd[right];
                if (h != h0 && h != h1) {
                    h2 = h;
                    int n = takeLiberty(h);
                    if (n > 0) {
                        captures += n;
                        lastCaptured = h;
                    }
                }
            }
            if (col[down] == opp) {
                int h = hd[down];
                if (h != h0 && h != h1 && h != h2) {
                    int n = takeLiberty(h);
                    if (n > 0) {
                        captures += n;
                        lastCaptured = h;
                    }
                }
            }
            captured[c] += captures;
        }

        int own = head[p];
        int ownLibs = libs[own];
        if (ownLibs == 0) {
            int lost = chainSize[own];
            removeChain(own);
            captured[opp] += lost;
            koPoint = NONE;
            koColor = EMPTY;
        } else if (captures == 1 && ownLibs == 1 && own == p && chainSize[p] == 1) {
            koPoint = lastCaptured;
            koColor = opp;
        } else {
            koPoint = NONE;
            koColor = EMPTY;
        }
        lastCaptureCount = captures;
    }

    /** Chain {@code h} loses one liberty; without any left it is removed. Returns the stones removed. */
    private int takeLiberty(int h) {
        int l = libs[h] - 1;
        setLibs(h, l);
        if (l != 0) {
            return 0;
        }
        int n = chainSize[h];
        removeChain(h);
        return n;
    }

    /** Joins the new stone {@code p} to the friendly chains beside it, into the largest of them. */
    private void joinFriends(int p, int c, int cu, int cl, int cr, int cd) {
        int[] hd = head;
        int[] sz = chainSize;
        int s = stride;
        int big = NONE;
        int bigSize = 0;
        int friends = 0;
        if (cu == c) {
            big = hd[p - s];
            bigSize = sz[big];
            friends = 1;
        }
        if (cl == c) {
            int h = hd[p - 1];
            if (h != big) {
                friends++;
                if (sz[h] > bigSize) {
                    big = h;
                    bigSize = sz[h];
                }
            }
        }
        if (cr == c) {
            int h = hd[p + 1];
            if (h != big) {
                friends++;
                if (sz[h] > bigSize) {
                    big = h;
                    bigSize = sz[h];
                }
            }
        }
        if (cd == c) {
            int h = hd[p + s];
            if (h != big) {
                friends++;
                if (sz[h] > bigSize) {
                    big = h;
                    bigSize = sz[h];
                }
            }
        }
        // friends may over-count (a head equal to an earlier one that is no longer big), never
        // under-count: 1 means every friendly neighbour is in big, the case extend() handles.
        if (friends == 1) {
            extend(big, p, c);
        } else {
            join(big, p, c);
        }
    }

    /**
     * The common join: the single stone {@code p} extends one chain {@code big}. Its liberties are
     * big's, less p, plus each empty neighbour of p that no stone of big already touches.
     */
    private void extend(int big, int p, int c) {
        int[] col = color;
        int s = stride;
        int l = libs[big] - 1;
        if (col[p - s] == EMPTY && !touches(p - s, big, c)) {
            l++;
        }
        if (col[p - 1] == EMPTY && !touches(p - 1, big, c)) {
            l++;
        }
        if (col[p + 1] == EMPTY && !touches(p + 1, big, c)) {
            l++;
        }
        if (col[p + s] == EMPTY && !touches(p + s, big, c)) {
            l++;
        }
        setHead(p, big);
        int bn = next[big];
        setNext(big, p);
        setNext(p, bn);
        setSize(big, chainSize[big] + 1);
        setLibs(big, l);
    }

    /** A pass: physics-wise it only lifts the ko ban. Undoable like a move. */
    public void pass() {
        pushFrame();
        koPoint = NONE;
        koColor = EMPTY;
        lastCaptureCount = 0;
    }

    /**
     * Puts a setup stone (handicap, SGF AB/AW) or empties a point (AE, c = EMPTY), without
     * captures. Undoable like a move. A setup that leaves a chain without liberties is allowed
     * (some records do it); such a chain stays until the board is cleared.
     */
    public void setup(int p, int c) {
        if (p < 0 || p >= cells || color[p] == EDGE) {
            throw new IllegalArgumentException("off the board");
        }
        if (c != EMPTY && c != BLACK && c != WHITE) {
            throw new IllegalArgumentException("not a colour: " + c);
        }
        if (color[p] == c) {
            return;
        }
        pushFrame();
        if (color[p] == EMPTY) {
            int s = stride;
            int[] around = {p - s, p - 1, p + 1, p + s};
            setColor(p, c);
            hash ^= zobrist(c, p);
            setHead(p, p);
            setNext(p, p);
            setSize(p, 1);
            int empties = 0;
            for (int n : around) {
                if (color[n] == EMPTY) {
                    empties++;
                }
            }
            setLibs(p, empties);
            // p is no longer a liberty of the chains around it.
            int h0 = NONE, h1 = NONE, h2 = NONE;
            for (int n : around) {
                int nc = color[n];
                if (nc != BLACK && nc != WHITE) {
                    continue;
                }
                int h = head[n];
                if (h == h0 || h == h1 || h == h2) {
                    continue;
                }
                if (h0 == NONE) {
                    h0 = h;
                } else if (h1 == NONE) {
                    h1 = h;
                } else {
                    h2 = h;
                }
                if (nc != c) {
                    setLibs(h, libs[h] - 1);
                }
            }
            int big = NONE;
            for (int n : around) {
                if (color[n] == c && head[n] != p) {
                    int h = head[n];
                    if (big == NONE || chainSize[h] > chainSize[big]) {
                        big = h;
                    }
                }
            }
            if (big != NONE) {
                join(big, p, c);
            }
        } else {
            // Changing or removing a stone splits chains: rebuild them all (setup is rare).
            if (c != EMPTY) {
                hash ^= zobrist(color[p], p) ^ zobrist(c, p);
            } else {
                hash ^= zobrist(color[p], p);
            }
            setColor(p, c);
            rebuildChains();
        }
        koPoint = NONE;
        koColor = EMPTY;
        lastCaptureCount = 0;
    }

    /**
     * Removes a whole chain as dead stones would be removed at the count, without counting them as
     * captures. Undoable.
     */
    public void removeDeadChain(int anyStone) {
        if (anyStone < 0 || anyStone >= cells || (color[anyStone] != BLACK && color[anyStone] != WHITE)) {
            throw new IllegalArgumentException("no stone at " + anyStone);
        }
        pushFrame();
        removeChain(head[anyStone]);
        koPoint = NONE;
        koColor = EMPTY;
    }

    /**
     * Joins the single new stone {@code p} and every other friendly chain adjacent to it into the
     * chain {@code big}. Liberties: p was one of big's; a joining stone's empty neighbour is new
     * unless a stone of big touches it. Each joining stone is relabelled to big right after its
     * neighbours are looked at, so a point already counted from an earlier joining stone touches
     * big by then and is not counted twice: no marks needed.
     */
    private void join(int big, int p, int c) {
        joinLiberties = libs[big] - 1 + newLiberties(p, big);
        setHead(p, big);
        splice(big, p);
        int s = stride;
        int added = 1 + absorb(big, p - s, c) + absorb(big, p - 1, c) + absorb(big, p + 1, c) + absorb(big, p + s, c);
        setSize(big, chainSize[big] + added);
        setLibs(big, joinLiberties);
    }

    /** If {@code n} is a stone of colour c not yet in big, moves its whole chain into big. Returns the stones moved. */
    private int absorb(int big, int n, int c) {
        if (color[n] != c || head[n] == big) {
            return 0;
        }
        int start = head[n];
        int l = 0;
        int moved = 0;
        int t = start;
        do {
            l += newLiberties(t, big);
            setHead(t, big);
            moved++;
            t = next[t];
        } while (t != start);
        splice(big, start);
        joinLiberties += l;
        return moved;
    }

    /** The empty neighbours of stone {@code s} that no stone of chain {@code big} touches. */
    private int newLiberties(int s, int big) {
        int[] col = color;
        int st = stride;
        int l = 0;
        if (col[s - st] == EMPTY && !touches(s - st, big, 0)) {
            l++;
        }
        if (col[s - 1] == EMPTY && !touches(s - 1, big, 0)) {
            l++;
        }
        if (col[s + 1] == EMPTY && !touches(s + 1, big, 0)) {
            l++;
        }
        if (col[s + st] == EMPTY && !touches(s + st, big, 0)) {
            l++;
        }
        return l;
    }

    /** Splices the ring through {@code b} into the ring through {@code a}. */
    private void splice(int a, int b) {
        int an = next[a];
        int bn = next[b];
        setNext(a, bn);
        setNext(b, an);
    }

    /**
     * Whether a stone of chain {@code h} is next to {@code e}. Heads alone say it: a cell without a
     * stone always has head 0, an edge cell, which is never a chain's head.
     */
    private boolean touches(int e, int h, int c) {
        int[] hd = head;
        int s = stride;
        return (hd[e - s] == h) | (hd[e - 1] == h) | (hd[e + 1] == h) | (hd[e + s] == h);
    }

    /** Empties a chain's points; each freed point is a new liberty of every chain beside it. */
    private void removeChain(int h) {
        int[] col = color;
        int c = col[h];
        int zc = c * MAX_CELLS;
        long hsh = hash;
        int s = h;
        do {
            setColor(s, EMPTY);
            setHead(s, NO_HEAD);
            hsh ^= ZOBRIST[zc + s];
            s = next[s];
        } while (s != h);
        hash = hsh;
        // Only the opponent's chains can be beside a removed chain's stones (or the chain itself,
        // whose stones are now empty): each freed point is one new liberty of each distinct one.
        int opp = 3 - c;
        int[] hd = head;
        int st = stride;
        s = h;
        do {
            int h0 = NONE, h1 = NONE, h2 = NONE;
            if (col[s - st] == opp) {
                h0 = hd[s - st];
                setLibs(h0, libs[h0] + 1);
            }
            if (col[s - 1] == opp) {
                int x = hd[s - 1];
                if (x != h0) {
                    h1 = x;
                    setLibs(x, libs[x] + 1);
                }
            }
            if (col[s + 1] == opp) {
                int x = hd[s + 1];
                if (x != h0 && x != h1) {
                    h2 = x;
                    setLibs(x, libs[x] + 1);
                }
            }
            if (col[s + st] == opp) {
                int x = hd[s + st];
                if (x != h0 && x != h1 && x != h2) {
                    setLibs(x, libs[x] + 1);
                }
            }
            s = next[s];
        } while (s != h);
    }


    /** Recomputes every chain, size and liberty count from the colours alone. */
    private void rebuildChains() {
        if (markGen > Integer.MAX_VALUE - 2 * cells) {
            Arrays.fill(mark, 0);
            markGen = 0;
        }
        int[] stack = new int[cells];
        for (int i = 0; i < cells; i++) {
            if (color[i] != BLACK && color[i] != WHITE && head[i] != NO_HEAD) {
                setHead(i, NO_HEAD);
            }
        }
        int gen = ++markGen;
        for (int i = 0; i < cells; i++) {
            int c = color[i];
            if ((c != BLACK && c != WHITE) || mark[i] == gen) {
                continue;
            }
            // Flood fill the chain of i, linking the ring as we go.
            int sp = 0;
            stack[sp++] = i;
            mark[i] = gen;
            int prev = i;
            int n = 0;
            setHead(i, i);
            while (sp > 0) {
                int s = stack[--sp];
                if (s != i) {
                    setHead(s, i);
                    setNext(prev, s);
                    prev = s;
                }
                n++;
                for (int d : dir) {
                    int t = s + d;
                    if (color[t] == c && mark[t] != gen) {
                        mark[t] = gen;
                        stack[sp++] = t;
                    }
                }
            }
            setNext(prev, i);
            setSize(i, n);
        }
        // Liberties, each counted once per chain.
        for (int i = 0; i < cells; i++) {
            int c = color[i];
            if ((c == BLACK || c == WHITE) && head[i] == i) {
                int lg = ++markGen;
                int l = 0;
                int s = i;
                do {
                    for (int d : dir) {
                        int e = s + d;
                        if (color[e] == EMPTY && mark[e] != lg) {
                            mark[e] = lg;
                            l++;
                        }
                    }
                    s = next[s];
                } while (s != i);
                setLibs(i, l);
            }
        }
    }

    // ----------------------------------------------------------------------------------- undo

    public void setJournaling(boolean on) {
        this.journaling = on;
        if (!on) {
            journalTop = 0;
            frames = 0;
        }
    }

    public boolean isJournaling() {
        return journaling;
    }

    /** How many moves, passes and setups can be undone. */
    public int undoDepth() {
        return frames;
    }

    /** Takes back the last move, pass or setup recorded while journaling was on. */
    public void undo() {
        if (frames == 0) {
            throw new IllegalStateException("nothing to undo");
        }
        frames--;
        int f = frames * FRAME_INTS;
        int top = frameData[f];
        while (journalTop > top) {
            journalTop -= 2;
            int key = journal[journalTop];
            int old = journal[journalTop + 1];
            int idx = key & 0x0FFFFFFF;
            switch (key >>> 28) {
                case A_COLOR -> color[idx] = old;
                case A_HEAD -> head[idx] = old;
                case A_NEXT -> next[idx] = old;
                case A_LIBS -> libs[idx] = old;
                default -> chainSize[idx] = old;
            }
        }
        hash = frameHash[frames];
        koPoint = frameData[f + 1];
        koColor = frameData[f + 2];
        captured[1] = frameData[f + 3];
        captured[2] = frameData[f + 4];
        lastCaptureCount = frameData[f + 5];
    }

    private void pushFrame() {
        if (!journaling) {
            return;
        }
        if (frames == frameHash.length) {
            frameHash = Arrays.copyOf(frameHash, frames * 2);
            frameData = Arrays.copyOf(frameData, frames * 2 * FRAME_INTS);
        }
        int f = frames * FRAME_INTS;
        frameHash[frames] = hash;
        frameData[f] = journalTop;
        frameData[f + 1] = koPoint;
        frameData[f + 2] = koColor;
        frameData[f + 3] = captured[1];
        frameData[f + 4] = captured[2];
        frameData[f + 5] = lastCaptureCount;
        frames++;
    }

    private void log(int array, int idx, int old) {
        if (journalTop + 2 > journal.length) {
            journal = Arrays.copyOf(journal, journal.length * 2);
        }
        journal[journalTop] = array << 28 | idx;
        journal[journalTop + 1] = old;
        journalTop += 2;
    }

    private void setColor(int i, int v) {
        if (journaling) {
            log(A_COLOR, i, color[i]);
        }
        color[i] = v;
    }

    private void setHead(int i, int v) {
        if (journaling) {
            log(A_HEAD, i, head[i]);
        }
        head[i] = v;
    }

    private void setNext(int i, int v) {
        if (journaling) {
            log(A_NEXT, i, next[i]);
        }
        next[i] = v;
    }

    private void setLibs(int i, int v) {
        if (journaling) {
            log(A_LIBS, i, libs[i]);
        }
        libs[i] = v;
    }

    private void setSize(int i, int v) {
        if (journaling) {
            log(A_SIZE, i, chainSize[i]);
        }
        chainSize[i] = v;
    }

    // ----------------------------------------------------------------------------------- checks

    /** The hash recomputed from the stones alone, for tests of the incremental one. */
    public long recomputeHash() {
        long h = 0;
        for (int i = 0; i < cells; i++) {
            int c = color[i];
            if (c == BLACK || c == WHITE) {
                h ^= zobrist(c, i);
            }
        }
        return h;
    }

    /**
     * Checks every chain invariant against a recomputation from the colours: heads, rings, sizes,
     * exact liberties, hash. Returns null when all hold, else what is wrong. For tests.
     */
    public String verify() {
        Board fresh = new Board(size);
        System.arraycopy(color, 0, fresh.color, 0, cells);
        fresh.rebuildChains();
        for (int i = 0; i < cells; i++) {
            int c = color[i];
            if (c != BLACK && c != WHITE) {
                if (head[i] != NO_HEAD) {
                    return "cell " + i + " has no stone but a chain head";
                }
                continue;
            }
            if (color[head[i]] != c) {
                return "head of " + point(i) + " has another colour";
            }
            // Same partition: i and its fresh head must be in the same chain here.
            if (head[fresh.head[i]] != head[i]) {
                return "chain of " + point(i) + " differs from a recomputation";
            }
            if (libs[head[i]] != fresh.libs[fresh.head[i]]) {
                return "liberties of " + point(i) + ": " + libs[head[i]] + " kept, " + fresh.libs[fresh.head[i]] + " real";
            }
            if (libs[head[i]] == 0) {
                return "chain without liberties at " + point(i);
            }
            if (chainSize[head[i]] != fresh.chainSize[fresh.head[i]]) {
                return "size of chain at " + point(i) + " wrong";
            }
            // The ring must visit exactly the chain's stones.
            int n = 0;
            int s = i;
            do {
                if (head[s] != head[i]) {
                    return "ring of " + point(i) + " leaves its chain";
                }
                n++;
                s = next[s];
                if (n > cells) {
                    return "ring of " + point(i) + " does not close";
                }
            } while (s != i);
            if (n != chainSize[head[i]]) {
                return "ring of " + point(i) + " has " + n + " stones, size says " + chainSize[head[i]];
            }
        }
        if (hash != recomputeHash()) {
            return "hash differs from recomputation";
        }
        return null;
    }

    /** Whether two boards hold the same stones (the real comparison behind a hash match). */
    public boolean sameStones(Board other) {
        return size == other.size && Arrays.equals(color, other.color);
    }

    /** A copy of the colours of the padded array, for snapshots. */
    public byte[] colorsCopy() {
        byte[] out = new byte[cells];
        for (int i = 0; i < cells; i++) {
            out[i] = (byte) color[i];
        }
        return out;
    }

    /** Whether the padded colour array equals {@code colors} (from {@link #colorsCopy}). */
    public boolean sameStones(byte[] colors) {
        if (colors.length != cells) {
            return false;
        }
        for (int i = 0; i < cells; i++) {
            if (colors[i] != color[i]) {
                return false;
            }
        }
        return true;
    }

    /** Rows from the top, {@code .} {@code X} {@code O}, each ending in a newline. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int c = color[index(x, y)];
                sb.append(c == BLACK ? 'X' : c == WHITE ? 'O' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
