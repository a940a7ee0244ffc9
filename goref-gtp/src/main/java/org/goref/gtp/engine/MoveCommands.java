package org.goref.gtp.engine;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.Phase;

/**
 * The commands that make or take back moves: {@code play}, {@code genmove} (and KGS's cleanup
 * variant) and {@code undo}.
 */
final class MoveCommands {
    private final GtpSession session;
    /** Seeded, so a session's generated moves are reproducible. */
    private final MoveGenerator generator = new MoveGenerator(20101);

    MoveCommands(GtpSession session) {
        this.session = session;
    }

    /** Either colour at any time (GTP leaves the order to the controller); after two passes, play resumes. */
    String play(GtpRequest r) {
        if (r.args().size() < 2) {
            throw new GtpError("syntax error");
        }
        Color c = GtpArgs.color(r.arg(0));
        Point p = session.vertex(r.arg(1));
        GameEvent move = p == null ? new GameEvent.Pass(c) : new GameEvent.Play(c, p);
        if (!session.applyMove(move)) {
            throw new GtpError("illegal move");
        }
        return "";
    }

    /** The move generator's move for the colour, played (and answered). */
    String genmove(GtpRequest r) {
        Color c = GtpArgs.color(r.arg(0));
        if (session.game().phase() == Phase.FINISHED) {
            throw new GtpError("the game is over");
        }
        // The move is made whatever it is (a pass at least): play resumes first, in place where it can.
        session.resumeForMove();
        Game game = session.game();
        Game view = game.phase() == Phase.PLAYING ? game : session.continued();
        Point p = generator.choose(view, c);
        GameEvent move = p == null ? new GameEvent.Pass(c) : new GameEvent.Play(c, p);
        if (!session.applyMove(move)) {
            throw new GtpError("cannot move");
        }
        return p == null ? "pass" : p.toGtp(session.size());
    }

    /** Takes back the last move (a pass included), with what only made room for it or followed from it. */
    String undo(GtpRequest r) {
        List<GameEvent> events = new ArrayList<>(session.game().events());
        int last = -1;
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i).isMove()) {
                last = i;
                break;
            }
        }
        if (last < 0) {
            throw new GtpError("cannot undo");
        }
        int previous = last - 1;
        while (previous >= 0 && !events.get(previous).isMove()) {
            previous--;
        }
        List<GameEvent> kept = new ArrayList<>(events.subList(0, previous + 1));
        // The board changes between the previous move and this one go with it: a resumption that only
        // made room for it, and the setup a loaded record's tolerant replay made to play it as recorded
        // (the stone it replaced cleared, a ko stone set again). Before the first move a setup is
        // the starting position and stays.
        for (GameEvent e : events.subList(previous + 1, last)) {
            if (!(e instanceof GameEvent.Resume) && !(previous >= 0 && e instanceof GameEvent.Setup)) {
                kept.add(e);
            }
        }
        // Undo takes back a move, nothing else: a rules or komi change or a penalty sent after the
        // move stays (dropping it would leave the game counted under rules the engine no longer shows).
        // What followed from the move goes with it: a setup made on the board it left, and, in a
        // loaded record (goref match's, with its GREV events), the marking and acceptance after the
        // last pass and the end of the game (resignation, time, forfeit, void), which replayed
        // before the move would be refused ("dead stones are marked after play stops").
        for (GameEvent e : events.subList(last + 1, events.size())) {
            if (outlivesUndo(e)) {
                kept.add(e);
            }
        }
        session.replay(kept);
        return "";
    }

    /** The events after the last move that an undo keeps: the controller's settings, not the game's course. */
    private static boolean outlivesUndo(GameEvent e) {
        return e instanceof GameEvent.RulesChanged || e instanceof GameEvent.Penalty || e instanceof GameEvent.Note;
    }
}
