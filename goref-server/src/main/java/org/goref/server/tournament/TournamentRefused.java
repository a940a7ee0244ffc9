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

    /**
     * The module's refusal codes as HTTP: INVALID 422, NOT_FOUND 404, CONFLICT 409, NOT_REFEREE 403.
     * The reason is the refusal's own word where it has one ({@code duplicate-player}, {@code margin},
     * …, which the tournament page says in its language), else the code's.
     */
    public static TournamentRefused of(Refusal r) {
        int status = switch (r.code()) {
            case INVALID -> 422;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case NOT_REFEREE -> 403;
        };
        String generic = switch (r.code()) {
            case INVALID -> "invalid";
            case NOT_FOUND -> "not-found";
            case CONFLICT -> "conflict";
            case NOT_REFEREE -> "bad-token";
        };
        return new TournamentRefused(status, r.reason() == null ? generic : r.reason().word(), r.message());
    }

    public int status() {
        return status;
    }

    public String reason() {
        return reason;
    }
}
