package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Whatever a client sends to the tournaments' API, the server answers 2xx, 4xx with a reason, or
 * 503, never a 500, and a refusal leaves the tournament as it was: random sessions against one
 * tournament on a real SQLite file (as {@link ApiPropertiesTest} does for a game) — players,
 * Berger and manual rounds, changes of pairings with {@code basedOn}, a table's game, results by
 * hand with and without a score sheet, corrections, forfeits, the exports and printouts — whose
 * bodies are valid ones mutated: a field taken out, made null, of another JSON type, a huge,
 * negative or fractional number, a 10k-character string, a lone surrogate, deep nesting, an
 * unknown field; the referee's token, none or a wrong one; ids out of range in the path.
 */
class TournamentApiPropertiesTest {
    private static ServerForProperties running;
    private static Client client;

    @BeforeContainer
    static void start() throws Exception {
        running = ServerForProperties.start("goref-tournament-props");
        client = running.client();
    }

    @AfterContainer
    static void stop() throws Exception {
        running.close();
    }

    /**
     * One request: the method, the path after {@code /api/tournaments/{id}} (a path starting
     * {@code $T} goes to a tournament that does not exist, {@code CREATE} to {@code /api/tournaments}
     * itself), whose token, and the body (null: none).
     */
    record Request(String method, String path, String who, String body) {
        @Override
        public String toString() {
            String b = body == null ? "" : body.length() > 300 ? body.substring(0, 300) + "…(" + body.length() + ")" : body;
            return method + " " + path + " as " + who + " " + b;
        }
    }

    // Without edge cases: jqwik's own (every list's first value, the shortest session) took most of
    // the tries, and sessions of one request reach no result, correction or table game.
    @Property(tries = 30, edgeCases = EdgeCasesMode.NONE)
    void everyRequestIsAnsweredAndARefusalChangesNothing(@ForAll("setups") Setup setup, @ForAll("sessions") List<Request> session) {
        Client.Refereed t = client.tournament(setup.creation());
        for (String player : setup.players()) {
            Client.Answer a = client.post("/api/tournaments/" + t.id() + "/players", t.token(), player);
            assertThat(a.status()).as(a.text()).isEqualTo(201);
        }
        // Round 1 paired by the system (the Berger tables unless one is named), so that a session's results, games and changes have tables to go to.
        Client.Answer round1 = client.post("/api/tournaments/" + t.id() + "/rounds", t.token(), "");
        assertThat(round1.status()).as(round1.text()).isEqualTo(201);
        List<JsonNode> games = new ArrayList<>();
        for (Request r : session) {
            Client.Answer a = answered(t, r, games);
            if (a.status() == 201 && a.body() != null && a.body().has("gameId")) {
                games.add(a.body());
            }
            if (a.status() == 201 && a.body() != null && a.body().has("games")) {
                a.body().get("games").forEach(games::add);
            }
        }
    }

    /** Sends the request; asserts its status and, for a refusal, its reason and the tournament unchanged. */
    static Client.Answer answered(Client.Refereed t, Request r, List<JsonNode> games) {
        String token = switch (r.who()) {
            case "referee" -> t.token();
            case "none" -> null;
            default -> "not-a-token";
        };
        String path = r.path().equals("CREATE") ? "/api/tournaments"
                : "/api/tournaments/" + (r.path().startsWith("$T") ? "nonesuch" + r.path().substring(2) : t.id() + r.path());
        if (r.path().startsWith("GAME ")) {
            // An action in the last table game started, by its referee or a player: its end is the table's result.
            if (games.isEmpty()) {
                return new Client.Answer(200, null, "no game");
            }
            JsonNode g = games.get(games.size() - 1);
            token = r.who().equals("referee") ? g.at("/referee/token").asText() : r.who().equals("none") ? null
                    : g.at("/black/token").asText();
            path = "/api/games/" + g.get("gameId").asText() + "/" + r.path().substring(5);
        }
        String before = view(t);
        // A creation refused adds no tournament to the list.
        String listBefore = r.path().equals("CREATE") ? client.get("/api/tournaments").text() : null;
        Client.Answer a = switch (r.method()) {
            case "GET" -> client.get(path, token);
            case "PUT" -> client.put(path, token, r.body());
            default -> client.post(path, token, r.body());
        };
        String what = r + " -> " + a.status() + " " + a.text();
        assertThat(a.status()).as(what).matches(s -> s / 100 == 2 || s / 100 == 4 || s == 503, "2xx, 4xx or 503");
        if (a.status() >= 400) {
            assertThat(a.body()).as(what).isNotNull();
            assertThat(a.body().path("reason").asText()).as(what).isNotBlank();
            assertThat(a.body().path("error").asText()).as(what).isNotBlank();
        }
        if (a.status() >= 400 && a.status() < 500) {
            assertThat(view(t)).as(what).isEqualTo(before);
            if (listBefore != null) {
                assertThat(client.get("/api/tournaments").text()).as(what).isEqualTo(listBefore);
            }
        }
        return a;
    }

