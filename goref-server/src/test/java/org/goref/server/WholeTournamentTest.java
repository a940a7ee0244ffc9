package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A whole small tournament over the API, on SQLite and PostgreSQL: four players, three Berger
 * rounds; results from a server game played to its count, from a match protocol, and by the
 * referee's hand (score-sheet terms, a forfeit, a correction); the crosstable CSV and the
 * standings; every refused request leaves the tournament as it was; a restart rebuilds it.
 */
class WholeTournamentTest {
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

    static final String[] NAMES = {"Иванов Пётр", "Smith John", "GNU Go 3.8 #1", "GNU Go 3.8 #2"};

    Client c;
    String id;
    String token;

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void fourPlayersThreeRounds(String db) {
        String url;
        if (db.equals("sqlite")) {
            url = Databases.sqliteFile(dir);
        } else {
            Assumptions.assumeTrue(pgUrl != null, "PostgreSQL is not running on 127.0.0.1:5432");
            url = pgUrl;
        }
        String before;
        try (GorefServer server = GorefServer.start(0, url)) {
            c = new Client(server.port());
            // A time control the clocks cannot run and tie-breaks out of order are refused at creation,
            // each under its own reason (the new-tournament page words them), and nothing is created.
            int none = c.get("/api/tournaments").body().size();
            for (String[] bad : new String[][] {{"time", "byo:10m", "time-control"}, {"tieBreaks", "sos,points", "tie-breaks"},
                    {"referee", "Petrov\\u202EIvan", "name"}}) {
                Client.Answer a = c.post("/api/tournaments", null,
                        "{\"name\":\"Cup\",\"rules\":\"japanese\",\"" + bad[0] + "\":\"" + bad[1] + "\"}");
                assertThat(a.status()).as(a.text()).isEqualTo(422);
                assertThat(a.body().get("reason").asText()).as(a.text()).isEqualTo(bad[2]);
                assertThat(a.body().get("detail").asText()).as(a.text()).isNotBlank();
            }
            // An unknown placement criterion is named, with the ones there are.
            Client.Answer elo = c.post("/api/tournaments", null,
                    "{\"name\":\"Cup\",\"rules\":\"japanese\",\"tieBreaks\":\"MMS,SOSM,elo\"}");
            assertThat(elo.status()).as(elo.text()).isEqualTo(422);
            assertThat(elo.body().get("detail").asText()).contains("'elo'", "SOSM-1", "points", "DIRECT");
            assertThat(c.get("/api/tournaments").body().size()).isEqualTo(none);
            Client.Answer created = c.post("/api/tournaments", null, """
                    {"name":"Осенний кубок","rules":"russian-territory","komi":6.5,"boardSize":9,
                     "tieBreaks":"points,direct,sodos","referee":"Судья Сидоров","place":"Москва","country":"RU"}""");
            assertThat(created.status()).as(created.text()).isEqualTo(201);
            id = created.body().get("id").asText();
            token = created.body().get("refereeToken").asText();
            assertThat(created.body().at("/tournament/name").asText()).isEqualTo("Осенний кубок");
            assertThat(created.text()).doesNotContain("refereeTokenHash");

            // A player without the referee's token, or with a wrong one: refused, nothing changes.
            refused(403, "bad-token", () -> c.post(base() + "/players", null, "{\"name\":\"Intruder\"}"));
            refused(403, () -> c.post(base() + "/players", "wrong-token", "{\"name\":\"Intruder\"}"));
            for (int i = 0; i < NAMES.length; i++) {
                Client.Answer a = c.post(base() + "/players", token,
                        "{\"name\":\"" + NAMES[i] + "\",\"rank\":\"" + (i + 1) + "k\",\"club\":\"Club " + i + "\",\"city\":\"Тверь\"}");
                assertThat(a.status()).as(a.text()).isEqualTo(201);
                assertThat(a.body().get("number").asInt()).isEqualTo(i + 1);
            }
            refused(409, "duplicate-player", () -> c.post(base() + "/players", token, "{\"name\":\"smith john\"}"));   // names are unique
            refused(422, "rank", () -> c.post(base() + "/players", token, "{\"name\":\"X\",\"rank\":\"99z\"}"));
            // A name that would not show as written (turned by U+202E, a zero-width space that passes
            // the duplicate check, a tab or newline that breaks the crosstable's line) is refused.
            for (String bad : new String[] {"Smith\\u202EJohn", "Smith\\u200BJohn", "Smith\\tJohn", "Smith\\nJohn",
                    "\\uFEFFSmith John", "Smith \\u2066John\\u2069"}) {
                refused(422, "name", () -> c.post(base() + "/players", token, "{\"name\":\"" + bad + "\"}"));
            }
            refused(400, () -> c.post(base() + "/players", token, "{\"name\":"));
            refused(403, () -> c.post(base() + "/rounds", null, ""));
            refused(400, () -> c.post(base() + "/rounds", token, "{\"byes\":[1]}"));       // byes need their pairings
            refused(422, "invalid", () -> c.post(base() + "/rounds", token, "{\"pairings\":[]}"));     // nobody in the round

            // Round 1: a server game on table 1, played to its count; a hand entry with score-sheet terms on table 2.
            JsonNode r1 = pair(1);
            JsonNode game = startGame(1, 1);
            refused(409, "game-started", () -> c.post(base() + "/rounds/1/tables/1/game", token, ""));     // started already
            refused(409, "conflict", () -> c.put(base() + "/rounds/1", token, "{\"pairings\":[],\"why\":\"late\"}"));
            String gameResult = playToCount(game);
            assertThat(gameResult).isEqualTo("B+73.5");
            JsonNode t1 = pairingOf(view(), 1, 1);
            assertThat(t1.at("/result/result").asText()).isEqualTo("B+73.5");
            assertThat(t1.at("/result/source").asText()).contains(game.get("gameId").asText());
            assertThat(t1.at("/result/sheet/black/territory").asInt()).isEqualTo(80);
            assertThat(t1.at("/result/sheet/black/total").asDouble() - t1.at("/result/sheet/white/total").asDouble())
                    .isEqualTo(73.5);
            refused(409, "has-result", () -> c.post(base() + "/results", token, "{\"round\":1,\"board\":1,\"result\":\"W+R\"}"));

            String sheet = """
                    {"round":1,"board":2,"result":"%s","black":{"territory":30,"prisoners":2},
                     "white":{"territory":25,"prisoners":3,"komi":6.5}}""";
            refused(422, "score-sheet", () -> c.post(base() + "/results", token, sheet.formatted("B+2.5")));   // the sheet says W+2.5
            refused(403, () -> c.post(base() + "/results", null, sheet.formatted("W+2.5")));
            refused(422, () -> c.post(base() + "/results", token, "{\"round\":1}"));
            refused(400, () -> c.post(base() + "/results", token, "not json"));
            refused(400, () -> c.post(base() + "/results", token, sheet.formatted("W+2.5") + " and more")); // one JSON value
            refused(400, () -> c.post(base() + "/results", token,
                    "{\"round\":1,\"board\":2,\"result\":\"W+R\",\"penalties\":[null]}"));      // a null in a list
            refused(400, () -> c.post(base() + "/results", token, "{\"round\":1,\"board\":2,\"result\":\"W+2.5\",\"colour\":1}"));
            // Whole numbers are whole: Jackson used to cut 2.5 down to table 2 and record the result there.
            refused(400, () -> c.post(base() + "/results", token, "{\"round\":1,\"board\":2.5,\"result\":\"W+R\"}"));
            // The reason names the field, in the referee's terms rather than Jackson's.
            assertThat(c.post(base() + "/results", token, "{\"round\":1,\"board\":2.5,\"result\":\"W+R\"}").body()
                    .get("detail").asText()).startsWith("malformed request: board: ").doesNotContain("CoercionConfig");
            // Komi and penalties go in half points, every other term in whole ones: no margin of a quarter.
            refused(422, "margin", () -> c.post(base() + "/results", token, "{\"round\":1,\"board\":2,\"result\":\"W+2.25\"}"));
            Client.Answer hand = c.post(base() + "/results", token, sheet.formatted("W+2.5"));
            assertThat(hand.status()).as(hand.text()).isEqualTo(201);
            assertThat(hand.body().at("/result/sheet/white/total").asDouble()).isEqualTo(34.5);
            refused(409, () -> c.post(base() + "/results", token, sheet.formatted("W+2.5")));    // a finished pairing

            // Round 2: both results from a goref match protocol, by the players' names and colours.
            JsonNode r2 = pair(2);
            StringBuilder csv = new StringBuilder("game,black,white,handicap,komi,rules,time,result,reason,moves\n");
            int g = 1;
            for (JsonNode p : r2.get("pairings")) {
                csv.append(g++).append(',').append(NAMES[p.get("black").asInt() - 1]).append(',')
                        .append(NAMES[p.get("white").asInt() - 1]).append(",0,6.5,russian-territory,none,B+R,resignation,41\n");
            }
            String swapped = csv.toString().replace("B+R", "W+R").replaceAll("(?m)^(\\d+),([^,]+),([^,]+),", "$1,$3,$2,");
            refused(422, () -> post("/protocol?name=protocol.csv", token, swapped));             // colours the other way round
            refused(403, () -> post("/protocol?name=protocol.csv", null, csv.toString()));
            // An ISO time that is no time was an uncaught DateTimeParseException: a 500.
            refused(422, () -> post("/protocol?name=protocol.csv", token,
                    csv.toString().replace("game,black,white,", "black_time,game,black,white,").replace("\n1,", "\nPwrong,1,")
                            .replace("\n2,", "\n1:00,2,")));
            Client.Answer imported = post("/protocol?name=protocol.csv", token, csv.toString());
            assertThat(imported.status()).as(imported.text()).isEqualTo(201);
            assertThat(imported.body().get("recorded")).hasSize(2);

            // Round 3: pairings changed before it starts (colours of table 1 swapped), a forfeit and a correction.
            JsonNode r3 = pair(3);
            JsonNode p31 = r3.at("/pairings/0");
            JsonNode p32 = r3.at("/pairings/1");
            String change = "{\"pairings\":[{\"board\":1,\"black\":%d,\"white\":%d},{\"board\":2,\"black\":%d,\"white\":%d}],\"why\":\"%s\"}"
                    .formatted(p31.get("white").asInt(), p31.get("black").asInt(), p32.get("black").asInt(),
                            p32.get("white").asInt(), "colour balance");
            refused(403, () -> c.put(base() + "/rounds/3", null, change));
            refused(400, () -> c.put(base() + "/rounds/3", token, change.replace("\"why\"", "\"byes\":[null],\"why\"")));
            Client.Answer changed = c.put(base() + "/rounds/3", token, change);
            assertThat(changed.status()).as(changed.text()).isEqualTo(200);
            assertThat(changed.body().at("/pairings/0/black").asInt()).isEqualTo(p31.get("white").asInt());
            // The reason is kept with the round, for the page to show as it shows a correction's.
            assertThat(changed.body().at("/changes/0/why").asText()).isEqualTo("colour balance");
            assertThat(changed.body().at("/changes/0/by").asText()).isEqualTo(c.get(base()).body().get("referee").asText());
            // A change drawn in another tab before that one (basedOn 0: the round had no change then)
            // would silently undo it: refused under its own reason, nothing changed. One drawn from the
            // round as it now stands (basedOn 1) is saved; the one above, without basedOn, was as before.
            String stale = "{\"pairings\":[{\"board\":1,\"black\":%d,\"white\":%d},{\"board\":2,\"black\":%d,\"white\":%d}],\"why\":\"%s\",\"basedOn\":%d}"
                    .formatted(p31.get("black").asInt(), p31.get("white").asInt(), p32.get("white").asInt(),
                            p32.get("black").asInt(), "other tab", 0);
            refused(409, "stale-pairing", () -> c.put(base() + "/rounds/3", token, stale));
            refused(400, () -> c.post(base() + "/rounds", token, "{\"pairings\":[],\"basedOn\":0}"));     // no change to base on
            Client.Answer current = c.put(base() + "/rounds/3", token,
                    change.replace("\"why\":\"colour balance\"", "\"why\":\"colours checked\",\"basedOn\":1"));
            assertThat(current.status()).as(current.text()).isEqualTo(200);
            assertThat(current.body().get("changes")).hasSize(2);
            assertThat(current.body().get("pairings")).isEqualTo(changed.body().get("pairings"));
            refused(422, "needs-reason", () -> c.post(base() + "/results", token, "{\"round\":3,\"board\":1,\"result\":\"W+F\"}")); // no reason
            assertThat(c.post(base() + "/results", token,
                    "{\"round\":3,\"board\":1,\"result\":\"W+F\",\"reason\":\"did not come\"}").status()).isEqualTo(201);
            assertThat(c.post(base() + "/results", token, "{\"round\":3,\"board\":2,\"result\":\"B+R\"}").status()).isEqualTo(201);
            refused(403, () -> c.post(base() + "/results", null,
                    "{\"round\":3,\"board\":2,\"result\":\"W+R\",\"correct\":true,\"why\":\"sheet misread\"}"));
            refused(422, () -> c.post(base() + "/results", token,
                    "{\"round\":3,\"board\":2,\"result\":\"W+R\",\"correct\":true}"));                // no why
            Client.Answer corrected = c.post(base() + "/results", token,
                    "{\"round\":3,\"board\":2,\"result\":\"W+R\",\"correct\":true,\"why\":\"sheet misread\"}");
            assertThat(corrected.status()).as(corrected.text()).isEqualTo(201);
            assertThat(corrected.body().at("/result/result").asText()).isEqualTo("W+R");
            assertThat(corrected.body().at("/result/corrections/0/why").asText()).isEqualTo("sheet misread");
            assertThat(corrected.body().at("/result/corrections/0/by").asText()).isEqualTo("Судья Сидоров");
            assertThat(corrected.body().at("/result/corrections/0/before").asText()).isEqualTo("B+R");
            refused(409, "cannot-pair", () -> c.post(base() + "/rounds", token, ""));           // the round-robin is complete
            refused(404, () -> c.get("/api/tournaments/nope"));

            // The standings and the crosstable: points counted from the results as they stand.
            JsonNode v = view();
            Map<Integer, Double> points = new HashMap<>();
            for (JsonNode round : v.get("rounds")) {
                for (JsonNode p : round.get("pairings")) {
                    String res = p.at("/result/result").asText();
                    int winner = res.startsWith("B+") ? p.get("black").asInt() : p.get("white").asInt();
                    points.merge(winner, 1.0, Double::sum);
                }
            }
            String table = c.get(base() + "/crosstable.csv").text();
            String[] lines = table.split("\r\n");
            assertThat(lines[0]).startsWith("place,number,name,rank,rating,club,city,r1_opponent,r1_colour,r1_handicap,r1_result")
                    .endsWith("points,sos,sosos,sodos");
            assertThat(lines).hasSize(5);
            double last = Double.MAX_VALUE;
            List<String> header = List.of(lines[0].split(","));
            for (int i = 1; i < lines.length; i++) {
                List<String> row = parseCsv(lines[i]);
                int number = Integer.parseInt(row.get(1));
                double pts = Double.parseDouble(row.get(header.indexOf("points")));
                assertThat(row.get(2)).isEqualTo(NAMES[number - 1]);
                assertThat(pts).as(lines[i]).isEqualTo(points.getOrDefault(number, 0.0));
                assertThat(pts).isLessThanOrEqualTo(last);
                last = pts;
                assertThat(v.at("/standings/" + (i - 1) + "/player").asInt()).isEqualTo(number);
            }
            assertThat(table).contains("win-forfeit", "loss-forfeit");
            assertThat(c.get(base() + "/egd.txt").text()).contains("; EV[").contains("Smith John");
            assertThat(c.get(base() + "/egd.txt?time=-5").status()).isEqualTo(400);         // TM is minutes, 0 or more
            Client.Answer html = c.get(base() + "/rounds/1/tables/1/protocol.html?lang=ru");
            assertThat(html.status()).isEqualTo(200);
            assertThat(html.text()).contains("Иванов", "73.5", "0:00:00"); // the time used, measured by the server
            assertThat(c.get(base() + "/table.html?lang=en").text()).contains("Осенний кубок");
            if (db.equals("sqlite")) {
                Client.Answer pdf = c.get(base() + "/rounds/1/tables/1/protocol.pdf?lang=en");
                assertThat(pdf.status()).as(pdf.text()).isEqualTo(200);
                assertThat(pdf.text()).startsWith("%PDF");
            }
            before = c.get(base()).text();
        }
        // The stored event lines rebuild the same tournament.
        try (GorefServer again = GorefServer.start(0, url)) {
            Client c2 = new Client(again.port());
            assertThat(c2.get(base()).text()).isEqualTo(before);
        }
    }

