package org.goref.tournament;

import java.util.Locale;
import java.util.function.ToDoubleFunction;

import org.goref.core.board.Color;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;

/**
 * The printable protocol of one game: tournament, round and table; the players and their colours;
 * rules, komi, handicap, time control, moves and time used; the score sheet of 4.4 term by term;
 * the result, its source, penalties and corrections; the final position with dead stones and
 * territory marked; signature lines for both players and the referee. A4 portrait.
 */
public final class GameProtocolHtml {
    private GameProtocolHtml() {
    }

    public static String render(Tournament t, int round, int board, Locale locale) {
        Messages m = Messages.of(locale);
        Wording w = new Wording(m);
        Round r = t.round(round);
        Pairing p = r.pairing(board).orElseThrow(() ->
                new TournamentException(Refusal.Code.NOT_FOUND, "round " + round + " has no table " + board));
        Regulations regs = t.info().regulations();
        RecordedResult rr = r.result(board).orElse(null);
        Result res = rr == null ? null : rr.result();
        Player black = t.player(p.black());
        Player white = t.player(p.white());
        StringBuilder b = new StringBuilder();
        b.append("<h1>").append(m.get("game.protocol")).append("</h1>\n");
        b.append("<p class=\"meta\"><span>").append(Html.esc(t.info().name())).append("</span><span>")
                .append(m.get("round")).append(" ").append(round).append("</span><span>").append(m.get("board")).append(" ")
                .append(board).append("</span><span>").append(m.get("referee")).append(": ").append(Html.esc(t.referee()))
                .append("</span></p>\n");
        b.append("<table class=\"players\"><tr><th></th><th>").append(m.get("name")).append("</th><th>").append(m.get("rank"))
                .append("</th><th>").append(m.get("club")).append("</th><th>").append(m.get("time.used")).append("</th></tr>\n");
        row(b, m.get("black"), p.black(), black, res == null ? null : Wording.time(res.blackTime()));
        row(b, m.get("white"), p.white(), white, res == null ? null : Wording.time(res.whiteTime()));
        b.append("</table>\n");
        RuleSet rules = res != null && res.sheet() != null ? res.sheet().rules() : regs.rules();
        b.append("<p class=\"meta\"><span>").append(m.get("rules")).append(": ").append(Html.esc(rules.spec()))
                .append("</span><span>").append(m.get("komi")).append(": ").append(RuleSet.formatKomi(p.komi()))
                .append("</span><span>").append(m.get("handicap")).append(": ").append(Html.esc(w.handicap(p.handicap())))
                .append("</span>");
        if (!regs.timeControl().isEmpty()) {
            b.append("<span>").append(m.get("time.control")).append(": ").append(Html.esc(regs.timeControl())).append("</span>");
        }
        b.append("<span>").append(m.get("moves")).append(": ")
                .append(res == null || res.moves() < 0 ? m.get("moves.unknown") : Integer.toString(res.moves()))
                .append("</span></p>\n");
        b.append("<div class=\"columns\"><div>\n<h2>").append(m.get("score.sheet")).append("</h2>\n");
        if (res != null && res.sheet() != null) {
            sheet(b, res.sheet(), m);
        } else {
            b.append("<p>").append(m.get("no.sheet")).append("</p>\n");
        }
        b.append("<h2>").append(m.get("result")).append("</h2>\n<p class=\"result\">")
                .append(Html.esc(res == null ? m.get("result.pending") : w.outcome(res.outcome())))
                .append(res == null ? "" : " (" + Html.esc(res.outcome().sgf()) + ")").append("</p>\n");
        if (rr != null) {
            b.append("<p>").append(m.get("source")).append(": ").append(Html.esc(w.source(rr.source()))).append(", ")
                    .append(Wording.moment(rr.at())).append("</p>\n");
            if (!res.penalties().isEmpty()) {
                b.append("<h2>").append(m.get("penalties")).append("</h2>\n<ul>\n");
                for (PenaltyNote pn : res.penalties()) {
                    b.append("<li>").append(m.get(pn.color() == Color.BLACK ? "black" : "white"))
                            .append(": \u2212").append(RuleSet.formatKomi(pn.points())).append(" \u2014 ")
                            .append(Html.esc(pn.reason())).append("</li>\n");
                }
                b.append("</ul>\n");
            }
            if (!rr.corrections().isEmpty()) {
                b.append("<h2>").append(m.get("corrections")).append("</h2>\n<ul>\n");
                for (Correction c : rr.corrections()) {
                    b.append("<li>").append(Html.esc(m.get("correction.line", Wording.moment(c.at()), c.by(),
                            c.before().outcome().sgf(), c.after().outcome().sgf(), c.why()))).append("</li>\n");
                }
                b.append("</ul>\n");
            }
        }
        b.append("</div>\n");
        if (res != null && res.position() != null) {
            b.append("<div class=\"diagram\"><h2>").append(m.get("final.position")).append("</h2>\n")
                    .append(BoardSvg.render(res.position(), res.sheet() == null ? null : res.sheet().territory()))
                    .append("<p class=\"legend\">").append(m.get("legend.diagram")).append("</p></div>\n");
        }
        b.append("</div>\n<div class=\"signatures\"><div>").append(m.get("signature.black")).append(": ")
                .append(Html.esc(black.name())).append("</div><div>").append(m.get("signature.white")).append(": ")
                .append(Html.esc(white.name())).append("</div><div>").append(m.get("signature.referee")).append(": ")
                .append(Html.esc(t.referee())).append("</div></div>\n");
        String title = t.info().name() + " \u2014 " + m.get("round") + " " + round + ", " + m.get("board") + " " + board;
        return Html.page(m.locale().getLanguage(), title, false, b.toString());
    }

