package org.goref.tournament;

import java.util.List;

import org.goref.core.game.Position;
import org.goref.core.text.Quote;

/** The stones on the board when the game ended: rows from the top, {@code .} {@code X} {@code O}. */
public record FinalPosition(int size, List<String> rows) {
    public FinalPosition {
        rows = List.copyOf(rows);
        if (size < 2 || size > 25 || rows.size() != size) {
            throw new IllegalArgumentException("a position of " + size + " rows, not " + rows.size());
        }
        for (String r : rows) {
            if (r.length() != size || !r.matches("[.XO]*")) {
                throw new IllegalArgumentException("a row of " + size + " of . X O, not '" + Quote.of(r) + "'");
            }
        }
    }

    public static FinalPosition of(Position p) {
        return new FinalPosition(p.size(), List.of(p.rows()));
    }

    /** '.', 'X' or 'O' at column x, row y from the top. */
    public char at(int x, int y) {
        return rows.get(y).charAt(x);
    }
}
