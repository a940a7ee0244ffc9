package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.goref.server.bench.ClusterLoad;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/**
 * Three goref nodes as separate processes on one PostgreSQL database and a NATS server of the
 * test's own, HAProxy in front ({@link Cluster}); one cluster for the whole class, the node kill last.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterTest {
    private static final String COLS = "ABCDEFGHJKLMNOPQRST";
    static Cluster cluster;

    @BeforeAll
    static void start() throws Exception {
        Assumptions.assumeTrue(Cluster.available(), "nats-server, haproxy or PostgreSQL on 127.0.0.1:5432 missing");
        cluster = new Cluster(3);
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    /** Black's n-th move of the pattern that never captures (rows 1-9); White's in rows 11-19. */
    static String move(int n) {
        int i = n / 2;
        return "" + COLS.charAt(i % 19) + (n % 2 == 0 ? 1 + i / 19 : 19 - i / 19);
    }

    @Test
    @Order(0)
    void newsOfAGameGoesOnlyToTheNodesThatHoldIt() throws Exception {
        Client.Seats s = cluster.client(0).seats("{\"size\":9,\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
        assertThat(cluster.client(1).get("/api/games/" + s.id()).status()).isEqualTo(200);
        String subject = "goref.game." + s.id();
        long deadline = System.currentTimeMillis() + 10_000;
        while (subscribers(subject) != 2) {
            assertThat(System.currentTimeMillis()).as("the creating and the reading node subscribed, the third not: %d",
                    subscribers(subject)).isLessThan(deadline);
            TimeUnit.MILLISECONDS.sleep(50);
        }
        // The move made on the creating node reaches the other holder over the bus.
        assertThat(cluster.client(0).play(s.id(), s.black(), "E5", 0).status()).isEqualTo(200);
        while (cluster.client(1).get("/api/games/" + s.id()).body().get("moveNumber").asInt() != 1) {
            assertThat(System.currentTimeMillis()).as("the move on the other holder").isLessThan(deadline + 10_000);
            TimeUnit.MILLISECONDS.sleep(20);
        }
        assertThat(subscribers(subject)).isEqualTo(2);
    }

    /** How many connections to the test's nats-server subscribe to {@code subject}, by its monitoring page. */
    private static int subscribers(String subject) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + cluster.natsMonitorPort + "/connz?subs=1&limit=1024")).build(),
                HttpResponse.BodyHandlers.ofString());
        int n = 0;
        for (JsonNode c : new ObjectMapper().readTree(r.body()).path("connections")) {
            for (JsonNode sub : c.path("subscriptions_list")) {
                if (sub.asText().equals(subject)) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    @Order(1)
    void theSameMoveSentToTwoNodesAtOnceIsAcceptedOnce() throws Exception {
        int races = 500;
        int perGame = 125;
        for (int game = 0; game < races / perGame; game++) {
            Client.Seats s = cluster.client(0).seats("{\"size\":19,\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
            for (int r = 0; r < perGame; r++) {
                int n = 2 * r;
                Client.Answer[] answers = new Client.Answer[2];
                CountDownLatch go = new CountDownLatch(1);
                List<Thread> ts = new ArrayList<>();
                for (int k = 0; k < 2; k++) {
                    int node = k;
                    ts.add(Thread.ofVirtual().start(() -> {
                        try {
                            go.await();
                        } catch (InterruptedException e) {
                            return;
                        }
                        answers[node] = cluster.client(node).play(s.id(), s.black(), move(n), n);
                    }));
                }
                go.countDown();
                for (Thread t : ts) {
                    t.join();
                }
                int accepted = (answers[0].status() == 200 ? 1 : 0) + (answers[1].status() == 200 ? 1 : 0);
                assertThat(accepted).as("race %d of game %d: %s / %s", r, game, answers[0].text(), answers[1].text()).isEqualTo(1);
                Client.Answer refused = answers[0].status() == 200 ? answers[1] : answers[0];
                // As a single node refuses a request made on a state it has moved past.
                assertThat(refused.status()).isEqualTo(409);
                assertThat(refused.body().get("reason").asText()).isEqualTo("stale-move-number");
                Client.Answer white = cluster.client(2).play(s.id(), s.white(), move(n + 1), n + 1);
                assertThat(white.status()).as(white.text()).isEqualTo(200);
            }
            assertThat(countEvents(s.id(), "%")).isEqualTo(2 * perGame);
        }
    }

    @Test
    @Order(2)
    void aFlagFallsOnceWhileThreeNodesWatch() throws Exception {
        Client c = cluster.client(0);
        Client.Answer t = c.post("/api/tournaments", null,
                "{\"name\":\"Blitz\",\"rules\":\"japanese\",\"boardSize\":9,\"time\":\"abs:3s\"}");
        assertThat(t.status()).as(t.text()).isEqualTo(201);
        String tid = t.body().get("id").asText();
        String token = t.body().get("refereeToken").asText();
        for (String name : new String[] {"Ann", "Bob", "Cid", "Dan"}) {
            assertThat(c.post("/api/tournaments/" + tid + "/players", token, "{\"name\":\"" + name + "\"}").status()).isEqualTo(201);
        }
        assertThat(cluster.client(1).post("/api/tournaments/" + tid + "/rounds", token, "").status()).isEqualTo(201);
        List<String> gameIds = new ArrayList<>();
        List<Client.Watcher> watchers = new ArrayList<>();
        for (int board = 1; board <= 2; board++) {
            Client.Answer g = cluster.client(board).post("/api/tournaments/" + tid + "/rounds/1/tables/" + board + "/game", token, "");
            assertThat(g.status()).as(g.text()).isEqualTo(201);
            String id = g.body().get("gameId").asText();
            gameIds.add(id);
            for (int node = 0; node < 3; node++) {
                watchers.add(cluster.client(node).watch(id));
            }
        }
        for (Client.Watcher w : watchers) {
            JsonNode m = w.next();
            while (!"finished".equals(m.at("/state/phase").asText())) {
                m = w.next();
            }
            w.close();
        }
        for (String id : gameIds) {
            assertThat(countEvents(id, "timeloss%")).as("time losses of " + id).isEqualTo(1);
            for (int node = 0; node < 3; node++) {
                assertThat(cluster.client(node).state(id).get("result").asText()).isEqualTo("W+T");
            }
        }
        int results = 0;
        try (Connection db = DriverManager.getConnection(cluster.db);
             PreparedStatement q = db.prepareStatement("SELECT line FROM tournament_events WHERE tournament_id = ?")) {
            q.setString(1, tid);
            ResultSet rs = q.executeQuery();
            while (rs.next()) {
                results += rs.getString(1).startsWith("result ") ? 1 : 0;
            }
        }
        assertThat(results).as("tournament entries").isEqualTo(2);
        JsonNode view = cluster.viaLb().get("/api/tournaments/" + tid).body();
        for (int board = 1; board <= 2; board++) {
            assertThat(WholeTournamentTest.pairingOf(view, 1, board).at("/result/result").asText()).isEqualTo("W+T");
        }
    }

    @Test
    @Order(3)
    void twoBrowsersThroughTheBalancerPlayToTheResultWhileASpectatorWatchesOneNode() throws Exception {
        Assumptions.assumeTrue(BrowserTest.CHROMEDRIVER.canExecute() && BrowserTest.CHROMIUM.canExecute(), "no chromium");
        JsonNode c = cluster.viaLb().create("{\"size\":9,\"rules\":\"japanese\",\"black\":{\"name\":\"Anna\"},\"white\":{\"name\":\"Boris\"}}");
        String id = c.get("id").asText();
        Client.Watcher spectator = cluster.client(2).watch(id);
        java.nio.file.Path tmp = java.nio.file.Files.createTempDirectory("goref-cluster-browsers");
        WebDriver black = BrowserTest.browser(tmp);
        WebDriver white = null;
        try {
            white = BrowserTest.browser(tmp);
            black.get(absolute(c.at("/black/url").asText()));
            white.get(absolute(c.at("/white/url").asText()));
            BrowserTest.waiting(black).until(x -> BrowserTest.moveNumber(x) == 0);
            BrowserTest.waiting(white).until(x -> x.findElement(By.id("role")).getText().equals("you play White"));
            BrowserTest.play(black, 0, "C3");
            BrowserTest.play(white, 1, "G7");
            BrowserTest.play(black, 2, "C4");
            BrowserTest.play(white, 3, "pass");
            BrowserTest.play(black, 4, "pass");
            for (WebDriver d : new WebDriver[] {black, white}) {
                BrowserTest.waiting(d).until(x -> "marking".equals(x.findElement(By.cssSelector("svg.board")).getAttribute("data-phase")));
            }
            black.findElement(By.cssSelector("[data-vertex='G7']")).click();
            BrowserTest.waiting(white).until(x -> !x.findElements(By.cssSelector("[data-stone='G7'].dead")).isEmpty());
            black.findElement(By.id("accept")).click();
            BrowserTest.waiting(white).until(x -> x.findElement(By.cssSelector("#p-black .acc")).getText().contains("accepted"));
            white.findElement(By.id("accept")).click();
            String[] results = new String[2];
            int i = 0;
            for (WebDriver d : new WebDriver[] {black, white}) {
                BrowserTest.waiting(d).until(x -> !x.findElement(By.id("result")).getText().isEmpty());
                results[i++] = d.findElement(By.id("result")).getAttribute("data-result");
            }
            assertThat(results[0]).startsWith("B+").isEqualTo(results[1]);
            // The spectator on node 3 saw every event once, in order, up to the result.
            int next = 1;
            JsonNode m = spectator.next();
            assertThat(m.get("type").asText()).isEqualTo("state");
            next += m.at("/state/moveNumber").asInt();
            while (!"finished".equals(m.at("/state/phase").asText())) {
                m = spectator.next();
                assertThat(m.get("seq").asInt()).as("the next update's first event").isEqualTo(next);
                next += m.get("events").size();
            }
            assertThat(m.at("/state/result").asText()).isEqualTo(results[0]);
            String db = stable(cluster.client(0).state(id));
            for (int node = 0; node < 3; node++) {
                assertThat(stable(cluster.client(node).state(id))).isEqualTo(db);
            }
            assertThat(countEvents(id, "%")).isEqualTo(next - 1);
        } finally {
            black.quit();
            if (white != null) {
                white.quit();
            }
            spectator.close();
        }
    }

    @Test
    @Order(4)
    void natsStoppedAndRestartedDuringPlayLosesAndRepeatsNothing() throws Exception {
        Client.Seats s = cluster.client(0).seats("{\"size\":19,\"black\":{\"name\":\"A\"},\"white\":{\"name\":\"B\"}}");
        List<Client.Watcher> watchers = new ArrayList<>();
        for (int node = 0; node < 3; node++) {
            Client.Watcher w = cluster.client(node).watch(s.id());
            assertThat(w.next().get("type").asText()).isEqualTo("state");
            watchers.add(w);
        }
        int n = 0;
        for (int phase = 0; phase < 3; phase++) {
            if (phase == 1) {
                cluster.stopNats();
                // The balancer's check says the node has lost its bus (it still serves, from the database).
                long deadline = System.currentTimeMillis() + 10_000;
                Client.Answer ready;
                while ((ready = cluster.client(0).get("/readyz")).status() != 503) {
                    assertThat(System.currentTimeMillis()).as("readyz 503 without NATS").isLessThan(deadline);
                    TimeUnit.MILLISECONDS.sleep(50);
                }
                assertThat(ready.text()).contains("\"bus\"");
            } else if (phase == 2) {
                cluster.startNats();
                awaitReady();
            }
            for (int k = 0; k < 6; k++, n++) {
                Client.Answer a = cluster.client(n % 2).play(s.id(), n % 2 == 0 ? s.black() : s.white(), move(n), n);
                assertThat(a.status()).as(a.text()).isEqualTo(200);
                // Every watcher, on every node, gets this move as the very next update.
                for (Client.Watcher w : watchers) {
                    JsonNode m = w.next();
                    assertThat(m.get("seq").asInt()).as("phase %d move %d", phase, n).isEqualTo(n + 1);
                    assertThat(m.get("events").size()).isEqualTo(1);
                }
            }
        }
        Thread.sleep(1500);
        for (Client.Watcher w : watchers) {
            assertThat(w.messages).as("nothing told twice").isEmpty();
            assertThat(stable(w.last.get("state"))).isEqualTo(stable(cluster.client(2).state(s.id())));
            w.close();
        }
        assertThat(countEvents(s.id(), "%")).isEqualTo(18);
    }

    @Test
    @Order(5)
    void aNodeKilledDuringABenchRunLosesNothingAcknowledged() throws Exception {
        List<String> urls = cluster.nodes.stream().map(Cluster.Node::url).toList();
        ClusterLoad.Result r = new ClusterLoad().run(urls, cluster.lb(), 30, 6, 150, 1, () -> {
            try {
                cluster.kill(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, System.err);
        System.err.println("cluster bench with a node killed: " + r.line());
        assertThat(r.moves()).isGreaterThan(100);
        assertThat(r.unstoredAcks()).as("acknowledged moves missing").isZero();
        assertThat(r.mismatchedStates()).as("clients whose last state is not the database's").isZero();
        assertThat(r.lost()).isZero();
        assertThat(r.duplicated()).isZero();
        assertThat(r.outOfOrder()).isZero();
    }

    /** A link the server gave, through the balancer. */
    private static String absolute(String url) {
        return url.startsWith("/") ? cluster.lb() + url : url;
    }

    /** Waits until every live node answers /readyz with 200 (its bus back). */
    private static void awaitReady() throws InterruptedException {
        long deadline = System.currentTimeMillis() + 20_000;
        for (int node = 0; node < 3; node++) {
            while (cluster.client(node).get("/readyz").status() != 200) {
                assertThat(System.currentTimeMillis()).as("node %d ready again", node).isLessThan(deadline);
                TimeUnit.MILLISECONDS.sleep(100);
            }
        }
    }

    /** The state without the readings of the server's clock, which differ by the moment asked. */
    private static String stable(JsonNode state) {
        ObjectNode s = state.deepCopy();
        s.remove("serverTime");
        s.remove("clocks");
        return s.toString();
    }

    private static int countEvents(String gameId, String like) throws Exception {
        try (Connection db = DriverManager.getConnection(cluster.db);
             PreparedStatement q = db.prepareStatement("SELECT count(*) FROM game_events WHERE game_id = ? AND event LIKE ?")) {
            q.setString(1, gameId);
            q.setString(2, like);
            ResultSet rs = q.executeQuery();
            rs.next();
            return rs.getInt(1);
        }
    }
}
