package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nats.client.Nats;
import io.nats.client.Subscription;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code goref serve --bus} when the NATS server does not answer, as a real process: a URL that is
 * not a NATS server's is refused at once (exit 2, one line); a server that does not answer (a port
 * that accepts and never speaks, a port nobody listens on) does not stop the node: it serves from
 * the database within seconds, not ready ({@code /readyz} 503 {@code bus}, said on stderr), and
 * joins the bus by itself once a NATS server answers there, with nothing played meanwhile lost.
 */
class ServeWithBusAwayTest {
    private static final Path NATS_SERVER = Path.of("/usr/sbin/nats-server");
    private static final String PG_ADMIN = "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres";
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final List<Process> started = new ArrayList<>();
    private String db;
    private String dbName;

    @BeforeEach
    void scratchDatabase() throws SQLException {
        Assumptions.assumeTrue(Files.isExecutable(NATS_SERVER) && postgresAvailable(), "nats-server or PostgreSQL on 127.0.0.1:5432 missing");
        dbName = "goref_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        try (Connection c = DriverManager.getConnection(PG_ADMIN); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + dbName);
        }
        db = "jdbc:postgresql://127.0.0.1:5432/" + dbName + "?user=postgres";
    }

    @AfterEach
    void stopAndDrop() throws Exception {
        for (Process p : started) {
            p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        if (dbName != null) {
            try (Connection c = DriverManager.getConnection(PG_ADMIN); Statement s = c.createStatement()) {
                s.execute("DROP DATABASE IF EXISTS " + dbName + " WITH (FORCE)");
            }
        }
    }

    @Test
    void aUrlThatIsNotANatsServersIsRefusedInOneLine() {
        for (String url : new String[] {"http://127.0.0.1:4222", "127.0.0.1:4222", "nats://"}) {
            CommandRun r = CommandRun.of("serve", "--port", "0", "--db", db, "--bus", url);
            assertThat(r.exit()).as(r.err()).isEqualTo(Main.BAD_INPUT);
            assertThat(r.err().strip()).isEqualTo("goref: --bus is nats://HOST:PORT, not " + url);
        }
    }

    @Test
    @Timeout(90)
    void aPortThatAcceptsAndNeverSpeaksDoesNotHoldUpTheStart(@TempDir Path dir) throws Exception {
        try (ServerSocket silent = new ServerSocket(0)) {
            Thread.ofVirtual().start(() -> {
                List<Socket> held = new ArrayList<>();
                try {
                    while (true) {
                        held.add(silent.accept());
                    }
                } catch (IOException closed) {
                    // the test is over
                }
            });
            String bus = "nats://127.0.0.1:" + silent.getLocalPort();
            long t0 = System.nanoTime();
            int port = serve(bus, dir);
            long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - t0);
            System.err.println("serve with a silent bus answered after " + seconds + " s");
            assertThat(get(port, "/healthz").statusCode()).isEqualTo(200);
            HttpResponse<String> ready = get(port, "/readyz");
            assertThat(ready.statusCode()).isEqualTo(503);
            assertThat(JSON.readTree(ready.body()).at("/checks/bus").asText()).startsWith("the NATS server at " + bus + " does not answer");
            assertThat(JSON.readTree(ready.body()).at("/checks/database").asText()).isEqualTo("ok");
            List<String> err = Files.readAllLines(dir.resolve("stderr.txt"));
            assertThat(err).as("one line on stderr").hasSize(1);
            assertThat(err.get(0)).startsWith("goref: the NATS server at " + bus + " does not answer (")
                    .endsWith("; serving from the database, not ready (/readyz: bus) until it answers");
        }
    }

    @Test
    @Timeout(90)
    void aBusThatComesLaterIsJoinedAndNothingPlayedMeanwhileIsLost(@TempDir Path dir) throws Exception {
        int natsPort;
        try (ServerSocket s = new ServerSocket(0)) {
            natsPort = s.getLocalPort();
        }
        String bus = "nats://127.0.0.1:" + natsPort;
        int port = serve(bus, dir);
        assertThat(get(port, "/readyz").statusCode()).isEqualTo(503);
        // The node plays from the database meanwhile: the move is stored and answered.
        JsonNode game = JSON.readTree(post(port, "/api/games", null, "{\"size\":9}").body());
        String id = game.get("id").asText();
        HttpResponse<String> first = post(port, "/api/games/" + id + "/play", game.at("/black/token").asText(), "{\"move\":\"C3\",\"moveNumber\":0}");
        assertThat(first.statusCode()).as(first.body()).isEqualTo(200);

        started.add(new ProcessBuilder(NATS_SERVER.toString(), "-a", "127.0.0.1", "-p", String.valueOf(natsPort))
                .redirectErrorStream(true).redirectOutput(dir.resolve("nats.log").toFile()).start());
        long deadline = System.currentTimeMillis() + 20_000;
        while (get(port, "/readyz").statusCode() != 200) {
            assertThat(System.currentTimeMillis()).as("ready once NATS answers").isLessThan(deadline);
            TimeUnit.MILLISECONDS.sleep(100);
        }
        assertThat(Files.readString(dir.resolve("stderr.txt"))).contains("goref: connected to the NATS server at " + bus);
        // Its news goes out on the bus now, the move before it still in the game.
        try (io.nats.client.Connection nats = Nats.connect(bus)) {
            Subscription news = nats.subscribe("goref.game." + id);
            nats.flush(Duration.ofSeconds(2));
            HttpResponse<String> second = post(port, "/api/games/" + id + "/play", game.at("/white/token").asText(), "{\"move\":\"G7\",\"moveNumber\":1}");
            assertThat(second.statusCode()).as(second.body()).isEqualTo(200);
            io.nats.client.Message m = news.nextMessage(Duration.ofSeconds(10));
            assertThat(m).as("the move's news on NATS").isNotNull();
            assertThat(JSON.readTree(m.getData()).at("/events/0/seq").asInt()).isEqualTo(2);
        }
        assertThat(JSON.readTree(get(port, "/api/games/" + id).body()).get("moveNumber").asInt()).isEqualTo(2);
    }

    /** Starts {@code goref serve} on the scratch database and this bus; returns its port once it says it serves. */
    private int serve(String bus, Path dir) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process server = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "serve", "--port", "0", "--db", db, "--bus", bus)
                .redirectError(dir.resolve("stderr.txt").toFile())
                .start();
        started.add(server);
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null && !line.startsWith("goref: serving on ")) {
            // only the serving line matters
        }
        assertThat(line).as("the serving line; stderr %s", Files.readString(dir.resolve("stderr.txt"))).isNotNull();
        Matcher m = Pattern.compile("http://localhost:(\\d+)/").matcher(line);
        assertThat(m.find()).as(line).isTrue();
        return Integer.parseInt(m.group(1));
    }

    private HttpResponse<String> get(int port, String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(int port, String path, String token, String body) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static boolean postgresAvailable() {
        try (Connection c = DriverManager.getConnection(PG_ADMIN)) {
            return c.isValid(2);
        } catch (SQLException e) {
            return false;
        }
    }
}
