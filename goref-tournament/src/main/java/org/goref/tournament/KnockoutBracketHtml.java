package org.goref.tournament;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.goref.tournament.Refusal.Code;
import org.goref.tournament.pairing.KnockoutBracket;
import org.goref.tournament.pairing.PairingRequests;
import org.goref.tournament.pairing.PlayedGame;
import org.goref.tournament.system.Knockout;

/**
 * The knockout's protocol form (4.7): the bracket, one column per stage from the first to the final,
 * each match with its two players (seed, name, grade), every game it took (round, colours, result)
 * and its winner in bold; the stages not reached yet as empty matches; the third-place game when the
 * regulations ask for one. A4 landscape, printable, PDF through {@link PdfRenderer}.
 */
public final class KnockoutBracketHtml {
    private KnockoutBracketHtml() {
    }

    public static String render(Tournament t, Locale locale) {
        Messages m = Messages.of(locale);
        if (!(t.info().regulations().system() instanceof Knockout k)) {
            throw new TournamentException(Code.NOT_FOUND, m.get("bracket.not.knockout"));
        }
        KnockoutBracket bracket = KnockoutBracket.of(PairingRequests.nextRound(t), k);
        Map<Integer, Integer> seeds = bracket.seeds();
        TournamentInfo info = t.info();
        StringBuilder b = new StringBuilder();
        b.append("<h1>").append(Html.esc(info.name())).append("</h1>\n<p class=\"meta\"><span>").append(m.get("dates"))
                .append(": ").append(info.from()).append(info.to().equals(info.from()) ? "" : " \u2013 " + info.to())
                .append("</span><span>").append(m.get("referee")).append(": ").append(Html.esc(t.referee()))
                .append("</span><span>").append(m.get("system")).append(": ").append(m.get("system.knockout"))
                .append("</span></p>\n<h2>").append(m.get("bracket")).append("</h2>\n<div class=\"bracket\">\n");
        int stages = bracket.stageCount();
        for (int s = 0; s < stages; s++) {
            int matches = 1 << (stages - 1 - s);
            b.append("<div class=\"stage\"><h3>").append(stageName(m, matches)).append("</h3>\n");
            List<KnockoutBracket.Match> known = s < bracket.stages().size() ? bracket.stages().get(s) : List.of();
            for (int i = 0; i < matches; i++) {
                b.append(match(i < known.size() ? known.get(i) : null, t, seeds, m));
            }
            b.append("</div>\n");
        }
        if (k.thirdPlace() && stages >= 2) {
            b.append("<div class=\"stage\"><h3>").append(m.get("stage.third")).append("</h3>\n")
                    .append(match(bracket.thirdPlace().orElse(null), t, seeds, m)).append("</div>\n");
        }
        b.append("</div>\n");
        bracket.champion().ifPresent(c -> b.append("<p class=\"result\">").append(m.get("bracket.champion")).append(": ")
                .append(Html.esc(t.player(c).name())).append("</p>\n"));
        b.append("<p class=\"legend\">").append(Html.esc(m.get("bracket.legend"))).append("</p>\n");
        b.append("<div class=\"signatures\"><div>").append(m.get("signature.referee")).append(": ")
                .append(Html.esc(t.referee())).append("</div></div>\n");
        // Table layout, not flexbox: browsers and the PDF renderer lay it out the same way.
        String css = ".bracket { display: table; width: 100%; table-layout: fixed; border-spacing: 4mm 0; }\n"
                + ".stage { display: table-cell; vertical-align: middle; }\n"
                + ".stage h3 { font-size: 9pt; margin: 0 0 2mm 0; text-align: center; }\n"
                + ".match { border: 0.3mm solid #000; padding: 0.8mm 1.2mm; margin: 0 0 2mm 0; font-size: 8pt; page-break-inside: avoid; }\n"
                + ".match .p { white-space: nowrap; overflow: hidden; }\n"
                + ".match .won { font-weight: bold; } .match .g { color: #333; font-size: 7pt; }\n";
        return Html.page(m.locale().getLanguage(), info.name() + " \u2014 " + m.get("bracket"), true, css, b.toString());
    }

    private static String stageName(Messages m, int matches) {
        return switch (matches) {
            case 1 -> m.get("stage.final");
            case 2 -> m.get("stage.semi");
            case 4 -> m.get("stage.quarter");
            default -> m.get("stage.part", Integer.toString(matches));
        };
    }

    private static String match(KnockoutBracket.Match x, Tournament t, Map<Integer, Integer> seeds, Messages m) {
        StringBuilder b = new StringBuilder("<div class=\"match\">");
        if (x == null) {
            return b.append("<div class=\"p\">&nbsp;</div><div class=\"p\">&nbsp;</div></div>\n").toString();
        }
        for (Integer p : new Integer[] {x.top(), x.bottom()}) {
            b.append("<div class=\"p").append(p != null && x.decided() && p.equals(x.winner()) ? " won" : "").append("\">");
            if (p == null) {
                b.append(x.top() == null && x.bottom() == null ? "&nbsp;" : Html.esc(m.get("bye")));
            } else {
                Player pl = t.player(p);
                b.append('(').append(seeds.get(p)).append(") ").append(Html.esc(pl.name()))
                        .append(pl.grade().map(g -> " " + g).orElse(""));
            }
            b.append("</div>");
        }
        for (PlayedGame g : x.games()) {
            b.append("<div class=\"g\">").append(Html.esc(m.get("round.short", Integer.toString(g.round())))).append(": ")
                    .append(g.black()).append('\u2013').append(g.white()).append(", ")
                    .append(g.result() == null ? "?" : Html.esc(g.result().sgf())).append("</div>");
        }
        return b.append("</div>\n").toString();
    }
}
