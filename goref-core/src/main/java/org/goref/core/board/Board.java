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
 * of the stones that join a chain are examined, never the whole chain.
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

    private static final int MAX_STRIDE = MAX_SIZE + 2;
    /** ZOBRIST[color * cells + index]; one table serves every size because indices differ by size. */
    private static final long[] ZOBRIST = new long[3 * MAX_STRIDE * MAX_STRIDE];

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

    private final byte[] color;
    private final int[] head;
    private final int[] next;
    /** Valid at a chain's head: the number of distinct empty points adjacent to the chain. */
    private final int[] libs;
    /** Valid at a chain's head: the number of stones in the chain. */
    private final int[] chainSize;
    /** Generation marks for counting each liberty once. */
    private final int[] mark;
    private int markGen;

    private long hash;
    private int koPoint = NONE;
    private int koColor = EMPTY;
    /** captured[c]: stones colour c has captured (prisoners it holds), by play on this board. */
    private final int[] captured = new int[3];
    private int lastCaptureCount;
    private int lastCapturePoint = NONE;

    // Undo journal: pairs (array<<28 | index, old value) and one frame per move or setup.
    private boolean journaling;
    private int[] journal = new int[1024];
    private int journalTop;
    private long[] frameHash = new long[64];
    private int[] frameData = new int[64 * FRAME_INTS];
    private int frames;
    private static final int FRAME_INTS = 7;
    private static final int A_COLOR = 0, A_HEAD = 1, A_NEXT = 2, A_LIBS = 3, A_SIZE = 4;

    public Board(int size) {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("board size must be " + MIN_SIZE + " to " + MAX_SIZE + ", not " + size);
        }
        this.size = size;
        this.stride = size + 2;
        this.cells = stride * stride;
        this.dir = new int[] {-stride, -1, 1, stride};
        color = new byte[cells];
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
        lastCapturePoint = other.lastCapturePoint;
        journalTop = 0;
        frames = 0;
    }

    /** Empties the board, forgets captures, ko and the journal. */
    public void clear() {
        Arrays.fill(color, (byte) EDGE);
        for (int y = 0; y < size; y++) {
            Arrays.fill(color, (y + 1) * stride + 1, (y + 1) * stride + 1 + size, (byte) EMPTY);
        }
        Arrays.fill(libs, 0);
        Arrays.fill(chainSize, 0);
        hash = 0;
        koPoint = NONE;
        koColor = EMPTY;
        captured[1] = captured[2] = 0;
        lastCaptureCount = 0;
        lastCapturePoint = NONE;
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
        return ZOBRIST[color * MAX_STRIDE * MAX_STRIDE + index];
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
        if (color[index] != EMPTY) {
            return false;
        }
        for (int d : dir) {
            int n = color[index + d];
            if (n != c && n != EDGE) {
                return false;
            }
        }
        return true;
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
        if (color[index] != EMPTY) {
            return Verdict.OCCUPIED;
        }
        if (index == koPoint && c == koColor) {
            return Verdict.KO;
        }
        int opp = 3 - c;
        boolean friendly = false;
        for (int d : dir) {
            int n = index + d;
            int nc = color[n];
            if (nc == EMPTY) {
                return Verdict.LEGAL;
            }
            if (nc == c) {
                if (libs[head[n]] > 1) {
                    return Verdict.LEGAL;
                }
                friendly = true;
            } else if (nc == opp && libs[head[n]] == 1) {
                return Verdict.LEGAL;
            }
        }
        return friendly ? Verdict.MULTI_STONE_SUICIDE : Verdict.SUICIDE;
    }

    /** True when the placement is legal with suicide forbidden and the simple ko rule. */
    public boolean isLegal(int index, int c) {
        return check(index, c) == Verdict.LEGAL;
    }

    /**
     * Plays if legal (suicide forbidden, simple ko) and says so; changes nothing otherwise. The
     * fast path of playouts and replays.
     */
    public boolean tryPlay(int index, int c) {
        if (check(index, c) != Verdict.LEGAL) {
            return false;
        }
        place(index, c);
        return true;
    }

    // ----------------------------------------------------------------------------------- moving

    /**
     * Places a stone with its captures, without asking whether it is legal beyond the point being
     * empty. A move that leaves its own chain without liberties removes that chain (suicide,
     * for rule sets that allow it): its stones become the opponent's prisoners.
     */
    public void place(int p, int c) {
        if (color[p] != EMPTY) {
            throw new IllegalStateException("point is not empty: " + point(p));
        }
        pushFrame();
        int opp = 3 - c;
        setColor(p, c);
        hash ^= zobrist(c, p);
        setHead(p, p);
        setNext(p, p);
        setSize(p, 1);
        int empties = 0;
        for (int d : dir) {
            if (color[p + d] == EMPTY) {
                empties++;
            }
        }
        setLibs(p, empties);

        // Join the friendly chains around p into the largest of them.
        int big = NONE;
        for (int d : dir) {
            int n = p + d;
            if (color[n] == c) {
                int h = head[n];
                if (big == NONE || chainSize[h] > chainSize[big]) {
                    big = h;
                }
            }
        }
        if (big != NONE) {
            join(big, p, c);
        }

        // Opponent chains lose the liberty p; those with none left are captured.
        int captures = 0;
        int lastCaptured = NONE;
        int h0 = NONE, h1 = NONE, h2 = NONE;
        for (int d : dir) {
            int n = p + d;
            if (color[n] != opp) {
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
            int l = libs[h] - 1;
            setLibs(h, l);
            if (l == 0) {
                captures += chainSize[h];
                lastCaptured = h;
                removeChain(h);
            }
        }
        captured[c] += captures;

        int own = head[p];
        if (libs[own] == 0) {
            int lost = chainSize[own];
            removeChain(own);
            captured[opp] += lost;
            koPoint = NONE;
            koColor = EMPTY;
        } else if (captures == 1 && chainSize[own] == 1 && libs[own] == 1) {
            koPoint = lastCaptured;
            koColor = opp;
        } else {
            koPoint = NONE;
            koColor = EMPTY;
        }
        lastCaptureCount = captures;
        lastCapturePoint = lastCaptured;
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
        if (color[p] == EDGE) {
            throw new IllegalArgumentException("off the board");
        }
        if (color[p] == c) {
            return;
        }
        pushFrame();
        if (color[p] == EMPTY) {
            setColor(p, c);
            hash ^= zobrist(c, p);
            setHead(p, p);
            setNext(p, p);
            setSize(p, 1);
            int empties = 0;
            for (int d : dir) {
                if (color[p + d] == EMPTY) {
                    empties++;
                }
            }
            setLibs(p, empties);
            // p is no longer a liberty of the chains around it.
            int h0 = NONE, h1 = NONE, h2 = NONE;
            for (int d : dir) {
                int n = p + d;
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
            for (int d : dir) {
                int n = p + d;
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
        if (color[anyStone] != BLACK && color[anyStone] != WHITE) {
            throw new IllegalArgumentException("no stone at " + point(anyStone));
        }
        pushFrame();
        removeChain(head[anyStone]);
        koPoint = NONE;
        koColor = EMPTY;
    }

    /**
     * Joins the single new stone {@code p} and every other friendly chain adjacent to it into the
     * chain {@code big}. Liberties: p was one of big's; each joining stone's empty neighbours count
     * when no stone of big (as it was) touches them and they were not counted already.
     */
    private void join(int big, int p, int c) {
        int l = libs[big] - 1;
        int gen = ++markGen;
        if (gen == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            markGen = gen = 1;
        }
        int added = 0;
        // The stones that join: p itself, and every adjacent friendly chain other than big.
        for (int k = -1; k < 4; k++) {
            int start;
            if (k < 0) {
                start = p;
            } else {
                int n = p + dir[k];
                if (color[n] != c || head[n] == big || head[n] == p) {
                    continue;
                }
                start = head[n];
                // p was a liberty of this chain too; it is gone, but we recount from scratch below.
            }
            int s = start;
            do {
                for (int d : dir) {
                    int e = s + d;
                    if (color[e] == EMPTY && mark[e] != gen && !touches(e, big, c)) {
                        mark[e] = gen;
                        l++;
                    }
                }
                setHead(s, p); // provisional relabel, so the next chain is not seen twice
                added++;
                s = next[s];
            } while (s != start);
            if (start != p) {
                // Splice this chain's ring into p's ring.
                int pn = next[p];
                int sn = next[start];
                setNext(p, sn);
                setNext(start, pn);
            }
        }
        // Relabel every joined stone to big and splice p's ring into big's.
        int s = p;
        do {
            setHead(s, big);
            s = next[s];
        } while (s != p);
        int bn = next[big];
        int pn = next[p];
        setNext(big, pn);
        setNext(p, bn);
        setSize(big, chainSize[big] + added);
        setLibs(big, l);
    }

    /** Whether a stone of chain {@code h} (colour {@code c}) is next to {@code e}. */
    private boolean touches(int e, int h, int c) {
        return color[e - stride] == c && head[e - stride] == h
                || color[e - 1] == c && head[e - 1] == h
                || color[e + 1] == c && head[e + 1] == h
                || color[e + stride] == c && head[e + stride] == h;
    }

    /** Empties a chain's points; each freed point is a new liberty of every chain beside it. */
    private void removeChain(int h) {
        int c = color[h];
        int s = h;
        do {
            setColor(s, EMPTY);
            hash ^= zobrist(c, s);
            s = next[s];
        } while (s != h);
        s = h;
        do {
            int h0 = NONE, h1 = NONE, h2 = NONE;
            for (int d : dir) {
                int n = s + d;
                int nc = color[n];
                if (nc != BLACK && nc != WHITE) {
                    continue;
                }
                int nh = head[n];
                if (nh == h0 || nh == h1 || nh == h2) {
                    continue;
                }
                if (h0 == NONE) {
                    h0 = nh;
                } else if (h1 == NONE) {
                    h1 = nh;
                } else {
                    h2 = nh;
                }
                setLibs(nh, libs[nh] + 1);
            }
            s = next[s];
        } while (s != h);
    }

    /** Recomputes every chain, size and liberty count from the colours alone. */
    private void rebuildChains() {
        int[] stack = new int[cells];
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
                case A_COLOR -> color[idx] = (byte) old;
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
        lastCapturePoint = frameData[f + 6];
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
        frameData[f + 6] = lastCapturePoint;
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
        color[i] = (byte) v;
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
        return color.clone();
    }

    /** Whether the padded colour array equals {@code colors} (from {@link #colorsCopy}). */
    public boolean sameStones(byte[] colors) {
        return Arrays.equals(color, colors);
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