    @Test
    void aServerGameForfeitedWithoutAReasonHasItsResultInTheTournament() {
        // The game's forfeit takes an optional reason (server.md); the tournament's result needs one.
        try (GorefServer server = GorefServer.start(0, Databases.sqliteFile(dir))) {
            c = new Client(server.port());
            Client.Answer created = c.post("/api/tournaments", null, "{\"name\":\"Cup\",\"rules\":\"japanese\",\"boardSize\":9}");
            id = created.body().get("id").asText();
            token = created.body().get("refereeToken").asText();
            for (String name : NAMES) {
                assertThat(c.post(base() + "/players", token, "{\"name\":\"" + name + "\"}").status()).isEqualTo(201);
            }
            pair(1);
            JsonNode one = startGame(1, 1);
            JsonNode two = startGame(1, 2);
            assertThat(c.post("/api/games/" + one.get("gameId").asText() + "/forfeit", one.at("/referee/token").asText(),
                    "{\"color\":\"black\"}").status()).isEqualTo(200);
            assertThat(c.post("/api/games/" + two.get("gameId").asText() + "/forfeit", two.at("/referee/token").asText(),
                    "{\"color\":\"both\",\"reason\":\"  \"}").status()).isEqualTo(200);
            assertThat(pairingOf(view(), 1, 1).at("/result/result").asText()).isEqualTo("W+F");
            assertThat(pairingOf(view(), 1, 1).at("/result/reason").asText()).isEqualTo("forfeit: (no reason given)");
            assertThat(pairingOf(view(), 1, 2).at("/result/outcome").asText()).isEqualTo("double-forfeit");
        }
    }

