package org.goref.life;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Board;

/**
 * Constructed finished positions with their answers ({@link Drawn}): seki of every kind and size,
 * and shapes that only look like seki. Each family is drawn once and grown with the board, so the
 * same shape is read at 4 stones and at 40.
 */
final class SekiBoards {
    private SekiBoards() {
    }

    /**
     * On the top edge: an eyeless Black chain of {@code n - 2} stones under a White chain of
     * {@code n} whose only liberties are the two Black has, the corners; Black's wall below.
     */
    static Drawn eyelessOnTheEdge(int n) {
        String[] rows = new String[n];
        rows[0] = "." + "x".repeat(n - 2) + ".";
        rows[1] = "o".repeat(n);
        rows[2] = "X".repeat(n);
        for (int y = 3; y < n; y++) {
            rows[y] = ".".repeat(n);
        }
        return new Drawn("eyeless against eyeless on the edge, " + (n - 2) + " and " + n + " stones", rows, Board.WHITE);
    }

    /**
     * {@link #eyelessOnTheEdge} with a ko beside the seki: four White stones inside Black's wall below
     * it, one in atari whose capture is a ko (Black's capturing stone would have one liberty), all
     * dead; the seki stands.
     */
    static Drawn nextToAKo(int n) {
        String[] rows = eyelessOnTheEdge(n).rows().clone();
        int k = n / 2;
        rows[3] = "X".repeat(k) + "w" + "X".repeat(n - k - 1);
        rows[4] = "X".repeat(k - 1) + "w.w" + "X".repeat(n - k - 2);
        rows[5] = "X".repeat(k - 2) + "..w.." + "X".repeat(n - k - 3);
        rows[6] = "X".repeat(n);
        return new Drawn("a seki next to a ko, " + (n - 2) + " and " + n + " stones", rows, Board.WHITE);
    }

    /**
     * In the centre: an eyeless Black chain of {@code 2L-2} stones inside a White ring of {@code 2L+8}
     * that shares its two liberties, the ring enclosed by a living Black wall (the shape).
     */
    static Drawn eyelessInARing(int l) {
        return Drawn.piece("eyeless inside an eyeless ring, " + (2 * l - 2) + " and " + (2 * l + 8) + " stones",
                Board.WHITE,
                "X".repeat(l + 4),
                "X" + "o".repeat(l + 2) + "X",
                "Xo." + "x".repeat(l - 2) + ".oX",
                "Xo" + "x".repeat(l) + "oX",
                "X" + "o".repeat(l + 2) + "X",
                "X".repeat(l + 4));
    }

    /**
     * A ring drawn across a 19×19 board at rows 6 to 11 (or 12), with a White wall above and below it:
     * Black's wall keeps one eye, a row between its bottom and a second Black wall, and White has
     * the top and bottom rows. The seki's outer wall lives on one narrow eye between enemy walls.
     */
    static Drawn betweenWalls(Drawn ring) {
        String[] rows = ring.rows().clone();
        int n = rows.length;
        int top = 6;
        int bottom = top;
        while (bottom + 1 < n && rows[bottom + 1].charAt(0) == 'X') {
            bottom++;
        }
        for (int y = 0; y < top - 2; y++) {
            rows[y] = ".".repeat(n);
        }
        rows[top - 2] = "O".repeat(n);
        rows[top - 1] = "X".repeat(n);
        rows[bottom + 1] = ".".repeat(n);
        rows[bottom + 2] = "X".repeat(n);
        rows[bottom + 3] = "O".repeat(n);
        for (int y = bottom + 4; y < n; y++) {
            rows[y] = ".".repeat(n);
        }
        return new Drawn(ring.name() + ", between enemy walls", rows, ring.toMove());
    }

    /**
     * As {@link #eyelessInARing} with three shared liberties: whoever moves first fills one (under area
     * counting a point for Black, to move), then no one can fill another.
     */
    static Drawn threeSharedInARing(int l) {
        int p = (l - 3) / 2;
        int q = l - 3 - p;
        return Drawn.piece("three shared liberties inside a ring, " + (2 * l - 3) + " and " + (2 * l + 8) + " stones",
                Board.BLACK,
                "X".repeat(l + 4),
                "X" + "o".repeat(l + 2) + "X",
                "Xo." + "x".repeat(p) + "1" + "x".repeat(q) + ".oX",
                "Xo" + "x".repeat(l) + "oX",
                "X" + "o".repeat(l + 2) + "X",
                "X".repeat(l + 4));
    }