    /** The tournament's JSON view and its crosstable CSV, as a refusal must leave them, byte for byte. */
    private static String view(Client.Refereed t) {
        Client.Answer v = client.get("/api/tournaments/" + t.id());
        assertThat(v.status()).as(v.text()).isEqualTo(200);
        Client.Answer csv = client.get("/api/tournaments/" + t.id() + "/crosstable.csv");
        assertThat(csv.status()).as(csv.text()).isEqualTo(200);
        return v.text() + "\n" + csv.text();
    }

    // --------------------------------------------------------------------------- the sessions

    /** The session's tournament: its creation's body and its players' (four or five, ranked or rated). */
    record Setup(String creation, List<String> players) {
    }

    @Provide
    Arbitrary<Setup> setups() {
        // The system too: the round-robin (no system given), Swiss, McMahon (with the MMS handicap when
        // the policy drawn is "even") and knockout, each paired with no body below.
        Arbitrary<String> creation = Combinators.combine(Arbitraries.of(9, 9, 2, 3, 5, 7, 10, 13, 19, 25),
                Arbitraries.of("japanese", "russian-area", "chinese", "russian-territory"),
                Arbitraries.of("", "even", "rank:0:9:0.5", "rank:1:4:0", "rank:9:0:7.5"),
                Arbitraries.of("", "byo:1m+1x10s", "none"), Arbitraries.of("", "0", "0.5", "1"),
                Arbitraries.of("", "", "swiss", "mcmahon,bar=3d,floor=20k,club=1", "knockout,third=yes"))
                .as((size, rules, handicap, time, bye, system) -> "{\"name\":\"Fuzz Cup\",\"rules\":\"" + rules + "\",\"boardSize\":" + size
                        + (handicap.isEmpty() ? "" : ",\"handicap\":\"" + (handicap.equals("even") && system.startsWith("mcmahon")
                                ? "mms:1:9:0.5" : handicap) + "\"")
                        + (time.isEmpty() || time.equals("none") ? "" : ",\"time\":\"" + time + "\"")
                        + (bye.isEmpty() ? "" : ",\"bye\":" + bye)
                        + (system.isEmpty() ? "" : ",\"system\":\"" + system + "\"") + "}");
        Arbitrary<String> grade = Arbitraries.of("", ",\"rank\":\"30k\"", ",\"rank\":\"5k\"", ",\"rank\":\"1d\"",
                ",\"rank\":\"3d\"", ",\"rank\":\"9p\"", ",\"rating\":2100", ",\"rating\":-50");
        Arbitrary<List<String>> players = Combinators.combine(grade.list().ofSize(5), Arbitraries.of(4, 4, 5))
                .as((gs, n) -> {
                    List<String> out = new ArrayList<>();
                    List<String> names = List.of("Ann", "Bob", "Cid", "Dan", "Eve");
                    for (int i = 0; i < n; i++) {
                        out.add("{\"name\":\"" + names.get(i) + "\"" + gs.get(i) + "}");
                    }
                    return out;
                });
        return Combinators.combine(creation, players).as(Setup::new);
    }

