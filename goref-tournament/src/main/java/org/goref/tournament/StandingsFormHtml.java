package org.goref.tournament;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.goref.tournament.placement.Criterion;
import org.goref.tournament.placement.ScoredGame;
import org.goref.tournament.placement.Scores;

/**
 * The protocol form of a Swiss or McMahon tournament (4.7): the standings by the regulations'
 * placement criteria ({@link Standings}, computed as OpenGotha 3.51 computes them), one line a
 * player with place, name, rank, club, country, a cell per round ({@code 12+/w}: against the player
 * placed 12th, won, with White; {@code 5-/b2}: lost with Black taking 2 stones; {@code !} after the
 * result when it was given without play; {@code 0+} a bye), then the criteria. A4 landscape, Russian or
 * English; printed to PDF by {@link org.goref.tournament.PdfRenderer} like the other forms.
 */
public final class StandingsFormHtml {
    private StandingsFormHtml() {
    }

    public static String render(Tournament t, Locale locale) {
        Messages m = Messages.of(locale);
        TournamentInfo info = t.info();
        Scores s = new Scores(TournamentField.of(t));
        List<Criterion> criteria = info.regulations().criteria();
        int rounds = t.rounds().size();
        List<Standing> st = t.standings();
        Map<Integer, Integer> placeOf = new HashMap<>();
        for (int i = 0; i < st.size(); i++) {
            placeOf.put(st.get(i).player() - 1, i + 1);
        }
        StringBuilder b = new StringBuilder();
        b.append("<h1>").append(Html.esc(info.name())).append("</h1>\n");
        b.append("<p class=\"meta\"><span>").append(m.get("dates")).append(": ").append(info.from())
                .append(info.to().equals(info.from()) ? "" : " \u2013 " + info.to()).append("</span><span>")
                .append(m.get("referee")).append(": ").append(Html.esc(t.referee())).append("</span><span>")
                .append(Html.esc(info.regulations().system().word())).append("</span></p>\n");
        b.append("<h2>").append(m.get("standings.form")).append("</h2>\n<table class=\"cross\">\n<thead><tr><th class=\"num\">")
                .append(m.get("place")).append("</th><th>").append(m.get("name")).append("</th><th>").append(m.get("rank"))
                .append("</th><th>").append(m.get("club")).append("</th><th>").append(m.get("country")).append("</th>");
        for (int r = 1; r <= rounds; r++) {
            b.append("<th>").append(m.get("round.short", Integer.toString(r))).append("</th>");
        }
        for (Criterion c : criteria) {
            b.append("<th class=\"num\">").append(c.code()).append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        for (Standing p : st) {
            var player = t.player(p.player());
            b.append("<tr><td class=\"num\">").append(p.place())
                    .append("</td><td>").append(Html.esc(player.name())).append("</td><td>")
                    .append(player.grade().map(Object::toString).orElse("")).append("</td><td>")
                    .append(Html.esc(player.club())).append("</td><td>").append(Html.esc(player.country())).append("</td>");
            for (int r = 0; r < rounds; r++) {
                b.append("<td class=\"cell\">").append(Html.esc(cell(s, p.player() - 1, r, placeOf))).append("</td>");
            }
            for (int i = 0; i < criteria.size(); i++) {
                Double v = p.criteria().get(i);
                b.append("<td class=\"num\">").append(v == null ? "" : BigDecimal.valueOf(v).stripTrailingZeros().toPlainString())
                        .append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n<p class=\"legend\">").append(Html.esc(m.get("legend.standings"))).append("</p>\n");
        b.append("<div class=\"signatures\"><div>").append(m.get("signature.referee")).append(": ")
                .append(Html.esc(t.referee())).append("</div></div>\n");
        return Html.page(m.locale().getLanguage(), info.name() + " \u2014 " + m.get("standings.form"), true, b.toString());
    }

    /** {@code 12+/w}, {@code 5-!/b2}, {@code 0+} (bye), {@code 0-} (no game), {@code 7?/b} (no result yet). */
    static String cell(Scores s, int e, int round, Map<Integer, Integer> placeOf) {
        ScoredGame g = s.gameOf(e, round);
        if (g == null) {
            return s.hasBye(e, round) ? "0+" : "0\u2212";
        }
        boolean white = g.white() == e;
        String res = switch (g.verdict()) {
            case UNKNOWN -> "?";
            case DRAW -> "=";
            case BOTH_WIN -> "+";
            case BOTH_LOSE -> "\u2212";
            default -> g.verdict().pointsX2(white) == 2 ? "+" : "\u2212";
        };
        Integer opp = placeOf.get(g.opponentOf(e));
        return (opp == null ? "?" : opp.toString()) + res + (g.byDefault() ? "!" : "") + "/" + (white ? "w" : "b")
                + (g.handicap() > 0 ? Integer.toString(g.handicap()) : "");
    }
}
