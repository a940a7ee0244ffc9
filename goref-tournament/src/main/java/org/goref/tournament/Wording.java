package org.goref.tournament;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;

/** The protocol's sentences: outcomes, sanctions, handicaps, sources, times, in the reader's language. */
final class Wording {
    private final Messages m;

    Wording(Messages m) {
        this.m = m;
    }

    private static final DateTimeFormatter MOMENT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
            .withZone(ZoneOffset.UTC);

    /**
     * A moment as a paper protocol shows it, to the second: the stored instant's nanoseconds and
     * ISO 'T…Z' ("2026-12-01T10:42:01.848605937Z") are for machines, not for a signed sheet.
     */
    static String moment(Instant at) {
        return MOMENT.format(at);
    }

    String outcome(GameResult r) {
        return switch (r) {
            case GameResult.ByPoints p -> m.get(p.margin() == 1 ? "result.points.one" : "result.points", winner(p.winningColor()),
                    RuleSet.formatKomi(p.margin()));
            case GameResult.Draw d -> m.get("result.draw");
            case GameResult.Resignation x -> m.get("result.resign", winner(x.winningColor()));
            case GameResult.Time x -> m.get("result.time", winner(x.winningColor()));
            case GameResult.Forfeit x -> m.get("result.forfeit", winner(x.winningColor()), x.why());
            case GameResult.DoubleForfeit x -> m.get("result.doubleforfeit", x.why());
            case GameResult.NoResult x -> m.get("result.void", x.why());
            case GameResult.Unknown x -> m.get("result.pending");
        };
    }

    String winner(Color c) {
        return m.get(c == Color.BLACK ? "winner.black" : "winner.white");
    }

    String sanction(Sanction s) {
        return switch (s) {
            case Sanction.Refuse r -> m.get("sanction.refuse");
            case Sanction.Loss l -> m.get("sanction.loss");
            case Sanction.Penalty p -> m.get(p.points() == 1 ? "sanction.penalty.one" : "sanction.penalty",
                    RuleSet.formatKomi(p.points()));
        };
    }

    String policy(HandicapPolicy p) {
        return switch (p) {
            case HandicapPolicy.Even e -> m.get("handicap.even");
            case HandicapPolicy.ByRank r -> m.get("handicap.rank", Integer.toString(r.reduction()),
                    Integer.toString(r.maxStones()), RuleSet.formatKomi(r.komi()));
            case HandicapPolicy.ByScore r -> m.get(r.evenFrom() == null ? "handicap.mms" : "handicap.mms.even",
                    Integer.toString(r.reduction()), Integer.toString(r.ceiling()), RuleSet.formatKomi(r.komi()),
                    String.valueOf(r.evenFrom()));
        };
    }

    /** 2, 3, 4 take the Russian "few" form (2 камня), 5 to 9 the "many" one (5 камней). */
    String handicap(int h) {
        return h == 0 ? m.get("handicap.none") : h == 1 ? m.get("handicap.nokomi")
                : m.get(h <= 4 ? "handicap.stones.few" : "handicap.stones", Integer.toString(h));
    }

    String source(ResultSource s) {
        return switch (s) {
            case ResultSource.ServerGame g -> m.get("source.server", g.gameId());
            case ResultSource.EngineMatch e -> m.get("source.match", e.protocol(), Integer.toString(e.number()));
            case ResultSource.Referee r -> m.get("source.referee", r.name());
        };
    }

    static String time(Duration d) {
        if (d == null) {
            return "\u2014";
        }
        long s = d.toSeconds();
        return String.format("%d:%02d:%02d", s / 3600, (s / 60) % 60, s % 60);
    }
}
