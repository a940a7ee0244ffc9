package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Bodies the server took too loosely, each now read the one way it can mean or refused naming what
 * is wrong, on a real SQLite file: a key given twice (the last one won), a vertex listed twice (a
 * decision was stored with the repeat), and a whole number written as a float (9.0, as JavaScript
 * and Python send it, was refused). A refusal leaves the game, the list of games and the tournament
 * as they were.
 */
class LooseBodiesTest extends ServerOnSqliteFile {

    private static Client.Answer refused(String id, String reason, String named, java.util.function.Supplier<Client.Answer> request) {
        Client.Answer a = ApiTest.refusedUnchanged(id, 400, request);
        assertThat(a.body().path("reason").asText()).as(a.text()).isEqualTo(reason);
        assertThat(a.body().path("detail").asText()).as(a.text()).contains(named);
        return a;
    }

    /** A 9×9 game at the marking: Black walls column D, White column F, a lone White stone at B5 marked alive. */
    private static ApiTest.Game atMarking(String rules) {
        ApiTest.Game g = ApiTest.newGame(",\"komi\":0.5,\"rules\":\"" + rules + "\"");
        ApiTest.playAll(g, "D1", "F1", "D2", "F2", "D3", "F3", "D4", "F4", "D5", "F5", "D6", "F6", "D7", "F7", "D8", "F8",
                "D9", "F9", "pass", "B5", "pass", "pass");
        assertThat(client.post("/api/games/" + g.id() + "/mark", g.black(), "{\"vertices\":[\"B5\"],\"dead\":false}").status())
                .isEqualTo(200);
        assertThat(client.state(g.id()).get("dead").size()).isZero();
        return g;
    }

    // ------------------------------------------------------------------------- a key given twice

    @Test
    void aKeyGivenTwiceIsRefusedNamingItOnTheGamesApi() {
        ApiTest.Game g = ApiTest.newGame("");
        String play = "/api/games/" + g.id() + "/play";
        refused(g.id(), "invalid", "'move'", () -> client.post(play, g.black(), "{\"move\":\"D4\",\"move\":\"Q16\",\"moveNumber\":0}"));
        refused(g.id(), "invalid", "'moveNumber'", () -> client.post(play, g.black(), "{\"move\":\"D4\",\"moveNumber\":0,\"moveNumber\":1}"));
        refused(g.id(), "invalid", "'move'", () -> client.post("/api/games/" + g.id() + "/check", g.black(),
                "{\"move\":\"D4\",\"move\":\"E5\",\"moveNumber\":0}"));
        refused(g.id(), "invalid", "'color'", () -> client.post("/api/games/" + g.id() + "/penalty", g.referee(),
                "{\"color\":\"black\",\"points\":1,\"color\":\"white\"}"));
        assertThat(client.state(g.id()).get("moveNumber").asInt()).isZero();

        // Nested: a player's name twice. No game is made.
        int games = client.get("/api/games").body().size();
        Client.Answer nested = client.post("/api/games", null, "{\"size\":9,\"black\":{\"name\":\"Ann\",\"name\":\"Eve\"}}");
        assertThat(nested.status()).as(nested.text()).isEqualTo(400);
        assertThat(nested.body().path("reason").asText()).isEqualTo("invalid");
        assertThat(nested.body().path("detail").asText()).contains("'name'");
        assertThat(client.get("/api/games").body().size()).isEqualTo(games);

        // The same body without the repeat plays: the refusal was the repeat's.
        assertThat(client.post(play, g.black(), "{\"move\":\"D4\",\"moveNumber\":0}").status()).isEqualTo(200);
    }

    @Test
    void aKeyGivenTwiceIsRefusedNamingItOnTheMarking() {
        ApiTest.Game g = atMarking("russian-territory,disputes=referee");
        String base = "/api/games/" + g.id();
        refused(g.id(), "invalid", "'vertices'", () -> client.post(base + "/decide", g.referee(),
                "{\"vertices\":[\"B5\"],\"vertices\":[]}"));
        refused(g.id(), "invalid", "'dead'", () -> client.post(base + "/mark", g.black(),
                "{\"vertices\":[\"B5\"],\"dead\":true,\"dead\":false}"));
    }

