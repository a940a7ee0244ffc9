package org.goref.gtp.engine;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.game.Game;

/**
 * The {@code showboard} diagram, laid out as GNU Go draws it (column letters above and below, row
 * numbers either side, the captures beside the top two rows), so a controller or a person reading
 * both engines' boards sees the same picture.
 */
final class BoardDiagram {
    private BoardDiagram() {
    }

    static String draw(Game game) {
        int size = game.size();
        StringBuilder sb = new StringBuilder();
        String cols = "ABCDEFGHJKLMNOPQRSTUVWXYZ".substring(0, size);
        sb.append("   ");
        for (char ch : cols.toCharArray()) {
            sb.append(' ').append(ch);
        }
        sb.append('\n');
        Board b = game.board();
        for (int y = 0; y < size; y++) {
            int row = size - y;
            sb.append(String.format("%2d ", row));
            for (int x = 0; x < size; x++) {
                int c = b.get(b.index(x, y));
                sb.append(' ').append(c == Board.BLACK ? 'X' : c == Board.WHITE ? 'O' : '.');
            }
            sb.append(String.format(" %2d", row));
            if (y == 0) {
                sb.append("     WHITE (O) has captured ").append(game.captures(Color.WHITE)).append(" stones");
            } else if (y == 1) {
                sb.append("     BLACK (X) has captured ").append(game.captures(Color.BLACK)).append(" stones");
            }
            sb.append('\n');
        }
        sb.append("   ");
        for (char ch : cols.toCharArray()) {
            sb.append(' ').append(ch);
        }
        return sb.toString();
    }
}
