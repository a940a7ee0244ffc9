package org.goref.server.http;

import java.io.PrintStream;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import io.javalin.http.Context;
import io.javalin.router.Endpoint;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.goref.core.text.Quote;

/**
 * After every request: its time into the latency histogram of its route, and, when the operator
 * asked for it, one access-log line: time, client address, method, path, status, milliseconds.
 * The route is the template ({@code /api/games/{id}/play}), never the raw path, so the metrics
 * have one series per route, not one per game. The line has the path without its query, and a
 * browser never sends a fragment, so no token reaches the log (tokens travel in a header).
 */
final class RequestLog {
    private final MeterRegistry metrics;
    private final ClientAddress clients;
    private final PrintStream accessLog;

    RequestLog(MeterRegistry metrics, ClientAddress clients, PrintStream accessLog) {
        this.metrics = metrics;
        this.clients = clients;
        this.accessLog = accessLog;
    }

    void handle(Context ctx, Float ms) {
        long nanos = (long) (ms * 1_000_000L);
        int status = ctx.statusCode();
        if (metrics != null) {
            Timer.builder("goref.http.requests")
                    .description("HTTP requests by route template, method and status")
                    .tag("method", ctx.method().name())
                    .tag("route", route(ctx, status))
                    .tag("status", Integer.toString(status))
                    .publishPercentileHistogram()
                    .register(metrics)
                    .record(nanos, TimeUnit.NANOSECONDS);
        }
        if (accessLog != null) {
            accessLog.println(Instant.now() + " " + clients.of(ctx) + " " + ctx.method().name() + " "
                    + Quote.of(ctx.path()) + " " + status + " " + String.format(Locale.ROOT, "%.1fms", ms));
        }
    }

    /**
     * The matched route's template; the pages and their files as one route, and everything refused
     * without a route (a path nobody serves, a write refused before its route) as another.
     */
    static String route(Context ctx, int status) {
        Endpoint e = null;
        try {
            e = ctx.endpoints().lastHttpEndpoint();
        } catch (RuntimeException none) {
            // no endpoint matched
        }
        if (e != null && !e.path.equals("*") && !e.path.isEmpty()) {
            return e.path;
        }
        return status < 400 ? "static" : "unmatched";
    }
}
