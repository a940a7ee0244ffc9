package org.goref.gtp.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.Illegal;
import org.goref.core.game.Phase;

/**
 * The commands that ask about the position and change nothing: {@code showboard}, {@code is_legal},
 * {@code goref-legal}, {@code all_legal}, {@code captures} and {@code list_stones}. Legality is
 * judged as {@code play} would judge it: after two passes, on the game resumed.
 */
final class PositionQueries {
    private final GtpSession session;

    PositionQueries(GtpSession session) {
        this.session = session;
    }

    String showboard(GtpRequest r) {
        // The diagram starts on the line after "=", as GNU Go's does.
        return "\n" + BoardDiagram.draw(session.game());
    }

    String isLegal(GtpRequest r) {
        return legality(r).isEmpty() ? "1" : "0";
    }

    /** {@code ok}, or why the move is illegal ({@code occupied}, {@code suicide}, {@code ko}, {@code superko}). */
    String gorefLegal(GtpRequest r) {
        return legality(r).map(Illegal::code).orElse("ok");
    }

    String captures(GtpRequest r) {
        return Integer.toString(session.game().captures(GtpArgs.color(r.arg(0))));
    }

    private Optional<Illegal> legality(GtpRequest r) {
        if (r.args().size() < 2) {
            throw new GtpError("syntax error");
        }
        Color c = GtpArgs.color(r.arg(0));
        Point p = session.vertex(r.arg(1));
        Game game = session.game();
        if (game.phase() == Phase.FINISHED) {
            // A void game takes no move, not even a pass: the answer agrees with what play does.
            return Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE, "the game is over"));
        }
        if (p == null) {
            return Optional.empty(); // a pass is always legal while the game goes on
        }
        if (game.phase() == Phase.PLAYING) {
            return game.legality(c, p);
        }
        return session.legalityResumed(c, p);
    }

    /** Every point the colour may play now; none once the game is over. */
    String allLegal(GtpRequest r) {
        Color c = GtpArgs.color(r.arg(0));
        Game game = session.game();
        int size = session.size();
        List<Point> legal = new ArrayList<>();
        if (game.phase() != Phase.FINISHED) {
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    Point p = Point.of(x, y);
                    if ((game.phase() == Phase.PLAYING ? game.legality(c, p) : session.legalityResumed(c, p)).isEmpty()) {
                        legal.add(p);
                    }
                }
            }
        }
        return session.vertices(legal);
    }

    String listStones(GtpRequest r) {
        Color c = GtpArgs.color(r.arg(0));
        Board b = session.game().board();
        int size = session.size();
        List<Point> out = new ArrayList<>();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (b.get(b.index(x, y)) == c.code) {
                    out.add(Point.of(x, y));
                }
            }
        }
        return session.vertices(out);
    }
}
