package org.goref.gtp.match;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.GameEvent;
import org.goref.core.game.GameResult;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;

/**
 * The match runner's own SGF FF[4] writer: the root with the game information (rules, komi,
 * handicap, time, players, result), one node per move, and everything else the referee recorded
 * (illegal moves, penalties, forfeits, disputes, the referee's decision, the score sheet) as
 * comments on the node where it happened. Pass nodes are written {@code B[]}.
 */
public final class MatchSgf implements MatchRecordWriter {

    @Override
    public String write(PlayedGame pg) {
        var g = pg.game();
        RuleSet r = g.rules();
        StringBuilder sb = new StringBuilder("(;FF[4]GM[1]CA[UTF-8]AP[goref:0.1]");
        sb.append("SZ[").append(g.size()).append(']');
        sb.append("RU[").append(esc(r.spec())).append(']');
        sb.append("KM[").append(RuleSet.formatKomi(r.komi())).append(']');
        if (!pg.handicap().isEmpty()) {
            sb.append("HA[").append(pg.handicap().size()).append("]AB");
            for (Point p : pg.handicap()) {
                sb.append('[').append(p.toSgf()).append(']');
            }
        }
        if (pg.time() instanceof TimeControl.None) {
            sb.append("OT[none]");
        } else {
            sb.append("TM[").append(mainSeconds(pg.time())).append("]OT[").append(esc(pg.time().spec())).append(']');
        }
        sb.append("PB[").append(esc(pg.black())).append("]PW[").append(esc(pg.white())).append(']');
        sb.append("GN[").append(pg.number()).append(']');
        if (pg.date() != null) {
            sb.append("DT[").append(pg.date()).append(']');
        }
        GameResult res = pg.result();
        sb.append("RE[").append(res.sgf()).append(']');

        List<String> pending = new ArrayList<>();
        for (GameEvent e : g.events()) {
            switch (e) {
                case GameEvent.Play p -> {
                    flush(sb, pending);
                    sb.append("\n;").append(p.color().letter()).append('[').append(p.point().toSgf()).append(']');
                }
                case GameEvent.Pass p -> {
                    flush(sb, pending);
                    sb.append("\n;").append(p.color().letter()).append("[]");
                }
                case GameEvent.Handicap h -> { }
                case GameEvent.Note n -> pending.add(n.text());
                case GameEvent.Penalty p -> pending.add("Penalty: " + p.color().lowerName() + " "
                        + RuleSet.formatKomi(p.points()) + " point(s): " + p.reason());
                case GameEvent.Forfeit f -> pending.add("Forfeit: " + f.color().lowerName() + " loses: " + f.reason());
                case GameEvent.DoubleForfeit d -> pending.add("Both sides forfeit: " + d.reason());
                case GameEvent.Void v -> pending.add("No result: " + v.reason());
                case GameEvent.Resign x -> pending.add(x.color().lowerName() + " resigns");
                case GameEvent.TimeLoss t -> pending.add(t.color().lowerName() + " loses on time");
                case GameEvent.Resume x -> pending.add("Play resumes (disputes=" + r.disputes().spelling()
                        + "); " + x.by().opponent().lowerName() + " to move");
                case GameEvent.RefereeDecision d -> pending.add("Referee decision, dead stones: "
                        + points(d.dead()) + (d.note().isEmpty() ? "" : " (" + d.note() + ")"));
                case GameEvent.Mark m -> { }
                case GameEvent.Accept a -> { }
                case GameEvent.Setup s -> { }
                case GameEvent.RulesChanged c -> pending.add("Rules now " + c.rules().spec());
            }
        }
        if (g.isCounted()) {
            ScoreSheet s = g.score();
            pending.add("Dead stones: " + points(s.territory().dead()) + "\n" + s.table().stripTrailing());
        }
        pending.add("Result: " + res.sgf() + " (" + res.reason() + ")");
        flush(sb, pending);
        sb.append(")\n");
        return sb.toString();
    }

    private static long mainSeconds(TimeControl t) {
        return switch (t) {
            case TimeControl.Absolute a -> a.mainMs() / 1000;
            case TimeControl.ByoYomi b -> b.mainMs() / 1000;
            case TimeControl.Canadian c -> c.mainMs() / 1000;
            case TimeControl.Fischer f -> f.mainMs() / 1000;
            case TimeControl.None n -> 0;
        };
    }

    private static String points(List<Point> pts) {
        if (pts.isEmpty()) {
            return "none";
        }
        StringBuilder sb = new StringBuilder();
        for (Point p : pts) {
            sb.append(sb.isEmpty() ? "" : " ").append(p.toSgf());
        }
        return sb.toString();
    }

    private static void flush(StringBuilder sb, List<String> pending) {
        if (!pending.isEmpty()) {
            sb.append("C[").append(esc(String.join("\n", pending))).append(']');
            pending.clear();
        }
    }

    static String esc(String s) {
        return s.replace("\\", "\\\\").replace("]", "\\]");
    }
}
