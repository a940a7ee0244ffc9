package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A huge value in a field, a key, a query parameter or a tournament file is refused with a 4xx whose
 * message quotes it through the core's {@code Quote} (its head and its length), on one line, under
 * 1 KB: a refusal used to copy what the client sent into the answer whole. A JSON body of 100 KB is
 * refused whole (413, past the 16 KB limit); values of 15,000 characters reach the routes' own checks,
 * and an OpenGotha file (up to 8 MB) carries 100 KB ones. Each request is refused; none is served.
 */
class HugeValuesTest extends ServerOnSqliteFile {
    /** 15,000 characters of one (a long run), and of words (no long run for a net to catch): within a JSON body's 16 KB. */
    private static final String RUN = "9".repeat(15_000);
    private static final String WORDS = "ab ".repeat(5_000);
    private static final String LETTERS = "x".repeat(15_000);
    private static final String HUGE = "x".repeat(100_000);

    @Test
    void everyRefusalOfAHugeValueIsShortAndOneLine() {
        ApiTest.Game g = ApiTest.newGame("");
        Client.Refereed t = client.tournament("{\"name\":\"Cup\",\"rules\":\"japanese\",\"boardSize\":9}");
        String tb = "/api/tournaments/" + t.id();
        assertThat(client.post(tb + "/players", t.token(), "{\"name\":\"Ann\"}").status()).isEqualTo(201);
        assertThat(client.post(tb + "/players", t.token(), "{\"name\":\"Bob\"}").status()).isEqualTo(201);
        List<String> failures = new ArrayList<>();
        for (String v : new String[] {RUN, WORDS}) {
            String q = "\"" + v + "\"";
            check(failures, "game rules", client.post("/api/games", null, "{\"size\":9,\"rules\":" + q + "}"));
            check(failures, "game komi", client.post("/api/games", null, "{\"size\":9,\"komi\":" + RUN + "}"));
            check(failures, "game size", client.post("/api/games", null, "{\"size\":" + RUN + "}"));
            check(failures, "game time", client.post("/api/games", null, "{\"size\":9,\"time\":" + q + "}"));
            check(failures, "game clockStart", client.post("/api/games", null, "{\"size\":9,\"clockStart\":" + q + "}"));
            check(failures, "game black name", client.post("/api/games", null, "{\"size\":9,\"black\":{\"name\":" + q + "}}"));
            check(failures, "game bare token", client.post("/api/games", null, "{\"size\":" + LETTERS + "}"));
            check(failures, "lone surrogate under a huge key",
                    client.post("/api/games", null, "{\"" + LETTERS + "\":\"\\uD800\"}"));
            check(failures, "move", client.post("/api/games/" + g.id() + "/play", g.black(),
                    "{\"move\":" + q + ",\"moveNumber\":0}"));
            check(failures, "mark vertex", client.post("/api/games/" + g.id() + "/mark", g.black(), "{\"vertices\":[" + q + "]}"));
            check(failures, "decide vertex", client.post("/api/games/" + g.id() + "/decide", g.referee(),
                    "{\"vertices\":[" + q + "]}"));
            check(failures, "penalty color", client.post("/api/games/" + g.id() + "/penalty", g.referee(),
                    "{\"color\":" + q + ",\"points\":1}"));
            check(failures, "chat channel", client.post("/api/games/" + g.id() + "/chat", null,
                    "{\"channel\":" + q + ",\"text\":\"hi\",\"name\":\"Eve\"}"));
            check(failures, "chat text", client.post("/api/games/" + g.id() + "/chat", null,
                    "{\"channel\":\"spectators\",\"text\":" + q + ",\"name\":\"Eve\"}"));
            check(failures, "challenge color", client.post("/api/challenges", null, "{\"color\":" + q + ",\"name\":\"Eve\"}"));
            check(failures, "challenge expiresIn", client.post("/api/challenges", null, "{\"expiresIn\":" + RUN + ",\"name\":\"Eve\"}"));
            check(failures, "tournament rules", client.post("/api/tournaments", null, "{\"name\":\"Cup\",\"rules\":" + q + "}"));
            check(failures, "tournament system", client.post("/api/tournaments", null,
                    "{\"name\":\"Cup\",\"rules\":\"japanese\",\"system\":" + q + "}"));
            check(failures, "tournament handicap", client.post("/api/tournaments", null,
                    "{\"name\":\"Cup\",\"rules\":\"japanese\",\"handicap\":" + q + "}"));
            check(failures, "tournament tieBreaks", client.post("/api/tournaments", null,
                    "{\"name\":\"Cup\",\"rules\":\"japanese\",\"tieBreaks\":" + q + "}"));
            check(failures, "tournament time", client.post("/api/tournaments", null,
                    "{\"name\":\"Cup\",\"rules\":\"japanese\",\"time\":" + q + "}"));
            check(failures, "tournament from", client.post("/api/tournaments", null,
                    "{\"name\":\"Cup\",\"rules\":\"japanese\",\"from\":" + q + "}"));
            check(failures, "tournament name", client.post("/api/tournaments", null, "{\"name\":" + q + ",\"rules\":\"japanese\"}"));
            check(failures, "tournament boardSize", client.post("/api/tournaments", null,
                    "{\"name\":\"Cup\",\"rules\":\"japanese\",\"boardSize\":" + q + "}"));
            check(failures, "player rank", client.post(tb + "/players", t.token(), "{\"name\":\"Eve\",\"rank\":" + q + "}"));
            check(failures, "player country", client.post(tb + "/players", t.token(), "{\"name\":\"Eve\",\"country\":" + q + "}"));
            check(failures, "player name", client.post(tb + "/players", t.token(), "{\"name\":" + q + "}"));
            check(failures, "player unknown field", client.post(tb + "/players", t.token(), "{\"name\":\"Eve\",\"" + LETTERS + "\":1}"));
            check(failures, "result", client.post(tb + "/results", t.token(), "{\"round\":1,\"board\":1,\"result\":" + q + "}"));
            check(failures, "mms why", client.put(tb + "/players/1/mms", t.token(), "{\"points\":" + RUN + ",\"why\":\"x\"}"));
        }
        check(failures, "100 KB body", client.post("/api/games", null, "{\"size\":9,\"rules\":\"" + HUGE + "\"}"));
        pastTheLineLimit(failures, "game id in the path", () -> client.get("/api/games/" + HUGE), g.id());
        pastTheLineLimit(failures, "chat channel param", () -> client.get("/api/games/" + g.id() + "/chat?channel=" + HUGE), g.id());
        for (String file : new String[] {
                og("<Player name=\"Ann\" firstName=\"A\" rank=\"" + HUGE + "\" country=\"RU\"/>", ""),
                og("<Player name=\"Ann\" firstName=\"A\" rank=\"5K\" country=\"" + HUGE + "\"/>", ""),
                og("<Player name=\"Ann\" firstName=\"A\" rank=\"5K\" country=\"RU\"/>",
                        "<Game roundNumber=\"1\" tableNumber=\"1\" whitePlayer=\"" + HUGE + "\" blackPlayer=\"ANNA\" result=\"RESULT_WHITEWINS\"/>"),
                og("<Player name=\"Ann\" firstName=\"A\" rank=\"5K\" country=\"RU\"/><Player name=\"Bob\" firstName=\"B\" rank=\"5K\" country=\"RU\"/>",
                        "<Game roundNumber=\"" + HUGE.replace('x', '7') + "\" tableNumber=\"1\" whitePlayer=\"ANNA\" blackPlayer=\"BOBB\" result=\"RESULT_WHITEWINS\"/>"),
                og("<Player name=\"Ann\" firstName=\"A\" rank=\"5K\" country=\"RU\"/><Player name=\"Bob\" firstName=\"B\" rank=\"5K\" country=\"RU\"/>",
                        "<Game roundNumber=\"1\" tableNumber=\"1\" whitePlayer=\"ANNA\" blackPlayer=\"BOBB\" result=\"" + HUGE + "\"/>"),
                "<" + HUGE + "/>"}) {
            check(failures, "OpenGotha file", client.postBytes("/api/tournaments/import", null, "application/xml",
                    file.getBytes(StandardCharsets.UTF_8)));
        }
        // Through Jetty's limit on the request line: the route itself reads them.
        String some = "x".repeat(6_000);
        check(failures, "chat channel param (6,000)", client.get("/api/games/" + g.id() + "/chat?channel=" + some));
        check(failures, "game id in the path (6,000)", client.post("/api/games/" + some + "/chat", null,
                "{\"channel\":\"spectators\",\"text\":\"hi\",\"name\":\"Eve\"}"));
        check(failures, "game id in the path (6,000), a read", client.get("/api/games/" + some + "/chat?channel=spectators"));
        check(failures, "tournament id in the path (6,000)", client.get("/api/tournaments/" + some));
        check(failures, "egd class param (6,000)", client.get(tb + "/egd.txt?class=" + some));
        check(failures, "egd time param (6,000)", client.get(tb + "/egd.txt?time=" + "9".repeat(6_000)));
        check(failures, "round number (6,000)", client.put(tb + "/rounds/" + "9".repeat(6_000), t.token(), "{\"why\":\"x\"}"));
        check(failures, "protocol name param (6,000)", client.get(tb + "/rounds/1/tables/1/protocol.html?lang=" + some));
        assertThat(failures).isEmpty();
    }

