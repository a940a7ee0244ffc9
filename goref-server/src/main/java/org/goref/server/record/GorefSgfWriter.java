package org.goref.server.record;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import org.goref.core.game.Game;
import org.goref.server.store.GameRecord;
import org.goref.sgf.GameInfo;
import org.goref.sgf.SgfWriter;

/** The record written by goref-sgf's writer: every event of the game, the players, date and time control. */
public final class GorefSgfWriter implements RecordWriter {
    @Override
    public String sgf(GameRecord meta, Game game) {
        String date = DateTimeFormatter.ISO_LOCAL_DATE.format(Instant.ofEpochMilli(meta.createdAt()).atOffset(ZoneOffset.UTC));
        Double main = meta.timeControl().isNone() ? null : (double) meta.timeControl().mainSeconds();
        String overtime = meta.timeControl().periods() > 0
                ? meta.timeControl().periods() + "x" + meta.timeControl().periodSeconds() + " byo-yomi" : null;
        GameInfo info = new GameInfo(meta.blackName(), meta.whiteName(), null, null, null, null, date, null, main,
                overtime, null, null);
        return SgfWriter.write(info, game);
    }
}
