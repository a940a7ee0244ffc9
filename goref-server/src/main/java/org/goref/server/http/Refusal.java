package org.goref.server.http;

import java.util.Map;

/**
 * A request refused by a check that runs before any route (origin, content type, a limit): the
 * route never runs, so nothing changes. Answered in the API's error shape, with its headers.
 */
final class Refusal extends RuntimeException {
    private final int status;
    private final String error;
    private final String reason;
    private final Map<String, String> headers;

    Refusal(int status, String error, String reason, String detail, Map<String, String> headers) {
        super(detail, null, false, false);
        this.status = status;
        this.error = error;
        this.reason = reason;
        this.headers = Map.copyOf(headers);
    }

    Refusal(int status, String error, String reason, String detail) {
        this(status, error, reason, detail, Map.of());
    }

    void answer(io.javalin.http.Context ctx) {
        headers.forEach(ctx::header);
        ctx.status(status).contentType("application/json").result(ErrorBody.of(error, reason, getMessage()));
    }
}