    @Provide
    Arbitrary<List<Request>> sessions() {
        Arbitrary<String> who = Arbitraries.frequencyOf(Tuple.of(10, Arbitraries.just("referee")),
                Tuple.of(1, Arbitraries.of("none", "wrong")));
        Arbitrary<String> round = Arbitraries.frequencyOf(Tuple.of(8, Arbitraries.of("1", "2", "3")),
                Tuple.of(2, Arbitraries.of("0", "-1", "2147483648", "999", "x", "1.5", "%00", "%2F", "%C0%80", "%FF", "1%20", "+1", "01")));
        Arbitrary<String> board = Arbitraries.frequencyOf(Tuple.of(8, Arbitraries.of("1", "2")),
                Tuple.of(2, Arbitraries.of("0", "-1", "2147483648", "999", "x", "%FF", "%2e%2e", "1;x", "9999999999999999999999")));

        Arbitrary<Request> players = Combinators.combine(who, mutated(playerBodies()))
                .as((w, b) -> new Request("POST", "/players", w, b));
        Arbitrary<Request> berger = Combinators.combine(who, Arbitraries.frequencyOf(
                        Tuple.of(8, Arbitraries.just("")), Tuple.of(1, Arbitraries.of("{}", "null", "[]", "{\"x\":1}"))))
                .as((w, b) -> new Request("POST", "/rounds", w, b));
        Arbitrary<Request> manual = Combinators.combine(who, mutated(roundBodies(false)))
                .as((w, b) -> new Request("POST", "/rounds", w, b));
        Arbitrary<Request> change = Combinators.combine(who, round, mutated(roundBodies(true)))
                .as((w, n, b) -> new Request("PUT", "/rounds/" + n, w, b));
        Arbitrary<Request> game = Combinators.combine(who, round, board,
                        Arbitraries.frequencyOf(Tuple.of(8, Arbitraries.just("")), Tuple.of(1, Arbitraries.of("{}", "junk"))))
                .as((w, n, b, body) -> new Request("POST", "/rounds/" + n + "/tables/" + b + "/game", w, body));
        Arbitrary<Request> allGames = Combinators.combine(who, round,
                        Arbitraries.frequencyOf(Tuple.of(8, Arbitraries.just("")), Tuple.of(1, Arbitraries.of("{}", "junk"))))
                .as((w, n, body) -> new Request("POST", "/rounds/" + n + "/games", w, body));
        Arbitrary<Request> mms = Combinators.combine(who, board, Arbitraries.of("{\"points\":1,\"why\":\"strong\"}",
                        "{\"points\":0,\"why\":\"x\"}", "{\"points\":-3,\"why\":\"x\"}", "{\"points\":1000,\"why\":\"x\"}",
                        "{\"points\":1}", "{\"points\":\"a\",\"why\":\"x\"}", "{\"points\":1.5,\"why\":\"x\"}", "{}", "null",
                        "{\"points\":2147483648,\"why\":\"x\"}", "{\"points\":1,\"why\":\"  \"}"))
                .as((w, p, b) -> new Request("PUT", "/players/" + p + "/mms", w, b));
        Arbitrary<Request> plays = Combinators.combine(who, board, round, Arbitraries.of("{\"plays\":false}",
                        "{\"plays\":true}", "{\"plays\":\"no\"}", "{}", "[]", "{\"plays\":null}"))
                .as((w, p, n, b) -> new Request("PUT", "/players/" + p + "/rounds/" + n, w, b));
        Arbitrary<Request> results = Combinators.combine(who, mutated(resultBodies()))
                .as((w, b) -> new Request("POST", "/results", w, b));
        Arbitrary<Request> gets = Combinators.combine(who, Arbitraries.oneOf(
                Arbitraries.of("", "/me", "/crosstable.csv", "/egd.txt", "/aga.txt", "/table.html", "/table.html?lang=ru",
                        "/bracket.html", "/bracket.html?lang=ru",
                        "/table.html?lang=xx", "/table.html?lang=ru&lang=en", "$T", "$T/crosstable.csv", "$T" + "x".repeat(9000),
                        "$T%FF", "/egd.txt?class=A&class=B", "/egd.txt?time=+5", "/egd.txt?time=%00"),
                Combinators.combine(Arbitraries.of("A", "D", "E", "", "a"), Arbitraries.of("0", "90", "-1", "1.5", "2147483648", "x", ""))
                        .as((c, m) -> "/egd.txt?class=" + c + "&time=" + m),
                Combinators.combine(round, board, Arbitraries.of("protocol.html", "protocol.html?lang=ru")).as(
                        (n, b, f) -> "/rounds/" + n + "/tables/" + b + "/" + f),
                // A PDF asked for a table that does not exist is refused before anything is printed.
                Combinators.combine(Arbitraries.of("0", "999", "-1"), board).as(
                        (n, b) -> "/rounds/" + n + "/tables/" + b + "/protocol.pdf")))
                .as((w, p) -> new Request("GET", p, w, null));
        Arbitrary<Request> protocol = Combinators.combine(who, Arbitraries.of("", "", "?name=p.jsonl", "?name=", "?name=%0A"),
                        Arbitraries.frequencyOf(Tuple.of(4, csvProtocols()), Tuple.of(4, mutated(jsonlRows())),
                                Tuple.of(1, Arbitraries.of("", "{", "\"x\"", "a,b\n\"", "round,board\n1,1\n", "\uFEFF{}",
                                        "black;white;result\nAnn;Bob;B+R\n"))))
                .as((w, q, b) -> new Request("POST", "/protocol" + q, w, b));
        Arbitrary<Request> unrouted = Combinators.combine(who, Arbitraries.of("GET /rounds", "PUT /rounds", "GET /nonsense",
                        "POST /rounds/1", "GET /rounds/1/tables/1/game", "PUT /players", "POST /me", "GET /rounds/1/tables/1/protocol.txt",
                        "POST /results/1"))
                .as((w, mp) -> new Request(mp.substring(0, mp.indexOf(' ')), mp.substring(mp.indexOf(' ') + 1), w, "{}"));
        Arbitrary<Request> gameEnd = Combinators.combine(who, Arbitraries.of(
                        Tuple.of("resign", ""), Tuple.of("forfeit", "{\"color\":\"white\",\"reason\":\"late\"}"),
                        Tuple.of("forfeit", "{\"color\":\"black\"}"), Tuple.of("play", "{\"move\":\"pass\",\"moveNumber\":0}")))
                .as((w, action) -> new Request("POST", "GAME " + action.get1(), w, action.get2()));
        Arbitrary<Request> creation = mutated(creationBodies()).map(b -> new Request("POST", "CREATE", "none", b));
        Arbitrary<Request> elsewhere = Combinators.combine(who, mutated(playerBodies()))
                .as((w, b) -> new Request("POST", "$T/players", w, b));
        Arbitrary<Request> request = Arbitraries.frequencyOf(
                Tuple.of(3, players),
                Tuple.of(4, berger),
                Tuple.of(4, manual),
                Tuple.of(4, change),
                Tuple.of(5, game),
                Tuple.of(2, allGames),
                Tuple.of(2, mms),
                Tuple.of(2, plays),
                Tuple.of(10, results),
                Tuple.of(3, gets),
                Tuple.of(2, protocol),
                Tuple.of(1, unrouted),
                Tuple.of(4, gameEnd),
                Tuple.of(2, creation),
                Tuple.of(1, elsewhere));
        return request.list().ofMinSize(5).ofMaxSize(15);
    }

