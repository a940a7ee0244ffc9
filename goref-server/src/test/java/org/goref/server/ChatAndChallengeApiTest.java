package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Issue 35's API on a real SQLite file: the game's chat (who says and reads what, stored as events,
 * in the record for those who may read it), open challenges, the record's times and file name, and
 * the estimator's proposal credited to the estimator, not to a player.
 */
class ChatAndChallengeApiTest extends ServerOnSqliteFile {
    private static String chat(String id) {
        return "/api/games/" + id + "/chat";
    }

    @Test
    void playersAndSpectatorsTalkInChannelsTheOthersDoNotReadDuringPlay() throws Exception {
        ApiTest.Game g = ApiTest.newGame("");
        ApiTest.playAll(g, "E5");
        try (Client.Watcher w = client.watch(g.id())) {
            w.next();
            Client.Answer said = client.post(chat(g.id()), g.black(), "{\"text\":\"good luck <script>alert(1)</script>\",\"channel\":\"players\"}");
            assertThat(said.status()).as(said.text()).isEqualTo(201);
            assertThat(said.body().get("from").asText()).isEqualTo("black");
            assertThat(said.body().get("at").asInt()).isEqualTo(1);
            // The watcher (no token) learns only that the players' channel has news.
            JsonNode update = w.next();
            assertThat(update.get("chat").toString()).isEqualTo("[\"players\"]");
            assertThat(update.toString()).doesNotContain("good luck");
        }
        assertThat(client.post(chat(g.id()), null, "{\"text\":\"hi\",\"channel\":\"players\"}").status()).isEqualTo(403);
        assertThat(client.post(chat(g.id()), null, "{\"text\":\"nice move\",\"channel\":\"spectators\",\"name\":\"Kibitzer\"}").status())
                .isEqualTo(201);
        assertThat(client.post(chat(g.id()), null, "{\"text\":\"no name\",\"channel\":\"spectators\"}").status()).isEqualTo(400);
        assertThat(client.post(chat(g.id()), g.white(), "{\"text\":\"" + "x".repeat(501) + "\",\"channel\":\"players\"}").status())
                .isEqualTo(400);
        assertThat(client.post(chat(g.id()), g.white(), "{\"text\":\"  \",\"channel\":\"players\"}").status()).isEqualTo(400);
        assertThat(client.post(chat(g.id()), g.white(), "{\"text\":\"hi\",\"channel\":\"lobby\"}").status()).isEqualTo(400);

        JsonNode players = client.get(chat(g.id()) + "?channel=players", g.white()).body();
        assertThat(players.size()).isEqualTo(1);
        assertThat(players.get(0).get("text").asText()).isEqualTo("good luck <script>alert(1)</script>");
        assertThat(client.get(chat(g.id()) + "?channel=players", g.referee()).status()).isEqualTo(200);
        assertThat(client.get(chat(g.id()) + "?channel=players").status()).isEqualTo(403);
        assertThat(client.get(chat(g.id()) + "?channel=spectators", g.black()).status()).isEqualTo(403);
        assertThat(client.get(chat(g.id()) + "?channel=spectators").body().get(0).get("from").asText()).isEqualTo("Kibitzer");

        // The record: the players' chat for a player, the spectators' for a spectator, as comments on the move.
        String forBlack = client.get("/api/games/" + g.id() + "/sgf", g.black()).text();
        assertThat(forBlack).contains("Ann (Black): good luck <script>alert(1)</script>").doesNotContain("Kibitzer");
        String forAll = client.get("/api/games/" + g.id() + "/sgf").text();
        assertThat(forAll).doesNotContain("good luck").contains("Kibitzer (spectator): nice move");
        assertThat(client.state(g.id()).get("moveNumber").asInt()).isEqualTo(1);

        // Once the game is over the spectators' channel is everyone's; the players' stays theirs.
        assertThat(client.post("/api/games/" + g.id() + "/resign", g.white(), "").status()).isEqualTo(200);
        assertThat(client.get(chat(g.id()) + "?channel=spectators", g.black()).body().size()).isEqualTo(1);
        assertThat(client.get(chat(g.id()) + "?channel=players").status()).isEqualTo(403);
        assertThat(client.post(chat(g.id()), g.black(), "{\"text\":\"thanks\",\"channel\":\"players\"}").status()).isEqualTo(201);
        assertThat(client.state(g.id()).get("result").asText()).isEqualTo("B+R");
    }