    private static void row(StringBuilder b, String colour, int number, Player p, String time) {
        b.append("<tr><th>").append(colour).append("</th><td>").append(number).append(". ").append(Html.esc(p.name()))
                .append("</td><td>").append(p.grade().map(Rank::toString).orElse("")).append("</td><td>")
                .append(Html.esc(p.club().isEmpty() ? p.city() : p.club())).append("</td><td class=\"num\">")
                .append(time == null ? "\u2014" : time).append("</td></tr>\n");
    }

    private static void sheet(StringBuilder b, ScoreSheet s, Messages m) {
        b.append("<table class=\"sheet\"><tr><th></th><th class=\"num\">").append(m.get("black"))
                .append("</th><th class=\"num\">").append(m.get("white")).append("</th></tr>\n");
        term(b, m.get("term.territory"), s, ScoreSheet.Side::territory, "");
        if (s.rules().counting() == RuleSet.Counting.TERRITORY) {
            term(b, m.get("term.prisoners"), s, ScoreSheet.Side::prisoners, "");
        } else {
            term(b, m.get("term.stones"), s, ScoreSheet.Side::stones, "");
        }
        term(b, m.get("term.komi"), s, ScoreSheet.Side::komi, "");
        if (s.black().handicapBonus() != 0 || s.white().handicapBonus() != 0) {
            term(b, m.get("term.handicapBonus"), s, ScoreSheet.Side::handicapBonus, "");
        }
        if (s.rules().passStones() || s.black().passStones() != 0 || s.white().passStones() != 0) {
            term(b, m.get("term.passStones"), s, ScoreSheet.Side::passStones, "");
        }
        term(b, m.get("term.penalty"), s, ScoreSheet.Side::penalty, "");
        term(b, m.get("term.total"), s, ScoreSheet.Side::total, " class=\"total\"");
        b.append("</table>\n");
    }

    private static void term(StringBuilder b, String name, ScoreSheet s, ToDoubleFunction<ScoreSheet.Side> f, String cls) {
        b.append("<tr").append(cls).append("><td>").append(name).append("</td><td class=\"num\">")
                .append(signed(f.applyAsDouble(s.black()))).append("</td><td class=\"num\">")
                .append(signed(f.applyAsDouble(s.white()))).append("</td></tr>\n");
    }

    private static String signed(double v) {
        return v < 0 ? "\u2212" + RuleSet.formatKomi(-v) : RuleSet.formatKomi(v);
    }
}
