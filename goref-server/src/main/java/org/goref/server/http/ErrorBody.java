package org.goref.server.http;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.goref.core.text.Quote;

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
        o.put("detail", capped(detail));
        return o.toString();
    }

    /** The longest detail sent; a message is a sentence or two, and its quotes of input are capped where it is made. */
    static final int MAX_DETAIL = 600;

    /**
     * A net under the messages that quote input through {@link Quote} where they are made: a long
     * run quoted by its head, and a detail still too long cut, so that no
     * refusal carries what a client sent whole.
     */
    static String capped(String detail) {
        if (detail == null) {
            return null;
        }
        String d = Quote.longRuns(detail);
        return d.length() <= MAX_DETAIL ? d : d.substring(0, MAX_DETAIL) + "… (" + d.length() + " characters)";
    }
}
