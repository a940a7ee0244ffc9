package org.goref.server.http;

import java.net.URL;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.NotFoundResponse;

/**
 * The pages and their files the server serves from the classpath's {@code /web} ({@code /},
 * {@code /game.html}, {@code /i18n.js}, …). Javalin serves them to GET and HEAD only and answers
 * any other method 404, as if the page were missing; here a page that is there answers it 405 with
 * {@code Allow}, as the API does for a method a path does not take.
 */
final class StaticPages {
    /** The only methods a page takes. */
    static final String ALLOW = "GET, HEAD";
    private static final String ROOT = "/web";

    private StaticPages() {
    }

    /** Javalin's 404 for a request no route and no page took: 405 when the page is there, else the 404. */
    static void notFound(NotFoundResponse e, Context ctx) {
        HandlerType method = ctx.method();
        String json = "application/json";
        if (method.equals(HandlerType.GET) || method.equals(HandlerType.HEAD) || !serves(ctx.path())) {
            ctx.status(404).contentType(json).result(ErrorBody.of("invalid", "request", e.getMessage()));
            return;
        }
        ctx.header("Allow", ALLOW);
        ctx.status(405).contentType(json).result(ErrorBody.of("invalid", "method",
                method.name() + " is not allowed on " + ctx.path() + "; allowed: " + ALLOW));
    }

    /** Whether {@code path} (as requested, e.g. {@code /} or {@code /game.html}) names a file the server serves. */
    static boolean serves(String path) {
        // Only plain paths: Jetty has refused ambiguous ones already, and nothing may climb out of /web.
        if (path == null || !path.startsWith("/") || path.contains("..") || path.contains("//") || path.contains("\\")) {
            return false;
        }
        URL file = StaticPages.class.getResource(ROOT + (path.endsWith("/") ? path + "index.html" : path));
        // A folder is found too (a jar's entry or a directory, its URL ending in /), but is no page.
        return file != null && !file.getPath().endsWith("/");
    }
}
