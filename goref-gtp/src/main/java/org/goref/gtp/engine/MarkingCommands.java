package org.goref.gtp.engine;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.game.Game;

/**
 * The commands on the dead-stone marking the count uses: {@code goref-dead} sets or shows it,
 * {@code goref-proposal} shows what the estimator would mark. Under GTP the controller, not the
 * referee, decides what is dead; the marking is what it said.
 */
final class MarkingCommands {
    private final GtpSession session;

    MarkingCommands(GtpSession session) {
        this.session = session;
    }

    /**
     * Without arguments, the stones now marked dead; {@code none} and {@code auto} set every stone
     * alive or the estimator's proposal; vertices, the chains through them dead.
     */
    String gorefDead(GtpRequest r) {
        if (r.args().isEmpty()) {
            List<Point> dead = new ArrayList<>(session.deadStones());
            dead.sort(null);
            return session.vertices(dead);
        }
        if (r.args().size() == 1 && r.arg(0).equalsIgnoreCase("none")) {
            session.setMarking(new Marking.None());
            return "";
        }
        if (r.args().size() == 1 && r.arg(0).equalsIgnoreCase("auto")) {
            if (session.estimator() == null) {
                throw new GtpError("no dead-stone estimator available");
            }
            session.setMarking(new Marking.Auto());
            return "";
        }
        List<Point> vs = new ArrayList<>();
        Board b = session.game().board();
        for (String a : r.args()) {
            Point p = session.vertex(a);
            if (p == null) {
                throw new GtpError("a pass is not a stone");
            }
            if (b.get(b.index(p)) == Board.EMPTY) {
                throw new GtpError("no stone at " + p.toGtp(session.size()));
            }
            vs.add(p);
        }
        session.setMarking(new Marking.Chains(vs));
        return "";
    }

    /**
     * The estimator's proposal for the position as it stands, whatever the marking, as one line of
     * JSON: {"dead":[…],"doubtful":[…],"protectiveMoves":[{"color":"white","vertex":"A12"}]} — the
     * dead stones, those the estimator is least sure of (worth a second look), and the protective
     * moves still owed before the count, named as {@code goref score --json} and the server name
     * them. What a GUI shows the players before they agree on the marking.
     */
    String proposal(GtpRequest r) {
        if (session.estimator() == null) {
            throw new GtpError("no dead-stone estimator available");
        }
        Game game = session.game();
        return "{" + session.estimator().proposeMarking(game.board(), session.rules(), game.toMove().code)
                .jsonFields(session.size()) + "}";
    }
}
