package org.goref.tournament;

/** An operation the tournament refused; it changed nothing. */
public final class TournamentException extends RuntimeException {
    private final Refusal refusal;

    public TournamentException(Refusal refusal) {
        super(refusal.toString());
        this.refusal = refusal;
    }

    TournamentException(Refusal.Code code, String message) {
        this(new Refusal(code, message));
    }

    TournamentException(Refusal.Code code, Refusal.Reason reason, String message) {
        this(new Refusal(code, reason, message));
    }

    public Refusal refusal() {
        return refusal;
    }
}
