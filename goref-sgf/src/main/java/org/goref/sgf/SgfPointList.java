package org.goref.sgf;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

import org.goref.core.text.Quote;
import org.goref.core.board.Point;

/** The points of a record's values: single points, and point lists with their rectangles expanded. */
final class SgfPointList {
    private SgfPointList() {
    }

    /** A point, {@code dd}, or null when the value is no point. */
    static Point point(String v) {
        if (v.length() != 2) {
            return null;
        }
        try {
            return Point.parseSgf(v);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * A point list property with compressed rectangles ({@code aa:cc}) expanded; points off the
     * board dropped with a warning. {@code tt} is no exception here: FF[3]'s pass is a move, and a
     * setup stone at [tt] on a board up to 19x19 is off it like any other.
     */
    static List<Point> read(SgfNode node, String id, int size, NodeWarnings warnings) {
        List<String> values = node.values(id);
        if (values.isEmpty()) {
            return List.of();
        }
        LinkedHashSet<Point> out = new LinkedHashSet<>();
        for (String raw : values) {
            String v = raw.trim();
            if (v.isEmpty()) {
                continue;
            }
            int colon = v.indexOf(':');
            Point a = point(colon >= 0 ? v.substring(0, colon) : v);
            Point b = colon >= 0 ? point(v.substring(colon + 1)) : a;
            if (a == null || b == null) {
                warnings.warn(node, id + "[" + Quote.of(v) + "] is not a point or rectangle: ignored");
                continue;
            }
            // One warning per value: AB[aa:yy] on 9x9 gave 544 lines, one per point off the board.
            int off = 0;
            Point firstOff = null;
            for (int y = Math.min(a.y, b.y); y <= Math.max(a.y, b.y); y++) {
                for (int x = Math.min(a.x, b.x); x <= Math.max(a.x, b.x); x++) {
                    Point p = Point.of(x, y);
                    if (p.isOn(size)) {
                        out.add(p);
                    } else if (off++ == 0) {
                        firstOff = p;
                    }
                }
            }
            if (off == 1) {
                warnings.warn(node, id + "[" + Quote.of(v) + "]: point " + firstOff + " is off the " + size + "x" + size + " board: ignored");
            } else if (off > 1) {
                warnings.warn(node, id + "[" + Quote.of(v) + "]: " + off + " points are off the " + size + "x" + size + " board: ignored");
            }
        }
        return new ArrayList<>(out);
    }
}
