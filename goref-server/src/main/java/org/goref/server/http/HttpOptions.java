package org.goref.server.http;

import java.net.URI;
import java.util.List;

/**
 * What the HTTP layer needs of {@code goref serve}'s options: the public address links start with
 * (null: relative links), the proxies whose forwarding headers are believed, the access log, and
 * the limits per client address.
 */
public record HttpOptions(URI publicUrl, List<String> trustedProxies, boolean accessLog, Limits limits) {
    public static final HttpOptions PLAIN = new HttpOptions(null, List.of(), false, Limits.NONE);

    public HttpOptions {
        trustedProxies = List.copyOf(trustedProxies);
    }
}
