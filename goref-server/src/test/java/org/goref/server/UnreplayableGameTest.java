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
import java.sql.ResultSet;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * A finished game whose stored events no longer replay (here a hand-edited row) is not restored at
 * the start but read when asked for: every read of it (the state, the SGF, the role, HEAD, a watcher,
 * an action) is answered that the stored game cannot be replayed, with its id and no trace of the
 * code, where it was a bare 500 "internal error"; the operator's log says why, once; the other games
 * go on. On SQLite and on PostgreSQL.
 */
class UnreplayableGameTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"sqlite", "postgresql"})
    void everyReadOfAStoredGameThatDoesNotReplaySaysSoAndTheOthersPlayOn(String db) throws Exception {
        if (db.equals("postgresql")) {
            Assumptions.assumeTrue(Databases.postgresAvailable(), "PostgreSQL is not running on 127.0.0.1:5432");
        }
        String url = db.equals("sqlite") ? Databases.sqliteFile(dir) : Databases.createPostgres();
        try {
            check(url);
        } finally {
            if (db.equals("postgresql")) {
                Databases.dropPostgres(url);
            }
        }
    }

    private static void check(String url) throws Exception {
        Client.Seats bad;
        Client.Seats good;
        try (GorefServer first = GorefServer.start(0, url)) {
            Client c = new Client(first.port());
            bad = c.seats("{\"size\":9}");
            assertThat(c.play(bad.id(), bad.black(), "E5", 0).status()).isEqualTo(200);
            assertThat(c.post("/api/games/" + bad.id() + "/resign", bad.white(), "").status()).isEqualTo(200);
            assertThat(c.state(bad.id()).get("phase").asText()).isEqualTo("finished");
            good = c.seats("{\"size\":9}");
            assertThat(c.play(good.id(), good.black(), "E5", 0).status()).isEqualTo(200);
        }
        // A row this version cannot read: no point "zz" on a 9×9 board.
        assertThat(sql(url, "UPDATE game_events SET event = 'play B zz' WHERE game_id = ? AND event LIKE 'play%'", bad.id()))
                .isEqualTo(1);
        int storedEvents = events(url, bad.id());

        try (StderrCopy stderr = new StderrCopy(); GorefServer again = GorefServer.start(0, url)) {
            Client c = new Client(again.port());
            String path = "/api/games/" + bad.id();
            for (String read : new String[] {path, path + "/sgf", path + "/me"}) {
                unreplayable(c.get(read), bad.id(), read);
            }
            unreplayable(c.play(bad.id(), bad.black(), "D4", 2), bad.id(), "play");
            unreplayable(c.post(path + "/penalty", null, "{\"color\":\"black\",\"points\":1}"), bad.id(), "penalty");
            assertThat(head(again.port(), path)).isEqualTo(500);
            try (Client.Watcher w = c.watch(bad.id())) {
                assertThat(w.closedWith.get(10, TimeUnit.SECONDS)).isEqualTo(1011);
            }
            assertThat(events(url, bad.id())).isEqualTo(storedEvents);

            // The list still lists it (from its row), and the other game plays on.
            Client.Answer list = c.get("/api/games");
            assertThat(list.status()).isEqualTo(200);
            assertThat(list.body().findValuesAsText("id")).contains(bad.id(), good.id());
            Client.Answer move = c.play(good.id(), good.white(), "C3", 1);
            assertThat(move.status()).as(move.text()).isEqualTo(200);
            assertThat(c.get("/api/games/" + good.id() + "/sgf").text()).contains("W[cg]");

            // Told to the operator once, with why, however often it was asked for.
            long lines = stderr.text().lines().filter(l -> l.contains("game " + bad.id())).count();
            assertThat(lines).as(stderr.text()).isEqualTo(1);
            assertThat(stderr.text()).contains("zz");
        }
    }

    /**
     * A game row this version cannot read (hand-edited rules, a time control no clock runs) was a
     * bare 500 on reading it, failed the whole games list, and an unfinished one stopped the server
     * from starting: now the game is answered unreplayable, left off the list, and left out at the
     * start, each said once on stderr, while the others play on.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aGameRowThatCannotBeReadIsLeftOutAndTheOthersPlayOn(String db) throws Exception {
        if (db.equals("postgresql")) {
            Assumptions.assumeTrue(Databases.postgresAvailable(), "PostgreSQL is not running on 127.0.0.1:5432");
        }
        String url = db.equals("sqlite") ? Databases.sqliteFile(dir) : Databases.createPostgres();
        try {
            checkRows(url);
        } finally {
            if (db.equals("postgresql")) {
                Databases.dropPostgres(url);
            }
        }
    }

    private static void checkRows(String url) throws Exception {
        Client.Seats finished;
        Client.Seats unfinished;
        Client.Seats good;
        try (GorefServer first = GorefServer.start(0, url)) {
            Client c = new Client(first.port());
            finished = c.seats("{\"size\":9}");
            assertThat(c.post("/api/games/" + finished.id() + "/resign", finished.white(), "").status()).isEqualTo(200);
            unfinished = c.seats("{\"size\":9}");
            assertThat(c.play(unfinished.id(), unfinished.black(), "E5", 0).status()).isEqualTo(200);
            good = c.seats("{\"size\":9}");
            assertThat(c.play(good.id(), good.black(), "E5", 0).status()).isEqualTo(200);
        }
        assertThat(sql(url, "UPDATE games SET rules = 'no-such-rules' WHERE id = ?", finished.id())).isEqualTo(1);
        assertThat(sql(url, "UPDATE games SET time_control = 'byo:10m' WHERE id = ?", unfinished.id())).isEqualTo(1);

        try (StderrCopy stderr = new StderrCopy(); GorefServer again = GorefServer.start(0, url)) {
            Client c = new Client(again.port());
            for (Client.Seats bad : new Client.Seats[] {finished, unfinished}) {
                unreplayable(c.get("/api/games/" + bad.id()), bad.id(), "state");
                unreplayable(c.get("/api/games/" + bad.id() + "/sgf"), bad.id(), "sgf");
            }
            Client.Answer list = c.get("/api/games");
            assertThat(list.status()).as(list.text()).isEqualTo(200);
            assertThat(list.body().findValuesAsText("id")).contains(good.id()).doesNotContain(finished.id(), unfinished.id());
            Client.Answer move = c.play(good.id(), good.white(), "C3", 1);
            assertThat(move.status()).as(move.text()).isEqualTo(200);
            for (Client.Seats bad : new Client.Seats[] {finished, unfinished}) {
                long lines = stderr.text().lines().filter(l -> l.contains("game " + bad.id())).count();
                assertThat(lines).as(stderr.text()).isEqualTo(1);
            }
            assertThat(stderr.text()).contains("no-such-rules").contains("byo:10m");
        }
    }

    private static void unreplayable(Client.Answer a, String id, String what) {
        assertThat(a.status()).as(what + ": " + a.text()).isEqualTo(500);
        JsonNode b = a.body();
        assertThat(b).as(what + ": " + a.text()).isNotNull();
        assertThat(b.path("error").asText()).isEqualTo("internal");
        assertThat(b.path("reason").asText()).as(what).isEqualTo("unreplayable");
        assertThat(b.path("detail").asText()).as(what).contains(id).contains("cannot be replayed");
        // Nothing of the code: no exception's name, no stack frame, not the row's text.
        assertThat(a.text()).doesNotContain("Exception").doesNotContain("org.goref").doesNotContain("zz");
    }

    private static int head(int port, String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .method("HEAD", HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private static int sql(String url, String statement, String gameId) throws Exception {
        try (Connection c = DriverManager.getConnection(url); PreparedStatement s = c.prepareStatement(statement)) {
            s.setString(1, gameId);
            return s.executeUpdate();
        }
    }

    private static int events(String url, String gameId) throws Exception {
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM game_events WHERE game_id = ?")) {
            s.setString(1, gameId);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
