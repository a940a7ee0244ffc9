package org.goref.life;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

import org.goref.core.board.Board;

/**
 * The big groups the playouts keep that have no room for two eyes. In a finished position a living
 * group has its two eyes (or a space that makes them), hangs on a living group, or is in seki; random
 * play rarely encloses anything, so an eyeless invasion of a dozen stones survives many playouts
 * (tygem 2015-06/802401079: 25 stones, kept at 0.41, dead for the players and for GNU Go).
 *
 * <p>A group is the chains of one colour that share a liberty or border one eye region. An eye region
 * of a colour is a connected set of empty points and doubtful enemy stones (about to be removed)
 * whose every neighbour outside it is a stone of that colour or the edge. One point is a false eye
 * when living enemy stones hold its diagonals (one on the edge, two in the open) and counts for
 * nothing; one or two points, a shape one move kills (straight and bent three, pyramid four, bulky
 * and crossed five, rabbity six: {@link VitalPoint}) and square four are one eye; any other region,
 * two. An enemy chain in atari is part of a region (it is taken), and a region that is one such
 * chain and its last liberty is worth the shape of the stones taken, since taking them fills the
 * liberty; a group with such an eye is judged up to {@link #CAPTURE_FIRM}. A group is short of
 * eyes when it has fewer than two, Benson does not prove it (neither as it stands nor with its
 * miai links made: eyes that lie between two chains look false by their diagonals, yet a group
 * whose chains cannot be cut apart owns them — GNU Go's rbm-bobk game, four White chains along the
 * edge and through the centre, counted 100 points wrong) and none of its chains is firm in the
 * playouts.
 *
 * <p>Only groups of {@link #MIN_STONES} stones or more are judged, or of {@link #EYELESS_MIN_STONES}
 * when they have no eye space at all: small groups short of eyes live by
 * tactics (a capture, a seki of three stones) more often than not. A group is left alone when it has
 * a liberty neither side can fill or a chain held in a seki by a race ({@link RaceSeki}), when it
 * touches an enemy group as short of eyes as itself (and still so with the group gone: an invasion
 * breaks the defender's eye space open, and the two would excuse each other), or when it encloses
 * an enemy chain big enough to race it (a seki or a race of several chains,
 * which the race reader and the playouts settle). On the corpus, mean of three seeds: 6 more records
 * within a point, 5 more exact, 3 more winners; it mends the same big invasions on every seed.
 */
final class EyeShortage {
    /** The fewest stones of a group this test judges. */
    static final int MIN_STONES = 8;

    /**
     * The fewest stones of a group with no eye space at all (no region its colour encloses) that this
     * test judges: such a group lives only by capturing or in seki, and random play keeps five or six
     * eyeless stones inside the enemy's area as it keeps a dozen (GNU Go's liza game, six Black stones
     * on the top edge at 0.25; tygem 2006-06/104191350, six White stones in Black's corner at 0.24).
     * Mean of seeds 0–2: two records mended on every seed, one seki of six stones whose three
     * liberties are all shared with one White chain broken on two (tygem 2010-06/367645472, held
     * since by {@link RaceSeki}); from four or three stones, four or five records broken.
     */
    static final int EYELESS_MIN_STONES = 5;

    /**
     * An enemy chain enclosed by a group, of this many stones and {@link #RACER_LIBERTIES} liberties
     * or more, is in a race or seki with it that the eye count cannot judge (tygem 2007-03/139100793:
     * four Black stones with five liberties inside a White group of 29, a seki). The stones an
     * attacker puts inside an eye space to kill it are fewer, or short of liberties (a nakade being
     * filled): with three stones as the limit one killed invasion lived (GNU Go's score31).
     */
    static final int RACER_STONES = 4;

    /**
     * The most points of an eye region when a group's enemy is counted again without the group: more
     * is open ground, not the space the group took (on a small board with nothing else on it, the
     * whole board would be one region of the other colour).
     */
    static final int FREED_SPACE = 60;

    /** The fewest liberties of an enclosed enemy racer ({@link #RACER_STONES}). */
    static final int RACER_LIBERTIES = 3;

    /** The most empty points around an enclosed enemy racer ({@link #RACER_STONES}). */
    static final int RACER_SPACE = 12;