    // ----------------------------------------------------------------------- the valid bodies

    private static ObjectNode object() {
        return Client.JSON.createObjectNode();
    }

    private static Arbitrary<ObjectNode> playerBodies() {
        return Combinators.combine(Arbitraries.of("Eve", "Zed", "Fay", "Gus", "Ann", "Пётр Иванов", "Hal Ng"),
                Arbitraries.of("", "3k", "1d", "30k", "9p"), Arbitraries.of(0, 1500, 2100),
                Arbitraries.of("", "Tenuki"), Arbitraries.of("", "Moscow"), Arbitraries.of("", "RU", "de"))
                .as((name, rank, rating, club, city, country) -> {
                    ObjectNode o = object().put("name", name);
                    if (!rank.isEmpty()) {
                        o.put("rank", rank);
                    }
                    if (rating != 0) {
                        o.put("rating", rating);
                    }
                    if (!club.isEmpty()) {
                        o.put("club", club);
                    }
                    if (!city.isEmpty()) {
                        o.put("city", city);
                    }
                    if (!country.isEmpty()) {
                        o.put("country", country);
                    }
                    return o;
                });
    }

    /** A round of four players: two tables, colours and boards as drawn, a handicap or komi now and then. */
    private static Arbitrary<ObjectNode> roundBodies(boolean change) {
        Arbitrary<List<Integer>> order = Arbitraries.of(List.of(1, 2, 3, 4), List.of(2, 1, 4, 3), List.of(1, 3, 2, 4),
                List.of(4, 1, 3, 2), List.of(1, 2, 3, 5));
        Arbitrary<Integer> tables = Arbitraries.of(1, 2, 2, 2);
        Arbitrary<String> extra = Arbitraries.of("", "", "handicap", "komi", "board", "byes");
        return Combinators.combine(order, tables, extra, Arbitraries.of(0, 0, 1), Arbitraries.of("Ann is late", "swap"))
                .as((o, n, x, basedOn, why) -> {
                    ObjectNode b = object();
                    ArrayNode ps = b.putArray("pairings");
                    for (int i = 0; i < n; i++) {
                        ObjectNode p = ps.addObject().put("black", o.get(2 * i)).put("white", o.get(2 * i + 1));
                        if (x.equals("board")) {
                            p.put("board", i + 1);
                        }
                        if (x.equals("handicap") && i == 0) {
                            p.put("handicap", 2);
                        }
                        if (x.equals("komi")) {
                            p.put("komi", 0.5);
                        }
                    }
                    if (n == 1 || x.equals("byes")) {
                        ArrayNode byes = b.putArray("byes");
                        if (n == 1) {
                            byes.add(o.get(2)).add(o.get(3));
                        }
                    }
                    if (change) {
                        b.put("why", why);
                        if (basedOn < 2) {
                            b.put("basedOn", basedOn);
                        }
                    }
                    return b;
                });
    }

