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
 * Reads whether a doubtful group inside an enemy wall dies even moving first, as GNU Go's owl does
 * in small: a search over candidate moves with a static eye test that stops it early. The area is
 * the group (the chains of its colour reached through empty points and the enemy stones inside),
 * the empty points around it and the enemy chains inside that are not firm; it is bounded by firm
 * enemy chains (walls) and the edge, and holds at most {@link #MAX_AREA} points.
 *
 * <p>The owner moves first and may play every point of the area (and capture or escape from atari
 * beside its walls), so a kill found is a kill whatever the owner tries; the attacker plays only
 * candidates — the liberties of chains with at most two, the vital points of the owner's eye spaces
 * ({@link VitalPoint}), and the {@link #ATTACKER_ROOMY} empty points with most room. A position is
 * a kill when the chain read is captured, or when the area holds no attacker stone, no wall is in
 * atari and its empty regions are worth less than two eyes; it is life when the chain has two eyes
 * of its own ({@link OwnEyes}) or the attacker has no kill. A wall captured, the depth or the node
 * budget leave the answer unknown, and unknown changes nothing.
 *
 * <p>Why it exists: random play kills an invasion under a wall by its vital points no more often
 * than it lives, so such a group sits near +0.5 whatever its fate (GNU Go's saphir game: sixteen
 * Black stones in five chains around a false eye, kept at +0.55 on two seeds of three, dead for the
 * record and GNU Go). The exhaustive {@link EnclosedReader} stops at 9 points; reading 16 points
 * needs the attacker's moves cut down and an eye count that ends lines early.
 */
final class GroupReader {
    /** Points of the area at most: its empty points and the enemy stones inside. */
    static final int MAX_AREA = 16;
    /** Positions searched at most (the memo's answers not counted). */
    static final int MAX_NODES = 4_000;
    private static final int MAX_DEPTH = 20;
    /** The attacker's moves beyond the urgent ones: the empty points with most empty neighbours. */
    private static final int ATTACKER_ROOMY = 6;

    /** How firmly the playouts must give an enemy chain to the enemy for it to be a wall. */
    static final double FIRM_WALL = 0.5;

    /**
     * The fewest liberties a wall must have outside the area. With two, walls in a race with the
     * group (tygem 2007-03/139100793: two White stones cutting a Black corner wall that an outside
     * White group attacks) were taken to hold and the group "killed".
     */
    static final int WALL_OUTSIDE_LIBERTIES = 3;

    /**
     * The fewest stones of a group read: a few stones live by tactics beyond the area more often
     * than by eyes (tygem 2007-03/140423875: four Black stones in a White corner, dead to this
     * search and to GNU Go's owl, alive in the record through a race of the wall outside).
     */
    static final int MIN_GROUP_STONES = 5;

    private final Board board;
    private final int defender;
    private final int target;
    private final int[] area;
    private final boolean[] inArea;
    /** The area, the walls beside it and their empty neighbours: no move is played elsewhere. */
    private final boolean[] inZone;
    private final int[] zone;
    private final int wallStones;
    private final OwnEyes eyes;
    private final VitalPoint vital;
    private final int[] regionMark;
    private final int[] regionStack;
    private final int[] regionMembers;
    private int regionGen;
    private final Map<Long, Integer> memo = new HashMap<>();
    private int nodes;

    private GroupReader(Board board, int target, int[] area) {
        this.board = board;
        this.defender = board.get(target);
        this.target = target;
        this.area = area;
        this.inArea = new boolean[board.cells()];
        for (int c : area) {
            inArea[c] = true;
        }
        this.zone = zone(board, area, defender);
        this.inZone = new boolean[board.cells()];
        for (int z : zone) {
            inZone[z] = true;
        }
        this.wallStones = board.stoneCount(3 - defender) - enemyInArea();
        this.eyes = new OwnEyes(board);
        this.vital = new VitalPoint(board);
        this.regionMark = new int[board.cells()];
        this.regionStack = new int[area.length + 1];
        this.regionMembers = new int[area.length + 1];
    }

    /**
     * Whether the chain through {@code head} is captured even when its owner moves first, in its
     * area bounded by the enemy chains {@code firmEnemy} accepts; false when the group is not
     * enclosed so, too big, too small, or the read is not conclusive. The board is unchanged.
     */
    static boolean killedMovingFirst(Board position, int head, IntPredicate firmEnemy) {
        int[] area = area(position, head, firmEnemy);
        if (area == null) {
            return false;
        }
        Board scratch = new Board(position);
        scratch.setJournaling(true);
        GroupReader reader = new GroupReader(scratch, head, area);
        try {
            return reader.search(reader.defender, 0) == KILL;
        } catch (LocalSearch.OutOfBudget e) {
            return false;
        }
    }

    /**
     * The area of the group through {@code head}: its empty points and the enemy stones inside
     * (sorted), or null when it has more than {@link #MAX_AREA} points, the group fewer than
     * {@link #MIN_GROUP_STONES} stones, or a wall — an enemy chain {@code firmEnemy} holds firm, met
     * from the group or the area — fewer than {@link #WALL_OUTSIDE_LIBERTIES} liberties outside it.
     */
    static int[] area(Board b, int head, IntPredicate firmEnemy) {
        int own = b.get(head);
        int enemy = 3 - own;
        int[] dir = b.directions();
        boolean[] seen = new boolean[b.cells()];
        List<Integer> cells = new ArrayList<>();
        List<Integer> walls = new ArrayList<>();
        int groupStones = 0;
        int[] stack = new int[b.cells()];
        int top = 0;
        stack[top++] = head;
        seen[head] = true;
        while (top > 0) {
            int p = stack[--top];
            if (b.get(p) == own) {
                groupStones++;
            } else {
                cells.add(p);
                if (cells.size() > MAX_AREA) {
                    return null;
                }
            }
            for (int d : dir) {
                int n = p + d;
                int nc = b.get(n);
                if (seen[n] || nc == Board.EDGE) {
                    continue;
                }
                if (nc == enemy && firmEnemy.test(n)) {
                    walls.add(n);
                    continue;
                }
                seen[n] = true;
                stack[top++] = n;
            }
        }
        if (groupStones < MIN_GROUP_STONES) {
            return null;
        }
        // A wall must hold without the group's help: liberties the group cannot fill from its
        // area. A wall short of them is in a race with the group, which this reader does not play.
        for (int w : walls) {
            if (outsideLiberties(b, w, seen) < WALL_OUTSIDE_LIBERTIES) {
                return null;
            }
        }
        int[] out = cells.stream().mapToInt(Integer::intValue).toArray();
        Arrays.sort(out);
        return out;
    }

    /** The liberties of the chain through {@code n} outside the area ({@code seen}), counted up to three. */
    private static int outsideLiberties(Board b, int n, boolean[] seen) {
        int head = b.chain(n);
        int first = Board.NONE;
        int second = Board.NONE;
        int s = head;
        do {
            for (int d : b.directions()) {
                int l = s + d;
                if (b.get(l) == Board.EMPTY && !seen[l] && l != first && l != second) {
                    if (first == Board.NONE) {
                        first = l;
                    } else if (second == Board.NONE) {
                        second = l;
                    } else {
                        return 3;
                    }
                }
            }
            s = b.nextInChain(s);
        } while (s != head);
        return first == Board.NONE ? 0 : second == Board.NONE ? 1 : 2;
    }

    /** The area, the enemy stones beside it or beside the group, and the empty points beside those. */
    private static int[] zone(Board b, int[] area, int defender) {
        boolean[] in = new boolean[b.cells()];
        List<Integer> cells = new ArrayList<>();
        for (int c : area) {
            in[c] = true;
            cells.add(c);
        }
        int[] dir = b.directions();
        boolean[] groupHead = new boolean[b.cells()];
        for (int c : area) {
            for (int d : dir) {
                if (b.get(c + d) == defender) {
                    groupHead[b.chain(c + d)] = true;
                }
            }
        }
        List<Integer> walls = new ArrayList<>();
        for (int i = 0; i < b.cells(); i++) {
            if (!in[i] && !(b.get(i) == defender && groupHead[b.chain(i)])) {
                continue;
            }
            for (int d : dir) {
                int n = i + d;
                if (b.get(n) == 3 - defender && !in[n]) {
                    in[n] = true;
                    cells.add(n);
                    walls.add(n);
                }
            }
        }
        for (int w : walls) {
            for (int d : dir) {
                int n = w + d;
                if (b.get(n) == Board.EMPTY && !in[n]) {
                    in[n] = true;
                    cells.add(n);
                }
            }
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    private int enemyInArea() {
        int n = 0;
        for (int c : area) {
            if (board.get(c) == 3 - defender) {
                n++;
            }
        }
        return n;
    }

    /**
     * The position with {@code side} to move: KILL when the attacker captures the target whatever
     * the owner does, LIVE when the owner keeps it whatever the attacker does, OPEN otherwise.
     */
    private int search(int side, int depth) {
        boolean attackerMoves = side != defender;
        long key = key(side);
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        if (++nodes > MAX_NODES) {
            throw LocalSearch.OutOfBudget.INSTANCE;
        }
        if (eyes.eyes(target) >= 2) {
            return LIVE;
        }
        if (noRoomForTwoEyes(side)) {
            return KILL;
        }
        if (depth >= MAX_DEPTH) {
            return OPEN;
        }
        int wanted = attackerMoves ? KILL : LIVE;
        // The attacker's pass lets the owner pass too: the group stands.
        int result = attackerMoves ? LIVE : KILL;
        for (int p : moves(side)) {
            if (result == wanted) {
                break;
            }
            int r = afterMove(p, side, depth);
            if (r == wanted || r == OPEN) {
                result = r;
            }
        }
        if (!attackerMoves && result != wanted) {
            // The owner's pass, tried last: the owner of a seki must not fill its own liberties.
            board.pass();
            int r = search(3 - defender, depth + 1);
            board.undo();
            if (r == wanted || r == OPEN) {
                result = r;
            }
        }
        // An open answer is kept too: a position left open once is not searched again, which can
        // only lose a verdict, never make a wrong one, and keeps cycling lines from exploding.
        memo.put(key, result);
        return result;
    }

    /** {@code side} plays at {@code p}, then the other side moves; NOT_A_MOVE when illegal. */
    private int afterMove(int p, int side, int depth) {
        if (!board.tryPlay(p, side)) {
            return NOT_A_MOVE;
        }
        int r;
        if (board.get(target) != defender) {
            r = KILL;
        } else if (side == defender && board.lastCaptureCount() > 0 && wallTaken()) {
            // A wall broken: the group may escape or not, beyond this reader.
            r = OPEN;
        } else {
            r = search(3 - side, depth + 1);
        }
        board.undo();
        return r;
    }

    /** Whether an attacker stone outside the area has been captured. */
    private boolean wallTaken() {
        return board.stoneCount(3 - defender) - enemyInArea() < wallStones;
    }

    /**
     * The static kill: no attacker stone inside the area (no seki to hold), no wall in atari (no
     * escape by a capture), and the area's empty regions worth less than two eyes with {@code side}
     * to move — one or two points or a shape one move kills is one eye (two if the owner moves and
     * can take its vital point), any other region two. It overrates the owner (false eyes, eyes
     * beside a wall count), so a kill it reports is one.
     */
    private boolean noRoomForTwoEyes(int side) {
        int attacker = 3 - defender;
        for (int c : area) {
            if (board.get(c) == attacker) {
                return false;
            }
        }
        for (int c : zone) {
            if (board.get(c) == attacker && board.liberties(c) < 2) {
                return false;
            }
        }
        int[] dir = board.directions();
        regionGen++;
        int value = 0;
        boolean upgradable = false;
        for (int c : area) {
            if (board.get(c) != Board.EMPTY || regionMark[c] == regionGen) {
                continue;
            }
            int size = 0;
            int top = 0;
            regionStack[top++] = c;
            regionMark[c] = regionGen;
            while (top > 0) {
                int p = regionStack[--top];
                regionMembers[size++] = p;
                for (int d : dir) {
                    int n = p + d;
                    if (inArea[n] && board.get(n) == Board.EMPTY && regionMark[n] != regionGen) {
                        regionMark[n] = regionGen;
                        regionStack[top++] = n;
                    }
                }
            }
            if (vital.isOneEye(regionMembers, size)) {
                value++;
                upgradable |= size >= 3;
            } else {
                value += 2;
            }
            if (value >= 2) {
                return false;
            }
        }
        if (side == defender && upgradable) {
            value++;
        }
        return value < 2;
    }

    /**
     * The moves of {@code side}, urgent first: the liberties of chains with at most two in the area
     * (the group's, those inside) and of chains in atari in the zone (a wall to capture, a stone
     * to save), then the vital points of the owner's eye spaces, then the area's empty points by
     * room; all of them for the owner, {@link #ATTACKER_ROOMY} of the last kind for the attacker.
     */
    private List<Integer> moves(int side) {
        List<Integer> out = new ArrayList<>();
        boolean[] added = new boolean[board.cells()];
        int[] dir = board.directions();
        for (int c : area) {
            if (board.get(c) == Board.EMPTY) {
                for (int d : dir) {
                    // A wall's liberties are played only to capture it or save it from atari.
                    int n = c + d;
                    addShortLiberties(n, inArea[n] || board.get(n) == defender ? 2 : 1, out, added);
                }
            } else {
                addShortLiberties(c, 2, out, added);
            }
        }
        for (int c : zone) {
            if (board.get(c) == Board.EMPTY) {
                for (int d : dir) {
                    addShortLiberties(c + d, 1, out, added);
                }
            } else {
                addShortLiberties(c, 1, out, added);
            }
        }
        for (int c : area) {
            if (board.get(c) == Board.EMPTY && !added[c]) {
                int v = vital.of(c, defender);
                if (v != Board.NONE && !added[v]) {
                    added[v] = true;
                    out.add(v);
                }
            }
        }
        List<int[]> roomy = new ArrayList<>();
        for (int c : area) {
            if (board.get(c) == Board.EMPTY && !added[c]) {
                int room = 0;
                for (int d : dir) {
                    if (board.get(c + d) == Board.EMPTY) {
                        room++;
                    }
                }
                roomy.add(new int[] {room, c});
            }
        }
        roomy.sort((a, b) -> a[0] != b[0] ? b[0] - a[0] : a[1] - b[1]);
        int limit = side == defender ? roomy.size() : Math.min(ATTACKER_ROOMY, roomy.size());
        for (int i = 0; i < limit; i++) {
            out.add(roomy.get(i)[1]);
        }
        return out;
    }

    private void addShortLiberties(int stone, int most, List<Integer> out, boolean[] added) {
        int col = board.get(stone);
        if ((col != Board.BLACK && col != Board.WHITE) || board.liberties(stone) > most) {
            return;
        }
        int head = board.chain(stone);
        int s = head;
        do {
            for (int d : board.directions()) {
                int l = s + d;
                if (board.get(l) == Board.EMPTY && !added[l] && inZone[l]) {
                    added[l] = true;
                    out.add(l);
                }
            }
            s = board.nextInChain(s);
        } while (s != head);
    }

    /** The position, the ko ban and the side to move. */
    private long key(int side) {
        return LocalSearch.key(board, side);
    }
}
