package org.goref.server.http;

/**
 * A request that cannot be read: its body, a field, a vertex. Answered 400 with the message, under
 * the reason {@code invalid}, or a reason of its own where a page words the refusal itself (the
 * start page says a refused komi in its language, not in the message's English).
 */
final class BadRequest extends RuntimeException {
    private final String reason;

    BadRequest(String message) {
        this("invalid", message);
    }

    BadRequest(String reason, String message) {
        super(message);
        this.reason = reason;
    }

    String reason() {
        return reason;
    }
}
