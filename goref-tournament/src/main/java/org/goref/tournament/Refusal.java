package org.goref.tournament;

import java.util.Locale;

/**
 * Why the tournament refused an event, as a code (the server maps it to an HTTP status: NOT_FOUND
 * 404, NOT_REFEREE 403, CONFLICT 409, INVALID 422) and a sentence for people.
 */
public record Refusal(Code code, String message) {
    public enum Code { INVALID, NOT_FOUND, CONFLICT, NOT_REFEREE }

    @Override
    public String toString() {
        return code.name().toLowerCase(Locale.ROOT) + ": " + message;
    }
}
