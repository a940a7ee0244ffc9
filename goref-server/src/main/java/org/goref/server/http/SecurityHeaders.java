package org.goref.server.http;

import io.javalin.http.Context;

/**
 * Headers on every answer. The pages load only their own scripts, styles, images and connections
 * (no inline script; inline style attributes only, as the printable tables carry their style in
 * the page), may not be framed, send no Referer (a game link's id stays with the player), and
 * are never sniffed as another type. goref sets no cookies.
 */
final class SecurityHeaders {
    static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
            + "form-action 'self'; frame-ancestors 'none'";

    private SecurityHeaders() {
    }

    static void add(Context ctx) {
        ctx.header("Content-Security-Policy", CSP);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("X-Frame-Options", "DENY");
    }
}
