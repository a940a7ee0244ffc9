package org.goref.server.http;

import java.net.URI;
import java.util.Locale;

import io.javalin.http.Context;
import org.goref.core.text.Quote;

/**
 * What a write to the API must show before any route reads it, so that another site's page cannot
 * act in a visitor's browser. A form or a {@code fetch} without a CORS preflight can POST
 * {@code text/plain} from anywhere; goref grants no preflight, so such a page can neither send
 * {@code application/json} nor an {@code Authorization} header.
 *
 * <ul>
 * <li>An {@code Origin}, when the browser sends one, is the server's own: its public address, or
 *     the scheme and {@code Host} the request came by; else {@code 403 origin}.</li>
 * <li>A body is {@code application/json} (any charset), unless the request carries a bearer token
 *     (the referee's match-protocol upload is {@code text/plain}); else {@code 415 content-type}.
 *     A request without a body needs no type. The one exception is an OpenGotha file imported as
 *     a new tournament ({@link #XML_IMPORT}), sent as {@code application/xml} or {@code text/xml}:
 *     neither is a type a page may send without a preflight either.</li>
 * </ul>
 */
final class WriteChecks {
    /** The one write whose body is XML: an OpenGotha tournament file. */
    static final String XML_IMPORT = "/api/tournaments/import";

    private final PublicLinks links;
    private final ClientAddress clients;

    WriteChecks(PublicLinks links, ClientAddress clients) {
        this.links = links;
        this.clients = clients;
    }

    static boolean isWrite(Context ctx) {
        String m = ctx.method().name();
        return !m.equals("GET") && !m.equals("HEAD") && !m.equals("OPTIONS") && ctx.path().startsWith("/api/");
    }

    void check(Context ctx) {
        if (!isWrite(ctx)) {
            return;
        }
        String origin = ctx.header("Origin");
        if (origin != null && !isOwn(origin, ctx)) {
            throw new Refusal(403, "forbidden", "origin",
                    "a write from another site's page is refused (Origin " + Quote.of(origin) + ")");
        }
        String type = ctx.header("Content-Type");
        boolean hasBody = ctx.contentLength() != 0;
        String media = type == null ? "" : mediaType(type);
        boolean json = media.equals("application/json")
                || ctx.path().equals(XML_IMPORT) && (media.equals("application/xml") || media.equals("text/xml"));
        boolean bearer = ctx.header("Authorization") != null;
        if (type == null ? hasBody : !json && !bearer) {
            throw new Refusal(415, "invalid", "content-type",
                    "a write's body must be sent as Content-Type: application/json, not " + (type == null ? "untyped" : Quote.of(type)));
        }
    }

    private static String mediaType(String contentType) {
        int semi = contentType.indexOf(';');
        return (semi < 0 ? contentType : contentType.substring(0, semi)).strip().toLowerCase(Locale.ROOT);
    }

    private boolean isOwn(String origin, Context ctx) {
        Origin o = Origin.parse(origin);
        if (o == null) {
            // "null" (a sandboxed frame, a file) or garbage: no site of ours.
            return false;
        }
        URI configured = links.publicUrl();
        if (configured != null && o.equals(Origin.parse(configured.getScheme() + "://" + configured.getRawAuthority()))) {
            return true;
        }
        String host = ctx.header("Host");
        return host != null && o.equals(Origin.parse(clients.scheme(ctx) + "://" + host));
    }

    /** A web origin, compared as browsers compare them: scheme, host (any case), port (the scheme's default when absent). */
    record Origin(String scheme, String host, int port) {
        static Origin parse(String s) {
            try {
                URI u = new URI(s.strip());
                String scheme = u.getScheme() == null ? null : u.getScheme().toLowerCase(Locale.ROOT);
                if (scheme == null || u.getHost() == null || !(scheme.equals("http") || scheme.equals("https"))) {
                    return null;
                }
                int port = u.getPort() >= 0 ? u.getPort() : scheme.equals("https") ? 443 : 80;
                return new Origin(scheme, u.getHost().toLowerCase(Locale.ROOT), port);
            } catch (java.net.URISyntaxException e) {
                return null;
            }
        }
    }
}
