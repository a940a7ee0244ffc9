package org.goref.life;

import static org.goref.life.LocalSearch.KILL;
import static org.goref.life.LocalSearch.LIVE;
import static org.goref.life.LocalSearch.NOT_A_MOVE;
import static org.goref.life.LocalSearch.OPEN;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

import org.goref.core.board.Board;

/**
 * Reads the life of a group that the enemy encloses completely: every liberty of the group lies in
 * a small area bounded by the group's own stones, the edge and the enemy's firm walls, with at most
 * a few enemy stones inside. In such a position the whole game is in a handful of points, so it is
 * read out exactly: the owner moves first, both sides may play any legal move in the area or pass,
 * and the group is killed when its chain is captured whatever the owner does. The owner moves
 * first because a marking should call a group dead only when it is dead whoever moves: a group the
 * enemy could still kill, left unsettled by players who both passed, stands (so the verdict is the
 * same under every dispute procedure). A ko is won by whoever takes it first: a finished board
 * holds no ko threats for either side (when the owner won every ko, as if its threats were always
 * answered, the corner of tygem 2010-06/367523093 lived — the owner's vital point, the enemy's
 * approach, a capture, and then the enemy takes the ko — where the record, GNU Go's owl and the
 * playouts all call it dead).
 *
 * <p>The area stops at the enemy's outer wall: an enemy chain met from an empty point of the area
 * is inside it unless it is firm, has {@link #WALL_LIBERTIES} liberties or more and two of them out
 * of the group's reach. Before, every enemy chain met was part of the area, so a group with one
 * liberty against the wall it lives in (a capture inside its only eye space that leaves a dead
 * shape: GNU Go's dokuganryu game, 17 Black stones the playouts kept at 0.70) had an area as big as
 * the enemy's territory and was never read.
 *
 * <p>Why it is needed: the playouts never put a chain of two or more stones in atari without
 * capturing (that keeps real seki alive), so an enclosed group whose killing line starts with a
 * sacrifice — the enemy's stones inside its eye space, filled in until they are taken and leave a
 * dead shape — sits in the playouts as a seki, with its stones kept in every playout (an AI game of
 * the corpus, UEC Cup 2019 GLOBIS-AQZ vs Ray: twelve stones with three liberties, all shared with
 * two enemy stones inside, kept at +1.00 and dead in the record).
 *
 * <p>The read is exact within its budget: a verdict is given only when the search proved it
 * (a line that hits the depth or node limit makes the answer unknown, and unknown changes nothing).
 */
final class EnclosedReader {
    /** Points of the area at most: its empty points and the enemy stones inside. */
    static final int MAX_AREA = 9;
    static final int MAX_NODES = 60_000;
    private static final int MAX_DEPTH = 30;

    /** How firmly the playouts must give a wall to the enemy (and it needs two liberties). */
    static final double FIRM_WALL = 0.5;

    /**
     * The fewest liberties of an enemy chain met from the area for it to be a wall. With two, a wall
     * in a race with the group was taken to hold while the owner could not reach its outside
     * liberties: 34 records of the corpus broken (a 45-stone group with two liberties "killed").
     */
    static final int WALL_LIBERTIES = 4;

    enum Verdict { KILLED, LIVES, UNKNOWN }

    private final Board board;
    private final int defender;
    private final int target;
    private final int[] area;
    private final Map<Long, Integer> memo = new HashMap<>();
    private int nodes;
    /**
     * Whether the target stands once it takes two stones or more: when reading a chain inside a
     * living group, such a capture breaks the group that was to take it (a seki whose liberty the
     * group filled), and the points it leaves lie beyond the area read.
     */
    private final boolean groupBreaks;

    private EnclosedReader(Board board, int target, int[] area, boolean groupBreaks) {
        this.groupBreaks = groupBreaks;
        this.board = board;
        this.defender = board.get(target);
        this.target = target;
        this.area = area;
    }

