package org.goref.server.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.jetty.client.ContentResponse;
import org.eclipse.jetty.client.HttpClient;
import org.eclipse.jetty.client.Request;
import org.eclipse.jetty.client.StringRequestContent;
import org.eclipse.jetty.http.HttpCookieStore;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.client.ClientUpgradeRequest;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * The HTTP and WebSocket client the cluster load drives its nodes with: Jetty's, one pair for the
 * whole run. The JDK's client (its CompletableFuture chains, a scheduler per exchange and per
 * socket) allocated enough to stop the benchmark for its collector four times as long, and every
 * such pause lands in the latencies measured. Set to ask of the server what the JDK's client
 * asked: no compression, no cookies, no redirects.
 */
final class LoadClient implements AutoCloseable {
    private final HttpClient http = new HttpClient();
    private final WebSocketClient sockets = new WebSocketClient(http);

    /** An answer; status -1 when none came (refused, reset, timed out), the body then saying why. */
    record Answer(int status, String body) {
    }

    /** Started, for {@code games} tables, each with at most one request or socket opening under way. */
    LoadClient(int games) throws Exception {
        http.setConnectTimeout(10_000);
        // The server closes a connection idle for 30 s; the client closes it first, since a POST
        // sent on a connection the server is closing is not sent again.
        http.setIdleTimeout(20_000);
        // The JDK's client opened a connection for every request that found none idle: no table
        // waits here for another's request, so that the latency measured is the server's.
        http.setMaxConnectionsPerDestination(games + 64);
        http.setMaxRequestsQueuedPerDestination(games + 64);
        http.setFollowRedirects(false);
        http.setHttpCookieStore(new HttpCookieStore.Empty());
        // A finished game's sockets wait, silent, for the comparison at the end.
        sockets.setIdleTimeout(Duration.ZERO);
        sockets.setMaxTextMessageSize(1 << 20);
        http.start();
        sockets.start();
        // Only now: starting adds the gzip decoder, and the server would compress the answers the
        // JDK's client got plain (more of its CPU, and of this client's).
        http.getContentDecoderFactories().clear();
    }

    /** POSTs {@code json} to {@code url}, with the bearer {@code token} unless null. */
    Answer post(String url, String token, String json, Duration timeout) throws InterruptedException {
        Request r = http.POST(url).body(new StringRequestContent("application/json", json));
        if (token != null) {
            r.headers(h -> h.put(HttpHeader.AUTHORIZATION, "Bearer " + token));
        }
        return send(r, timeout);
    }

    Answer get(String url, Duration timeout) throws InterruptedException {
        return send(http.newRequest(url), timeout);
    }

    private static Answer send(Request r, Duration timeout) throws InterruptedException {
        long ms = timeout.toMillis();
        try {
            // The idle timeout too: the connections' 20 s would otherwise cut a longer wait short.
            ContentResponse a = r.timeout(ms, TimeUnit.MILLISECONDS).idleTimeout(ms, TimeUnit.MILLISECONDS).send();
            return new Answer(a.getStatus(), a.getContentAsString());
        } catch (ExecutionException | TimeoutException e) {
            return new Answer(-1, String.valueOf(e.getCause() != null ? e.getCause() : e));
        }
    }

    /**
     * Opens a socket to {@code uri} for {@code listener}: the handshake within {@code timeout}, as
     * the JDK's builder bounded it; a failure is unchecked, as its join's was.
     */
    Session connect(Session.Listener listener, URI uri, Duration timeout) {
        ClientUpgradeRequest upgrade = new ClientUpgradeRequest(uri);
        upgrade.setTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
        try {
            return sockets.connect(listener, upgrade).join();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws Exception {
        sockets.stop();
        http.stop();
    }
}
