package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * One rule for players' names, in games, challenges and tournaments (docs/server.md, "Players'
 * names"): a player given has a name, a non-empty one once spaces are made ordinary; a game may
 * leave a side out, which is then unnamed and shown by its colour. A refusal names the field and
 * changes nothing. {@code "black":{}} used to make a player called "Black".
 */
class PlayerNamesTest extends ServerOnSqliteFile {
    @Test
    void aGamesPlayerGivenWithoutANameIsRefusedNamingTheField() {
        int games = client.get("/api/games").body().size();
        String[][] cases = {
                {"{\"size\":9,\"black\":{}}", "black.name"},
                {"{\"size\":9,\"black\":{\"name\":null},\"white\":{\"name\":\"Bob\"}}", "black.name"},
                {"{\"size\":9,\"white\":{\"name\":\"\"}}", "white.name"},
                {"{\"size\":9,\"black\":{\"name\":\"Ann\"},\"white\":{\"name\":\"   \"}}", "white.name"},
                // A no-break and an em space are spaces too.
                {"{\"size\":9,\"black\":{\"name\":\"\\u00A0\\u2003\"}}", "black.name"},
                {"{\"size\":9,\"black\":\"Ann\"}", "black is a player"},
                {"{\"size\":9,\"white\":{\"name\":7}}", "white.name is a string"},
        };
        for (String[] c : cases) {
            Client.Answer a = client.post("/api/games", null, c[0]);
            assertThat(a.status()).as(c[0]).isEqualTo(400);
            assertThat(a.body().get("error").asText()).isEqualTo("invalid");
            assertThat(a.body().get("detail").asText()).as(c[0]).startsWith(c[1]);
        }
        assertThat(client.get("/api/games").body().size()).isEqualTo(games);
    }

    @Test
    void aSideLeftOutIsUnnamedAndShownByItsColour() {
        for (String body : new String[] {"{\"size\":9}", "{\"size\":9,\"black\":null,\"white\":null}"}) {
            JsonNode s = client.state(client.create(body).get("id").asText());
            assertThat(s.at("/black/name").asText()).isEqualTo("Black");
            assertThat(s.at("/white/name").asText()).isEqualTo("White");
        }
        JsonNode s = client.state(client.create("{\"size\":9,\"white\":{\"name\":\" Lee  Sedol \"}}").get("id").asText());
        assertThat(s.at("/black/name").asText()).isEqualTo("Black");
        assertThat(s.at("/white/name").asText()).isEqualTo("Lee Sedol");
    }

    @Test
    void aChallengesNameGivenIsNotEmpty() {
        int open = client.get("/api/challenges").body().size();
        Client.Answer a = client.post("/api/challenges", null, "{\"size\":9,\"rules\":\"japanese\",\"name\":\" \"}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.body().get("detail").asText()).startsWith("name is empty");
        assertThat(client.get("/api/challenges").body().size()).isEqualTo(open);
    }

    @Test
    void aTournamentsPlayerAlwaysHasAName() {
        Client.Refereed t = client.tournament("{\"name\":\"Cup\",\"rules\":\"japanese\",\"boardSize\":9}");
        String players = "/api/tournaments/" + t.id() + "/players";
        for (String body : new String[] {"{}", "{\"name\":null}", "{\"name\":\"\"}", "{\"name\":\"  \"}", "{\"name\":\"\\u00A0\"}"}) {
            Client.Answer a = client.post(players, t.token(), body);
            assertThat(a.status()).as(body).isEqualTo(422);
            assertThat(a.body().get("detail").asText()).as(body).startsWith("name");
        }
        assertThat(client.get("/api/tournaments/" + t.id()).body().get("players")).isEmpty();
        assertThat(client.post(players, t.token(), "{\"name\":\"Ivanov Ivan\"}").status()).isEqualTo(201);
    }
}
