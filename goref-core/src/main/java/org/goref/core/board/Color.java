package org.goref.core.board;

import java.util.Locale;

/** A player's colour. Empty points are not a colour: the board uses the int codes below for them. */
public enum Color {
    BLACK(1, 'B'),
    WHITE(2, 'W');

    /** The board's code for this colour: 1 Black, 2 White (0 is empty, 3 off-board). */
    public final int code;
    private final char letter;

    Color(int code, char letter) {
        this.code = code;
        this.letter = letter;
    }

    public Color opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The letter SGF and GTP use: B or W. */
    public char letter() {
        return letter;
    }

    public static Color ofCode(int code) {
        return switch (code) {
            case 1 -> BLACK;
            case 2 -> WHITE;
            default -> throw new IllegalArgumentException("not a colour code: " + code);
        };
    }

    /** Parses GTP/SGF spellings: b, black, w, white (any case). Returns null when it is none of them. */
    public static Color parse(String s) {
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "b", "black" -> BLACK;
            case "w", "white" -> WHITE;
            default -> null;
        };
    }

    public String lowerName() {
        return this == BLACK ? "black" : "white";
    }
}