    private static Arbitrary<ObjectNode> resultBodies() {
        Arbitrary<ObjectNode> plain = Combinators.combine(Arbitraries.of(1, 1, 2), Arbitraries.of(1, 2),
                        Arbitraries.of("B+R", "W+R", "B+T", "W+3.5", "0", "B+3.25", "nonsense"))
                .as((r, b, res) -> object().put("round", r).put("board", b).put("result", res));
        Arbitrary<ObjectNode> forfeit = Combinators.combine(Arbitraries.of(1, 2), Arbitraries.of(1, 2),
                        Arbitraries.of("B+F", "W+F", "FF", "Void"), Arbitraries.of("", "did not come"))
                .as((r, b, res, why) -> {
                    ObjectNode o = object().put("round", r).put("board", b).put("result", res);
                    return why.isEmpty() ? o : o.put("reason", why);
                });
        // Black 30 + 2 against White 25 + 3 + 6.5: W+2.5 (and B+2.5 refused under score-sheet).
        Arbitrary<ObjectNode> sheet = Combinators.combine(Arbitraries.of(1, 2), Arbitraries.of(1, 2),
                        Arbitraries.of("W+2.5", "W+2.5", "B+2.5"), Arbitraries.of(true, false))
                .as((r, b, res, penalty) -> {
                    ObjectNode o = object().put("round", r).put("board", b).put("result", res);
                    o.putObject("black").put("territory", 30).put("prisoners", 2).put("penalty", penalty ? 0 : 0);
                    o.putObject("white").put("territory", 25).put("prisoners", 3).put("komi", 6.5).put("total", 34.5);
                    o.put("moves", 120);
                    if (penalty) {
                        o.putArray("penalties").addObject().put("color", "black").put("points", 0).put("reason", "late");
                    }
                    return o;
                });
        Arbitrary<ObjectNode> correction = Combinators.combine(Arbitraries.of(1, 2), Arbitraries.of(1, 2),
                        Arbitraries.of("B+R", "W+R", "W+F", "Void"), Arbitraries.of("", "the sheet was misread"))
                .as((r, b, res, why) -> {
                    ObjectNode o = object().put("round", r).put("board", b).put("result", res).put("reason", "walked out")
                            .put("correct", true);
                    return why.isEmpty() ? o : o.put("why", why);
                });
        return Arbitraries.frequencyOf(Tuple.of(4, plain), Tuple.of(2, forfeit), Tuple.of(3, sheet), Tuple.of(3, correction));
    }

    static final String CSV_HEADER = "number,black,white,result,reason,handicap,komi,moves,black_territory,black_prisoners,"
            + "white_territory,white_prisoners,black_time,white_time";