    /**
     * On the top edge, one eye each and one shared liberty: Black's chain of {@code 2a+2} stones with
     * its eye in the corner, White's of {@code 2b+1} with its eye at the other end, each enclosed by
     * the other colour's wall.
     */
    static Drawn oneEyeEach(int a, int b) {
        int n = a + b + 3;
        String[] rows = new String[n];
        rows[0] = "." + "x".repeat(a) + "." + "o".repeat(b) + ".";
        rows[1] = "x".repeat(a + 2) + "o".repeat(b + 1);
        rows[2] = "O".repeat(a + 2) + "X".repeat(b + 1);
        for (int y = 3; y < n; y++) {
            rows[y] = ".".repeat(a + 1) + "OX" + ".".repeat(b);
        }
        return new Drawn("one eye each on the edge, " + (2 * a + 2) + " and " + (2 * b + 1) + " stones", rows, Board.BLACK);
    }

    /**
     * In the centre, one eye each: a Black chain of 15 with its eye at (6,3) inside a White ring of 30
     * with its eye at (2,2), one shared liberty, the ring enclosed by a living Black wall.
     */
    static Drawn oneEyeEachInARing() {
        return Drawn.piece("one eye each inside a ring, 15 and 30 stones", Board.WHITE,
                "XXXXXXXXXXX",
                "XoooooooooX",
                "Xo.oxxxx.oX",
                "Xoooxx.xxoX",
                "XooooxxxxoX",
                "XoooooooooX",
                "XXXXXXXXXXX");
    }

    /**
     * Eye against no eye, three groups: two Black chains share an eye at (2,0), each shares one
     * liberty with an eyeless White chain of nine; filling either is a self-atari for both sides.
     */
    static Drawn eyeAgainstNoEye() {
        return new Drawn("eye against no eye, three groups", new String[] {
                ".x.x.oX..",
                "ooxxooX..",
                "XooooXX..",
                "XXXXXX...",
                ".........",
                ".........",
                ".........",
                ".........",
                "........."}, Board.WHITE);
    }

    /** The seki positions: every kind, 9×9, 13×13 and 19×19, at the edge and in the centre, 4 to 40 stones. */
    static List<Drawn> seki() {
        List<Drawn> out = new ArrayList<>();
        out.add(eyelessOnTheEdge(9));
        out.add(eyelessOnTheEdge(13).swapped());
        out.add(eyelessOnTheEdge(19));
        out.add(eyelessOnTheEdge(19).turned().swapped());
        out.add(nextToAKo(9));
        out.add(nextToAKo(19).swapped());
        out.add(eyelessInARing(5).on(9, 0, 1));
        out.add(eyelessInARing(9).on(13, 0, 3).swapped());
        out.add(eyelessInARing(13).on(19, 1, 6));
        out.add(eyelessInARing(13).on(19, 1, 6).swapped());
        out.add(eyelessInARing(15).on(19, 0, 0));
        out.add(betweenWalls(eyelessInARing(15).on(19, 0, 6)).swapped());
        out.add(betweenWalls(oneEyeEachInARing().on(19, 0, 6)));
        out.add(threeSharedInARing(5).on(9, 0, 1));
        out.add(threeSharedInARing(11).on(19, 2, 4).swapped());
        out.add(oneEyeEach(2, 4));
        out.add(oneEyeEach(4, 6).swapped());
        out.add(oneEyeEach(7, 9));
        out.add(oneEyeEach(3, 3).swapped());
        out.add(oneEyeEachInARing().on(13, 1, 3));
        out.add(oneEyeEachInARing().on(19, 4, 6).swapped());
        out.add(eyeAgainstNoEye());
        out.add(eyeAgainstNoEye().swapped().on(13, 0, 0));
        out.add(eyeAgainstNoEye().turned().on(19, 10, 0));
        out.add(eyeAgainstNoEye().on(19, 0, 0).swapped());
        return out;
    }

