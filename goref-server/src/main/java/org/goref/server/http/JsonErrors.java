package org.goref.server.http;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's own refusals — a URI too long, headers too large, an ambiguous or malformed path, which
 * Jetty answers before any route sees the request — in the API's error shape
 * ({@code {error, reason, detail}}, JSON), not Jetty's HTML page: a client reads every refusal the
 * same way.
 */
final class JsonErrors extends ErrorHandler {
    /**
     * Every method's refusal has its body. Jetty writes one only for GET, POST and HEAD, so that
     * {@code PUT /api/tournaments/{id}/rounds/%C0%80} (a path that is no UTF-8) was a 400 with an
     * empty body, no reason to read, where the same GET said "Bad UTF-8 encoding".
     */
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) throws IOException {
        String body = ErrorBody.of(code >= 500 ? "internal" : "invalid", "request", detail(code, message, cause));
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        // Jetty closes the connection after some of these (a URI too long, headers too large: the
        // request could not be read to its end) without saying so, and a client that kept it for
        // its next request had that request fail with no answer at all ("header parser received no
        // bytes", one in six right after a 414). Said, the client opens a new connection; the
        // others are rare enough that closing after each of them too costs nothing.
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        response.write(true, ByteBuffer.wrap(body.getBytes(StandardCharsets.UTF_8)), callback);
    }

    /** Jetty's message, else its cause's, without the status number Jetty puts before it; else the status's name. */
    private static String detail(int code, String message, Throwable cause) {
        String said = message != null && !message.isBlank() ? message : cause != null ? cause.getMessage() : null;
        if (said == null || said.isBlank()) {
            return HttpStatus.getMessage(code);
        }
        return said.startsWith(code + ": ") ? said.substring(5) : said;
    }
}
