package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Whatever a client sends, the server answers 2xx, or 4xx with a reason and the game as it was:
 * random sessions of requests against one game on a real SQLite file — every action endpoint, each
 * player's token, the referee's, a wrong one and none, bodies well-formed, half-formed and junk.
 * Every move is first asked about (…/check, as the game page does at a tap): the answer is the one
 * the play then gets, and the asking changes nothing.
 */
class ApiPropertiesTest {
    private static ServerForProperties running;
    private static Client client;

    @BeforeContainer
    static void start() throws Exception {
        running = ServerForProperties.start("goref-api-props");
        client = running.client();
    }

    @AfterContainer
    static void stop() throws Exception {
        running.close();
    }

    /** One request: an action (the path's last part), whose token, and the body. */
    record Request(String action, String who, String body) {
    }

    @Property(tries = 40)
    void everyRequestIsAnsweredAndARefusalChangesNothing(@ForAll("sessions") List<Request> session) {
        JsonNode c = client.create("{\"size\":5,\"black\":{\"name\":\"Ann\"},\"white\":{\"name\":\"Bob\"}}");
        String id = c.get("id").asText();
        for (Request r : session) {
            String token = switch (r.who()) {
                case "black" -> c.at("/black/token").asText();
                case "white" -> c.at("/white/token").asText();
                case "referee" -> c.at("/referee/token").asText();
                case "none" -> null;
                default -> "not-a-token";
            };
            String before = client.stableState(id);
            int moveNumber = client.state(id).get("moveNumber").asInt();
            String body = r.body().replace("$N", Integer.toString(moveNumber));
            Client.Answer check = r.action().equals("play") ? client.post("/api/games/" + id + "/check", token, body) : null;
            if (check != null) {
                assertThat(client.stableState(id)).as("check " + body).isEqualTo(before);
            }
            Client.Answer a = client.post("/api/games/" + id + "/" + r.action(), token, body);
            String what = r.action() + " by " + r.who() + " " + body + " -> " + a.status() + " " + a.text();
            assertThat(a.status()).as(what).isIn(200, 400, 403, 404, 409, 413, 422);
            if (a.status() >= 400) {
                assertThat(a.body().path("reason").asText()).as(what).isNotBlank();
                assertThat(client.stableState(id)).as(what).isEqualTo(before);
            }
            if (check != null) {
                assertThat(check.status()).as("check of " + what).isEqualTo(a.status());
                assertThat(check.body().path("reason").asText()).as("check of " + what).isEqualTo(a.body().path("reason").asText());
            }
        }
    }

    @Property(tries = 60)
    void creationIsMadeOrRefusedWithAReasonNeverBroken(@ForAll("creations") String body) {
        Client.Answer a = client.post("/api/games", null, body);
        assertThat(a.status()).as(body + " -> " + a.text()).isIn(201, 400, 413);
        if (a.status() == 201) {
            assertThat(client.state(a.body().get("id").asText()).get("phase").asText()).isEqualTo("playing");
        } else {
            assertThat(a.body().path("reason").asText()).as(body).isNotBlank();
        }
    }

    private static final List<String> VERTICES = List.of("A1", "C3", "B2", "D4", "E5", "c3", "pass", "PASS", "F6",
            "J10", "Z99", "A0", "", "resign", "3C");

    @Provide
    Arbitrary<List<Request>> sessions() {
        // Mostly points of the 5x5 board and passes, so that games reach marking and the end.
        Arbitrary<String> onBoard = Combinators.combine(Arbitraries.of("A", "B", "C", "D", "E"),
                Arbitraries.integers().between(1, 5)).as((x, y) -> x + y);
        Arbitrary<String> vertex = Arbitraries.frequencyOf(Tuple.of(6, onBoard), Tuple.of(2, Arbitraries.just("pass")),
                Tuple.of(1, Arbitraries.of(VERTICES)));
        Arbitrary<String> number = Arbitraries.frequencyOf(Tuple.of(8, Arbitraries.just("$N")),
                Tuple.of(1, Arbitraries.of("0", "-1", "1", "99999999999", "\"$N\"", "0.5", "null")));
        Arbitrary<String> junk = Arbitraries.of("", "not json", "{", "[]", "null", "{\"move\":12}", "\u0000",
                "{\"vertices\":\"B5\"}", "{\"points\":\"many\"}", "{\"color\":\"purple\"}", "{\"move\":\"D4\",}");
        Arbitrary<String> play = Combinators.combine(vertex, number)
                .as((v, n) -> "{\"move\":\"" + v + "\",\"moveNumber\":" + n + "}");
        Arbitrary<String> mark = vertex.list().ofMaxSize(3)
                .map(vs -> "{\"vertices\":[" + String.join(",", vs.stream().map(v -> "\"" + v + "\"").toList()) + "]}");
        Arbitrary<String> penalty = Combinators.combine(Arbitraries.of("black", "white", "purple"),
                Arbitraries.of("1", "2.5", "-3", "0", "1e308", "\"x\"")).as((col, p) ->
                "{\"color\":\"" + col + "\",\"points\":" + p + ",\"reason\":\"late\"}");
        Arbitrary<Request> request = Arbitraries.frequencyOf(
                Tuple.of(40, req("play", play)),
                Tuple.of(6, req("mark", mark)),
                Tuple.of(6, req("accept", Arbitraries.just(""))),
                Tuple.of(2, req("resume", Arbitraries.just(""))),
                Tuple.of(3, req("penalty", penalty)),
                Tuple.of(2, req("decide", mark)),
                Tuple.of(1, req("forfeit", Arbitraries.of("{\"color\":\"black\",\"reason\":\"late\"}", "{\"color\":\"x\"}", "{}"))),
                Tuple.of(1, req("resign", Arbitraries.just(""))),
                Tuple.of(6, req(Arbitraries.of("play", "check", "mark", "accept", "resume", "penalty", "decide", "forfeit", "resign",
                        "dance", "..", "play/extra"), junk)));
        return request.list().ofMinSize(10).ofMaxSize(40);
    }

    private static Arbitrary<Request> req(String action, Arbitrary<String> body) {
        return req(Arbitraries.just(action), body);
    }

    private static Arbitrary<Request> req(Arbitrary<String> action, Arbitrary<String> body) {
        Arbitrary<String> who = Arbitraries.frequencyOf(Tuple.of(8, Arbitraries.of("black", "white")),
                Tuple.of(1, Arbitraries.of("referee", "none", "wrong")));
        return Combinators.combine(action, who, body).as(Request::new);
    }

    @Provide
    Arbitrary<String> creations() {
        Arbitrary<String> size = Arbitraries.of("9", "19", "1", "2", "0", "-9", "52", "\"nine\"", "9.5", "null");
        Arbitrary<String> extra = Arbitraries.of("", ",\"komi\":6.5", ",\"komi\":0.3", ",\"komi\":\"x\"",
                ",\"handicap\":2", ",\"handicap\":10", ",\"handicap\":-1", ",\"rules\":\"russian-area\"",
                ",\"rules\":\"nope\"", ",\"rules\":\"russian-territory,seki=maybe\"", ",\"time\":\"forever\"",
                ",\"time\":\"byoyomi 10m 5x30s\"", ",\"black\":7", ",\"white\":{\"name\":\"\"}", ",\"x\":{}");
        return Arbitraries.oneOf(
                Combinators.combine(size, extra).as((s, e) -> "{\"size\":" + s + e + "}"),
                Arbitraries.of("", "{", "[1,2]", "not json", "{\"size\":9,", "\"size\""));
    }
}
