package org.goref.server.http;

import java.util.Locale;
import java.util.TreeSet;
import java.util.function.BiFunction;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.MethodNotAllowedResponse;
import org.goref.server.game.Action;
import org.goref.server.game.Created;
import org.goref.server.game.GameService;
import org.goref.server.game.LiveGame;
import org.goref.server.game.Outcome;
import org.goref.server.game.Unreplayable;
import org.goref.server.record.RecordFileName;
import org.goref.server.store.StorageUnconfirmed;
import org.jdbi.v3.core.JdbiException;

/** The HTTP API of INTERFACES.md §HTTP, plus the referee's actions and the list of games. */
final class ApiRoutes {
    private static final String JSON = "application/json";
    private final GameService games;
    private final ObjectMapper json;
    private final Requests requests;

    private final PublicLinks links;

    ApiRoutes(GameService games, ObjectMapper json, PublicLinks links) {
        this.links = links;
        this.games = games;
        this.json = json;
        this.requests = new Requests(json);
    }

    void register(RoutesConfig r, EventHub hub) {
        r.post("/api/games", this::create);
        Web.getAndHead(r, "/api/games", ctx -> ctx.contentType(JSON).result(games.list(100)));
        Web.getAndHead(r, "/api/games/{id}", ctx -> games.state(ctx.pathParam("id"))
                .ifPresentOrElse(s -> ctx.contentType(JSON).result(s), () -> notFound(ctx)));
        Web.getAndHead(r, "/api/games/{id}/sgf", ctx -> games.sgf(ctx.pathParam("id"), bearer(ctx)).ifPresentOrElse(s -> {
            games.find(ctx.pathParam("id")).ifPresent(g -> ctx.header("Content-Disposition", RecordFileName.contentDisposition(g.record())));
            ctx.contentType("application/x-go-sgf; charset=utf-8").result(s);
        }, () -> notFound(ctx)));
        Web.getAndHead(r, "/api/games/{id}/me", ctx -> games.find(ctx.pathParam("id")).ifPresentOrElse(g -> ctx.contentType(JSON)
                .result(json.createObjectNode().put("role", g.roleOf(bearer(ctx)).name().toLowerCase(Locale.ROOT))
                        .put("playersChat", !games.playersChatOff(g.id())).toString()), () -> notFound(ctx)));
        r.post("/api/games/{id}/play", act((b, size) -> requests.play(b, size)));
        r.post("/api/games/{id}/check", this::check);
        r.post("/api/games/{id}/resign", act((b, size) -> new Action.Resign()));
        r.post("/api/games/{id}/mark", act((b, size) -> requests.mark(b, size)));
        r.post("/api/games/{id}/accept", act((b, size) -> requests.accept(b, size)));
        r.post("/api/games/{id}/resume", act((b, size) -> new Action.Resume()));
        r.post("/api/games/{id}/penalty", act((b, size) -> requests.penalty(b)));
        r.post("/api/games/{id}/forfeit", act((b, size) -> requests.forfeit(b)));
        r.post("/api/games/{id}/decide", act((b, size) -> requests.decide(b, size)));
        Web.getAndHead(r, "/api/games/{id}/moves", ctx -> games.course(ctx.pathParam("id"))
                .ifPresentOrElse(s -> ctx.contentType(JSON).result(s), () -> notFound(ctx)));
        r.post("/api/games/{id}/chat", this::chat);
        Web.getAndHead(r, "/api/games/{id}/chat", ctx -> answer(ctx, 200, games.chatLog(ctx.pathParam("id"), bearer(ctx),
                Requests.channel(ctx.queryParam("channel")))));
        r.ws("/api/games/{id}/events", hub::configure);
        r.exception(BadRequest.class, (e, ctx) -> error(ctx, 400, "invalid", e.reason(), e.getMessage()));
        // The database could not be reached or refused the statement (PostgreSQL restarting, a full
        // disk): the request changed nothing and may be tried again, which is 503, not a 500.
        r.exception(JdbiException.class, (e, ctx) -> error(ctx, 503, "unavailable", "storage",
                "the database is not available; nothing changed, try again"));
        // A write that may or may not be stored: its own detail says what to do.
        r.exception(StorageUnconfirmed.class, (e, ctx) -> error(ctx, 503, "unavailable", "storage", e.getMessage()));
        // A stored game this server cannot rebuild: said as such, with its id, not as a bare
        // "internal error" (the operator's log has why; the client gets no trace of the code).
        r.exception(Unreplayable.class, (e, ctx) -> error(ctx, 500, "internal", "unreplayable", e.getMessage()));
        r.exception(MethodNotAllowedResponse.class, (e, ctx) -> {
            String allow = allow(e.getDetails().getOrDefault("availableMethods", ""));
            ctx.header("Allow", allow);
            error(ctx, 405, "invalid", "method", ctx.method() + " is not allowed on " + ctx.path() + "; allowed: " + allow);
        });
        r.exception(HttpResponseException.class, (e, ctx) ->
                error(ctx, e.getStatus(), "invalid", "request", e.getMessage()));
        r.exception(Exception.class, (e, ctx) ->
                error(ctx, 500, "internal", "internal", "internal error: " + e.getClass().getSimpleName()));
    }