    @Test
    void aKeyGivenTwiceIsRefusedNamingItOnTheTournamentsApi() {
        Client.Refereed t = client.tournament("{\"name\":\"Twice Cup\",\"rules\":\"japanese\",\"boardSize\":9}");
        String base = "/api/tournaments/" + t.id();
        String before = client.get(base).text();
        Client.Answer player = client.post(base + "/players", t.token(), "{\"name\":\"Eve\",\"rank\":\"5k\",\"name\":\"Mallory\"}");
        assertThat(player.status()).as(player.text()).isEqualTo(400);
        assertThat(player.body().path("reason").asText()).isEqualTo("invalid");
        assertThat(player.body().path("detail").asText()).contains("'name'");
        assertThat(client.get(base).text()).isEqualTo(before);

        for (String name : new String[] {"Ann", "Bob", "Cid", "Dan"}) {
            assertThat(client.post(base + "/players", t.token(), "{\"name\":\"" + name + "\"}").status()).isEqualTo(201);
        }
        String fourPlayers = client.get(base).text();
        // Nested: a pairing's black twice.
        Client.Answer round = client.post(base + "/rounds", t.token(),
                "{\"pairings\":[{\"black\":1,\"white\":2,\"black\":3},{\"black\":3,\"white\":4}]}");
        assertThat(round.status()).as(round.text()).isEqualTo(400);
        assertThat(round.body().path("detail").asText()).contains("'black'");
        assertThat(client.get(base).text()).isEqualTo(fourPlayers);
        Client.Answer creation = client.post("/api/tournaments", null, "{\"name\":\"A\",\"rules\":\"japanese\",\"name\":\"B\"}");
        assertThat(creation.status()).as(creation.text()).isEqualTo(400);
        assertThat(creation.body().path("detail").asText()).contains("'name'");
    }

    // ------------------------------------------------------------------------ a vertex listed twice

    @Test
    void aDecisionListingAVertexTwiceIsRefusedNamingIt() {
        ApiTest.Game g = atMarking("russian-territory,disputes=referee");
        String decide = "/api/games/" + g.id() + "/decide";
        refused(g.id(), "invalid", "B5 is listed twice", () -> client.post(decide, g.referee(), "{\"vertices\":[\"B5\",\"B5\"]}"));
        // The same vertex however it is spelled.
        refused(g.id(), "invalid", "B5 is listed twice", () -> client.post(decide, g.referee(), "{\"vertices\":[\"B5\",\"F1\",\"b5\"]}"));
        assertThat(client.state(g.id()).get("phase").asText()).isEqualTo("marking");

        // Two stones of one chain name the chain twice, each through its own stone: decided.
        Client.Answer chain = client.post(decide, g.referee(), "{\"vertices\":[\"F1\",\"F9\",\"B5\"]}");
        assertThat(chain.status()).as(chain.text()).isEqualTo(200);
        assertThat(chain.body().get("phase").asText()).isEqualTo("finished");
        assertThat(chain.body().get("dead").size()).isEqualTo(10);
    }

    @Test
    void aMarkingOrAcceptanceListingAVertexTwiceIsRefusedNamingIt() {
        ApiTest.Game g = atMarking("russian-territory");
        String base = "/api/games/" + g.id();
        // A toggle of B5 twice: dead, or dead and back? The client's to say.
        refused(g.id(), "invalid", "B5 is listed twice", () -> client.post(base + "/mark", g.black(), "{\"vertices\":[\"B5\",\"B5\"]}"));
        refused(g.id(), "invalid", "B5 is listed twice", () -> client.post(base + "/mark", g.white(),
                "{\"vertices\":[\"B5\",\"B5\"],\"dead\":true}"));
        assertThat(client.post(base + "/mark", g.white(), "{\"vertices\":[\"B5\"],\"dead\":true}").status()).isEqualTo(200);
        refused(g.id(), "invalid", "B5 is listed twice", () -> client.post(base + "/accept", g.black(), "{\"dead\":[\"B5\",\"B5\"]}"));
        assertThat(client.state(g.id()).at("/accepted/black").asBoolean()).isFalse();
        assertThat(client.post(base + "/accept", g.black(), "{\"dead\":[\"B5\"]}").status()).isEqualTo(200);
    }

    // ----------------------------------------------------------------- a whole number as a float

