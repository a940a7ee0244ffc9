package org.goref.server.http;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The body of every refusal the server sends, {@code {"error", "reason", "detail"}} (INTERFACES.md
 * §HTTP): the games' routes, the tournaments' routes and Jetty's own refusals write it alike.
 */
final class ErrorBody {
    private ErrorBody() {
    }

    static String of(String error, String reason, String detail) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("error", error);
        o.put("reason", reason);
        o.put("detail", detail);
        return o.toString();
    }
}