    @Test
    void theEstimatorsProposalIsTheEstimatorsAndThePlayersAreThoseWhoAccepted() {
        ApiTest.Game g = ApiTest.newGame(",\"komi\":6.5,\"rules\":\"japanese\"");
        ApiTest.playAll(g, ApiTest.DOUBTFUL_GAME.split(" "));
        assertThat(client.state(g.id()).get("dead").toString()).contains(ApiTest.DOUBTFUL_STONE);
        for (String t : new String[] {g.black(), g.white()}) {
            Client.Answer a = client.post("/api/games/" + g.id() + "/accept", t, "");
            assertThat(a.status()).as(a.text()).isEqualTo(200);
        }
        String sgf = client.get("/api/games/" + g.id() + "/sgf").text();
        assertThat(sgf).doesNotContain("marks the stones").doesNotContain("GREV[mark")
                .contains("the estimator proposes dead stones", "marked dead by the estimator",
                        "Black accepts the marking", "White accepts the marking");
        assertThat(client.state(g.id()).get("phase").asText()).isEqualTo("finished");
    }

    @Test
    void aTimedRecordHasEachMovesTimeLeftAndIsNamedByDateAndPlayers() throws Exception {
        JsonNode c = client.create("{\"size\":9,\"time\":\"byo:0s+3x30s\",\"black\":{\"name\":\"Анна Ли\"},\"white\":{\"name\":\"Bob/..\"}}");
        ApiTest.Game g = new ApiTest.Game(c.get("id").asText(), c.at("/black/token").asText(), c.at("/white/token").asText(),
                c.at("/referee/token").asText());
        ApiTest.playAll(g, "E5", "C3");
        String sgf = client.get("/api/games/" + g.id() + "/sgf").text();
        assertThat(sgf).containsPattern(";B\\[ee\\]BL\\[(30|29\\.\\d+)\\]OB\\[3\\]").containsPattern(";W\\[cg\\]WL\\[[0-9.]+\\]OW\\[3\\]");
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + server.port() + "/api/games/" + g.id() + "/sgf")).build(), HttpResponse.BodyHandlers.ofString());
        String disposition = r.headers().firstValue("Content-Disposition").orElseThrow();
        assertThat(disposition).matches("attachment; filename=\"\\d{4}-\\d\\d-\\d\\d-[A-Za-z0-9_.-]+\\.sgf\"; filename\\*=UTF-8''.*")
                .contains("-Bob_..")
                .contains("%D0%90%D0%BD%D0%BD%D0%B0_%D0%9B%D0%B8-Bob_...sgf");
    }

    @Test
    void aChallengeAcceptedOnceLeadsBothToTheSameGame() {
        Client.Answer posted = client.post("/api/challenges", null,
                "{\"size\":13,\"rules\":\"japanese\",\"komi\":0.5,\"time\":\"byo:10m+5x30s\",\"color\":\"white\",\"name\":\"Ann\"}");
        assertThat(posted.status()).as(posted.text()).isEqualTo(201);
        String id = posted.body().get("id").asText();
        String secret = posted.body().get("token").asText();
        JsonNode open = client.get("/api/challenges").body();
        assertThat(open.toString()).contains(id).doesNotContain(secret);
        assertThat(client.get("/api/challenges/" + id, secret).body().get("game").isNull()).isTrue();
        assertThat(client.get("/api/challenges/" + id, "wrong").status()).isEqualTo(403);

        Client.Answer accepted = client.post("/api/challenges/" + id + "/accept", null, "{\"name\":\"Bob\"}");
        assertThat(accepted.status()).as(accepted.text()).isEqualTo(201);
        String game = accepted.body().get("game").asText();
        assertThat(accepted.body().get("url").asText()).contains(game).endsWith("#token=" + accepted.body().get("token").asText());
        assertThat(client.post("/api/challenges/" + id + "/accept", null, "{\"name\":\"Cid\"}").status()).isEqualTo(409);
        assertThat(client.get("/api/challenges").text()).doesNotContain(id);

        JsonNode poster = client.get("/api/challenges/" + id, secret).body();
        assertThat(poster.get("game").asText()).isEqualTo(game);
        assertThat(client.get("/api/games/" + game + "/me", poster.get("token").asText()).body().get("role").asText()).isEqualTo("white");
        assertThat(client.get("/api/games/" + game + "/me", accepted.body().get("token").asText()).body().get("role").asText())
                .isEqualTo("black");
        JsonNode s = client.state(game);
        assertThat(s.at("/white/name").asText()).isEqualTo("Ann");
        assertThat(s.at("/black/name").asText()).isEqualTo("Bob");
        assertThat(s.get("size").asInt()).isEqualTo(13);
        assertThat(s.get("rules").asText()).isEqualTo("japanese,komi=0.5");
        assertThat(s.get("timeControl").asText()).isEqualTo("byo:10m+5x30s");
    }

    @Test
    void anExpiredChallengeCannotBeAcceptedAndBadOffersAreRefused() throws Exception {
        Client.Answer posted = client.post("/api/challenges", null, "{\"size\":9,\"rules\":\"japanese\",\"color\":\"random\",\"name\":\"Ann\",\"expiresIn\":1}");
        String id = posted.body().get("id").asText();
        Thread.sleep(1100);
        assertThat(client.get("/api/challenges").text()).doesNotContain(id);
        assertThat(client.post("/api/challenges/" + id + "/accept", null, "{\"name\":\"Bob\"}").status()).isEqualTo(409);
        assertThat(client.get("/api/challenges/" + id, posted.body().get("token").asText()).body().get("expired").asBoolean()).isTrue();
        assertThat(client.post("/api/challenges/nope/accept", null, "{\"name\":\"Bob\"}").status()).isEqualTo(404);
        assertThat(client.post("/api/challenges", null, "{\"size\":26,\"name\":\"A\"}").status()).isEqualTo(400);
        assertThat(client.post("/api/challenges", null, "{\"size\":9,\"color\":\"red\",\"name\":\"A\"}").status()).isEqualTo(400);
        assertThat(client.post("/api/challenges", null, "{\"size\":9,\"time\":\"byo:10m+0x30s\",\"name\":\"A\"}").status()).isEqualTo(400);
    }

    @Test
    void aTournamentsRefereeTurnsThePlayersChatOffForItsGames() {
        Client.Refereed t = client.tournament("{\"name\":\"Cup\",\"rules\":\"japanese\",\"boardSize\":9}");
        for (String n : new String[] {"Ann", "Bob"}) {
            assertThat(client.post("/api/tournaments/" + t.id() + "/players", t.token(), "{\"name\":\"" + n + "\"}").status()).isEqualTo(201);
        }
        assertThat(client.post("/api/tournaments/" + t.id() + "/rounds", t.token(), "").status()).isEqualTo(201);
        assertThat(client.put("/api/tournaments/" + t.id() + "/chat", "wrong", "{\"players\":false}").status()).isEqualTo(403);
        assertThat(client.put("/api/tournaments/" + t.id() + "/chat", t.token(), "{\"players\":\"no\"}").status()).isEqualTo(400);
        assertThat(client.put("/api/tournaments/nope/chat", t.token(), "{\"players\":false}").status()).isEqualTo(404);
        Client.Answer off = client.put("/api/tournaments/" + t.id() + "/chat", t.token(), "{\"players\":false}");
        assertThat(off.status()).as(off.text()).isEqualTo(200);
        assertThat(client.get("/api/tournaments/" + t.id() + "/chat").body().get("players").asBoolean()).isFalse();
        JsonNode g = client.post("/api/tournaments/" + t.id() + "/rounds/1/tables/1/game", t.token(), "").body();
        String game = g.get("gameId").asText();
        String player = g.at("/black/token").asText();
        Client.Answer said = client.post(chat(game), player, "{\"text\":\"hello\",\"channel\":\"players\"}");
        assertThat(said.status()).isEqualTo(403);
        assertThat(said.body().get("reason").asText()).isEqualTo("players-chat-off");
        assertThat(client.get("/api/games/" + game + "/me", player).body().get("playersChat").asBoolean()).isFalse();
        // The spectators' channel is not the regulations' business; another game's players talk on.
        assertThat(client.post(chat(game), null, "{\"text\":\"hi\",\"channel\":\"spectators\",\"name\":\"Kib\"}").status()).isEqualTo(201);
        ApiTest.Game other = ApiTest.newGame("");
        assertThat(client.get("/api/games/" + other.id() + "/me", other.black()).body().get("playersChat").asBoolean()).isTrue();
        assertThat(client.put("/api/tournaments/" + t.id() + "/chat", t.token(), "{\"players\":true}").status()).isEqualTo(200);
        assertThat(client.post(chat(game), player, "{\"text\":\"hello\",\"channel\":\"players\"}").status()).isEqualTo(201);
    }
}
