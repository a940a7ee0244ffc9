package org.goref.server;

import java.net.URI;
import java.util.List;
import java.util.Locale;

import org.goref.server.cluster.NatsBus;
import org.goref.server.http.Limits;

/**
 * How {@code goref serve} runs: where it listens, its database, the address its links are written
 * with, which proxies it believes, whether it logs requests, and the limits per client address.
 *
 * @param bind        the address to listen on: {@code 127.0.0.1} for a first run on one machine,
 *                    {@code 0.0.0.0} (every address) said explicitly for a public server
 * @param publicUrl   the address people reach the server at ({@code https://go.example.org}, a path
 *                    allowed), which the links the server writes start with; null: relative links
 * @param trustedProxies the addresses of the proxies in front of the server: only a request from
 *                    one of them has its {@code X-Forwarded-For} and {@code X-Forwarded-Proto} believed
 * @param accessLog   one line per request on standard output (method, path, status, time)
 * @param bus         {@code nats://HOST:PORT}: one node of several sharing the PostgreSQL database
 *                    {@code db} and this NATS server; null: a single node
 */
public record ServerOptions(int port, String db, String bind, URI publicUrl, List<String> trustedProxies,
                            boolean accessLog, Limits limits, String bus) {
    public static final String DEFAULT_BIND = "127.0.0.1";

    public ServerOptions {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("the port is 0 to 65535, not " + port);
        }
        if (bind == null || bind.isBlank()) {
            throw new IllegalArgumentException("the bind address is an IP address such as 127.0.0.1 or 0.0.0.0");
        }
        trustedProxies = List.copyOf(trustedProxies);
        if (publicUrl != null) {
            publicUrl = checkedPublicUrl(publicUrl);
        }
        if (bus != null && !db.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("--bus needs a database every node reaches (--db jdbc:postgresql://...):"
                    + " a SQLite file belongs to one process, so nodes on it could not share the games");
        }
        if (bus != null) {
            // Said before the database is opened: a mistyped URL is the operator's to fix, not a state to wait out.
            NatsBus.checkUrl(bus);
        }
    }

    /** On {@code port} with the database {@code db}, on 127.0.0.1, relative links, no proxy, no log, no limits (tests, benchmarks). */
    public static ServerOptions of(int port, String db) {
        return new ServerOptions(port, db, DEFAULT_BIND, null, List.of(), false, Limits.NONE, null);
    }

    public ServerOptions withLimits(Limits l) {
        return new ServerOptions(port, db, bind, publicUrl, trustedProxies, accessLog, l, bus);
    }

    public ServerOptions withPublicUrl(URI u) {
        return new ServerOptions(port, db, bind, u, trustedProxies, accessLog, limits, bus);
    }

    public ServerOptions withTrustedProxies(List<String> p) {
        return new ServerOptions(port, db, bind, publicUrl, p, accessLog, limits, bus);
    }

    public ServerOptions withAccessLog(boolean on) {
        return new ServerOptions(port, db, bind, publicUrl, trustedProxies, on, limits, bus);
    }

    public ServerOptions withBind(String address) {
        return new ServerOptions(port, db, address, publicUrl, trustedProxies, accessLog, limits, bus);
    }

    public ServerOptions withBus(String natsUrl) {
        return new ServerOptions(port, db, bind, publicUrl, trustedProxies, accessLog, limits, natsUrl);
    }

    /** An http(s) URL with a host and nothing after its path; its trailing slash dropped. */
    static URI checkedPublicUrl(URI u) {
        String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || u.getHost() == null
                || u.getRawQuery() != null || u.getRawFragment() != null || u.getRawUserInfo() != null) {
            throw new IllegalArgumentException("the public URL is http(s)://HOST[:PORT][/PATH], as people reach the server, not " + u);
        }
        String s = u.toString();
        while (s.endsWith("/")) {
            s = s.substring(0, s.length() - 1);
        }
        return URI.create(s);
    }
}