    @Test
    void aWholeNumberSentAsAFloatIsThatNumber() {
        JsonNode c = client.create("{\"size\":9.0,\"handicap\":2.0,\"black\":{\"name\":\"Ann\"},\"white\":{\"name\":\"Bob\"}}");
        String id = c.get("id").asText();
        JsonNode s = client.state(id);
        assertThat(s.get("size").asInt()).isEqualTo(9);
        assertThat(s.get("handicap").asInt()).isEqualTo(2);
        assertThat(s.get("toMove").asText()).isEqualTo("white");
        int n = s.get("moveNumber").asInt();
        Client.Answer move = client.post("/api/games/" + id + "/play", c.at("/white/token").asText(),
                "{\"move\":\"E5\",\"moveNumber\":" + n + ".0}");
        assertThat(move.status()).as(move.text()).isEqualTo(200);
        Client.Answer exp = client.post("/api/games/" + id + "/play", c.at("/black/token").asText(),
                "{\"move\":\"D2\",\"moveNumber\":" + (n + 1) + "e0}");
        assertThat(exp.status()).as(exp.text()).isEqualTo(200);
        assertThat(client.state(id).get("moveNumber").asInt()).isEqualTo(n + 2);
    }

    @Test
    void aFractionAHugeNumberOrATextIsStillNoWholeNumber() {
        int games = client.get("/api/games").body().size();
        for (String bad : new String[] {"\"size\":19,\"handicap\":9.5", "\"size\":19,\"handicap\":1e400",
                "\"size\":19,\"handicap\":\"9\"", "\"size\":9.5", "\"size\":-1e400", "\"size\":4294967305.0"}) {
            Client.Answer a = client.post("/api/games", null, "{" + bad + "}");
            assertThat(a.status()).as(bad + ": " + a.text()).isEqualTo(400);
            assertThat(a.body().path("detail").asText()).as(bad).contains("is a whole number");
        }
        assertThat(client.get("/api/games").body().size()).isEqualTo(games);
        ApiTest.Game g = ApiTest.newGame("");
        String play = "/api/games/" + g.id() + "/play";
        for (String bad : new String[] {"0.5", "1e400", "\"0\"", "-0.5"}) {
            refused(g.id(), "invalid", "moveNumber", () -> client.post(play, g.black(), "{\"move\":\"D4\",\"moveNumber\":" + bad + "}"));
        }
    }

    @Test
    void aWholeNumberSentAsAFloatIsThatNumberOnTheTournamentsApi() {
        Client.Refereed t = client.tournament("{\"name\":\"Float Cup\",\"rules\":\"japanese\",\"boardSize\":9.0}");
        String base = "/api/tournaments/" + t.id();
        assertThat(client.get(base).body().at("/regulations/boardSize").asInt()).as(client.get(base).text()).isEqualTo(9);
        Client.Answer p = client.post(base + "/players", t.token(), "{\"name\":\"Ann\",\"rating\":1500.0}");
        assertThat(p.status()).as(p.text()).isEqualTo(201);
        assertThat(p.body().get("rating").asInt()).isEqualTo(1500);
        String before = client.get(base).text();
        for (String bad : new String[] {"1500.5", "1e400", "-1e400", "4294967305.0", "\"1500\"", "\"1500.0\""}) {
            Client.Answer a = client.post(base + "/players", t.token(), "{\"name\":\"Bob\",\"rating\":" + bad + "}");
            assertThat(a.status()).as(bad + ": " + a.text()).isEqualTo(400);
            assertThat(a.body().path("detail").asText()).as(bad).startsWith("malformed request: rating: ");
            assertThat(client.get(base).text()).isEqualTo(before);
        }
    }

    @Test
    void aNumberSentAsTextIsRefusedOnTheTournamentsApiAsItIsOnTheGames() {
        // The games' komi as text is "komi is a number"; the tournaments' took "6.5", and with it
        // what Java's parser reads beyond a plain number ("6.5f", "0x1.ap2"), as the komi 6.5.
        for (String bad : new String[] {"\"6.5\"", "\"6.5f\"", "\"0x1.ap2\""}) {
            Client.Answer a = client.post("/api/tournaments", null,
                    "{\"name\":\"Text Cup\",\"rules\":\"japanese\",\"komi\":" + bad + "}");
            assertThat(a.status()).as(bad + ": " + a.text()).isEqualTo(400);
            assertThat(a.body().path("detail").asText()).as(bad).startsWith("malformed request: komi: ");
        }
        Client.Refereed t = client.tournament("{\"name\":\"Text Cup\",\"rules\":\"japanese\",\"komi\":6.5}");
        String base = "/api/tournaments/" + t.id();
        assertThat(client.get(base).body().at("/regulations/komi").asDouble()).as(client.get(base).text()).isEqualTo(6.5);
    }
}
