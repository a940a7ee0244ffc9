package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole games over HTTP and WebSocket, from creation to the result, one for each dispute procedure,
 * on SQLite (a real file) and on PostgreSQL: both players and a spectator watch the events.
 */
class WholeGameTest {
    @TempDir
    static Path dir;
    static String pgUrl;

    @BeforeAll
    static void scratchPostgres() throws Exception {
        if (Databases.postgresAvailable()) {
            pgUrl = Databases.createPostgres();
        }
    }

    @AfterAll
    static void dropPostgres() throws Exception {
        if (pgUrl != null) {
            Databases.dropPostgres(pgUrl);
        }
    }

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        for (String db : List.of("sqlite", "postgresql")) {
            for (String disputes : List.of("resume", "play-out", "referee")) {
                out.add(Arguments.of(db, disputes));
            }
        }
        return out.stream();
    }

    static final String[] WALLS = {"D1", "F1", "D2", "F2", "D3", "F3", "D4", "F4", "D5", "F5", "D6", "F6", "D7", "F7",
            "D8", "F8", "D9", "F9", "pass", "B5"};

    @ParameterizedTest(name = "{0}, disputes={1}")
    @MethodSource("cases")
    void aWholeGame(String db, String disputes) {
        String url;
        if (db.equals("sqlite")) {
            url = Databases.sqliteFile(dir);
        } else {
            Assumptions.assumeTrue(pgUrl != null, "PostgreSQL is not running on 127.0.0.1:5432");
            url = pgUrl;
        }
        try (GorefServer server = GorefServer.start(0, url)) {
            Client c = new Client(server.port());
            String rules = disputes.equals("play-out") ? "russian-area,komi=0.5" : "russian-territory,komi=0.5,disputes=" + disputes;
            JsonNode created = c.create("{\"size\":9,\"rules\":\"" + rules + "\",\"black\":{\"name\":\"Ann\"},\"white\":{\"name\":\"Bob\"}}");
            String id = created.get("id").asText();
            String bt = created.at("/black/token").asText();
            String wt = created.at("/white/token").asText();
            String rt = created.at("/referee/token").asText();
            try (Client.Watcher bw = c.watch(id); Client.Watcher ww = c.watch(id); Client.Watcher spectator = c.watch(id)) {
                for (Client.Watcher w : List.of(bw, ww, spectator)) {
                    assertThat(w.next().get("type").asText()).isEqualTo("state");
                }
                Player black = new Player(c, id, bt, ww);
                Player white = new Player(c, id, wt, bw);
                Player[] sides = {black, white};
                int turn = 0;
                for (String m : WALLS) {
                    sides[turn % 2].play(m);
                    turn++;
                }
                black.play("pass");
                white.play("pass");
                assertThat(c.state(id).get("phase").asText()).isEqualTo("marking");
                assertThat(act(c, id, bt, "mark", "{\"vertices\":[\"B5\"],\"dead\":true}").get("dead").size()).isEqualTo(1);
                JsonNode afterResume = act(c, id, wt, "resume", "");
                String result;
                switch (disputes) {
                    case "resume" -> {
                        assertThat(afterResume.get("phase").asText()).isEqualTo("playing");
                        assertThat(afterResume.get("toMove").asText()).isEqualTo("black");
                        black.play("pass");
                        white.play("pass");
                        act(c, id, wt, "mark", "{\"vertices\":[\"B5\"],\"dead\":true}");
                        act(c, id, bt, "accept", "");
                        assertThat(c.state(id).at("/accepted/black").asBoolean()).isTrue();
                        result = act(c, id, wt, "accept", "").get("result").asText();
                        assertThat(result).isEqualTo("B+0.5");
                    }
                    case "play-out" -> {
                        assertThat(afterResume.get("phase").asText()).isEqualTo("playing");
                        for (String m : new String[] {"B4", "B6", "A5", "C5"}) {
                            black.play(m);
                            white.play("pass");
                        }
                        black.play("pass");
                        JsonNode end = c.state(id);
                        assertThat(end.get("phase").asText()).isEqualTo("finished");
                        // Area: Black 13 stones + 23 points - 0.5; White 9 stones + 27 points.
                        assertThat(end.at("/score/black/total").asDouble()).isEqualTo(35.5);
                        result = end.get("result").asText();
                        assertThat(result).isEqualTo("W+0.5");
                    }
                    default -> {
                        assertThat(afterResume.get("dispute").asBoolean()).isTrue();
                        assertThat(c.post("/api/games/" + id + "/decide", bt, "{\"vertices\":[]}").status()).isEqualTo(403);
                        JsonNode decided = act(c, id, rt, "decide", "{\"vertices\":[\"B5\"],\"note\":\"B5 cannot live\"}");
                        result = decided.get("result").asText();
                        assertThat(result).isEqualTo("B+0.5");
                    }
                }
                // Everyone watching saw the game end with the same result.
                for (Client.Watcher w : List.of(bw, ww, spectator)) {
                    assertThat(lastUntilFinished(w).get("result").asText()).isEqualTo(result);
                }
                assertThat(c.get("/api/games/" + id + "/sgf").text()).contains("RE[" + result + "]");
            }
        }
    }

    static JsonNode act(Client c, String id, String token, String what, String body) {
        Client.Answer a = c.post("/api/games/" + id + "/" + what, token, body);
        assertThat(a.status()).as(what + ": " + a.text()).isEqualTo(200);
        return a.body();
    }

    static JsonNode lastUntilFinished(Client.Watcher w) {
        if (w.last != null && w.last.at("/state/phase").asText().equals("finished")) {
            return w.last.get("state");
        }
        while (true) {
            JsonNode s = w.next().get("state");
            if (s.get("phase").asText().equals("finished")) {
                return s;
            }
        }
    }

    /** A player: plays on the state it last saw, and checks that the opponent's socket saw the move. */
    record Player(Client c, String id, String token, Client.Watcher opponentSocket) {
        void play(String move) {
            int n = c.state(id).get("moveNumber").asInt();
            Client.Answer a = c.play(id, token, move, n);
            assertThat(a.status()).as(move + ": " + a.text()).isEqualTo(200);
            JsonNode seen;
            do {
                seen = opponentSocket.next();
            } while (seen.at("/state/moveNumber").asInt() < n + 1);
            assertThat(seen.get("type").asText()).isEqualTo("update");
            assertThat(seen.at("/state/moveNumber").asInt()).isEqualTo(n + 1);
        }
    }
}
