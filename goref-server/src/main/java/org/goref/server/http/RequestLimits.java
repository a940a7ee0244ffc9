package org.goref.server.http;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

import io.javalin.http.Context;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;

/**
 * The limits per client address ({@link Limits}): every write to the API takes a token of the
 * address's write bucket, a creation (a POST to a collection: games, tournaments, challenges) one
 * of its creation bucket too; an empty bucket is {@code 429} with {@code Retry-After}, before any
 * route runs, so nothing refused is stored. WebSocket connections open at once per address are
 * capped: one more is refused {@code 429} before the upgrade.
 */
final class RequestLimits {
    private static final String WS_ADDRESS = "goref.ws-address";
    private final Limits limits;
    private final ClientAddress clients;
    private final RateLimit writes;
    private final RateLimit creations;
    private final Map<String, AtomicInteger> sockets = new ConcurrentHashMap<>();
    private final AtomicInteger socketsOpen = new AtomicInteger();
    /** The sessions counted, with their address: each is let go once, whether it closes or fails. */
    private final Map<String, String> counted = new ConcurrentHashMap<>();

    RequestLimits(Limits limits, ClientAddress clients) {
        this.limits = limits;
        this.clients = clients;
        this.writes = new RateLimit(limits.writesPerMinute(), System::nanoTime);
        this.creations = new RateLimit(limits.creationsPerMinute(), System::nanoTime);
    }

    /** A collection of the API: a POST to it creates. Compiled once; every write asks. */
    private static final Pattern COLLECTION = Pattern.compile("/api/[^/]+/?");

    static boolean isCreation(Context ctx) {
        return ctx.method().name().equals("POST") && COLLECTION.matcher(ctx.path()).matches();
    }

    void check(Context ctx) {
        if (!WriteChecks.isWrite(ctx)) {
            return;
        }
        String address = clients.of(ctx);
        long wait = writes.take(address);
        if (wait > 0) {
            throw limited(wait, limits.writesPerMinute() + " writes a minute");
        }
        if (isCreation(ctx)) {
            wait = creations.take(address);
            if (wait > 0) {
                throw limited(wait, limits.creationsPerMinute() + " creations a minute");
            }
        }
    }

    private static Refusal limited(long seconds, String limit) {
        return new Refusal(429, "limited", "rate", "too many requests from your address (at most " + limit
                + "); nothing changed, try again in " + seconds + " s", Map.of("Retry-After", Long.toString(seconds)));
    }

    /** Before a WebSocket upgrade: refused {@code 429} when the address has its fill of sockets. */
    void checkUpgrade(Context ctx) {
        String address = clients.of(ctx);
        ctx.attribute(WS_ADDRESS, address);
        int cap = limits.websocketsPerAddress();
        AtomicInteger n = sockets.get(address);
        if (cap > 0 && n != null && n.get() >= cap) {
            throw new Refusal(429, "limited", "websockets", "too many live connections from your address (at most "
                    + cap + "); close one and try again", Map.of("Retry-After", "10"));
        }
    }

    /** Counts every socket from its connection to its end; one past the cap (a race of upgrades) is closed at once. */
    void countSockets(WsConfig ws) {
        ws.onConnect(ctx -> {
            String address = ctx.attribute(WS_ADDRESS);
            if (address == null) {
                address = "unknown";
            }
            counted.put(ctx.sessionId(), address);
            socketsOpen.incrementAndGet();
            int now = sockets.computeIfAbsent(address, a -> new AtomicInteger()).incrementAndGet();
            int cap = limits.websocketsPerAddress();
            if (cap > 0 && now > cap) {
                ctx.closeSession(4429, "too many live connections from your address (at most " + cap + ")");
            }
        });
        ws.onClose(this::release);
        ws.onError(this::release);
    }

    private void release(WsContext ctx) {
        String address = counted.remove(ctx.sessionId());
        if (address == null) {
            return;
        }
        socketsOpen.decrementAndGet();
        sockets.computeIfPresent(address, (a, n) -> n.decrementAndGet() <= 0 ? null : n);
    }

    /** WebSocket connections open now, every address together (a metric). */
    int socketsOpen() {
        return socketsOpen.get();
    }
}
