package org.goref.server.http;

import java.util.function.LongSupplier;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.goref.server.store.ChatOffRepository;
import org.goref.server.tournament.TournamentService;

/**
 * The tournament's regulations on chat: {@code PUT /api/tournaments/{id}/chat {players: false}} with
 * the referee's token turns the players' channel of all its games off (true turns it on again);
 * {@code GET} says how it stands. The spectators' channel is not the regulations' business.
 */
final class ChatRegulationRoutes {
    private static final String JSON = "application/json";
    private final TournamentService tournaments;
    private final ChatOffRepository chatOff;
    private final ObjectMapper json;
    private final Requests requests;
    private final LongSupplier clock;

    ChatRegulationRoutes(TournamentService tournaments, ChatOffRepository chatOff, ObjectMapper json, LongSupplier clock) {
        this.tournaments = tournaments;
        this.chatOff = chatOff;
        this.json = json;
        this.requests = new Requests(json);
        this.clock = clock;
    }

    void register(RoutesConfig r) {
        r.put("/api/tournaments/{id}/chat", this::set);
        Web.getAndHead(r, "/api/tournaments/{id}/chat", this::get);
    }

    private void set(Context ctx) {
        String id = ctx.pathParam("id");
        if (!tournaments.exists(id)) {
            ctx.status(404).contentType(JSON).result(ErrorBody.of("not-found", "no-such-tournament", "no such tournament"));
            return;
        }
        if (!tournaments.isReferee(id, ApiRoutes.bearer(ctx))) {
            ctx.status(403).contentType(JSON).result(ErrorBody.of("forbidden", "bad-token", "the tournament's referee token is needed"));
            return;
        }
        JsonNode b = requests.body(RequestText.of(ctx));
        if (!b.path("players").isBoolean()) {
            throw new BadRequest("players is true (the players' chat on) or false (off)");
        }
        chatOff.set(id, !b.get("players").asBoolean(), clock.getAsLong());
        get(ctx);
    }

    private void get(Context ctx) {
        String id = ctx.pathParam("id");
        if (!tournaments.exists(id)) {
            ctx.status(404).contentType(JSON).result(ErrorBody.of("not-found", "no-such-tournament", "no such tournament"));
            return;
        }
        ctx.contentType(JSON).result(json.createObjectNode().put("players", !chatOff.isOff(id)).toString());
    }
}