    // ------------------------------------------------------------------------------------ helpers

    String base() {
        return "/api/tournaments/" + id;
    }

    Client.Answer post(String path, String tok, String body) {
        return c.post(base() + path, tok, body);
    }

    JsonNode view() {
        return c.get(base()).body();
    }

    /** The request is refused with the status, and the tournament (JSON and CSV) is as it was. */
    void refused(int status, java.util.function.Supplier<Client.Answer> request) {
        refused(status, null, request);
    }

    /** Refused with this reason (null: any), which the tournament page words in its language. */
    void refused(int status, String reason, java.util.function.Supplier<Client.Answer> request) {
        String json = c.get(base()).text();
        String csv = c.get(base() + "/crosstable.csv").text();
        Client.Answer a = request.get();
        assertThat(a.status()).as(a.text()).isEqualTo(status);
        assertThat(a.body().get("detail").asText()).isNotBlank();
        if (reason != null) {
            assertThat(a.body().get("reason").asText()).as(a.text()).isEqualTo(reason);
        }
        assertThat(c.get(base()).text()).isEqualTo(json);
        assertThat(c.get(base() + "/crosstable.csv").text()).isEqualTo(csv);
    }

    JsonNode pair(int n) {
        Client.Answer a = c.post(base() + "/rounds", token, "");
        assertThat(a.status()).as(a.text()).isEqualTo(201);
        assertThat(a.body().get("number").asInt()).isEqualTo(n);
        assertThat(a.body().get("pairings")).hasSize(2);
        return a.body();
    }

