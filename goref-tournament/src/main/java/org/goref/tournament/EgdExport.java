package org.goref.tournament;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.goref.core.board.Color;
import org.goref.core.rules.RuleSet;

/**
 * The results in the European Go Database's tournament-table format (the "h9" file the EGD's
 * parser reads): header lines {@code ; CL[class]}, {@code ; EV[name]}, {@code ; PC[country, place]},
 * {@code ; DT[first,last]}, {@code ; HA[hN]} (the handicap reduction, h9 = no handicap), {@code ;
 * KM[komi]}, {@code ; TM[basic time in minutes]}, then one line per player in the order of the
 * standings: place, surname and given name, grade, country, club, the points and tie-breaks, and
 * one entry per round, {@code <opponent's place><+|-|=>/<b|w><handicap>}; {@code !} after an
 * entry marks a game decided without play (forfeit), which the rating leaves out; a round without a
 * game is {@code 0+} (a free win), {@code 0=} (half a point) or {@code 0-}. A void game and a
 * game without result yet are written {@code 0-} too (the format knows neither), with a comment
 * line saying so. Names are written in Latin letters (Cyrillic transliterated), spaces inside a
 * field as underscores. The file is ASCII.
 */
public final class EgdExport {
    private EgdExport() {
    }

    /** The tournament class (A, B, C, D) and the basic time in minutes (null: not written). */
    public record Options(String tournamentClass, Integer basicTimeMinutes, String comment) {
        private static final Pattern MAIN =
                Pattern.compile("^(?:abs|byo|can|fis):((?:\\d+(?:\\.\\d+)?(?:h|ms|m|s)?)+)");
        private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(h|ms|m|s)?");

        /** The class given, and the basic time read from a goref time spec ({@code byo:40m+5x30s} is 40). */
        public static Options of(Regulations regs, String tournamentClass) {
            Matcher m = MAIN.matcher(regs.timeControl());
            Integer minutes = null;
            if (m.find()) {
                double seconds = 0;
                Matcher p = PART.matcher(m.group(1));
                while (p.find()) {
                    double v = Double.parseDouble(p.group(1));
                    String unit = p.group(2) == null ? "s" : p.group(2);
                    seconds += switch (unit) {
                        case "h" -> v * 3600;
                        case "m" -> v * 60;
                        case "ms" -> v / 1000;
                        default -> v;
                    };
                }
                minutes = (int) Math.round(seconds / 60);
            }
            return new Options(tournamentClass, minutes, null);
        }
    }