    /** A goref match CSV protocol of one row, between two of the players (round 1's pairing or not), a cell now and then junk. */
    private static Arbitrary<String> csvProtocols() {
        Arbitrary<List<String>> row = Combinators.combine(Arbitraries.of("Ann", "Bob", "Cid", "Dan"),
                        Arbitraries.of("Ann", "Bob", "Cid", "Dan"), Arbitraries.of("B+R", "W+R", "W+2.5", "B+F", "Void"))
                .as((b, w, res) -> new ArrayList<>(List.of("1", b, w, res, res.contains("F") || res.equals("Void") ? "forfeit: late" : "",
                        "0", "6.5", "120", res.equals("W+2.5") ? "30" : "", res.equals("W+2.5") ? "2" : "",
                        res.equals("W+2.5") ? "25" : "", res.equals("W+2.5") ? "3" : "", "600", "PT9M")));
        Arbitrary<String> cellJunk = Arbitraries.of("", "x", "1e400", "-1", "99999999999", "0.5", "PT-1S", "P99999999999999D",
                "99:99:99", "1:2:3:4", "NaN", "Infinity", "-Infinity", "=cmd", "'=x", "\"a,b\"", "\"", "\ud800", "9".repeat(400),
                "x".repeat(10_000));
        Arbitrary<List<Tuple.Tuple2<Integer, String>>> junk = Combinators.combine(Arbitraries.integers().between(0, 13), cellJunk)
                .as(Tuple::of).list().ofMaxSize(2);
        return Combinators.combine(row, junk).as((cells, js) -> {
            for (var j : js) {
                cells.set(j.get1(), j.get2());
            }
            return CSV_HEADER + "\n" + String.join(",", cells) + "\n";
        });
    }

    private static Arbitrary<ObjectNode> jsonlRows() {
        return Combinators.combine(Arbitraries.of("Ann", "Bob", "Cid", "Dan"), Arbitraries.of("Ann", "Bob", "Cid", "Dan"),
                Arbitraries.of("B+R", "W+2.5", "W+F")).as((b, w, res) -> {
                    ObjectNode o = object().put("number", 1).put("black", b).put("white", w).put("result", res)
                            .put("handicap", 0).put("komi", 6.5).put("moves", 100).put("blackTimeMs", 60_000);
                    if (res.equals("W+F")) {
                        o.put("reason", "forfeit: late");
                    }
                    if (res.equals("W+2.5")) {
                        o.putObject("blackScore").put("territory", 30).put("prisoners", 2);
                        o.putObject("whiteScore").put("territory", 25).put("prisoners", 3).put("komi", 6.5);
                    }
                    return o;
                });
    }

    private static Arbitrary<ObjectNode> creationBodies() {
        return Combinators.combine(Arbitraries.of("", "komi", "handicap", "time", "tieBreaks", "dates", "bye"),
                Arbitraries.of("japanese", "russian-area", "chinese")).as((x, rules) -> {
                    ObjectNode o = object().put("name", "Cup").put("rules", rules).put("boardSize", 9);
                    switch (x) {
                        case "komi" -> o.put("komi", 6.5);
                        case "handicap" -> o.put("handicap", "rank:1:9:0.5");
                        case "time" -> o.put("time", "byo:10m+5x30s");
                        case "tieBreaks" -> o.put("tieBreaks", "points,sodos,direct");
                        case "dates" -> o.put("from", "2026-11-28").put("to", "2026-11-29");
                        case "bye" -> o.put("bye", 0.5);
                        default -> { }
                    }
                    return o.put("referee", "Judge").put("country", "RU").put("place", "Tula");
                });
    }

    // --------------------------------------------------------------------------- the mutations

    /** What a mutation does at the value it picks. */
    enum Kind { REMOVE, NULL, REPLACE, UNKNOWN_FIELD }

    /** A mutation: its kind, which value of the body (an index, taken modulo the count), and the junk for REPLACE. */
    record Mutation(Kind kind, int at, String junk) {
    }

