package org.goref.tournament.opengotha;

/** An OpenGotha file goref refuses: the line (from 1; 0 when the file as a whole is wrong) and why. */
public final class OpenGothaFormatException extends IllegalArgumentException {
    private final int line;
    private final String reason;

    public OpenGothaFormatException(int line, String reason) {
        super((line > 0 ? "line " + line + ": " : "") + reason);
        this.line = line;
        this.reason = reason;
    }

    public int line() {
        return line;
    }

    public String reason() {
        return reason;
    }
}
