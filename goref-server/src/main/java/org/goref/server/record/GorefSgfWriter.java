package org.goref.server.record;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.goref.core.clock.TimeControl;
import org.goref.core.clock.TimeSpec;
import org.goref.server.clock.ClockStart;
import org.goref.server.clock.GameClock;
import org.goref.server.store.GameRecord;
import org.goref.sgf.GameInfo;
import org.goref.sgf.SgfNode;
import org.goref.sgf.SgfProperty;
import org.goref.sgf.SgfWriter;
import org.goref.sgf.WrittenGame;

/**
 * The record written by goref-sgf's writer: every event of the game, the players, date and time
 * control; then each move's time left and the chat the reader may read, as comments.
 */
public final class GorefSgfWriter implements RecordWriter {
    @Override
    public String sgf(GameRecord meta, WrittenGame game, List<GameClock.Reading> moveClocks, List<Said> chat) {
        String date = DateTimeFormatter.ISO_LOCAL_DATE.format(Instant.ofEpochMilli(meta.createdAt()).atOffset(ZoneOffset.UTC));
        Double main = switch (meta.timeControl()) {
            case TimeControl.None n -> null;
            case TimeControl.Absolute a -> a.mainMs() / 1000.0;
            case TimeControl.ByoYomi b -> b.mainMs() / 1000.0;
            case TimeControl.Canadian c -> c.mainMs() / 1000.0;
            case TimeControl.Fischer f -> f.mainMs() / 1000.0;
        };
        String overtime = switch (meta.timeControl()) {
            case TimeControl.ByoYomi b -> b.periods() + "x" + TimeSpec.format(b.periodMs()) + " byo-yomi";
            case TimeControl.Canadian c -> c.stones() + "/" + TimeSpec.format(c.periodMs()) + " Canadian";
            case TimeControl.Fischer f -> "Fischer +" + TimeSpec.format(f.incrementMs())
                    + (f.capMs() > 0 ? " cap " + TimeSpec.format(f.capMs()) : "");
            default -> null;
        };
        // SGF has no property for when the clocks started; the root comment says it, so that a
        // reader of the record (a referee checking a flag) knows the first move was not timed.
        String comment = meta.clockStart() == ClockStart.FIRST_MOVE && !(meta.timeControl() instanceof TimeControl.None)
                ? "goref: the clocks started with the first move, which was not timed" : null;
        GameInfo info = new GameInfo(meta.blackName(), meta.whiteName(), null, null, null, null, date, null, main,
                overtime, null, comment);
        SgfNode root = SgfWriter.build(null, info, game);
        List<SgfNode> moves = new ArrayList<>();
        for (SgfNode n : root.mainLine()) {
            if (n.hasMove()) {
                moves.add(n);
            }
        }
        for (int i = 0; i < moves.size() && i < moveClocks.size(); i++) {
            timeLeft(moves.get(i), meta.timeControl(), moveClocks.get(i));
        }
        // Each node's lines are gathered first and its comment set once: appending line by line
        // copied the comment each time, and a long chat at one move took time quadratic in its lines.
        Map<SgfNode, StringBuilder> said = new IdentityHashMap<>();
        for (Said s : chat) {
            SgfNode node = s.at() <= 0 || moves.isEmpty() ? root : moves.get(Math.min(s.at(), moves.size()) - 1);
            StringBuilder lines = said.computeIfAbsent(node, n -> {
                String old = n.text("C");
                return old == null || old.isEmpty() ? new StringBuilder() : new StringBuilder(old);
            });
            lines.append(lines.isEmpty() ? "" : "\n").append(s.who()).append(": ").append(s.text());
        }
        said.forEach((node, lines) -> node.put(SgfProperty.text("C", lines.toString())));
        return SgfWriter.write(root);
    }

    /**
     * The mover's time left after the move (FF[4] BL/WL, in seconds), and in overtime the periods
     * left (byo-yomi) or the moves still to make in the period (Canadian) as OB/OW.
     */
    private static void timeLeft(SgfNode move, TimeControl tc, GameClock.Reading r) {
        String side = move.has("B") ? "B" : "W";
        boolean overtime = r.mainMs() <= 0 && (tc instanceof TimeControl.ByoYomi || tc instanceof TimeControl.Canadian);
        long ms = overtime ? r.periodMs() : r.mainMs();
        move.put(SgfProperty.raw(side + "L", seconds(ms)));
        if (overtime) {
            move.put(SgfProperty.raw("O" + side, String.valueOf(tc instanceof TimeControl.ByoYomi ? r.periods() : r.stones())));
        }
    }

    /** Seconds with at most three decimals, as SGF's real numbers are written. */
    private static String seconds(long ms) {
        return java.math.BigDecimal.valueOf(Math.max(0, ms), 3).stripTrailingZeros().toPlainString();
    }
}