    /**
     * From this playout ownership up a chain's group is judged, not only from the alive level: a
     * doubtful chain short of eyes beside a doubtful enemy chain it beats in a race was kept alive
     * by that race (a doubtful pair of chains is left standing), though its group has no two eyes
     * whichever chain dies (juka: 24 Black stones at +0.01 around two White stones at −0.13 that
     * they out-liberty; counted dead, they make the pair alive). The clearly dead level
     * ({@link Estimator#CLEARLY_DEAD}): below it a chain is dead whatever its neighbours.
     */
    static final double JUDGED_FROM = -0.4;

    /** From this playout ownership a chain is firm: its group is not judged. */
    static final double FIRM = 0.5;

    /**
     * The firm level of a group whose eye is the space of an enemy chain it captures: the playouts
     * take the chain at once and rarely finish the nakade left behind, so they keep such a group
     * at 0.6–0.7 (GNU Go's nicklas8 game: ten Black stones at 0.64 around three White stones in
     * atari, dead for the record and for GNU Go).
     */
    static final double CAPTURE_FIRM = 0.8;

    private final Board board;
    private final Benson benson;
    private final Benson linked;
    private final double[] chainOwn;
    private final double alive;
    /** From this playout ownership a chain is firm ({@link #FIRM} unless asked otherwise). */
    private final double firm;
    private final int[] dir;
    private final int[] diag;
    private final CellSets groups;
    private final int[] stack;
    private final int[] members;
    private final int[] borderChains;
    private final boolean[] enclosedMark;
    private final VitalPoint vital;
    /** By chain head: the chain borders an eye region that is an enemy chain in atari and its last liberty. */
    private final boolean[] bordersACapture;
    private final int[] capturedPoints = new int[VitalPoint.MAX_SPACE];
    /** The most points an eye region may have; more is open ground (see {@link #FREED_SPACE}). */
    private int largestEye = Integer.MAX_VALUE;
    /** By group root: the count without that group, made once ({@link #shortOfEyesWithout}). */
    private final Map<Integer, Recount> recountedWithout = new HashMap<>();

    private EyeShortage(Board board, Benson benson, Benson linked, double[] chainOwn, double alive, double firm) {
        this.board = board;
        this.benson = benson;
        this.linked = linked;
        this.chainOwn = chainOwn;
        this.alive = alive;
        this.firm = firm;
        this.dir = board.directions();
        int s = board.stride();
        this.diag = new int[] {-s - 1, -s + 1, s - 1, s + 1};
        this.groups = new CellSets(board.cells());
        this.stack = new int[board.cells()];
        this.members = new int[board.cells()];
        this.borderChains = new int[4 * board.cells()];
        this.enclosedMark = new boolean[board.cells()];
        this.vital = new VitalPoint(board);
        this.bordersACapture = new boolean[board.cells()];
    }

    /**
     * The heads of the chains among {@code openChains} kept or doubted by the playouts (own-side
     * ownership in {@code chainOwn} from {@link #JUDGED_FROM} up to {@link #FIRM}) whose group is
     * short of eyes.
     */
    static List<Integer> find(Board board, Benson benson, double[] chainOwn, List<Integer> openChains,
                              double alive) {
        return find(board, benson, benson, chainOwn, openChains, alive);
    }

    /** As above; {@code linked} proves groups alive with their miai connections made. */
    static List<Integer> find(Board board, Benson benson, Benson linked, double[] chainOwn, List<Integer> openChains,
                              double alive) {
        return find(board, benson, linked, chainOwn, openChains, alive, List.of());
    }

    /** As above; the groups of the chains {@code inSeki} (by head, {@link RaceSeki}) are left alone. */
    static List<Integer> find(Board board, Benson benson, Benson linked, double[] chainOwn, List<Integer> openChains,
                              double alive, List<Integer> inSeki) {
        return new EyeShortage(board, benson, linked, chainOwn, alive, FIRM).run(openChains, inSeki);
    }

    /**
     * As {@link #find}, with the playouts' firm level raised to {@code firm}: the kept groups short
     * of eyes that the eye count alone does not judge, for a race to confirm.
     */
    static List<Integer> findUpTo(Board board, Benson benson, Benson linked, double[] chainOwn,
                                  List<Integer> openChains, double alive, List<Integer> inSeki, double firm) {
        return new EyeShortage(board, benson, linked, chainOwn, alive, firm).run(openChains, inSeki);
    }

