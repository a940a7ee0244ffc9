package org.goref.server.http;

import java.net.URI;

/**
 * The start of every link the server writes (a player's token link, a tournament's page): the
 * operator's public address when configured, else nothing, so that the link is relative and a
 * browser resolves it against the page it came from. Never the request's {@code Host} header:
 * anyone can send any Host, and the link would lead a player and their token elsewhere.
 */
final class PublicLinks {
    private final URI publicUrl;

    PublicLinks(URI publicUrl) {
        this.publicUrl = publicUrl;
    }

    URI publicUrl() {
        return publicUrl;
    }

    /** The base to put before {@code /game.html?…}: the public URL without its trailing slash, or empty. */
    String base() {
        return publicUrl == null ? "" : publicUrl.toString();
    }
}