    public static String write(Tournament t, Options o) {
        TournamentInfo info = t.info();
        Regulations regs = info.regulations();
        Crosstable x = t.crosstable();
        List<Standing> standings = t.standings();
        Map<Integer, Integer> place = new HashMap<>();
        for (int i = 0; i < standings.size(); i++) {
            place.put(standings.get(i).player(), i + 1);
        }
        StringBuilder sb = new StringBuilder();
        if (o.tournamentClass() != null && !o.tournamentClass().isBlank()) {
            sb.append("; CL[").append(ascii(o.tournamentClass())).append("]\n");
        }
        sb.append("; EV[").append(ascii(info.name())).append("]\n");
        String pc = info.country().isEmpty() ? info.place() : info.place().isEmpty() ? info.country()
                : info.country() + ", " + info.place();
        sb.append("; PC[").append(ascii(pc)).append("]\n");
        sb.append("; DT[").append(info.from()).append(',').append(info.to()).append("]\n");
        sb.append("; HA[h").append(regs.handicap().egdReduction()).append("]\n");
        sb.append("; KM[").append(RuleSet.formatKomi(regs.komi())).append("]\n");
        if (o.basicTimeMinutes() != null) {
            sb.append("; TM[").append(o.basicTimeMinutes()).append("]\n");
        }
        if (o.comment() != null && !o.comment().isBlank()) {
            sb.append("; CM[").append(ascii(o.comment())).append("]\n");
        }
        sb.append(";\n");
        List<String> notes = new ArrayList<>();
        List<String[]> lines = new ArrayList<>();
        for (int i = 0; i < standings.size(); i++) {
            Standing s = standings.get(i);
            Player p = x.players().get(s.player() - 1);
            List<String> f = new ArrayList<>();
            f.add(Integer.toString(i + 1));
            f.add(name(p.name()));
            f.add(p.grade().map(Rank::toString).orElse("20k"));
            // field(): a country stored before codes were checked ("Russian Federation") stays one field.
            f.add(field(p.country().isEmpty() ? (info.country().isEmpty() ? "xx" : info.country()) : p.country(), 20));
            f.add(field(p.club().isEmpty() ? (p.city().isEmpty() ? "-" : p.city()) : p.club(), 8));
            f.add(CrosstableCsv.num(s.points()));
            f.add(CrosstableCsv.num(s.sos()));
            f.add(CrosstableCsv.num(s.sosos()));
            f.add(CrosstableCsv.num(s.sodos()));
            for (Crosstable.Cell c : x.row(s.player())) {
                f.add(entry(c, place, regs.byePoints()));
                // Once per game, from Black's line (White's cell is the same game), Black first.
                if ((c.outcome() == Outcome.VOID || c.outcome() == Outcome.PENDING) && c.colour() == Color.BLACK) {
                    notes.add("; round " + c.round() + ": " + name(p.name()) + " - "
                            + name(x.players().get(c.opponent() - 1).name()) + " "
                            + (c.outcome() == Outcome.VOID ? "void" : "no result yet"));
                }
            }
            lines.add(f.toArray(new String[0]));
        }
        sb.append("; Pl Name Grade Country Club Points SOS SOSOS SODOS");
        for (int r = 1; r <= x.rounds(); r++) {
            sb.append(' ').append(r);
        }
        sb.append('\n');
        sb.append(columns(lines));
        for (String n : notes) {
            sb.append(n).append('\n');
        }
        return sb.toString();
    }

    static String entry(Crosstable.Cell c, Map<Integer, Integer> place, double byePoints) {
        String colour = c.colour() == Color.BLACK ? "b" : "w";
        String suffix = "/" + colour + c.handicap();
        return switch (c.outcome()) {
            case WIN -> place.get(c.opponent()) + "+" + suffix;
            case LOSS -> place.get(c.opponent()) + "-" + suffix;
            case DRAW -> place.get(c.opponent()) + "=" + suffix;
            case FORFEIT_WIN -> place.get(c.opponent()) + "+" + suffix + "!";
            case FORFEIT_LOSS, DOUBLE_FORFEIT -> place.get(c.opponent()) + "-" + suffix + "!";
            case BYE -> byePoints == 1 ? "0+" : byePoints == 0.5 ? "0=" : "0-";
            case VOID, PENDING, ABSENT -> "0-";
        };
    }

    /** Surname and given name as two fields: inner spaces of either become underscores. */
    static String name(String name) {
        String[] w = ascii(name).strip().split("\\s+");
        if (w.length == 1) {
            return w[0] + " -";
        }
        return w[0] + " " + String.join("_", Arrays.copyOfRange(w, 1, w.length));
    }

    private static String field(String s, int max) {
        String v = ascii(s).strip().replaceAll("\\s+", "_");
        return v.length() > max ? v.substring(0, max) : v;
    }

    private static String ascii(String s) {
        return Transliteration.ascii(s).replace("[", "(").replace("]", ")").replace(";", ",");
    }

    /** Left-aligned columns, so that the table reads well as well as parses. */
    private static String columns(List<String[]> lines) {
        int n = lines.stream().mapToInt(l -> l.length).max().orElse(0);
        int[] width = new int[n];
        for (String[] l : lines) {
            for (int i = 0; i < l.length; i++) {
                width[i] = Math.max(width[i], l[i].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String[] l : lines) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < l.length; i++) {
                if (i == 0) {
                    line.append(" ".repeat(width[0] - l[0].length())).append(l[0]);
                } else {
                    line.append(' ').append(l[i]).append(" ".repeat(width[i] - l[i].length()));
                }
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
