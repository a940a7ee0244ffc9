package org.goref.server.http;

/** A request that cannot be read: its body, a field, a vertex. Answered 400 with the message. */
final class BadRequest extends RuntimeException {
    BadRequest(String message) {
        super(message);
    }
}
