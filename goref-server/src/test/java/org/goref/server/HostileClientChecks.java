package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * A careless or hostile client: methods a path does not take, HEAD, the same request many times at
 * once, both players and the referee acting together. Every request is answered, only what the
 * rules allow lands, and the database holds exactly what the server answered. On SQLite and on
 * PostgreSQL.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class HostileClientChecks {
    @TempDir
    static Path dir;
    static String url;
    static GorefServer server;
    static Client client;
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** The JDBC URL of a fresh database for the class. */
    abstract String freshDatabase() throws Exception;

    /** Lets the database go after the class. */
    abstract void dropDatabase() throws Exception;

    @BeforeAll
    void start() throws Exception {
        url = freshDatabase();
        server = GorefServer.start(0, url);
        client = new Client(server.port());
    }

    @AfterAll
    void stop() throws Exception {
        if (server != null) {
            server.close();
            server = null;
        }
        if (url != null) {
            dropDatabase();
            url = null;
        }
    }

    static HttpResponse<String> raw(String method, String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    record Game(String id, String black, String white, String referee) {
        static Game create(String body) {
            JsonNode c = client.create(body);
            return new Game(c.get("id").asText(), c.at("/black/token").asText(), c.at("/white/token").asText(),
                    c.at("/referee/token").asText());
        }
    }

    /** The stored event lines of a game, in order, read from the database file itself. */
    static List<String> storedEvents(String id) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement s = c.prepareStatement("SELECT event FROM game_events WHERE game_id = ? ORDER BY seq")) {
            s.setString(1, id);
            try (var rs = s.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }

    /** Runs every request at once (released together) and answers their statuses in order. */
    static List<Client.Answer> together(List<Callable<Client.Answer>> requests) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(requests.size());
        try {
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            List<Future<Client.Answer>> fs = new ArrayList<>();
            for (Callable<Client.Answer> r : requests) {
                fs.add(pool.submit(() -> {
                    go.await();
                    return r.call();
                }));
            }
            go.countDown();
            List<Client.Answer> out = new ArrayList<>();
            for (Future<Client.Answer> f : fs) {
                out.add(f.get());
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aMethodAPathDoesNotTakeIs405WithAllow() throws Exception {
        Game g = Game.create("{\"size\":9}");
        String before = client.stableState(g.id());
        HttpResponse<String> delete = raw("DELETE", "/api/games/" + g.id());
        assertThat(delete.statusCode()).isEqualTo(405);
        assertThat(delete.headers().firstValue("Allow")).hasValue("GET, HEAD");
        JsonNode body = Client.JSON.readTree(delete.body());
        assertThat(body.get("reason").asText()).isEqualTo("method");
        assertThat(body.get("detail").asText()).contains("DELETE", "GET, HEAD");

        HttpResponse<String> getPlay = raw("GET", "/api/games/" + g.id() + "/play");
        assertThat(getPlay.statusCode()).isEqualTo(405);
        assertThat(getPlay.headers().firstValue("Allow")).hasValue("POST");
        assertThat(raw("PUT", "/api/games").headers().firstValue("Allow")).hasValue("GET, HEAD, POST");
        assertThat(raw("PATCH", "/api/games/" + g.id() + "/resign").statusCode()).isEqualTo(405);
        assertThat(raw("DELETE", "/api/tournaments").statusCode()).isEqualTo(405);
        assertThat(client.stableState(g.id())).isEqualTo(before);
        // A path nobody serves stays 404.
        assertThat(raw("DELETE", "/api/nothing-here").statusCode()).isEqualTo(404);
    }

    /**
     * A page that is there takes GET and HEAD only: another method is 405 with {@code Allow}, as on
     * the API (it was 404, as if the page were missing); a page that is not there stays 404.
     */
    @Test
    void aMethodAPageDoesNotTakeIs405WithAllow() throws Exception {
        for (String[] call : new String[][] {{"DELETE", "/"}, {"POST", "/game.html"}, {"PUT", "/index.html"},
                {"PATCH", "/i18n.js"}, {"DELETE", "/style.css"}, {"POST", "/tournament.html"}}) {
            HttpResponse<String> r = raw(call[0], call[1]);
            assertThat(r.statusCode()).as(call[0] + " " + call[1]).isEqualTo(405);
            assertThat(r.headers().firstValue("Allow")).as(call[1]).hasValue("GET, HEAD");
            assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
            JsonNode body = Client.JSON.readTree(r.body());
            assertThat(body.get("error").asText()).isEqualTo("invalid");
            assertThat(body.get("reason").asText()).isEqualTo("method");
            assertThat(body.get("detail").asText()).isEqualTo(call[0] + " is not allowed on " + call[1] + "; allowed: GET, HEAD");
        }
        // The pages themselves still answer GET and HEAD.
        assertThat(raw("GET", "/game.html").statusCode()).isEqualTo(200);
        assertThat(raw("HEAD", "/i18n.js").statusCode()).isEqualTo(200);
        // A page that is not there is 404 whatever the method, and no folder or climb counts as a page.
        for (String[] call : new String[][] {{"DELETE", "/nothing.html"}, {"POST", "/web/index.html"},
                {"POST", "/org/goref/server/http/Web.class"}, {"GET", "/nothing.html"}, {"DELETE", "/api/"}}) {
            HttpResponse<String> r = raw(call[0], call[1]);
            assertThat(r.statusCode()).as(call[0] + " " + call[1]).isEqualTo(404);
            assertThat(r.headers().firstValue("Allow")).isEmpty();
            assertThat(Client.JSON.readTree(r.body()).get("reason").asText()).isEqualTo("request");
        }
    }

    /** HEAD answers as GET would, without the body: it was 200, text/plain, even for no game at all. */
    @Test
    void headAnswersAsGetWould() throws Exception {
        Game g = Game.create("{\"size\":9}");
        HttpResponse<String> none = raw("HEAD", "/api/games/no-such-game");
        assertThat(none.statusCode()).isEqualTo(404);
        HttpResponse<String> state = raw("HEAD", "/api/games/" + g.id());
        assertThat(state.statusCode()).isEqualTo(200);
        assertThat(state.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        assertThat(state.body()).isEmpty();
        HttpResponse<String> sgf = raw("HEAD", "/api/games/" + g.id() + "/sgf");
        assertThat(sgf.headers().firstValue("Content-Type").orElse("")).startsWith("application/x-go-sgf");
        assertThat(raw("HEAD", "/api/tournaments/no-such-tournament").statusCode()).isEqualTo(404);
        assertThat(raw("HEAD", "/").statusCode()).isEqualTo(200);
    }

    /**
     * What Jetty refuses before any route sees it — an ambiguous path, a URI too long, headers too
     * large — is answered in the API's JSON error shape (it was Jetty's HTML page), and changes nothing.
     */
    @Test
    void refusalsJettyMakesItselfAreJsonToo() throws Exception {
        Game g = Game.create("{\"size\":9}");
        String before = client.stableState(g.id());
        HttpResponse<String> ambiguous = raw("GET", "/%2e%2e/etc/passwd");
        HttpResponse<String> tooLong = raw("GET", "/api/games/" + "a".repeat(20_000));
        HttpResponse<String> bigHeaders = HTTP.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + server.port() + "/api/games/" + g.id()))
                .header("X-Padding", "a".repeat(40_000)).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(ambiguous.statusCode()).isEqualTo(400);
        assertThat(tooLong.statusCode()).isEqualTo(414);
        assertThat(bigHeaders.statusCode()).isEqualTo(431);
        for (HttpResponse<String> r : List.of(ambiguous, tooLong, bigHeaders)) {
            assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
            JsonNode body = Client.JSON.readTree(r.body());
            assertThat(body.get("error").asText()).isEqualTo("invalid");
            assertThat(body.get("reason").asText()).isEqualTo("request");
            assertThat(body.get("detail").asText()).isNotBlank().doesNotStartWith("4");
        }
        assertThat(tooLong.body()).contains("URI Too Long");
        assertThat(client.stableState(g.id())).isEqualTo(before);
    }

    @Test
    void theSameMoveSentTwentyTimesAtOnceLandsOnce() throws Exception {
        Game g = Game.create("{\"size\":9,\"time\":\"abs:10m\"}");
        List<Callable<Client.Answer>> moves = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            moves.add(() -> client.play(g.id(), g.black(), "D4", 0));
        }
        List<Client.Answer> answers = together(moves);
        assertThat(answers.stream().filter(a -> a.status() == 200)).hasSize(1);
        assertThat(answers.stream().filter(a -> a.status() == 409)
                .map(a -> a.body().get("reason").asText())).hasSize(19).containsOnly("stale-move-number");
        assertThat(client.state(g.id()).get("moveNumber").asInt()).isEqualTo(1);
        assertThat(storedEvents(g.id())).containsExactly("play B df");
    }

    /** Both players, each many times, at once on move 0: only Black's move may land, once. */
    @Test
    void bothPlayersRacingOnOneMoveNumberLandOneMove() throws Exception {
        Game g = Game.create("{\"size\":9}");
        List<Callable<Client.Answer>> moves = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            moves.add(() -> client.play(g.id(), g.black(), "C3", 0));
            moves.add(() -> client.play(g.id(), g.white(), "G7", 0));
        }
        List<Client.Answer> answers = together(moves);
        assertThat(answers.stream().filter(a -> a.status() == 200)).hasSize(1);
        assertThat(answers).allMatch(a -> a.status() == 200 || a.status() == 409);
        assertThat(storedEvents(g.id())).containsExactly("play B cg");
    }

    /**
     * A move, a resignation, the referee's forfeit and a penalty all at once: the game ends once,
     * nothing is stored after its end, and what is stored replays to the state the server shows.
     */
    @Test
    void theEndRacingAMoveEndsTheGameOnceAndNothingFollowsIt() throws Exception {
        for (int round = 0; round < 5; round++) {
            Game g = Game.create("{\"size\":9,\"time\":\"byo:10m+3x30s\"}");
            List<Callable<Client.Answer>> all = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                all.add(() -> client.play(g.id(), g.black(), "E5", 0));
                all.add(() -> client.post("/api/games/" + g.id() + "/resign", g.white(), ""));
                all.add(() -> client.post("/api/games/" + g.id() + "/resign", g.black(), ""));
                all.add(() -> client.post("/api/games/" + g.id() + "/forfeit", g.referee(), "{\"color\":\"white\"}"));
                all.add(() -> client.post("/api/games/" + g.id() + "/penalty", g.referee(), "{\"color\":\"black\",\"points\":1}"));
            }
            List<Client.Answer> answers = together(all);
            assertThat(answers).allMatch(a -> a.status() == 200 || a.status() == 409, "200 or 409");
            List<String> stored = storedEvents(g.id());
            long endings = stored.stream().filter(e -> e.startsWith("resign") || e.startsWith("forfeit")).count();
            assertThat(endings).as(stored.toString()).isEqualTo(1);
            assertThat(stored.getLast()).as(stored.toString()).matches("(resign|forfeit).*");
            assertThat(stored.stream().filter(e -> e.startsWith("play"))).hasSizeLessThanOrEqualTo(1);
            JsonNode s = client.state(g.id());
            assertThat(s.get("phase").asText()).isEqualTo("finished");
            String result = s.get("result").asText();
            assertThat(result).isIn("B+R", "W+R", "B+F");
            assertThat(client.get("/api/games/" + g.id() + "/sgf").text()).contains("RE[" + result + "]");
        }
    }

    /**
     * In the marking, both players accept, toggle and resume many times at once: every request is
     * answered, and a server started again on the same file shows the same game.
     */
    @Test
    void markingRacesLeaveTheStoredGameAsTheServerShowsIt() throws Exception {
        Game g = Game.create("{\"size\":9,\"komi\":0.5}");
        String[] moves = {"C3", "G7", "pass", "pass"};
        for (int i = 0; i < moves.length; i++) {
            assertThat(client.play(g.id(), i % 2 == 0 ? g.black() : g.white(), moves[i], i).status()).isEqualTo(200);
        }
        assertThat(client.state(g.id()).get("phase").asText()).isEqualTo("marking");
        List<Callable<Client.Answer>> all = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            all.add(() -> client.post("/api/games/" + g.id() + "/accept", g.black(), ""));
            all.add(() -> client.post("/api/games/" + g.id() + "/accept", g.white(), ""));
            all.add(() -> client.post("/api/games/" + g.id() + "/mark", g.black(), "{\"vertices\":[\"G7\"]}"));
            all.add(() -> client.post("/api/games/" + g.id() + "/mark", g.white(), "{\"vertices\":[\"C3\"],\"dead\":false}"));
            all.add(() -> client.post("/api/games/" + g.id() + "/resume", g.white(), ""));
            all.add(() -> client.play(g.id(), g.black(), "E5", 4));
        }
        List<Client.Answer> answers = together(all);
        assertThat(answers).allMatch(a -> a.status() == 200 || a.status() == 409, "200 or 409");
        String shown = client.stableState(g.id());
        server.close();
        server = GorefServer.start(0, url);
        client = new Client(server.port());
        assertThat(client.stableState(g.id())).isEqualTo(shown);
    }
}
