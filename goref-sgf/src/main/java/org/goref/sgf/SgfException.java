package org.goref.sgf;

/**
 * The one error the SGF reader throws: what is wrong and where (1-based line and column in the
 * decoded text; 0 when the problem has no place, e.g. a file too large to read).
 */
public final class SgfException extends RuntimeException {
    private final int line;
    private final int column;
    private final String problem;

    public SgfException(int line, int column, String problem) {
        super(line > 0 ? "line " + line + ", column " + column + ": " + problem : problem);
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    public SgfException(String problem) {
        this(0, 0, problem);
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** The message without the place. */
    public String problem() {
        return problem;
    }
}
