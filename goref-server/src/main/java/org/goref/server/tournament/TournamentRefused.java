package org.goref.server.tournament;

import org.goref.tournament.Refusal;

/** A tournament request refused, with its HTTP status; nothing was changed. */
public final class TournamentRefused extends RuntimeException {
    private final int status;
    private final String reason;

    public TournamentRefused(int status, String reason, String detail) {
        super(detail);
        this.status = status;
        this.reason = reason;
    }

    /** The module's refusal codes as HTTP: INVALID 422, NOT_FOUND 404, CONFLICT 409, NOT_REFEREE 403. */
    public static TournamentRefused of(Refusal r) {
        return switch (r.code()) {
            case INVALID -> new TournamentRefused(422, "invalid", r.message());
            case NOT_FOUND -> new TournamentRefused(404, "not-found", r.message());
            case CONFLICT -> new TournamentRefused(409, "conflict", r.message());
            case NOT_REFEREE -> new TournamentRefused(403, "bad-token", r.message());
        };
    }

    public int status() {
        return status;
    }

    public String reason() {
        return reason;
    }
}
