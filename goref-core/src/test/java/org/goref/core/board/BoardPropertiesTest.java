package org.goref.core.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Random;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Random legal games (with passes, setup stones, suicides through {@code place}, dead-chain
 * removal and undo) on every size the engine takes, 2 to 25. After every action the board's invariants hold
 * ({@link Board#verify}), it agrees with a naive flood-fill reference, undo restores the exact
 * previous state, and a copy behaves like the original.
 */
class BoardPropertiesTest {

    /** The fast board, its reference, and the states to return to on undo. */
    private static final class Run {
        final Board board;
        final NaiveBoard naive;
        final Random rnd;
        final int n;
        final Deque<BoardState> states = new ArrayDeque<>();
        final Deque<NaiveBoard> naives = new ArrayDeque<>();
        /** Scratch copies for trying a move without touching the board. */
        final Board probe;
        final Board probe2;
        int step;

        Run(int n, long seed) {
            this.n = n;
            this.board = new Board(n);
            this.naive = new NaiveBoard(n);
            this.rnd = new Random(seed);
            this.probe = new Board(n);
            this.probe2 = new Board(n);
            board.setJournaling(true);
        }

        int index(int p) {
            return board.index(p % n, p / n);
        }

        int gridPoint(int index) {
            return board.y(index) * n + board.x(index);
        }

        void remember() {
            states.push(BoardState.of(board));
            naives.push(naive.copy());
        }

        void forget() {
            states.pop();
            naives.pop();
        }
    }

    @Property(tries = 60)
    void random_games_keep_every_invariant(@ForAll @IntRange(min = 2, max = Board.MAX_SIZE) int size, @ForAll long seed) {
        Run r = new Run(size, seed);
        int steps = Math.min(5 * size * size, 200);
        for (r.step = 0; r.step < steps; r.step++) {
            act(r);
            String context = "size " + size + " seed " + seed + " step " + r.step;
            assertThat(r.board.verify()).as(context + "\n" + r.board).isNull();
            compareWithNaive(r, context);
            assertThat(r.board.undoDepth()).as(context).isEqualTo(r.states.size());
        }
        // Undo everything: back to the empty board.
        while (r.board.undoDepth() > 0) {
            undo(r, "final unwinding");
        }
        assertThat(r.board.stoneCount(Board.BLACK) + r.board.stoneCount(Board.WHITE)).isZero();
        assertThat(r.board.hash()).isZero();
    }

    private static void act(Run r) {
        Board b = r.board;
        int roll = r.rnd.nextInt(100);
        if (roll < 10 && b.undoDepth() > 0) {
            undo(r, "undo at step " + r.step);
        } else if (roll < 15) {
            r.remember();
            b.pass();
            r.naive.pass();
        } else if (roll < 20) {
            setup(r);
        } else if (roll < 23) {
            suicideOrAny(r);
        } else if (roll < 25) {
            removeDead(r);
        } else if (roll < 28) {
            copies(r);
        } else {
            move(r);
        }
    }

    private static void undo(Run r, String context) {
        r.board.undo();
        BoardState before = r.states.pop();
        NaiveBoard old = r.naives.pop();
        r.naive.grid = old.grid;
        r.naive.captured = old.captured;
        r.naive.koPoint = old.koPoint;
        r.naive.koColor = old.koColor;
        r.naive.lastCaptureCount = old.lastCaptureCount;
        before.assertEquals(BoardState.of(r.board), context);
        assertThat(r.board.verify()).as(context).isNull();
    }

    /** A random legal placement of a random colour (mostly alternating play), or a pass when none is found. */
    private static void move(Run r) {
        Board b = r.board;
        int c = 1 + r.rnd.nextInt(2);
        int cells = r.n * r.n;
        int start = r.rnd.nextInt(cells);
        for (int k = 0; k < cells; k++) {
            int p = (start + k) % cells;
            int i = r.index(p);
            if (b.isLegal(i, c)) {
                assertThat(b.check(i, c)).isEqualTo(Board.Verdict.LEGAL);
                r.remember();
                // tryPlayUnlessOwnEye is exactly !isSimpleEye && tryPlay: it refuses an own eye
                // without changing anything, and plays anything else legal.
                if (b.isSimpleEye(i, c)) {
                    BoardState before = BoardState.of(b);
                    assertThat(b.tryPlayUnlessOwnEye(i, c)).isFalse();
                    before.assertEquals(BoardState.of(b), "own eye refused by tryPlayUnlessOwnEye");
                    assertThat(b.tryPlay(i, c)).isTrue();
                } else if (r.rnd.nextBoolean()) {
                    assertThat(b.tryPlayUnlessOwnEye(i, c)).isTrue();
                } else {
                    assertThat(b.tryPlay(i, c)).isTrue();
                }
                r.naive.place(p, c);
                return;
            }
            // An illegal try changes nothing.
            if (k < 3) {
                BoardState before = BoardState.of(b);
                assertThat(b.tryPlay(i, c)).isFalse();
                before.assertEquals(BoardState.of(b), "refused tryPlay");
                assertThat(b.tryPlayUnlessOwnEye(i, c)).isFalse();
                before.assertEquals(BoardState.of(b), "refused tryPlayUnlessOwnEye");
            }
        }
        r.remember();
        b.pass();
        r.naive.pass();
    }

    /** place() on any empty point, suicides included (rule sets that allow suicide use it). */
    private static void suicideOrAny(Run r) {
        Board b = r.board;
        int cells = r.n * r.n;
        int start = r.rnd.nextInt(cells);
        int c = 1 + r.rnd.nextInt(2);
        for (int k = 0; k < cells; k++) {
            int p = (start + k) % cells;
            int i = r.index(p);
            Board.Verdict v = b.check(i, c);
            if (v == Board.Verdict.SUICIDE || v == Board.Verdict.MULTI_STONE_SUICIDE || (v == Board.Verdict.LEGAL && k > cells / 2)) {
                r.remember();
                b.place(i, c);
                r.naive.place(p, c);
                return;
            }
        }
    }

    /** A setup stone: on an empty point, or changing or removing a stone (which splits chains). */
    private static void setup(Run r) {
        Board b = r.board;
        int p = r.rnd.nextInt(r.n * r.n);
        int i = r.index(p);
        int c = r.rnd.nextInt(3);
        r.remember();
        int depth = b.undoDepth();
        b.setup(i, c);
        r.naive.setup(p, c);
        if (b.undoDepth() == depth) {
            // Same colour as before: nothing to record, nothing to undo.
            r.forget();
            return;
        }
        if (r.naive.hasChainWithoutLiberty()) {
            // Legal for a setup but outside verify()'s invariants: take it back, which must restore.
            undo(r, "undo of a setup leaving a chain without liberty");
        }
    }

    private static void removeDead(Run r) {
        Board b = r.board;
        int cells = r.n * r.n;
        int start = r.rnd.nextInt(cells);
        for (int k = 0; k < cells; k++) {
            int p = (start + k) % cells;
            int i = r.index(p);
            if (b.get(i) == Board.BLACK || b.get(i) == Board.WHITE) {
                r.remember();
                b.removeDeadChain(i);
                r.naive.removeDeadChain(p);
                return;
            }
        }
    }

    /** A copy (constructor and copyFrom) has the same state, and the same next move does the same to both. */
    private static void copies(Run r) {
        Board b = r.board;
        Board copy = new Board(b);
        Board into = new Board(r.n);
        into.place(into.index(0, 0), Board.BLACK);
        into.copyFrom(b);
        BoardState s = BoardState.of(b);
        s.assertEquals(BoardState.of(copy), "copy constructor");
        s.assertEquals(BoardState.of(into), "copyFrom");
        assertThat(copy.sameStones(b)).isTrue();
        assertThat(copy.undoDepth()).isZero();
        int cells = r.n * r.n;
        int start = r.rnd.nextInt(cells);
        for (int k = 0; k < cells; k++) {
            int i = r.index((start + k) % cells);
            if (copy.tryPlay(i, Board.WHITE)) {
                assertThat(into.tryPlay(i, Board.WHITE)).isTrue();
                BoardState.of(copy).assertEquals(BoardState.of(into), "same move on two copies");
                assertThat(copy.verify()).isNull();
                break;
            }
        }
        // The original was not touched by its copies.
        s.assertEquals(BoardState.of(b), "original after playing on copies");
    }

    /**
     * tryPlayUnlessOwnEye, on a copy, says yes exactly when the reference calls the point legal and
     * no own eye, leaves the board as tryPlay does when it plays, and changes nothing when it
     * refuses. Asked of every point and colour (on small boards), so that every kind of surrounded
     * point meets its branch-free eye-or-suicide test: own eyes beside chains with one or more
     * liberties, opponent eyes, captures, mixed neighbourhoods, the ko point.
     */
    private static void playUnlessOwnEyeLikeTheReference(Run r, int p, int c, String context) {
        Board b = r.board;
        NaiveBoard nb = r.naive;
        int i = r.index(p);
        boolean expected = nb.check(p, c) == Board.Verdict.LEGAL && !nb.ownEye(p, c);
        String what = context + " tryPlayUnlessOwnEye(" + b.point(i) + ", " + c + ")\n" + b;
        r.probe.copyFrom(b);
        assertThat(r.probe.tryPlayUnlessOwnEye(i, c)).as(what).isEqualTo(expected);
        Board same = b;
        if (expected) {
            r.probe2.copyFrom(b);
            assertThat(r.probe2.tryPlay(i, c)).as(what).isTrue();
            same = r.probe2;
            assertThat(r.probe.verify()).as(what).isNull();
        }
        assertThat(r.probe.sameStones(same)).as(what).isTrue();
        assertThat(r.probe.hash()).as(what).isEqualTo(same.hash());
        assertThat(r.probe.koPoint()).as(what).isEqualTo(same.koPoint());
        assertThat(r.probe.koColor()).as(what).isEqualTo(same.koColor());
        assertThat(r.probe.lastCaptureCount()).as(what).isEqualTo(same.lastCaptureCount());
        assertThat(r.probe.captures(c)).as(what).isEqualTo(same.captures(c));
    }

    private static void compareWithNaive(Run r, String context) {
        Board b = r.board;
        NaiveBoard nb = r.naive;
        int cells = r.n * r.n;
        for (int p = 0; p < cells; p++) {
            assertThat(b.get(r.index(p))).as(context + " colour at " + p + "\n" + b).isEqualTo(nb.grid[p]);
        }
        assertThat(b.captures(Board.BLACK)).as(context + " captures B").isEqualTo(nb.captured[1]);
        assertThat(b.captures(Board.WHITE)).as(context + " captures W").isEqualTo(nb.captured[2]);
        assertThat(b.koPoint() == Board.NONE ? -1 : r.gridPoint(b.koPoint())).as(context + " ko point").isEqualTo(nb.koPoint);
        assertThat(b.koColor()).as(context + " ko colour").isEqualTo(nb.koColor);
        assertThat(b.lastCaptureCount()).as(context + " last capture count").isEqualTo(nb.lastCaptureCount);
        // Verdicts and chain data: every point on small boards, a sample on large ones.
        boolean all = cells <= 36;
        int samples = all ? cells : 8;
        for (int k = 0; k < samples; k++) {
            int p = all ? k : r.rnd.nextInt(cells);
            int i = r.index(p);
            for (int c = 1; c <= 2; c++) {
                assertThat(b.check(i, c)).as(context + " verdict of " + c + " at " + b.point(i) + "\n" + b).isEqualTo(nb.check(p, c));
                assertThat(b.isLegal(i, c)).isEqualTo(nb.check(p, c) == Board.Verdict.LEGAL);
                playUnlessOwnEyeLikeTheReference(r, p, c, context);
            }
            if (nb.grid[p] != Board.EMPTY) {
                assertThat(b.isSimpleEye(i, nb.grid[p])).as("a stone is no eye").isFalse();
                assertThat(b.liberties(i)).as(context + " liberties at " + b.point(i)).isEqualTo(nb.liberties(nb.grid, p));
                assertThat(b.chainSize(i)).as(context + " chain size at " + b.point(i)).isEqualTo(nb.chainSize(p));
            } else {
                assertThat(b.isSimpleEye(i, 1)).isEqualTo(ownEye(nb, p, 1));
                assertThat(b.isSimpleEye(i, 2)).isEqualTo(ownEye(nb, p, 2));
            }
        }
    }

    private static boolean ownEye(NaiveBoard nb, int p, int c) {
        int n = nb.n;
        int x = p % n, y = p / n;
        return (y == 0 || nb.grid[p - n] == c) && (x == 0 || nb.grid[p - 1] == c)
                && (x == n - 1 || nb.grid[p + 1] == c) && (y == n - 1 || nb.grid[p + n] == c);
    }
}
