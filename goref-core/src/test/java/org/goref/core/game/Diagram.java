package org.goref.core.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;

/**
 * Test helper: builds a game from an ASCII diagram (rows from the top, {@code X} black, {@code O}
 * white, {@code .} empty, spaces ignored) by a Setup event, and plays sequences written as GTP
 * vertices ({@code "B C3 W pass B D4"} or, alternating from the side to move, {@code "C3 pass D4"}).
 */
public final class Diagram {
    private Diagram() {
    }

    /** A game on the diagram's position with {@code toMove} to move; the setup is its first event. */
    public static Game game(RuleSet rules, Color toMove, String... rows) {
        int size = rows.length;
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        for (int y = 0; y < size; y++) {
            String r = rows[y].replace(" ", "");
            if (r.length() != size) {
                throw new IllegalArgumentException("row " + y + " has " + r.length() + " points, not " + size + ": " + rows[y]);
            }
            for (int x = 0; x < size; x++) {
                switch (r.charAt(x)) {
                    case 'X' -> black.add(Point.of(x, y));
                    case 'O' -> white.add(Point.of(x, y));
                    case '.', '+' -> { }
                    default -> throw new IllegalArgumentException("bad point '" + r.charAt(x) + "' in row " + y);
                }
            }
        }
        Game g = new Game(size, rules);
        g.apply(new GameEvent.Setup(black, white, List.of(), toMove));
        return g;
    }

    public static Game game(RuleSet rules, String... rows) {
        return game(rules, Color.BLACK, rows);
    }

    /** The board as rows from the top, in the diagram's own spelling (spaces between points). */
    public static String[] rows(Game g) {
        String[] rows = g.position().rows();
        for (int i = 0; i < rows.length; i++) {
            rows[i] = String.join(" ", rows[i].split(""));
        }
        return rows;
    }

    public static Point at(Game g, String vertex) {
        return Point.parseGtp(vertex, g.size());
    }

    public static GameEvent move(Game g, Color c, String vertex) {
        Point p = Point.parseGtp(vertex, g.size());
        return p == null ? new GameEvent.Pass(c) : new GameEvent.Play(c, p);
    }

    /**
     * Plays a sequence; tokens are vertices or {@code pass}, optionally preceded by a colour
     * ({@code B}, {@code W}); without one, the side to move plays. Fails on the first refused move.
     */
    public static Game play(Game g, String sequence) {
        String[] w = sequence.trim().split("\\s+");
        for (int i = 0; i < w.length; i++) {
            if (w[i].isEmpty()) {
                continue;
            }
            Color c = g.toMove();
            Color named = w[i].length() == 1 ? Color.parse(w[i]) : null;
            if (named != null) {
                c = named;
                i++;
            }
            GameEvent e = move(g, c, w[i]);
            Optional<Illegal> why = g.tryApply(e);
            if (why.isPresent()) {
                throw new AssertionError("move " + c.letter() + " " + w[i] + " refused: " + why.get() + "\n" + g);
            }
        }
        return g;
    }

    /** What the referee says of {@code c} playing at {@code vertex} now: "ok" or the reason code. */
    public static String legality(Game g, Color c, String vertex) {
        return g.legality(c, Point.parseGtp(vertex, g.size())).map(Illegal::code).orElse("ok");
    }

    /** Tries one move; answers "ok" (and the move is played) or the reason code. */
    public static String tryMove(Game g, Color c, String vertex) {
        return g.tryApply(move(g, c, vertex)).map(Illegal::code).orElse("ok");
    }

    public static int at(Game g, Point p) {
        return g.colorAt(p);
    }

    public static boolean empty(Game g, String vertex) {
        return g.colorAt(at(g, vertex)) == Board.EMPTY;
    }
}