    /** Shapes that look like seki but one side approaches: the other dies. */
    static List<Drawn> falseSeki() {
        List<Drawn> out = new ArrayList<>();
        out.add(eyeWinsOnTheEdge(9));
        out.add(eyeWinsOnTheEdge(19).swapped());
        out.add(cornerLibertiesWin(9));
        out.add(cornerLibertiesWin(13).turned());
        out.add(eyeInsideTheRingWins().on(9, 0, 1));
        out.add(eyeInsideTheRingWins().on(19, 5, 5).swapped());
        out.add(ringEyeWins().on(13, 1, 3));
        out.add(ringEyeWins().on(19, 4, 6).swapped());
        out.add(sacrificeLeavesBulkyFive().on(13, 2, 2));
        out.add(oneEyeAgainstNone());
        out.add(oneEyeAgainstNone().on(19, 0, 0).swapped());
        out.add(bentFourInTheCorner());
        return out;
    }

    /** White's chain has an eye of its own at (n-1, 0): it fills a shared liberty safely and Black's five die. */
    static Drawn eyeWinsOnTheEdge(int n) {
        String[] rows = new String[n];
        rows[0] = "." + "b".repeat(n - 4) + ".O.";
        rows[1] = "O".repeat(n);
        rows[2] = "X".repeat(n);
        for (int y = 3; y < n; y++) {
            rows[y] = ".".repeat(n);
        }
        return new Drawn("eye against no eye on the edge, " + (n - 4) + " stones die", rows, Board.BLACK);
    }

    /** White's chain has the corners besides the two liberties it shares: it fills one and Black dies. */
    static Drawn cornerLibertiesWin(int n) {
        String[] rows = new String[n];
        rows[0] = ".." + "b".repeat(n - 4) + "..";
        rows[1] = "O".repeat(n);
        rows[2] = "X".repeat(n);
        for (int y = 3; y < n; y++) {
            rows[y] = ".".repeat(n);
        }
        return new Drawn("a shared liberty filled safely, " + (n - 4) + " stones die", rows, Board.BLACK);
    }

    /** The inner chain has an eye of its own: it fills a shared liberty and the eyeless ring of 22 dies. */
    static Drawn eyeInsideTheRingWins() {
        return Drawn.piece("the ring dies to the eye inside it", Board.WHITE,
                "XXXXXXXXX",
                "XwwwwwwwX",
                "Xw.XXX.wX",
                "XwXX.XXwX",
                "XwXXXXXwX",
                "XwwwwwwwX",
                "XXXXXXXXX");
    }

    /**
     * In the centre: the White ring has an eye of its own at (2,2) besides the two liberties it
     * shares with the eight eyeless Black stones inside: it fills one and they die.
     */
    static Drawn ringEyeWins() {
        return Drawn.piece("a ring with an eye against eight eyeless stones", Board.BLACK,
                "XXXXXXXXXXX",
                "XOOOOOOOOOX",
                "XO.O.bbb.OX",
                "XOOObbbbbOX",
                "XOOOOOOOOOX",
                "XXXXXXXXXXX");
    }

    /**
     * Looks like {@link #eyelessInARing} with four stones inside, but Black fills a shared liberty, White
     * takes five and its space is a bulky five with Black to play the vital point: the ring of 14 dies.
     */
    static Drawn sacrificeLeavesBulkyFive() {
        return Drawn.piece("a sacrifice that leaves a bulky five, 14 stones die", Board.WHITE,
                "XXXXXXX",
                "XwwwwwX",
                "Xw.X.wX",
                "XwXXXwX",
                "XwwwwwX",
                "XXXXXXX");
    }

    /** The eye-against-no-eye shape with Black's two chains joined: one chain with an eye wins. */
    static Drawn oneEyeAgainstNone() {
        return new Drawn("one chain with an eye against none", new String[] {
                ".X.X.wX..",
                "wXXXwwX..",
                "wwwwwXX..",
                "XXXXXX...",
                ".........",
                ".........",
                ".........",
                ".........",
                "........."}, Board.WHITE);
    }

    /** White's bent four in the corner holding Black's pair: dead under the Japanese reading (RULES.md). */
    static Drawn bentFourInTheCorner() {
        return new Drawn("bent four in the corner", new String[] {
                "XX.wX....",
                ".wwwX....",
                "wwXXX....",
                "XXX......",
                ".........",
                ".........",
                ".........",
                ".........",
                "........."}, Board.WHITE);
    }
}
