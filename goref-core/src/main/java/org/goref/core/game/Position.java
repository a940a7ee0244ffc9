package org.goref.core.game;

import java.util.Arrays;
import java.util.Objects;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;

/**
 * An immutable snapshot of a game's board for the outside (UI, API, records): colours by point
 * (Board.EMPTY, BLACK, WHITE), who moves next, the move number, captures, the ko point the player
 * to move may not take, and the last stone placed.
 */
public record Position(int size, int[] grid, Color toMove, int moveNumber, int blackCaptures,
                       int whiteCaptures, Point ko, Point lastMove) {
    public Position {
        grid = grid.clone();
    }

    public int at(Point p) {
        return grid[p.y * size + p.x];
    }

    public int at(int x, int y) {
        return grid[y * size + x];
    }

    /** Rows from the top, {@code .} {@code X} {@code O}. */
    public String[] rows() {
        String[] rows = new String[size];
        for (int y = 0; y < size; y++) {
            StringBuilder sb = new StringBuilder(size);
            for (int x = 0; x < size; x++) {
                int c = at(x, y);
                sb.append(c == Board.BLACK ? 'X' : c == Board.WHITE ? 'O' : '.');
            }
            rows[y] = sb.toString();
        }
        return rows;
    }

    @Override
    public int[] grid() {
        return grid.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.size == size && Arrays.equals(p.grid, grid)
                && p.toMove == toMove && p.moveNumber == moveNumber && p.blackCaptures == blackCaptures
                && p.whiteCaptures == whiteCaptures && Objects.equals(p.ko, ko)
                && Objects.equals(p.lastMove, lastMove);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(grid) * 31 + moveNumber;
    }
}
