package org.goref.server.bench;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/**
 * What the cluster load's checks read of one message on a game's socket: whether it is the state
 * a socket is sent first, the seq of its first event, how many events it tells, and the state's
 * move number. Read with the streaming parser, all else skipped: a tree of every message (the
 * whole state, 1-2 KB) was a third of the benchmark's CPU. What is missing reads as a tree's
 * {@code path(…).asInt()} read it: 0, no events.
 */
record Update(boolean state, int seq, int events, int moveNumber) {
    private static final JsonFactory JSON = new JsonFactory();

    /** The message {@code text}; an IOException when it is not JSON. */
    static Update of(String text) throws IOException {
        boolean state = false;
        int seq = 0;
        int events = 0;
        int moveNumber = 0;
        try (JsonParser p = JSON.createParser(text)) {
            if (p.nextToken() == JsonToken.START_OBJECT) {
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    p.nextToken();
                    switch (field) {
                        case "type" -> state = "state".equals(p.getValueAsString());
                        case "seq" -> seq = p.getValueAsInt();
                        case "events" -> events = count(p);
                        case "state" -> moveNumber = moveNumber(p);
                        default -> { }
                    }
                    // Past the value (a no-op for a scalar, or one already read to its end).
                    p.skipChildren();
                }
            }
        }
        return new Update(state, seq, events, moveNumber);
    }

    /** The elements of the array the parser is at, read to its end; 0 when it is no array. */
    private static int count(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) {
            return 0;
        }
        int n = 0;
        while (p.nextToken() != JsonToken.END_ARRAY) {
            n++;
            p.skipChildren();
        }
        return n;
    }

    /** The move number of the state object the parser is at, read to its end; 0 when none. */
    private static int moveNumber(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            return 0;
        }
        int n = 0;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            boolean wanted = "moveNumber".equals(p.currentName());
            p.nextToken();
            if (wanted) {
                n = p.getValueAsInt();
            }
            p.skipChildren();
        }
        return n;
    }
}
