package org.goref.gtp.engine;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.game.GameEvent;
import org.goref.core.game.Handicap;

/**
 * The handicap commands: {@code fixed_handicap}, {@code place_free_handicap} and
 * {@code set_free_handicap}. Each puts Black's stones on an empty board before the first move, as
 * one handicap event, and answers the vertices where the engine chose them.
 */
final class HandicapCommands {
    private final GtpSession session;

    HandicapCommands(GtpSession session) {
        this.session = session;
    }

    /** The stones on the star points, where GTP 2 fixes them for each number. */
    String fixedHandicap(GtpRequest r) {
        int n = GtpArgs.integer(r.arg(0));
        requireEmptyBoard();
        List<Point> stones;
        try {
            stones = Handicap.fixed(session.size(), n);
        } catch (IllegalArgumentException e) {
            throw new GtpError("invalid number of stones");
        }
        session.game().apply(new GameEvent.Handicap(stones));
        return session.vertices(stones);
    }

    /** The engine chooses the stones: the star points first, as fixed_handicap places them. */
    String placeFreeHandicap(GtpRequest r) {
        int n = GtpArgs.integer(r.arg(0));
        requireEmptyBoard();
        int size = session.size();
        if (n < 2 || n > size * size - 1) {
            throw new GtpError("invalid number of stones");
        }
        List<Point> stones = new ArrayList<>();
        int fixed = Math.min(n, Handicap.maxFixed(size));
        if (fixed >= 2) {
            stones.addAll(Handicap.fixed(size, fixed));
        }
        // Beyond the star points: spread the rest over the board, centre-most first.
        List<Point> rest = new ArrayList<>();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                Point p = Point.of(x, y);
                if (!stones.contains(p)) {
                    rest.add(p);
                }
            }
        }
        double c = (size - 1) / 2.0;
        rest.sort((a, b) -> Double.compare(Math.hypot(a.x - c, a.y - c), Math.hypot(b.x - c, b.y - c)));
        for (int i = 0; stones.size() < n; i++) {
            Point p = rest.get(i);
            boolean touches = false;
            for (Point s : stones) {
                touches |= Math.abs(s.x - p.x) + Math.abs(s.y - p.y) <= 1;
            }
            if (!touches || i >= rest.size() - (n - stones.size())) {
                stones.add(p);
            }
        }
        session.game().apply(new GameEvent.Handicap(stones));
        return session.vertices(stones);
    }

    /** The controller chose the stones. */
    String setFreeHandicap(GtpRequest r) {
        requireEmptyBoard();
        int size = session.size();
        if (r.args().size() < 2) {
            throw new GtpError("bad vertex list");
        }
        List<Point> stones = new ArrayList<>();
        for (String a : r.args()) {
            Point p;
            try {
                p = Point.parseGtp(a, size);
            } catch (IllegalArgumentException e) {
                throw new GtpError("bad vertex list");
            }
            if (p == null || stones.contains(p)) {
                throw new GtpError("bad vertex list");
            }
            stones.add(p);
        }
        if (stones.size() > size * size - 1) {
            throw new GtpError("bad vertex list");
        }
        session.game().apply(new GameEvent.Handicap(stones));
        return "";
    }

    private void requireEmptyBoard() {
        Board b = session.game().board();
        if (b.stoneCount(Board.BLACK) + b.stoneCount(Board.WHITE) > 0 || session.game().moveNumber() > 0) {
            throw new GtpError("board not empty");
        }
    }
}