    /** Per group root: its eyes, stones and whether it is short of eyes (among the open chains' groups). */
    private record Count(int[] eyes, int[] stones, boolean[] takesACapture, boolean[] shortOfEyes) {
    }

    /** Joins the groups, finds the eye regions of both colours and counts each group's eyes. */
    private Count count(List<Integer> openChains) {
        int cells = board.cells();
        joinChainsSharingALiberty();
        List<int[]> eyeRegions = new ArrayList<>();
        boolean[] seen = new boolean[cells];
        for (int c = Board.BLACK; c <= Board.WHITE; c++) {
            Arrays.fill(seen, false);
            for (int p = 0; p < cells; p++) {
                if (!seen[p] && inRegion(p, c)) {
                    int[] eye = region(p, c, seen);
                    if (eye != null) {
                        eyeRegions.add(eye);
                    }
                }
            }
        }
        // Everything is joined now: count per group.
        int[] eyes = new int[cells];
        for (int[] eye : eyeRegions) {
            eyes[groups.find(eye[1])] += eye[0];
        }
        int[] stones = new int[cells];
        boolean[] takesACapture = new boolean[cells];
        for (int p = 0; p < cells; p++) {
            if (bordersACapture[p]) {
                takesACapture[groups.find(p)] = true;
            }
        }
        boolean[] firm = new boolean[cells];
        for (int p = 0; p < cells; p++) {
            int c = board.get(p);
            if (c == Board.BLACK || c == Board.WHITE) {
                int g = groups.find(board.chain(p));
                stones[g]++;
                if (board.chain(p) == p && (benson.isPassAlive(p) || linked.isPassAlive(p)
                        || chainOwn[p] >= firmLevel(takesACapture[g]))) {
                    firm[g] = true;
                }
            }
        }
        boolean[] shortOfEyes = new boolean[cells];
        for (int h : openChains) {
            int g = groups.find(h);
            shortOfEyes[g] = !firm[g] && eyes[g] < 2;
        }
        return new Count(eyes, stones, takesACapture, shortOfEyes);
    }

    private List<Integer> run(List<Integer> openChains, List<Integer> inSeki) {
        Count n = count(openChains);
        int[] eyes = n.eyes();
        int[] stones = n.stones();
        boolean[] shortOfEyes = n.shortOfEyes();
        boolean[] excused = sekiGroups();
        for (int h : inSeki) {
            excused[groups.find(h)] = true;
        }
        // A group judged as a whole: excused when any of its kept chains touches an eyeless enemy
        // group, or an enemy racer it encloses (read only for groups the count would judge).
        for (int h : openChains) {
            int g = groups.find(h);
            if (chainOwn[h] < judgeFrom() || excused[g]) {
                continue;
            }
            int colour = board.get(h);
            boolean judged = shortOfEyes[g] && bigEnough(stones[g], eyes[g]);
            // An enemy chain in atari is no racer, however eyeless: it is taken. An enemy group
            // short of eyes only because this group stands in its space is no fellow either.
            excused[g] = touchesEnemy(h, e -> shortOfEyes[groups.find(e)] && board.liberties(e) > 1
                            && (!judged || shortOfEyesWithout(g, e, openChains)))
                    || judged && touchesEnemy(h, e -> isRacer(e) && enclosedBy(e, g, colour));
        }
        List<Integer> out = new ArrayList<>();
        for (int h : openChains) {
            int g = groups.find(h);
            if (chainOwn[h] >= judgeFrom() && chainOwn[h] < firmLevel(n.takesACapture()[g]) && shortOfEyes[g]
                    && bigEnough(stones[g], eyes[g]) && !excused[g]) {
                out.add(h);
            }
        }
        return out;
    }

    /**
     * Whether the group of enemy chain {@code e} is still short of eyes once the chains of group
     * {@code g} are taken for dead: an invasion's stones break the defender's eye space open, so
     * that both groups look eyeless and would excuse each other (the FineArt–DolBaram AI game: a
     * White group inside Black's area kept so, 45 points out).
     */
    private boolean shortOfEyesWithout(int g, int e, List<Integer> openChains) {
        // One recount per group, asked for each enemy chain it touches (stone by stone).
        Recount without = recountedWithout.computeIfAbsent(g, k -> recountWithout(k, openChains));
        return without.count().shortOfEyes()[without.counter().groups.find(e)];
    }

