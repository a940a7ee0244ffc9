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
 * #base} when events are committed (everything but what time alone changes), {@link Text#at} when
 * it is read (the clocks as of that moment).
 */
public final class StateWriter {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private StateWriter() {
    }

    /**
     * The state of the game as it stands, the clocks and serverTime left as placeholders for {@link
     * Text#at}: {@code proposal} is the estimator's proposal since play last stopped, {@code lastWasPass}
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

    /**
     * The state {@code base} as text around its two placeholders, made once per commit: a read then
     * only writes the clocks and the time into it. Copying the tree and writing it whole for every
     * read and every update told, and keeping a tree per game alive until its next move, cost each
     * node a share of its CPU and its collector's pauses.
     */
    record Text(String head, String middle) {
        private static final String CLOCKS = "\"clocks\":null";
        private static final String SERVER_TIME = "\"serverTime\":null}";

        /**
         * {@code base} written out, split at its clocks and its serverTime. Every quote inside a
         * string value is escaped, so the first {@code "clocks":null} is the key's.
         */
        static Text of(ObjectNode base) {
            String s = base.toString();
            int clocks = s.indexOf(CLOCKS);
            if (clocks < 0 || !s.endsWith(SERVER_TIME)) {
                throw new IllegalStateException("a state without its placeholders: " + s);
            }
            int valueAt = clocks + CLOCKS.length() - "null".length();
            return new Text(s.substring(0, valueAt), s.substring(clocks + CLOCKS.length(), s.length() - "null}".length()));
        }

        /** The state as of {@code now}, the clocks read then (null: the game has none). */
        String at(GameClock.Face clock, long now) {
            StringBuilder b = new StringBuilder(head.length() + middle.length() + 240).append(head);
            if (clock == null) {
                b.append("null");
            } else {
                b.append('{');
                for (Color c : Color.values()) {
                    GameClock.Reading rd = clock.read(c, now);
                    if (c != Color.BLACK) {
                        b.append(',');
                    }
                    b.append('"').append(c.lowerName()).append("\":{\"mainMs\":").append(rd.mainMs())
                            .append(",\"periods\":").append(rd.periods())
                            .append(",\"periodMs\":").append(rd.periodMs())
                            .append(",\"stones\":").append(rd.stones())
                            .append(",\"running\":").append(rd.running()).append('}');
                }
                b.append('}');
            }
            return b.append(middle).append(now).append('}').toString();
        }
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
