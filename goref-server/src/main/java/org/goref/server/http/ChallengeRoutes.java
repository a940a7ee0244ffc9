package org.goref.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.goref.core.clock.TimeControl;
import org.goref.server.challenge.Challenge;
import org.goref.server.challenge.ChallengeService;

/** The open challenges of INTERFACES.md §HTTP: post, list, accept, and the poster's look at theirs. */
final class ChallengeRoutes {
    private static final String JSON = "application/json";
    private final PublicLinks links;
    private final ChallengeService challenges;
    private final ObjectMapper json;
    private final Requests requests;

    ChallengeRoutes(ChallengeService challenges, ObjectMapper json, PublicLinks links) {
        this.challenges = challenges;
        this.links = links;
        this.json = json;
        this.requests = new Requests(json);
    }

    void register(RoutesConfig r) {
        r.post("/api/challenges", this::post);
        Web.getAndHead(r, "/api/challenges", this::list);
        r.post("/api/challenges/{id}/accept", this::accept);
        Web.getAndHead(r, "/api/challenges/{id}", this::forPoster);
    }

    private void post(Context ctx) {
        ChallengeService.Posted p = challenges.post(requests.challenge(requests.body(RequestText.of(ctx))));
        ctx.status(201).contentType(JSON).result(json.createObjectNode().put("id", p.id()).put("token", p.token()).toString());
    }

    private void list(Context ctx) {
        ArrayNode a = json.createArrayNode();
        for (Challenge c : challenges.open()) {
            ObjectNode o = a.addObject();
            o.put("id", c.id());
            o.put("size", c.size());
            o.put("rules", c.rules().spec());
            o.put("komi", c.rules().komi());
            o.put("time", c.time() instanceof TimeControl.None ? null : c.time().spec());
            o.put("color", c.color());
            o.put("name", c.name());
            o.put("createdAt", c.createdAt());
            o.put("expiresAt", c.expiresAt());
        }
        ctx.contentType(JSON).result(a.toString());
    }

    private void accept(Context ctx) {
        String name = requests.accepter(requests.body(RequestText.of(ctx)));
        answer(ctx, 201, challenges.accept(ctx.pathParam("id"), name));
    }

    private void forPoster(Context ctx) {
        answer(ctx, 200, challenges.forPoster(ctx.pathParam("id"), ApiRoutes.bearer(ctx)));
    }

    private void answer(Context ctx, int status, ChallengeService.Result result) {
        switch (result) {
            case ChallengeService.Result.Accepted a -> ctx.status(status).contentType(JSON).result(json.createObjectNode()
                    .put("game", a.seat().game()).put("token", a.seat().token()).put("color", a.seat().color().lowerName())
                    .put("url", ApiRoutes.link(links.base(), a.seat().game(), a.seat().token())).toString());
            case ChallengeService.Result.Waiting w -> ctx.status(200).contentType(JSON).result(json.createObjectNode()
                    .putNull("game").put("expired", w.expired()).toString());
            case ChallengeService.Result.Refused r -> {
                switch (r.why()) {
                    case NO_SUCH_CHALLENGE -> error(ctx, 404, "not-found", "no-such-challenge", "no such challenge");
                    case TAKEN -> error(ctx, 409, "conflict", "challenge-closed", "the challenge was accepted or has expired");
                    case BAD_TOKEN -> error(ctx, 403, "forbidden", "bad-token", "the poster's token is needed");
                }
            }
        }
    }

    private static void error(Context ctx, int status, String error, String reason, String detail) {
        ctx.status(status).contentType(JSON).result(ErrorBody.of(error, reason, detail));
    }
}