    /** A count made by another instance: its groups are that instance's. */
    private record Recount(EyeShortage counter, Count count) {
    }

    /** The count again with the chains of group {@code g} taken for dead (regions up to {@link #FREED_SPACE}). */
    private Recount recountWithout(int g, List<Integer> openChains) {
        double[] own = chainOwn.clone();
        for (int k : openChains) {
            if (groups.find(k) == g) {
                own[k] = -1;
            }
        }
        // At the plain firm level even inside findUpTo (as it was): whether an enemy group is short
        // of eyes without this one, as the plain count judges it.
        EyeShortage without = new EyeShortage(board, benson, linked, own, alive, FIRM);
        without.largestEye = FREED_SPACE;
        return new Recount(without, without.count(openChains));
    }

    private double judgeFrom() {
        return Math.min(alive, JUDGED_FROM);
    }

    private double firmLevel(boolean takesACapture) {
        return Math.max(firm, takesACapture ? CAPTURE_FIRM : FIRM);
    }

    /** Whether a group of this many stones and eyes is big enough to be judged. */
    private static boolean bigEnough(int stones, int eyes) {
        return stones >= MIN_STONES || eyes == 0 && stones >= EYELESS_MIN_STONES;
    }

    private void joinChainsSharingALiberty() {
        for (int p = 0; p < board.cells(); p++) {
            if (board.get(p) != Board.EMPTY) {
                continue;
            }
            for (int a = 0; a < 4; a++) {
                int na = p + dir[a];
                int ca = board.get(na);
                if (ca != Board.BLACK && ca != Board.WHITE) {
                    continue;
                }
                for (int b = a + 1; b < 4; b++) {
                    if (board.get(p + dir[b]) == ca) {
                        groups.union(board.chain(na), board.chain(p + dir[b]));
                    }
                }
            }
        }
    }

    /**
     * The groups (by root) with a liberty neither side can fill without self-atari, between chains
     * that stand: seki. Between stones about to be removed it is none, and it would excuse every
     * chain their group joins through shared liberties (tygem 2009-06/289226864: two dead Black
     * stones and a White stone in the corner kept a dead invasion of 19 stones alive, 50 points out).
     */
    private boolean[] sekiGroups() {
        boolean[] seki = new boolean[board.cells()];
        for (int p = 0; p < board.cells(); p++) {
            if (PointFacts.isSekiLiberty(board, p) && betweenStandingChains(p)) {
                for (int d : dir) {
                    int v = board.get(p + d);
                    if (v == Board.BLACK || v == Board.WHITE) {
                        seki[groups.find(board.chain(p + d))] = true;
                    }
                }
            }
        }
        return seki;
    }

    /** Whether no chain beside the point is doubtful. */
    private boolean betweenStandingChains(int p) {
        for (int d : dir) {
            int v = board.get(p + d);
            if ((v == Board.BLACK || v == Board.WHITE) && doubtful(board.chain(p + d))) {
                return false;
            }
        }
        return true;
    }

    /** Whether chain {@code h} touches a living enemy chain (by its head) that passes {@code test}. */
    private boolean touchesEnemy(int h, IntPredicate test) {
        int enemy = 3 - board.get(h);
        int s = h;
        do {
            for (int d : dir) {
                int n = s + d;
                if (board.get(n) == enemy && !doubtful(board.chain(n)) && test.test(board.chain(n))) {
                    return true;
                }
            }
            s = board.nextInChain(s);
        } while (s != h);
        return false;
    }

    /**
     * An enemy chain (by its head) big enough to race the group enclosing it: {@link #RACER_STONES}
     * stones or more with {@link #RACER_LIBERTIES} liberties or more.
     */
    private boolean isRacer(int e) {
        return board.chainSize(e) >= RACER_STONES && board.liberties(e) >= RACER_LIBERTIES;
    }

