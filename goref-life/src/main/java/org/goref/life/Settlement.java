package org.goref.life;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;

/**
 * Reads the rest of a proposal from the position with the dead stones removed: territory, seki,
 * dame, and how the game would really end before a count. Players fill the dame, each filling first
 * where the fill puts an enemy chain in atari (sente); a chain left in atari whose last liberty lies
 * in its own territory must then be protected there (a "sealing" move: under territory counting it
 * costs its owner one point, which is why recorded results differ from a naive count).
 */
final class Settlement {
    private final Board work;
    private final int[] dir;
    private final int[] regionOwner;
    /** EMPTY for dame, BLACK/WHITE for territory, EDGE for stones. */
    private final List<Proposal.Play> borders = new ArrayList<>();
    private final List<Proposal.Play> fills = new ArrayList<>();
    private final List<Proposal.Play> seals = new ArrayList<>();

    private Settlement(Board work) {
        this.work = work;
        this.dir = work.directions();
        this.regionOwner = new int[work.cells()];
    }

    static Proposal settle(Board board, boolean[] isDead, int toMove, RuleSet rules,
                           List<Proposal.DeadChain> dead, double[] ownership) {
        return settle(board, isDead, toMove, rules, dead, ownership, List.of());
    }

    /** As above, with the stones of the living chains worth a second look. */
    static Proposal settle(Board board, boolean[] isDead, int toMove, RuleSet rules,
                           List<Proposal.DeadChain> dead, double[] ownership, List<Point> doubtfulAlive) {
        Board work = new Board(board);
        for (Proposal.DeadChain d : dead) {
            Point p = d.stones().get(0);
            int i = work.index(p);
            if (work.get(i) != Board.EMPTY) {
                work.removeDeadChain(i);
            }
        }
        Settlement s = new Settlement(work);
        s.findRegions();
        if (s.closeOpenBorders(ownership, board, isDead)) {
            s.findRegions();
        }
        boolean[] sekiLiberty = s.sekiLiberties();
        boolean[] sekiStone = s.sekiChains(sekiLiberty);
        boolean sekiNoCount = rules.counting() == RuleSet.Counting.TERRITORY && rules.seki() == RuleSet.Seki.NO_COUNT;

        int size = board.size();
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        List<Point> dame = new ArrayList<>();
        List<Point> seki = new ArrayList<>();
        boolean[] regionTouchesSeki = s.regionsTouching(sekiStone);
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = work.index(x, y);
                Point p = Point.of(x, y);
                // Stones of the position only: a wall stone the count placed is not the players'.
                if (sekiStone[i] && board.get(i) != Board.EMPTY && work.get(i) == board.get(i)) {
                    seki.add(p);
                }
                if (work.get(i) != Board.EMPTY) {
                    continue;
                }
                int o = s.regionOwner[i];
                if (o == Board.EMPTY) {
                    dame.add(p);
                } else if (!(sekiNoCount && regionTouchesSeki[i])) {
                    (o == Board.BLACK ? black : white).add(p);
                }
            }
        }
        s.fillDame(sekiLiberty, toMove);
        // A seki with more shared liberties than two shows once the dame are filled: the first
        // shared point is anyone's to fill, the last two are nobody's.
        boolean[] sekiAfterFills = s.sekiChains(s.sekiLiberties());
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = work.index(x, y);
                // Stones of the position still standing: not a dead stone's point filled again.
                if (sekiAfterFills[i] && !sekiStone[i] && !isDead[i] && board.get(i) != Board.EMPTY
                        && work.get(i) == board.get(i)) {
                    seki.add(Point.of(x, y));
                }
            }
        }
        seki.sort(null);
        return new Proposal(size, dead, seki, black, white, dame, s.borders, s.fills, s.seals, ownership, doubtfulAlive);
    }

    /**
     * A record may stop before its borders are closed: a region open to both colours whose points
     * the playouts give clearly to one side. Such points are walled off by their owner's stones
     * where they meet the other side or a truly neutral point, as the players would have done, so
     * that the count sees the territory the players counted. A point where a dead stone stood is
     * never walled off for that stone's colour: the marking gave it to the other side (the playouts
     * may still lean the stone's way when reading, not the playouts, found the chain dead).
     */
    private boolean closeOpenBorders(double[] ownership, Board board, boolean[] isDead) {
        int size = board.size();
        if (work.stoneCount(Board.BLACK) + work.stoneCount(Board.WHITE) == 0) {
            // An empty board's one region is open to neither colour: there is no border to close,
            // and a point the playouts happen to lean on by chance must not make it territory.
            return false;
        }
        int[] label = new int[work.cells()];
        boolean any = false;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = work.index(x, y);
                if (work.get(i) == Board.EMPTY && regionOwner[i] == Board.EMPTY && regionSize[i] >= OPEN_REGION_POINTS) {
                    double o = ownership[y * size + x];
                    label[i] = o >= OPEN_BORDER_OWNERSHIP ? Board.BLACK : o <= -OPEN_BORDER_OWNERSHIP ? Board.WHITE : Board.EMPTY;
                    if (isDead[i] && label[i] == board.get(i)) {
                        label[i] = Board.EMPTY;
                    }
                    any |= label[i] != Board.EMPTY;
                }
            }
        }
        if (!any) {
            return false;
        }
        boolean placed = false;
        for (int i = 0; i < work.cells(); i++) {
            int c = label[i];
            if (c == Board.EMPTY || work.get(i) != Board.EMPTY) {
                continue;
            }
            boolean border = false;
            for (int d : dir) {
                int n = i + d;
                int col = work.get(n);
                border |= col == 3 - c || col == Board.EMPTY && label[n] != c;
            }
            // A wall stone never captures: the chains left on the board are the marking's living ones.
            if (border && fillOk(i, c) && !PointFacts.captures(work, i, c)) {
                play(i, c, borders);
                placed = true;
            }
        }
        return placed;
    }

    /** How clearly the playouts must give an open point to one side before it is walled off. */
    static final double OPEN_BORDER_OWNERSHIP = 0.3;
    /** Smaller neutral regions are ordinary dame, never an open border. */
    static final int OPEN_REGION_POINTS = 6;

    /** Per empty point: whether its region touches stones of both colours (a region of dame). */
    private boolean[] betweenBoth;

    /** Per empty point: the number of points of its region. */
    private int[] regionSize;
    /** Per empty point: the first point of its region met in board order (the region's name). */
    private int[] regionHead;

    /**
     * Finds the regions of empty points: for every empty point {@code regionOwner} (the one colour
     * its region touches, or EMPTY), {@code regionSize} and {@code regionHead}.
     */
    private void findRegions() {
        regionSize = new int[work.cells()];
        regionHead = new int[work.cells()];
        betweenBoth = new boolean[work.cells()];
        Arrays.fill(regionOwner, Board.EDGE);
        int[] stack = new int[work.cells()];
        int[] members = new int[work.cells()];
        boolean[] seen = new boolean[work.cells()];
        for (int i = 0; i < work.cells(); i++) {
            if (work.get(i) != Board.EMPTY || seen[i]) {
                continue;
            }
            int n = 0;
            int sp = 0;
            int borders = 0;
            stack[sp++] = i;
            seen[i] = true;
            while (sp > 0) {
                int p = stack[--sp];
                members[n++] = p;
                for (int d : dir) {
                    int q = p + d;
                    int c = work.get(q);
                    if (c == Board.EMPTY && !seen[q]) {
                        seen[q] = true;
                        stack[sp++] = q;
                    } else if (c == Board.BLACK || c == Board.WHITE) {
                        borders |= c;
                    }
                }
            }
            int owner = borders == Board.BLACK ? Board.BLACK : borders == Board.WHITE ? Board.WHITE : Board.EMPTY;
            for (int k = 0; k < n; k++) {
                regionOwner[members[k]] = owner;
                betweenBoth[members[k]] = borders == (Board.BLACK | Board.WHITE);
                regionSize[members[k]] = n;
                regionHead[members[k]] = i;
            }
        }
    }

    /** Neutral points next to both colours that neither can fill without self-atari and no capture. */
    private boolean[] sekiLiberties() {
        boolean[] out = new boolean[work.cells()];
        for (int i = 0; i < work.cells(); i++) {
            if (regionOwner[i] == Board.EMPTY && PointFacts.isSekiLiberty(work, i)) {
                out[i] = true;
            }
        }
        return out;
    }

    private boolean[] sekiChains(boolean[] sekiLiberty) {
        boolean[] out = new boolean[work.cells()];
        for (int i = 0; i < work.cells(); i++) {
            if (!sekiLiberty[i]) {
                continue;
            }
            for (int d : dir) {
                int n = i + d;
                int c = work.get(n);
                if ((c == Board.BLACK || c == Board.WHITE) && !out[n]) {
                    int s = n;
                    do {
                        out[s] = true;
                        s = work.nextInChain(s);
                    } while (s != n);
                }
            }
        }
        return out;
    }

    /** Per empty point: whether its region (as {@link #findRegions} last found it) touches a seki stone. */
    private boolean[] regionsTouching(boolean[] stone) {
        boolean[] headTouches = new boolean[work.cells()];
        for (int p = 0; p < work.cells(); p++) {
            if (work.get(p) == Board.EMPTY) {
                for (int d : dir) {
                    if (stone[p + d]) {
                        headTouches[regionHead[p]] = true;
                    }
                }
            }
        }
        boolean[] out = new boolean[work.cells()];
        for (int p = 0; p < work.cells(); p++) {
            out[p] = work.get(p) == Board.EMPTY && headTouches[regionHead[p]];
        }
        return out;
    }

    /**
     * Fills the dame as players would, the side to move first. On its turn a side first plays every
     * fill that puts an enemy chain in atari (sente: the enemy answers each, inside its territory
     * when that is where the last liberty is, which costs it a point), then one gote move: the fill
     * that removes its own worst weakness (a dame where the enemy's fill would atari it), else any
     * dame. So the side to move never pays for a weakness it can mend first.
     */
    private void fillDame(boolean[] sekiLiberty, int toMove) {
        int c = toMove;
        int idle = 0;
        while (idle < 2) {
            for (int i = 0; i < work.cells(); i++) {
                if (isOpenDame(i, sekiLiberty) && fillOk(i, c) && ataris(i, c)) {
                    play(i, c, fills);
                    answer(i, c);
                }
            }
            int gote = Board.NONE;
            for (int i = 0; i < work.cells() && gote == Board.NONE; i++) {
                if (isOpenDame(i, sekiLiberty) && fillOk(i, c) && fillOk(i, 3 - c) && ataris(i, 3 - c)) {
                    gote = i;
                }
            }
            for (int i = 0; i < work.cells() && gote == Board.NONE; i++) {
                if (isOpenDame(i, sekiLiberty) && fillOk(i, c)) {
                    gote = i;
                }
            }
            if (gote == Board.NONE) {
                idle++;
            } else {
                idle = 0;
                play(gote, c, fills);
                answer(gote, c);
            }
            c = 3 - c;
        }
    }

    /**
     * A point of a region between both colours, still empty and no seki liberty. A region no stone
     * touches (an empty board) is nobody's and nothing to fill.
     */
    private boolean isOpenDame(int i, boolean[] sekiLiberty) {
        return work.get(i) == Board.EMPTY && regionOwner[i] == Board.EMPTY && betweenBoth[i] && !sekiLiberty[i];
    }

    /** After c filled at p: every enemy chain beside p left in atari is saved by its owner. */
    private void answer(int p, int c) {
        int o = 3 - c;
        for (int d : dir) {
            int n = p + d;
            if (work.get(n) != o || work.liberties(n) != 1) {
                continue;
            }
            int lib = work.firstLiberty(n);
            if (lib == Board.NONE || !work.isLegal(lib, o)) {
                continue;
            }
            if (regionOwner[lib] == o) {
                play(lib, o, seals);
            } else if (regionOwner[lib] == Board.EMPTY) {
                play(lib, o, fills);
                answer(lib, o);
            }
        }
    }

    private void play(int i, int c, List<Proposal.Play> into) {
        work.place(i, c);
        into.add(new Proposal.Play(work.point(i), c));
    }

    private boolean fillOk(int i, int c) {
        return work.isLegal(i, c) && !PointFacts.isSelfAtari(work, i, c);
    }

    /** Whether c at p would leave an enemy chain beside p with one liberty. */
    private boolean ataris(int p, int c) {
        int o = 3 - c;
        for (int d : dir) {
            int n = p + d;
            if (work.get(n) == o && work.liberties(n) == 2) {
                return true;
            }
        }
        return false;
    }
}
