package org.goref.server.record;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import org.goref.core.clock.TimeControl;
import org.goref.core.clock.TimeSpec;
import org.goref.server.clock.ClockStart;
import org.goref.server.store.GameRecord;
import org.goref.sgf.GameInfo;
import org.goref.sgf.SgfWriter;
import org.goref.sgf.WrittenGame;

/** The record written by goref-sgf's writer: every event of the game, the players, date and time control. */
public final class GorefSgfWriter implements RecordWriter {
    @Override
    public String sgf(GameRecord meta, WrittenGame game) {
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
        return SgfWriter.write(info, game);
    }
}