    JsonNode startGame(int round, int board) {
        Client.Answer a = c.post(base() + "/rounds/" + round + "/tables/" + board + "/game", token, "");
        assertThat(a.status()).as(a.text()).isEqualTo(201);
        JsonNode state = c.state(a.body().get("gameId").asText());
        JsonNode p = pairingOf(view(), round, board);
        assertThat(state.at("/black/name").asText()).isEqualTo(NAMES[p.get("black").asInt() - 1]);
        assertThat(state.get("size").asInt()).isEqualTo(9);
        assertThat(p.get("game").asText()).isEqualTo(a.body().get("gameId").asText());
        return a.body();
    }

    /** Black plays E5, both pass, both accept: Black's 80 points of territory less komi. */
    String playToCount(JsonNode game) {
        String gid = game.get("gameId").asText();
        String bt = game.at("/black/token").asText();
        String wt = game.at("/white/token").asText();
        assertThat(c.play(gid, bt, "E5", c.state(gid).get("moveNumber").asInt()).status()).isEqualTo(200);
        assertThat(c.play(gid, wt, "pass", c.state(gid).get("moveNumber").asInt()).status()).isEqualTo(200);
        assertThat(c.play(gid, bt, "pass", c.state(gid).get("moveNumber").asInt()).status()).isEqualTo(200);
        assertThat(c.post("/api/games/" + gid + "/accept", bt, "").status()).isEqualTo(200);
        assertThat(c.post("/api/games/" + gid + "/accept", wt, "").status()).isEqualTo(200);
        return c.state(gid).get("result").asText();
    }

    static JsonNode pairingOf(JsonNode view, int round, int board) {
        for (JsonNode p : view.at("/rounds/" + (round - 1) + "/pairings")) {
            if (p.get("board").asInt() == board) {
                return p;
            }
        }
        throw new AssertionError("no table " + board + " in round " + round);
    }

    static List<String> parseCsv(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (quoted) {
                if (ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (ch == '"') {
                    quoted = false;
                } else {
                    cur.append(ch);
                }
            } else if (ch == '"') {
                quoted = true;
            } else if (ch == ',') {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(ch);
            }
        }
        out.add(cur.toString());
        return out;
    }
}
