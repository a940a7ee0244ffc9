package org.goref.tournament;

import java.util.List;
import java.util.Locale;

import org.goref.core.board.Color;
import org.goref.tournament.placement.Criterion;

/**
 * The printable tournament table: the tournament's particulars and regulations, then one line per
 * player in the order of the standings with each round's opponent, colour, handicap and result,
 * the points (wins) and the regulations' other placement criteria. A4 landscape.
 */
public final class TournamentTableHtml {
    private TournamentTableHtml() {
    }

    public static String render(Tournament t, Locale locale) {
        Messages m = Messages.of(locale);
        Wording w = new Wording(m);
        TournamentInfo info = t.info();
        Regulations regs = info.regulations();
        Crosstable x = t.crosstable();
        List<Standing> standings = t.standings();
        List<Criterion> criteria = regs.criteria();
        StringBuilder b = new StringBuilder();
        b.append("<h1>").append(Html.esc(info.name())).append("</h1>\n");
        b.append("<p class=\"meta\"><span>").append(m.get("dates")).append(": ").append(info.from())
                .append(info.to().equals(info.from()) ? "" : " \u2013 " + info.to()).append("</span>");
        if (!info.place().isEmpty() || !info.country().isEmpty()) {
            b.append("<span>").append(m.get("place.of")).append(": ").append(Html.esc(
                    (info.place() + (info.country().isEmpty() ? "" : " (" + info.country() + ")")).strip())).append("</span>");
        }
        b.append("<span>").append(m.get("referee")).append(": ").append(Html.esc(t.referee())).append("</span></p>\n");
        b.append("<p class=\"meta\"><span>").append(m.get("rules")).append(": ").append(Html.esc(regs.rules().spec()))
                .append("</span><span>").append(m.get("komi")).append(": ").append(CrosstableCsv.num(regs.komi()))
                .append("</span><span>").append(m.get("handicap")).append(": ").append(Html.esc(w.policy(regs.handicap())))
                .append("</span>");
        if (!regs.timeControl().isEmpty()) {
            b.append("<span>").append(m.get("time.control")).append(": ").append(Html.esc(regs.timeControl())).append("</span>");
        }
        b.append("<span>").append(m.get("illegal.move")).append(": ").append(w.sanction(regs.illegalMove()))
                .append("</span><span>").append(m.get("flag")).append(": ").append(w.sanction(regs.flag())).append("</span></p>\n");
        b.append("<h2>").append(m.get("tournament.table")).append("</h2>\n<table class=\"cross\">\n<thead><tr><th class=\"num\">")
                .append(m.get("place")).append("</th><th class=\"num\">").append(m.get("number")).append("</th><th>")
                .append(m.get("name")).append("</th><th>").append(m.get("rank")).append("</th><th>").append(m.get("club"))
                .append("</th>");
        for (int r = 1; r <= x.rounds(); r++) {
            b.append("<th>").append(m.get("round.short", Integer.toString(r))).append("</th>");
        }
        b.append("<th class=\"num\">").append(m.get("points")).append("</th>");
        for (Criterion c : criteria) {
            if (c != Criterion.NBW) {
                b.append("<th class=\"num\">").append(Html.esc(label(c, m))).append("</th>");
            }
        }
        b.append("</tr></thead>\n<tbody>\n");
        for (Standing s : standings) {
            Player p = x.players().get(s.player() - 1);
            b.append("<tr><td class=\"num\">").append(s.place()).append(s.shared() ? "=" : "").append("</td><td class=\"num\">")
                    .append(s.player()).append("</td><td>").append(Html.esc(p.name())).append("</td><td>")
                    .append(p.grade().map(Rank::toString).orElse("")).append("</td><td>")
                    .append(Html.esc(p.club().isEmpty() ? p.city() : p.club())).append("</td>");
            for (Crosstable.Cell c : x.row(s.player())) {
                b.append("<td class=\"cell\">").append(Html.esc(cell(c, m))).append("</td>");
            }
            b.append("<td class=\"num\">").append(CrosstableCsv.num(s.points())).append("</td>");
            for (int i = 0; i < criteria.size(); i++) {
                Double v = s.criteria().get(i);
                if (criteria.get(i) != Criterion.NBW) {
                    b.append("<td class=\"num\">").append(v == null ? "" : CrosstableCsv.num(v)).append("</td>");
                }
            }
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n<p class=\"legend\">").append(Html.esc(m.get("legend.table")));
        if (regs.byePoints() > 0) {
            b.append("; ").append(m.get("bye.points")).append(": ").append(CrosstableCsv.num(regs.byePoints()));
        }
        b.append("</p>\n");
        b.append("<div class=\"signatures\"><div>").append(m.get("signature.referee")).append(": ")
                .append(Html.esc(t.referee())).append("</div></div>\n");
        return Html.page(m.locale().getLanguage(), info.name() + " \u2014 " + m.get("tournament.table"), true, b.toString());
    }

    /** A criterion's column head: the words the table has always had for the wins-based sums, else its name. */
    static String label(Criterion c, Messages m) {
        return switch (c) {
            case SOSW -> m.get("sos");
            case SOSOSW -> m.get("sosos");
            case SODOSW -> m.get("sodos");
            case DIRECT -> m.get("direct");
            default -> c.code();
        };
    }

    /** {@code 3+/b2}: opponent 3, a win, with Black, handicap 2 (as the EGD writes it). */
    static String cell(Crosstable.Cell c, Messages m) {
        return switch (c.outcome()) {
            case BYE -> m.get("bye");
            case ABSENT -> m.get("absent");
            default -> c.opponent() + c.outcome().symbol().replace("-", "\u2212") + "/"
                    + (c.colour() == Color.BLACK ? "b" : "w") + (c.handicap() > 0 ? Integer.toString(c.handicap()) : "");
        };
    }
}
