package org.goref.gtp.client;

/**
 * An engine failed to answer a command as GTP requires. The kind names what went wrong; the message
 * says which command and what was seen, for the record.
 */
public final class GtpFailure extends Exception {

    public enum Kind {
        /** The process ended, or closed its output. */
        CRASH("crashed"),
        /** No answer within the time allowed. */
        HANG("did not answer in time"),
        /** The output is not a GTP response at all. */
        GARBAGE("answered garbage"),
        /** A well-formed failure response ({@code ? message}). */
        REFUSED("refused the command"),
        /** A well-formed success response whose content makes no sense for the command. */
        WRONG_ANSWER("gave a wrong answer");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    private final Kind kind;
    private final String command;

    public GtpFailure(Kind kind, String command, String detail) {
        super(kind.words() + " to '" + command + "'" + (detail == null || detail.isEmpty() ? "" : ": " + detail));
        this.kind = kind;
        this.command = command;
    }

    public Kind kind() {
        return kind;
    }

    public String command() {
        return command;
    }

    /** Whether the engine can still be talked to after this failure (only a refusal leaves it usable). */
    public boolean engineUsable() {
        return kind == Kind.REFUSED || kind == Kind.WRONG_ANSWER;
    }
}