    /**
     * What reading a group out gives: its verdict, and when it lives, the enemy chains (by head)
     * inside its area that it captures even when their own side moves first — read in the same
     * area. A chain in seki with the group is not among them: taking it would cost the captor its
     * own liberties. Those the group cannot take even moving first are {@code standingInside}: a
     * seki in its eye space (or a race it would lose), read out, however random play treated them.
     */
    record Reading(Verdict verdict, List<Integer> capturedInside, List<Integer> standingInside) {
        static final Reading UNKNOWN = new Reading(Verdict.UNKNOWN, List.of(), List.of());
    }

    /**
     * The reading of the group of the chain through {@code head}, its owner moving first; UNKNOWN
     * when the group is not enclosed (a liberty reaches beyond the area, the area is too big, or a
     * wall is not firm by {@code firmWall}) or the read runs out of budget. The board is unchanged.
     */
    static Reading read(Board position, int head, IntPredicate firmWall) {
        int[] area = area(position, head, firmWall);
        if (area == null) {
            return Reading.UNKNOWN;
        }
        Board scratch = new Board(position);
        scratch.setJournaling(true);
        int r = searchFrom(scratch, head, area);
        if (r == KILL) {
            return new Reading(Verdict.KILLED, List.of(), List.of());
        }
        if (r != LIVE) {
            return Reading.UNKNOWN;
        }
        int own = position.get(head);
        int enemy = 3 - own;
        // The inner chains are read with the group's own stones beside the area playable once
        // taken: a stone of the group in atari that an inner chain captures leaves an empty point
        // the group's own reading never needs (its capture ends that reading), but the inner
        // chain's does — nobody could play there, and a dead chain would keep an eye for ever.
        int[] inner = withOwnStonesBeside(position, area, own);
        List<Integer> captured = new ArrayList<>();
        List<Integer> standing = new ArrayList<>();
        List<Integer> read = new ArrayList<>();
        for (int cell : area) {
            int chain = position.chain(cell);
            if (position.get(cell) != enemy || read.contains(chain)) {
                continue;
            }
            read.add(chain);
            int inside = searchFrom(scratch, chain, inner, true);
            if (inside == KILL) {
                captured.add(chain);
            } else if (inside == LIVE) {
                standing.add(chain);
            }
        }
        return new Reading(Verdict.LIVES, captured, standing);
    }

