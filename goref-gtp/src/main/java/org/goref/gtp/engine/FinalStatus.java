package org.goref.gtp.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.game.ScoreSheet;
import org.goref.core.game.Scoring;

/** The answers of {@code final_status_list}: the chains of one status, or the empty points of one kind. */
final class FinalStatus {
    private FinalStatus() {
    }

    /**
     * The chains that are {@code status} (dead, alive or seki) under the marking {@code dead}, one
     * chain per line, its stones sorted; seki as the count finds it with those stones removed.
     */
    static String chains(Board b, Set<Point> dead, String status, int size) {
        Set<Point> seki = new TreeSet<>(Scoring.analyse(b, dead).sekiStones());
        List<String> lines = new ArrayList<>();
        boolean[] seen = new boolean[b.cells()];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int i = b.index(x, y);
                if (b.get(i) == Board.EMPTY || seen[i]) {
                    continue;
                }
                List<Point> chain = new ArrayList<>();
                int s = i;
                do {
                    seen[s] = true;
                    chain.add(b.point(s));
                    s = b.nextInChain(s);
                } while (s != i);
                Point p = Point.of(x, y);
                String st = dead.contains(p) ? "dead" : seki.contains(p) ? "seki" : "alive";
                if (st.equals(status)) {
                    chain.sort(null);
                    lines.add(Point.toGtp(chain, size));
                }
            }
        }
        return String.join("\n", lines);
    }

    /**
     * The empty points of one side's territory, or the dame, on one line, as GNU Go answers them:
     * what the count under the current marking and rules makes of them (under seki=no-count the eyes
     * of seki groups are dame). The points of dead stones are left out, as GNU Go does: they are
     * listed by {@code final_status_list dead}.
     */
    static String points(Board b, ScoreSheet.Territory t, String status, int size) {
        List<Point> points = new ArrayList<>();
        switch (status) {
            case "black_territory" -> points.addAll(t.black());
            case "white_territory" -> points.addAll(t.white());
            default -> {
                points.addAll(t.neutral());
                points.addAll(t.sekiEyes());
            }
        }
        points.removeIf(p -> b.get(b.index(p)) != Board.EMPTY);
        points.sort(null);
        return Point.toGtp(points, size);
    }
}
