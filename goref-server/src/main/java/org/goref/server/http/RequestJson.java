package org.goref.server.http;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The JSON mapper the API reads request bodies with: stricter than Jackson's defaults, so that a
 * body is read whole or refused as malformed, never half-read and acted on.
 */
final class RequestJson {
    private RequestJson() {
    }

    static ObjectMapper of(ObjectMapper base) {
        ObjectMapper m = base.copy();
        // A body is one JSON value. By default Jackson stops after the first one, so that
        // `{"move":"D4","moveNumber":0} junk` would be played as the move it starts with.
        m.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        return m;
    }
}
