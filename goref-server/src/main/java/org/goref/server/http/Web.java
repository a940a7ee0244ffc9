package org.goref.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Handler;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.staticfiles.Location;
import org.goref.server.challenge.ChallengeService;
import org.goref.server.game.GameService;
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

    public static Javalin create(GameService games, TournamentService tournaments, ChallengeService challenges,
            ChatOffRepository chatOff, ObjectMapper json) {
        ObjectMapper bodies = RequestJson.of(json);
        ChallengeRoutes capi = new ChallengeRoutes(challenges, bodies);
        ChatRegulationRoutes chat = new ChatRegulationRoutes(tournaments, chatOff, bodies, games::now);
        ApiRoutes api = new ApiRoutes(games, bodies);
        TournamentRoutes tapi = new TournamentRoutes(tournaments, bodies);
        EventHub hub = new EventHub(games);
        return Javalin.create(config -> {
            config.concurrency.useVirtualThreads = true;
            config.http.maxRequestSize = MAX_BODY;
            config.http.prefer405over404 = true;
            config.startup.showJavalinBanner = false;
            config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrors()));
            config.staticFiles.add("/web", Location.CLASSPATH);
            api.register(config.routes, hub);
            tapi.register(config.routes);
            capi.register(config.routes);
            chat.register(config.routes);
            config.routes.exception(NotFoundResponse.class, StaticPages::notFound);
        });
    }
}
