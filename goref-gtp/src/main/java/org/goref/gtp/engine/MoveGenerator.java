package org.goref.gtp.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;

/**
 * A deliberately simple player for {@code genmove}: it captures when it can, saves a chain in atari
 * when one stone does it, otherwise plays a random legal move; it never fills its own single-point
 * eye, puts its own chain of two or more stones into atari, or removes it by suicide (legal under
 * {@code suicide=allowed}, and refused by engines that forbid it, such as GNU Go, which then lose a
 * refereed game for refusing a legal move), and passes when nothing else is left.
 * Seeded, so a session is reproducible.
 */
final class MoveGenerator {
    private final Random random;

    MoveGenerator(long seed) {
        random = new Random(seed);
    }

    /** A legal point for {@code c}, or null to pass. */
    Point choose(Game game, Color c) {
        Board b = game.board();
        int me = c.code;
        int opp = c.opponent().code;
        List<Integer> candidates = new ArrayList<>();
        List<Integer> captures = new ArrayList<>();
        List<Integer> escapes = new ArrayList<>();
        for (int y = 0; y < b.size(); y++) {
            for (int x = 0; x < b.size(); x++) {
                int i = b.index(x, y);
                if (b.get(i) != Board.EMPTY || b.isSimpleEye(i, me)) {
                    continue;
                }
                Point p = Point.of(x, y);
                if (game.legality(c, p).isPresent()) {
                    continue;
                }
                boolean capture = false;
                boolean escape = false;
                for (int d : b.directions()) {
                    int n = i + d;
                    if (b.get(n) == opp && b.liberties(n) == 1) {
                        capture = true;
                    } else if (b.get(n) == me && b.liberties(n) == 1) {
                        escape = true;
                    }
                }
                if (selfAtari(b, i, me) && !capture) {
                    continue;
                }
                candidates.add(i);
                if (capture) {
                    captures.add(i);
                }
                if (escape) {
                    escapes.add(i);
                }
            }
        }
        List<Integer> pick = !captures.isEmpty() ? captures : !escapes.isEmpty() ? escapes : candidates;
        if (pick.isEmpty()) {
            return null;
        }
        return b.point(pick.get(random.nextInt(pick.size())));
    }

    /**
     * Whether playing at i leaves the mover's chain (of two or more stones) with one liberty, or
     * with none: a suicide the rules allow takes the chain off the board (the point is empty again).
     */
    private static boolean selfAtari(Board b, int i, int me) {
        Board copy = new Board(b);
        copy.place(i, me);
        if (copy.get(i) != me) {
            return true;
        }
        return copy.chainSize(i) >= 2 && copy.liberties(i) == 1;
    }
}
