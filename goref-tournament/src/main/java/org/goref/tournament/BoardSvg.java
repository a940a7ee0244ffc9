package org.goref.tournament;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.goref.core.board.Point;
import org.goref.core.game.ScoreSheet;

/**
 * The final position as an SVG diagram: grid, star points, coordinates (columns A–T without I,
 * rows counted from the bottom), the stones; dead stones drawn pale with a cross, territory points
 * with a small square (filled for Black, open for White). Black on white, so it prints.
 */
public final class BoardSvg {
    private static final int CELL = 20;
    private static final int MARGIN = 24;
    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    private BoardSvg() {
    }

    public static String render(FinalPosition pos, ScoreSheet.Territory territory) {
        int n = pos.size();
        int side = 2 * MARGIN + (n - 1) * CELL;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" "
                + "width=\"%d\" height=\"%d\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"9\">%n", side, side, side, side));
        sb.append(String.format(Locale.ROOT, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#fff\"/>%n", side, side));
        for (int i = 0; i < n; i++) {
            int c = MARGIN + i * CELL;
            int end = MARGIN + (n - 1) * CELL;
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#000\" stroke-width=\"0.8\"/>%n",
                    MARGIN, c, end, c));
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#000\" stroke-width=\"0.8\"/>%n",
                    c, MARGIN, c, end));
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%c</text>%n",
                    c, MARGIN - 10, COLUMNS.charAt(i)));
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%c</text>%n",
                    c, end + 18, COLUMNS.charAt(i)));
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d</text>%n",
                    MARGIN - 8, c + 3, n - i));
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"start\">%d</text>%n",
                    end + 8, c + 3, n - i));
        }
        for (int[] h : stars(n)) {
            sb.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"2.5\" fill=\"#000\"/>%n",
                    MARGIN + h[0] * CELL, MARGIN + h[1] * CELL));
        }
        Set<Point> dead = territory == null ? Set.of() : new HashSet<>(territory.dead());
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                char s = pos.at(x, y);
                if (s == '.') {
                    continue;
                }
                boolean isDead = dead.contains(Point.of(x, y));
                int cx = MARGIN + x * CELL;
                int cy = MARGIN + y * CELL;
                sb.append(String.format(Locale.ROOT,
                        "<circle class=\"%s%s\" cx=\"%d\" cy=\"%d\" r=\"9.2\" fill=\"%s\" stroke=\"#000\" stroke-width=\"0.9\"%s/>%n",
                        s == 'X' ? "black" : "white", isDead ? " dead" : "", cx, cy, s == 'X' ? "#000" : "#fff",
                        isDead ? " fill-opacity=\"0.45\"" : ""));
                if (isDead) {
                    String ink = s == 'X' ? "#fff" : "#000";
                    sb.append(String.format(Locale.ROOT, "<path d=\"M%d %dL%d %dM%d %dL%d %d\" stroke=\"%s\" stroke-width=\"1.8\"/>%n",
                            cx - 5, cy - 5, cx + 5, cy + 5, cx - 5, cy + 5, cx + 5, cy - 5, ink));
                }
            }
        }
        if (territory != null) {
            // A dead stone's point is territory too; its cross says so, a square over it would hide the cross.
            squares(sb, territory.black().stream().filter(p -> pos.at(p.x, p.y) == '.').toList(), true);
            squares(sb, territory.white().stream().filter(p -> pos.at(p.x, p.y) == '.').toList(), false);
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static void squares(StringBuilder sb, List<Point> points, boolean black) {
        for (Point p : points) {
            int cx = MARGIN + p.x * CELL;
            int cy = MARGIN + p.y * CELL;
            sb.append(String.format(Locale.ROOT,
                    "<rect class=\"%s\" x=\"%d\" y=\"%d\" width=\"8\" height=\"8\" fill=\"%s\" stroke=\"#000\" stroke-width=\"1\"/>%n",
                    black ? "tb" : "tw", cx - 4, cy - 4, black ? "#000" : "#fff"));
        }
    }

    private static List<int[]> stars(int n) {
        if (n < 7) {
            return List.of();
        }
        int e = n >= 13 ? 3 : 2;
        int m = n / 2;
        List<int[]> out = new ArrayList<>(List.of(new int[] {e, e}, new int[] {n - 1 - e, e},
                new int[] {e, n - 1 - e}, new int[] {n - 1 - e, n - 1 - e}));
        if (n % 2 == 1) {
            out.add(new int[] {m, m});
            if (n >= 19) {
                out.addAll(List.of(new int[] {m, e}, new int[] {m, n - 1 - e}, new int[] {e, m}, new int[] {n - 1 - e, m}));
            }
        }
        return out;
    }
}