    /** The {@code Allow} header of a 405: the methods routed for the path, and HEAD wherever GET is. */
    static String allow(String routed) {
        TreeSet<String> methods = new TreeSet<>();
        for (String m : routed.split("[,\\s]+")) {
            if (!m.isEmpty()) {
                methods.add(m.toUpperCase(Locale.ROOT));
            }
        }
        if (methods.contains("GET")) {
            methods.add("HEAD");
        }
        return String.join(", ", methods);
    }

    private void create(Context ctx) {
        JsonNode body = requests.body(RequestText.of(ctx));
        Created c = games.create(requests.newGame(body));
        String base = links.base();
        ObjectNode o = json.createObjectNode();
        o.put("id", c.id());
        o.putObject("black").put("token", c.blackToken()).put("url", link(base, c.id(), c.blackToken()));
        o.putObject("white").put("token", c.whiteToken()).put("url", link(base, c.id(), c.whiteToken()));
        o.putObject("referee").put("token", c.refereeToken()).put("url", link(base, c.id(), c.refereeToken()));
        o.put("watchUrl", base + "/game.html?id=" + c.id());
        ctx.status(201).contentType(JSON).result(o.toString());
    }

    /** The token rides in the fragment: browsers never send it to a server or in a Referer. */
    static String link(String base, String id, String token) {
        return base + "/game.html?id=" + id + "#token=" + token;
    }

    private io.javalin.http.Handler act(BiFunction<JsonNode, Integer, Action> read) {
        return ctx -> {
            String id = ctx.pathParam("id");
            LiveGame g = games.find(id).orElse(null);
            if (g == null) {
                notFound(ctx);
                return;
            }
            Action a = read.apply(requests.body(RequestText.of(ctx)), g.record().size());
            Outcome out = games.act(id, bearer(ctx), a);
            switch (out) {
                case Outcome.Done d -> ctx.status(200).contentType(JSON).result(d.stateJson());
                case Outcome.Refused r -> error(ctx, r.status(), r.error(), r.reason(), r.detail());
            }
        };
    }

    private void chat(Context ctx) {
        Requests.ChatMessage m = requests.chat(requests.body(RequestText.of(ctx)));
        answer(ctx, 201, games.chat(ctx.pathParam("id"), bearer(ctx), m.channel(), m.name(), m.text()));
    }

    /** An outcome whose done body is answered as it is, with {@code status}. */
    private void answer(Context ctx, int status, Outcome out) {
        switch (out) {
            case Outcome.Done d -> ctx.status(status).contentType(JSON).result(d.stateJson());
            case Outcome.Refused r -> error(ctx, r.status(), r.error(), r.reason(), r.detail());
        }
    }

    /** Whether a move would be played now (GameService#check): {"legal":true}, or play's own refusal. */
    private void check(Context ctx) {
        String id = ctx.pathParam("id");
        LiveGame g = games.find(id).orElse(null);
        if (g == null) {
            notFound(ctx);
            return;
        }
        Action.Play play = requests.play(requests.body(RequestText.of(ctx)), g.record().size());
        games.check(id, bearer(ctx), play).ifPresentOrElse(
                r -> error(ctx, r.status(), r.error(), r.reason(), r.detail()),
                () -> ctx.status(200).contentType(JSON).result(json.createObjectNode().put("legal", true).toString()));
    }

    static String bearer(Context ctx) {
        String h = ctx.header("Authorization");
        if (h == null || !h.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        return h.substring(7).trim();
    }

    private void notFound(Context ctx) {
        error(ctx, 404, "not-found", "no-such-game", "no such game");
    }

    private void error(Context ctx, int status, String error, String reason, String detail) {
        ctx.status(status).contentType(JSON).result(ErrorBody.of(error, reason, detail));
    }
}