    static final List<String> JUNK = List.of(
            "\"x\"", "\"1\"", "[]", "{}", "[1]", "true", "0", "-1", "0.5", "-0.5", "2.5", "1e308", "1e400", "-1e400",
            "2147483648", "-2147483649", "9223372036854775808", "123456789012345678901234567890", "1.0",
            "\"" + "x".repeat(10_000) + "\"", "\"\\ud800\"", "\"a\\udc00b\"", "\"\\udbff\\udfff\\ud800\"",
            "\"\\u0000\"", "\"\\u202e\"", "\"\"", "\" \"",
            "[".repeat(2000) + "]".repeat(2000), "{\"a\":".repeat(1500) + "1" + "}".repeat(1500),
            "[".repeat(300) + "]".repeat(300), "{\"a\":".repeat(200) + "1" + "}".repeat(200),
            // Strings a field's own parser reads: out of range, overflowing, half right.
            "\"rank:1:99999999999:0.5\"", "\"rank:-1:-1:-1\"", "\"rank:1:9:1e400\"", "\"penalty:-1\"",
            "\"penalty:99999999999\"", "\"penalty:1e400\"", "\"byo:99999999999999m+5x30s\"", "\"byo:0m+0x0s\"",
            "\"byo:1m+99999999999x30s\"", "\"fischer:1m+1s\"", "\"2026-02-30\"", "\"+999999999-12-31\"",
            "\"-999999999-01-01\"", "\"points,points\"", "\"99d\"", "\"0k\"", "\"B+1e400\"", "\"B+99999999999999999999\"",
            "\"W+-3\"", "\"B+NaN\"", "\"B+Infinity\"", "\"B+0\"", "\"W+\"", "\"ff\"", "\"black\"", "\"purple\"",
            "\"japanese,komi=1e400\"", "\"chinese,seki=maybe\"");

    static final List<String> WHOLE_JUNK = List.of("", "not json", "{", "[]", "null", "{}", "\"x\"", "1",
            "{\"a\":1} trailing", "[".repeat(5000));

    private static Arbitrary<String> mutated(Arbitrary<ObjectNode> valid) {
        Arbitrary<Mutation> mutation = Combinators.combine(Arbitraries.of(Kind.class), Arbitraries.integers().between(0, 40),
                Arbitraries.of(JUNK)).as(Mutation::new);
        Arbitrary<String> mutatedBody = Combinators.combine(valid, mutation.list().ofMinSize(0).ofMaxSize(2))
                .as(TournamentApiPropertiesTest::apply);
        return Arbitraries.frequencyOf(Tuple.of(3, valid.map(JsonNode::toString)), Tuple.of(6, mutatedBody),
                Tuple.of(1, Arbitraries.of(WHOLE_JUNK)));
    }

    /** The body with the mutations done, in order; junk goes in raw (deep nesting Jackson would not build). */
    static String apply(ObjectNode valid, List<Mutation> mutations) {
        ObjectNode body = valid.deepCopy();
        List<String> raw = new ArrayList<>();
        for (Mutation m : mutations) {
            List<Slot> slots = new ArrayList<>();
            slots(body, slots);
            if (m.kind() == Kind.UNKNOWN_FIELD) {
                List<ObjectNode> objects = new ArrayList<>();
                objects(body, objects);
                objects.get(m.at() % objects.size()).set("unknownField" + m.at(), marker(raw, m.junk()));
                continue;
            }
            if (slots.isEmpty()) {
                continue;
            }
            Slot s = slots.get(m.at() % slots.size());
            switch (m.kind()) {
                case REMOVE -> s.remove();
                case NULL -> s.set(Client.JSON.nullNode());
                default -> s.set(marker(raw, m.junk()));
            }
        }
        String text = body.toString();
        for (int i = 0; i < raw.size(); i++) {
            text = text.replace("\"\\u0001" + i + "\\u0001\"", raw.get(i));
        }
        return text;
    }

    private static TextNode marker(List<String> raw, String junk) {
        raw.add(junk);
        return TextNode.valueOf("\u0001" + (raw.size() - 1) + "\u0001");
    }

    /** A place in the body holding a value: a field of an object or an element of an array. */
    record Slot(JsonNode parent, String field, int index) {
        void remove() {
            if (parent instanceof ObjectNode o) {
                o.remove(field);
            } else {
                ((ArrayNode) parent).remove(index);
            }
        }

        void set(JsonNode v) {
            if (parent instanceof ObjectNode o) {
                o.set(field, v);
            } else {
                ((ArrayNode) parent).set(index, v);
            }
        }
    }

    private static void slots(JsonNode n, List<Slot> out) {
        if (n instanceof ObjectNode o) {
            for (String f : iterable(o)) {
                out.add(new Slot(o, f, -1));
                slots(o.get(f), out);
            }
        } else if (n instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                out.add(new Slot(a, null, i));
                slots(a.get(i), out);
            }
        }
    }

    private static void objects(JsonNode n, List<ObjectNode> out) {
        if (n instanceof ObjectNode o) {
            out.add(o);
        }
        for (JsonNode c : n) {
            objects(c, out);
        }
    }

    private static List<String> iterable(ObjectNode o) {
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