    /**
     * Whether enemy chain {@code e} and the empty points it reaches are enclosed by group {@code g}
     * (of {@code colour}): the flood from e through empty points meets only e and g's stones, and
     * at most {@link #RACER_SPACE} empty points (more is open ground, not the inside of a group).
     */
    private boolean enclosedBy(int e, int g, int colour) {
        int sp = 0;
        int size = 0;
        int s = e;
        do {
            stack[sp++] = s;
            members[size++] = s;
            s = board.nextInChain(s);
        } while (s != e);
        boolean enclosed = true;
        int empty = 0;
        for (int i = 0; i < size; i++) {
            enclosedMark[members[i]] = true;
        }
        while (sp > 0 && enclosed) {
            int q = stack[--sp];
            for (int d : dir) {
                int r = q + d;
                int v = board.get(r);
                if (v == Board.EMPTY) {
                    if (!enclosedMark[r]) {
                        if (++empty > RACER_SPACE) {
                            enclosed = false;
                            break;
                        }
                        enclosedMark[r] = true;
                        members[size++] = r;
                        stack[sp++] = r;
                    }
                } else if (v == colour ? groups.find(board.chain(r)) != g : v != Board.EDGE && board.chain(r) != e) {
                    enclosed = false;
                    break;
                }
            }
        }
        for (int i = 0; i < size; i++) {
            enclosedMark[members[i]] = false;
        }
        return enclosed;
    }

    /** A chain the playouts do not keep and Benson does not prove: about to be removed. */
    private boolean doubtful(int head) {
        return !benson.isPassAlive(head) && chainOwn[head] < alive;
    }

    /** Empty, or an enemy stone about to be removed: doubtful, or in atari (it is taken). */
    private boolean inRegion(int p, int c) {
        int v = board.get(p);
        return v == Board.EMPTY || (v == 3 - c && (doubtful(board.chain(p)) || board.liberties(p) == 1));
    }

    /**
     * Floods the region of colour c through p (marking it seen). When c encloses it, joins the
     * chains around it into one group and returns {eyes it is worth, one chain around it}; else null.
     */
    private int[] region(int p, int c, boolean[] seen) {
        int size = 0;
        int sp = 0;
        int borders = 0;
        boolean enclosed = true;
        stack[sp++] = p;
        seen[p] = true;
        while (sp > 0) {
            int q = stack[--sp];
            members[size++] = q;
            for (int d : dir) {
                int r = q + d;
                int v = board.get(r);
                if (v == Board.EDGE) {
                    continue;
                }
                if (inRegion(r, c)) {
                    if (!seen[r]) {
                        seen[r] = true;
                        stack[sp++] = r;
                    }
                } else if (v == c) {
                    borderChains[borders++] = board.chain(r);
                } else {
                    enclosed = false;
                }
            }
        }
        if (!enclosed || borders == 0 || size > largestEye) {
            return null;
        }
        int around = borderChains[0];
        for (int i = 1; i < borders; i++) {
            groups.union(around, borderChains[i]);
        }
        int value = size == 1 && isFalseEye(members[0], c) ? 0 : vital.isOneEye(members, size) ? 1 : 2;
        if (value == 2) {
            int after = valueAfterTakingInside(size, c);
            if (after >= 0) {
                value = after;
            }
        }
        int taken = capturedStones(size);
        if (taken > 0) {
            // Taking the chain fills its last liberty: the eye is the shape of the stones taken (a
            // bent four of three stones and their liberty becomes a straight three, one eye).
            value = vital.isOneEye(capturedPoints, taken) ? 1 : 2;
            bordersACapture[around] = true;
        }
        return new int[] {value, around};
    }

