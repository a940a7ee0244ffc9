package org.goref.server.game;

import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.MarkingProposal;
import org.goref.core.game.Phase;
import org.goref.core.game.Position;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;
import org.goref.server.clock.GameClock;
import org.goref.server.store.GameRecord;

/**
 * The state of a game as the API shows it (INTERFACES.md §HTTP), as JSON, in two steps: {@link
 * #base} when events are committed (everything but what time alone changes), {@link #at} when it
 * is read (the clocks as of that moment).
 */
public final class StateWriter {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private StateWriter() {
    }

    /**
     * The state of the game as it stands, the clocks and serverTime left as placeholders for {@link
     * #at}: {@code proposal} is the estimator's proposal since play last stopped, {@code lastWasPass}
     * whether the last move was a pass (both followed event by event, see GameViews).
     */
    static ObjectNode base(GameRecord r, Game g, Optional<MarkingProposal> proposal, boolean lastWasPass) {
        int size = g.size();
        ObjectNode s = JSON.objectNode();
        s.put("id", r.id());
        s.put("size", size);
        s.put("rules", g.rules().spec());
        s.put("komi", g.rules().komi());
        s.put("handicap", r.handicap());
        s.put("timeControl", r.timeControl().spec());
        s.put("clockStart", r.clockStart().spec());
        if (r.timeControl() instanceof TimeControl.ByoYomi b) {
            s.put("periodLengthMs", b.periodMs());
        } else if (r.timeControl() instanceof TimeControl.Canadian c) {
            s.put("periodLengthMs", c.periodMs());
        }
        s.putObject("black").put("name", r.blackName());
        s.putObject("white").put("name", r.whiteName());
        // The contract knows three phases; a dispute waiting for the referee is shown as marking.
        s.put("phase", g.phase() == Phase.DISPUTE ? "marking" : g.phase().spelling());
        s.put("dispute", g.phase() == Phase.DISPUTE);
        s.put("disputes", g.rules().disputes().spelling());
        s.put("toMove", g.toMove().lowerName());
        s.put("moveNumber", g.moveNumber());
        Position p = g.position();
        ArrayNode board = s.putArray("board");
        for (String row : p.rows()) {
            board.add(row);
        }
        ObjectNode caps = s.putObject("captures");
        caps.put("black", p.blackCaptures());
        caps.put("white", p.whiteCaptures());
        s.put("lastMove", p.lastMove() == null ? null : p.lastMove().toGtp(size));
        s.put("lastWasPass", lastWasPass);
        s.put("ko", p.ko() == null ? null : p.ko().toGtp(size));
        s.putNull("clocks");
        s.set("dead", vertices(List.copyOf(g.dead()), size));
        ArrayNode owed = s.putArray("protectiveMoves");
        ArrayNode doubtful = s.putArray("doubtful");
        if (g.phase() == Phase.MARKING || g.phase() == Phase.DISPUTE) {
            proposal.ifPresent(m -> {
                for (Point q : new TreeSet<>(m.doubtful())) {
                    doubtful.add(q.toGtp(size));
                }
                for (MarkingProposal.ProtectiveMove pm : m.protectiveMoves()) {
                    owed.addObject().put("color", pm.color().lowerName()).put("vertex", pm.point().toGtp(size));
                }
            });
        }
        ObjectNode acc = s.putObject("accepted");
        acc.put("black", g.accepted(Color.BLACK));
        acc.put("white", g.accepted(Color.WHITE));
        boolean counting = g.phase() == Phase.MARKING || g.phase() == Phase.DISPUTE || g.isCounted();
        if (counting) {
            s.set("score", score(g.score(), size));
        } else {
            s.putNull("score");
        }
        ArrayNode pens = s.putArray("penalties");
        for (GameEvent.Penalty pen : g.penalties()) {
            pens.addObject().put("color", pen.color().lowerName()).put("points", pen.points()).put("reason", pen.reason());
        }
        if (g.result().isPresent()) {
            s.put("result", g.result().get().sgf());
            s.put("resultReason", g.result().get().reason());
        } else {
            s.putNull("result");
            s.putNull("resultReason");
        }
        s.putNull("serverTime");
        return s;
    }

    /** The state {@code base} as of {@code now}: a copy, with the clocks read then (null: the game has none). */
    static ObjectNode at(ObjectNode base, GameClock.Face clock, long now) {
        ObjectNode s = base.deepCopy();
        if (clock != null) {
            ObjectNode clocks = JSON.objectNode();
            for (Color c : Color.values()) {
                GameClock.Reading rd = clock.read(c, now);
                ObjectNode o = clocks.putObject(c.lowerName());
                o.put("mainMs", rd.mainMs());
                o.put("periods", rd.periods());
                o.put("periodMs", rd.periodMs());
                o.put("stones", rd.stones());
                o.put("running", rd.running());
            }
            s.set("clocks", clocks);
        }
        s.put("serverTime", now);
        return s;
    }

    private static ObjectNode score(ScoreSheet sheet, int size) {
        ObjectNode o = JSON.objectNode();
        o.put("counting", sheet.rules().counting().spelling());
        side(o.putObject("black"), sheet.black());
        side(o.putObject("white"), sheet.white());
        ObjectNode t = o.putObject("territory");
        t.set("black", vertices(sheet.territory().black(), size));
        t.set("white", vertices(sheet.territory().white(), size));
        t.set("neutral", vertices(sheet.territory().neutral(), size));
        o.put("result", sheet.result().sgf());
        return o;
    }

    private static void side(ObjectNode o, ScoreSheet.Side s) {
        o.put("territory", s.territory());
        o.put("prisoners", s.prisoners());
        o.put("stones", s.stones());
        o.put("komi", s.komi());
        o.put("bonus", s.bonus());
        o.put("penalty", s.penalty());
        o.put("total", s.total());
        o.put("totalText", RuleSet.formatKomi(s.total()));
    }

    private static ArrayNode vertices(List<Point> pts, int size) {
        ArrayNode a = JSON.arrayNode();
        for (Point p : pts) {
            a.add(p.toGtp(size));
        }
        return a;
    }
}
