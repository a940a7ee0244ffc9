package org.goref.server.game;

/** The answer to an action: done (with the new state), or refused with an HTTP status and why. */
public sealed interface Outcome {
    record Done(String stateJson) implements Outcome {
    }

    /** {@code error}: forbidden, conflict, illegal, invalid, not-found, unavailable; {@code reason}: a code. */
    record Refused(int status, String error, String reason, String detail) implements Outcome {
    }

    static Refused forbidden(String detail) {
        return new Refused(403, "forbidden", "bad-token", detail);
    }

    static Refused conflict(String reason, String detail) {
        return new Refused(409, "conflict", reason, detail);
    }

    static Refused illegal(String reason, String detail) {
        return new Refused(422, "illegal", reason, detail);
    }

    static Refused invalid(String detail) {
        return new Refused(400, "invalid", "invalid", detail);
    }
}