    /** An OpenGotha file with these players and games (the players' keys: name and first name, upper case). */
    private static String og(String players, String games) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Tournament><Players>" + players + "</Players><Games>" + games
                + "</Games><TournamentParameterSet><GeneralParameterSet shortName=\"cup\" name=\"Cup\" numberOfRounds=\"1\"/>"
                + "</TournamentParameterSet></Tournament>";
    }

    /**
     * A request line far past Jetty's 8 KB: Jetty answers 414 and closes with most of it unread, so the
     * kernel may reset the connection and drop the short answer before the client reads it. Either
     * way nothing long comes back, and the server answers the next request.
     */
    private void pastTheLineLimit(List<String> failures, String what, java.util.function.Supplier<Client.Answer> request,
                                  String gameId) {
        try {
            check(failures, what, request.get());
        } catch (java.io.UncheckedIOException resetBeforeTheAnswerWasRead) {
            // checked below: the server goes on
        }
        if (client.get("/api/games/" + gameId).status() != 200) {
            failures.add(what + ": the server did not answer the next request");
        }
    }

    private static void check(List<String> failures, String what, Client.Answer a) {
        String detail = a.body() != null && a.body().has("detail") ? a.body().get("detail").asText() : a.text();
        int bytes = a.text().getBytes(StandardCharsets.UTF_8).length;
        if (a.status() < 400 || a.status() >= 500 || bytes >= 1024 || detail.contains("\n")) {
            failures.add(what + ": " + a.status() + " " + bytes + " bytes: " + detail.substring(0, Math.min(200, detail.length())));
        }
    }
}
