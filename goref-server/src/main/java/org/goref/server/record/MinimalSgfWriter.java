package org.goref.server.record;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.server.store.GameRecord;

/** A plain SGF FF[4] record of the main line: players, rules, komi, handicap, moves, result. */
public final class MinimalSgfWriter implements RecordWriter {
    @Override
    public String sgf(GameRecord meta, Game game) {
        StringBuilder sb = new StringBuilder("(;FF[4]GM[1]CA[UTF-8]AP[goref:0.1]");
        sb.append("SZ[").append(game.size()).append(']');
        sb.append("RU[").append(text(game.rules().spec())).append(']');
        sb.append("KM[").append(RuleSet.formatKomi(game.rules().komi())).append(']');
        sb.append("PB[").append(text(meta.blackName())).append(']');
        sb.append("PW[").append(text(meta.whiteName())).append(']');
        sb.append("DT[").append(DateTimeFormatter.ISO_LOCAL_DATE.format(
                Instant.ofEpochMilli(meta.createdAt()).atOffset(ZoneOffset.UTC))).append(']');
        if (!meta.timeControl().isNone()) {
            sb.append("TM[").append(meta.timeControl().mainSeconds()).append(']');
            if (meta.timeControl().periods() > 0) {
                sb.append("OT[").append(meta.timeControl().periods()).append('x')
                        .append(meta.timeControl().periodSeconds()).append(" byo-yomi]");
            }
        }
        game.result().ifPresent(r -> sb.append("RE[").append(text(r.sgf())).append(']'));
        for (GameEvent e : game.events()) {
            switch (e) {
                case GameEvent.Handicap h -> {
                    sb.append("HA[").append(h.stones().size()).append("]AB");
                    h.stones().forEach(p -> sb.append('[').append(p.toSgf()).append(']'));
                }
                case GameEvent.Play p -> sb.append("\n;").append(p.color().letter()).append('[').append(p.point().toSgf()).append(']');
                case GameEvent.Pass p -> sb.append("\n;").append(p.color().letter()).append("[]");
                default -> { }
            }
        }
        if (game.isCounted() && !game.dead().isEmpty()) {
            sb.append("\n;C[dead stones:");
            game.dead().forEach(p -> sb.append(' ').append(p.toGtp(game.size())));
            sb.append(']');
        }
        return sb.append(")\n").toString();
    }

    private static String text(String s) {
        return s.replace("\\", "\\\\").replace("]", "\\]");
    }
}