    /**
     * When the region in {@link #members} holds enemy stones (doubtful ones: about to be removed),
     * none in atari and every liberty of their chains inside the region: the eyes left once the
     * owner has filled those liberties and taken the chains — the parts the rest splits into, each
     * valued by its shape (one point false when the enemy holds its diagonals). Counted as a plain
     * region of seven points or more, two enemy stones in the middle of a corner space made two
     * eyes of what is one: taking them fills the four points around them and leaves their two
     * points and a false eye on the edge (GNU Go's juka game, 24 Black stones dead for the record
     * and for GNU Go). -1 when the region holds no such chain, or a chain with a liberty outside it.
     */
    private int valueAfterTakingInside(int size, int c) {
        boolean anyStone = false;
        for (int i = 0; i < size; i++) {
            int p = members[i];
            if (board.get(p) != Board.EMPTY) {
                anyStone = true;
                if (board.liberties(p) < 2) {
                    return -1;
                }
            }
        }
        if (!anyStone) {
            return -1;
        }
        boolean[] inRegion = new boolean[board.cells()];
        for (int i = 0; i < size; i++) {
            inRegion[members[i]] = true;
        }
        // Every liberty of each enemy chain inside must lie in the region; those are filled.
        boolean[] filled = new boolean[board.cells()];
        for (int i = 0; i < size; i++) {
            int p = members[i];
            if (board.get(p) == Board.EMPTY) {
                continue;
            }
            for (int d : dir) {
                int n = p + d;
                if (board.get(n) == Board.EMPTY) {
                    if (!inRegion[n]) {
                        return -1;
                    }
                    filled[n] = true;
                }
            }
        }
        boolean[] done = new boolean[board.cells()];
        int[] part = new int[size];
        // One stack for every part: done is shared, so each point is pushed once in all.
        int[] st = new int[size];
        int eyes = 0;
        for (int i = 0; i < size && eyes < 2; i++) {
            int start = members[i];
            if (filled[start] || done[start]) {
                continue;
            }
            int n = 0;
            int sp = 0;
            st[sp++] = start;
            done[start] = true;
            while (sp > 0) {
                int q = st[--sp];
                part[n++] = q;
                for (int d : dir) {
                    int r = q + d;
                    if (inRegion[r] && !filled[r] && !done[r]) {
                        done[r] = true;
                        st[sp++] = r;
                    }
                }
            }
            if (n == 1 && isFalseEyeAfterFill(part[0], c, filled)) {
                continue;
            }
            eyes += vital.isOneEye(part, n) ? 1 : 2;
        }
        return Math.min(eyes, 2);
    }

    /** {@link #isFalseEye} with the points {@code filled} taken as the owner's stones (stones only). */
    private boolean isFalseEyeAfterFill(int p, int c, boolean[] filled) {
        int held = 0;
        boolean edge = false;
        for (int d : diag) {
            int q = p + d;
            int v = board.get(q);
            if (v == Board.EDGE) {
                edge = true;
            } else if (!filled[q] && v == 3 - c && !doubtful(board.chain(q))) {
                held++;
            }
        }
        return edge ? held >= 1 : held >= 2;
    }

    /**
     * When the region in {@link #members} is one enemy chain in atari and its last liberty alone:
     * how many stones the chain has, their points in {@link #capturedPoints}; else 0 (also for a
     * chain bigger than any shape {@link VitalPoint} reads).
     */
    private int capturedStones(int size) {
        int empty = 0;
        int chain = Board.NONE;
        int stones = 0;
        for (int i = 0; i < size; i++) {
            int p = members[i];
            if (board.get(p) == Board.EMPTY) {
                empty++;
            } else if (chain != Board.NONE && board.chain(p) != chain || stones == capturedPoints.length) {
                return 0;
            } else {
                chain = board.chain(p);
                capturedPoints[stones++] = p;
            }
        }
        return empty == 1 && chain != Board.NONE && board.liberties(chain) == 1 ? stones : 0;
    }

    /**
     * Whether one empty point is a false eye by its diagonals, as GNU Go values them: a diagonal the
     * enemy holds with a standing stone counts two, an empty one beside a standing enemy stone (the
     * enemy can take it, and the owner did not) one; four or more in the open, two or more on the
     * edge, is false. Before, only stones counted, and a one-point eye with a stone and two open
     * diagonals of the enemy's stood as a real eye (GNU Go's saphir game: sixteen Black stones in
     * five chains at +0.46 around such an eye and a two-point one, dead for the record and for GNU
     * Go).
     */
    private boolean isFalseEye(int p, int c) {
        int held = 0;
        boolean edge = false;
        for (int d : diag) {
            int q = p + d;
            int v = board.get(q);
            if (v == Board.EDGE) {
                edge = true;
            } else if (v == 3 - c && !doubtful(board.chain(q))) {
                held += 2;
            } else if (v == Board.EMPTY && touchesStandingEnemy(q, c)) {
                held++;
            }
        }
        return edge ? held >= 2 : held >= 4;
    }

    /** Whether the empty point q touches an enemy (of colour c) chain that stands. */
    private boolean touchesStandingEnemy(int q, int c) {
        for (int d : dir) {
            int v = board.get(q + d);
            if (v == 3 - c && !doubtful(board.chain(q + d))) {
                return true;
            }
        }
        return false;
    }
}
