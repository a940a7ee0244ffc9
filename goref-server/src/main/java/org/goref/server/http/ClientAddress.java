package org.goref.server.http;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import io.javalin.http.Context;

/**
 * Who sent a request, for the limits and the access log, and by which scheme it reached the
 * server, for the origin check. The peer of the connection, unless that peer is one of the
 * operator's trusted proxies: then the nearest address in {@code X-Forwarded-For} that is not a
 * trusted proxy, and the scheme of {@code X-Forwarded-Proto}. From anyone else those headers are
 * ignored, since a client can write whatever it likes in them.
 */
final class ClientAddress {
    private static final String KEY = "goref.client";
    private final List<AddressRange> trusted;

    ClientAddress(List<String> trustedProxies) {
        List<String> bad = trustedProxies.stream().filter(p -> AddressRange.parse(p) == null).toList();
        if (!bad.isEmpty()) {
            throw new IllegalArgumentException("a trusted proxy is an IP address or a CIDR block (10.0.0.0/8), not "
                    + String.join(", ", bad));
        }
        this.trusted = trustedProxies.stream().map(AddressRange::parse).toList();
    }

    private boolean trusts(String normalAddress) {
        for (AddressRange r : trusted) {
            if (r.contains(normalAddress)) {
                return true;
            }
        }
        return false;
    }

    /** The client's address, worked out once per request. */
    String of(Context ctx) {
        String known = ctx.attribute(KEY);
        if (known != null) {
            return known;
        }
        String found = resolve(peer(ctx.req().getRemoteAddr()), ctx.req().getHeaders("X-Forwarded-For"));
        ctx.attribute(KEY, found);
        return found;
    }

    /** The scheme the client used: {@code X-Forwarded-Proto} from a trusted proxy, else the connection's. */
    String scheme(Context ctx) {
        if (isTrusted(ctx.req().getRemoteAddr())) {
            String proto = ctx.header("X-Forwarded-Proto");
            if (proto != null) {
                String first = proto.split(",")[0].strip().toLowerCase(Locale.ROOT);
                if (first.equals("http") || first.equals("https")) {
                    return first;
                }
            }
        }
        return ctx.scheme();
    }

    boolean isTrusted(String remoteAddr) {
        return !trusted.isEmpty() && trusts(peer(remoteAddr));
    }

    String resolve(String peer, java.util.Enumeration<String> forwardedHeaders) {
        if (!trusts(peer) || forwardedHeaders == null) {
            return peer;
        }
        List<String> hops = new ArrayList<>();
        for (String h : Collections.list(forwardedHeaders)) {
            for (String part : h.split(",")) {
                hops.add(part);
            }
        }
        // From the nearest hop outwards: each trusted proxy vouches for the one before it.
        for (int i = hops.size() - 1; i >= 0; i--) {
            String hop = IpLiteral.normal(hops.get(i));
            if (hop == null) {
                // A hop a proxy did not write (garbage, a name): nothing further out is believed.
                return peer;
            }
            if (!trusts(hop)) {
                return hop;
            }
            peer = hop;
        }
        return peer;
    }

    private static String peer(String remoteAddr) {
        String n = IpLiteral.normal(remoteAddr);
        return n == null ? String.valueOf(remoteAddr) : n;
    }
}