    /** {@code area} and the stones of colour {@code own} beside it, sorted. */
    private static int[] withOwnStonesBeside(Board b, int[] area, int own) {
        boolean[] in = new boolean[b.cells()];
        List<Integer> cells = new ArrayList<>();
        for (int c : area) {
            in[c] = true;
            cells.add(c);
        }
        for (int c : area) {
            for (int d : b.directions()) {
                int n = c + d;
                if (b.get(n) == own && !in[n]) {
                    in[n] = true;
                    cells.add(n);
                }
            }
        }
        return cells.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    /**
     * The search for the chain through {@code target} in {@code area}, its owner moving first: KILL,
     * LIVE, or OPEN (also when the budget runs out). The board is left as it was, even then.
     */
    private static int searchFrom(Board scratch, int target, int[] area) {
        return searchFrom(scratch, target, area, false);
    }

    /** The same search, for a chain inside a living group's area when {@code inner}. */
    private static int searchFrom(Board scratch, int target, int[] area, boolean inner) {
        int depth = scratch.undoDepth();
        EnclosedReader reader = new EnclosedReader(scratch, target, area, inner);
        try {
            return reader.search(reader.defender, 0);
        } catch (LocalSearch.OutOfBudget e) {
            return OPEN;
        } finally {
            while (scratch.undoDepth() > depth) {
                scratch.undo();
            }
        }
    }

    /**
     * The area of the group through {@code head}: the empty points reached from its liberties and
     * the enemy chains touching them, with the owner's chains they touch joining the group; null
     * when it grows beyond {@link #MAX_AREA}, or a wall — an enemy chain touching the group but not
     * the area — is not firm.
     */
    static int[] area(Board b, int head, IntPredicate firmWall) {
        int own = b.get(head);
        int enemy = 3 - own;
        int[] dir = b.directions();
        boolean[] seen = new boolean[b.cells()];
        List<Integer> cells = new ArrayList<>();
        List<Integer> group = new ArrayList<>();
        List<Integer> stack = new ArrayList<>();
        stack.add(head);
        seen[head] = true;
        // Flood from the group's stones through empty points and the enemy stones those touch.
        while (!stack.isEmpty()) {
            int p = stack.remove(stack.size() - 1);
            int col = b.get(p);
            if (col == own) {
                group.add(p);
            } else {
                cells.add(p);
                if (cells.size() > MAX_AREA) {
                    return null;
                }
            }
            for (int d : dir) {
                int n = p + d;
                if (seen[n]) {
                    continue;
                }
                int nc = b.get(n);
                boolean enters = nc == Board.EMPTY
                        || nc == own
                        || (nc == enemy && col != own && !isOuterWall(b, n, own, firmWall));
                if (enters) {
                    seen[n] = true;
                    stack.add(n);
                }
            }
        }
        // Every enemy chain touching a group stone from outside the area is a wall and must hold.
        for (int g : group) {
            for (int d : dir) {
                int n = g + d;
                if (b.get(n) == enemy && !seen[n] && (b.liberties(n) < 2 || !firmWall.test(n))) {
                    return null;
                }
            }
        }
        int[] out = new int[cells.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = cells.get(i);
        }
        Arrays.sort(out);
        return out;
    }

    /**
     * Whether the enemy chain through {@code n}, met from an empty point of the area, is part of the
     * enemy's wall rather than a chain inside the group's space: firm, with {@link #WALL_LIBERTIES}
     * liberties or more, two of them out of the group's reach (no stone of the owner beside them).
     */
    private static boolean isOuterWall(Board b, int n, int own, IntPredicate firmWall) {
        if (b.liberties(n) < WALL_LIBERTIES || !firmWall.test(n)) {
            return false;
        }
        int[] dir = b.directions();
        int head = b.chain(n);
        int first = -1;
        int s = head;
        do {
            for (int d : dir) {
                int l = s + d;
                if (b.get(l) == Board.EMPTY && !PointFacts.touches(b, l, own)) {
                    if (first >= 0 && l != first) {
                        return true;
                    }
                    first = l;
                }
            }
            s = b.nextInChain(s);
        } while (s != head);
        return false;
    }

    /**
     * The position read with {@code side} to move: KILL when the enemy captures the target whatever
     * the owner does, LIVE when the owner keeps it whatever the enemy does, OPEN when the depth ran
     * out on the way. Each side wants its own outcome; the first move that reaches it decides.
     */
    private int search(int side, int depth) {
        boolean enemyMoves = side != defender;
        // The budget counts the enemy's turns.
        if (enemyMoves && ++nodes > MAX_NODES) {
            throw LocalSearch.OutOfBudget.INSTANCE;
        }
        if (depth >= MAX_DEPTH) {
            return OPEN;
        }
        long key = key(enemyMoves ? 1 : 2);
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int wanted = enemyMoves ? KILL : LIVE;
        // The enemy's pass gives the owner the chance to pass too: the group stands. The owner's
        // pass hands the move to the enemy.
        int result = enemyMoves ? LIVE : afterPass(depth);
        for (int i = 0; i < area.length && result != wanted; i++) {
            int r = afterMove(area[i], side, depth);
            if (r == wanted || r == OPEN) {
                result = r;
            }
        }
        if (result != OPEN) {
            memo.put(key, result);
        }
        return result;
    }

    /** The owner passes: the enemy to move. */
    private int afterPass(int depth) {
        board.pass();
        int r = search(3 - defender, depth + 1);
        board.undo();
        return r;
    }

    /**
     * {@code side} plays at {@code p}, then the other side moves: what comes of it, or NOT_A_MOVE
     * when the move is illegal. A ko ban holds for both sides: a finished board holds no ko
     * threats, so a ko is won by whoever takes it first.
     */
    private int afterMove(int p, int side, int depth) {
        if (!board.tryPlay(p, side)) {
            return NOT_A_MOVE;
        }
        int r = board.get(target) != defender ? KILL
                : side == defender && board.lastCaptureCount() >= 2 && groupBreaks ? LIVE
                : search(3 - side, depth + 1);
        board.undo();
        return r;
    }

    /** The position, the ko ban and the side to move. */
    private long key(int side) {
        return LocalSearch.key(board, side);
    }
}
