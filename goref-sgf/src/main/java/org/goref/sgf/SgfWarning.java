package org.goref.sgf;

/** Something the reader tolerated: a real-world quirk read with a fix, at a line and column (0 when none). */
public record SgfWarning(int line, int column, String message) {
    public static SgfWarning of(String message) {
        return new SgfWarning(0, 0, message);
    }

    @Override
    public String toString() {
        return line > 0 ? "line " + line + ", column " + column + ": " + message : message;
    }
}
