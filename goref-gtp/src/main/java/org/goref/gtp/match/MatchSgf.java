package org.goref.gtp.match;

import org.goref.core.clock.TimeControl;
import org.goref.core.game.GameResult;
import org.goref.core.game.ScoreSheet;
import org.goref.sgf.GameInfo;
import org.goref.sgf.SgfWriter;

/**
 * A match game as SGF FF[4], through goref-sgf's writer: rules, komi, handicap, time ({@code TM}
 * main time, {@code OT} the time spec), players as the engines name themselves, {@code RE}; the
 * referee's events (illegal moves, penalties, forfeits, disputes, the referee's decision) as
 * comments where they happened, with the events goref reads back; and in the root comment the
 * result, its reason and the score sheet.
 */
public final class MatchSgf implements MatchRecordWriter {

    @Override
    public String write(PlayedGame pg) {
        var g = pg.game();
        GameResult res = pg.result();
        StringBuilder comment = new StringBuilder("goref match, game ").append(pg.number()).append(": ")
                .append(res.sgf()).append(" (").append(res.reason()).append(")");
        if (g.isCounted()) {
            ScoreSheet s = g.score();
            comment.append("\nDead stones: ").append(s.territory().dead().isEmpty() ? "none" : vertices(s, g.size()))
                    .append('\n').append(s.table().stripTrailing());
        }
        boolean timed = !(pg.time() instanceof TimeControl.None);
        GameInfo info = new GameInfo(pg.black(), pg.white(), null, null, "goref match", Integer.toString(pg.number()),
                pg.date(), null, timed ? mainSeconds(pg.time()) : null, timed ? pg.time().spec() : null,
                null, comment.toString());
        return SgfWriter.write(info, g);
    }

    private static String vertices(ScoreSheet s, int size) {
        StringBuilder sb = new StringBuilder();
        s.territory().dead().forEach(p -> sb.append(sb.isEmpty() ? "" : " ").append(p.toGtp(size)));
        return sb.toString();
    }

    private static double mainSeconds(TimeControl t) {
        return switch (t) {
            case TimeControl.Absolute a -> a.mainMs() / 1000.0;
            case TimeControl.ByoYomi b -> b.mainMs() / 1000.0;
            case TimeControl.Canadian c -> c.mainMs() / 1000.0;
            case TimeControl.Fischer f -> f.mainMs() / 1000.0;
            case TimeControl.None n -> 0;
        };
    }
}
