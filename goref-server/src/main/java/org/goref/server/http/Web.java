package org.goref.server.http;

import java.io.PrintStream;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Handler;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.staticfiles.Location;
import org.goref.server.challenge.ChallengeService;
import org.goref.server.game.GameService;
import org.goref.server.presence.PresenceBoard;
import org.goref.server.health.Readiness;
import org.goref.server.metrics.ServerMetrics;
import org.goref.server.store.ChatOffRepository;
import org.goref.server.tournament.TournamentService;

/** Builds the Javalin application: the games' and tournaments' API, events, static UI, on virtual threads. */
public final class Web {
    /** Bodies are small JSON objects; anything larger is refused before it is read. */
    public static final long MAX_BODY = 16 * 1024;

    private Web() {
    }

    /**
     * A GET route that answers HEAD as it answers GET: same status and headers, no body. Javalin
     * alone answers HEAD on a GET route with 200 and nothing else without running the handler, so
     * HEAD /api/games/nonsense was 200 and every HEAD's Content-Type text/plain.
     */
    static void getAndHead(RoutesConfig r, String path, Handler handler) {
        r.get(path, handler);
        r.head(path, handler);
    }

    /**
     * The application. Before any route: the security headers on every answer, then for a write
     * to the API the origin and content-type checks and the limits of the client's address, each
     * refusing before the route runs. After every request: its latency per route, and the access
     * log line when asked for ({@code accessLog} is where it goes).
     */
    public static Javalin create(GameService games, TournamentService tournaments, ChallengeService challenges,
                                 ChatOffRepository chatOff, ObjectMapper json, Readiness readiness,
                                 HttpOptions options, ServerMetrics metrics, PrintStream accessLog, PresenceBoard presence) {
        ObjectMapper bodies = RequestJson.of(json);
        PublicLinks links = new PublicLinks(options.publicUrl());
        ClientAddress clients = new ClientAddress(options.trustedProxies());
        WriteChecks checks = new WriteChecks(links, clients);
        RequestLimits limits = new RequestLimits(options.limits(), clients);
        ChallengeRoutes capi = new ChallengeRoutes(challenges, bodies, links);
        ChatRegulationRoutes chat = new ChatRegulationRoutes(tournaments, chatOff, bodies, games::now);
        ApiRoutes api = new ApiRoutes(games, bodies, links);
        TournamentRoutes tapi = new TournamentRoutes(tournaments, bodies, links);
        EventHub hub = new EventHub(games, presence);
        RequestLog log = new RequestLog(metrics == null ? null : metrics.registry(), clients,
                options.accessLog() ? accessLog : null);
        if (metrics != null) {
            metrics.gauge("goref.websockets.open", "WebSocket connections open", limits::socketsOpen);
        }
        return Javalin.create(config -> {
            config.concurrency.useVirtualThreads = true;
            config.http.maxRequestSize = MAX_BODY;
            config.http.prefer405over404 = true;
            config.startup.showJavalinBanner = false;
            config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrors()));
            config.staticFiles.add("/web", Location.CLASSPATH);
            config.requestLogger.http(log::handle);
            config.routes.before(SecurityHeaders::add);
            config.routes.before(checks::check);
            config.routes.before(limits::check);
            config.routes.wsBeforeUpgrade(limits::checkUpgrade);
            config.routes.wsBefore(limits::countSockets);
            api.register(config.routes, hub);
            tapi.register(config.routes);
            new HealthRoutes(readiness).register(config.routes);
            // Pages without an icon link (the printable tables) make browsers ask for /favicon.ico.
            getAndHead(config.routes, "/favicon.ico", ctx -> ctx.redirect("/favicon.svg", io.javalin.http.HttpStatus.MOVED_PERMANENTLY));
            if (metrics != null) {
                getAndHead(config.routes, "/metrics", ctx -> ctx.contentType("text/plain; version=0.0.4; charset=utf-8")
                        .result(metrics.scrape()));
            }
            config.routes.exception(Refusal.class, (e, ctx) -> e.answer(ctx));
            capi.register(config.routes);
            chat.register(config.routes);
            config.routes.exception(NotFoundResponse.class, StaticPages::notFound);
        });
    }
}
