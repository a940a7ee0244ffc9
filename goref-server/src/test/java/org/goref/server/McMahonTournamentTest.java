package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A McMahon tournament of 12 players over 3 rounds through the API: each round paired by the system
 * with no body, its games created by one click, every game resigned on the server so that its result
 * lands by itself; a player's McMahon correction and an absence; no pair meets twice. Then a knockout's
 * bracket form.
 */
class McMahonTournamentTest {
    @TempDir
    static Path dir;

    static final String[] GRADES = {"5d", "4d", "3d", "2d", "1d", "1k", "2k", "5k", "8k", "12k", "15k", "20k"};

    @Test
    void twelvePlayersThreeRoundsPlayedOnTheServer() {
        try (GorefServer server = GorefServer.start(0, Databases.sqliteFile(dir))) {
            Client c = new Client(server.port());
            Client.Answer bad = c.post("/api/tournaments", null,
                    "{\"name\":\"Cup\",\"rules\":\"japanese\",\"system\":\"mcmahon,bar=zz\"}");
            assertThat(bad.status()).as(bad.text()).isEqualTo(422);
            Client.Answer created = c.post("/api/tournaments", null, """
                    {"name":"Кубок Мак-Магона","rules":"japanese","komi":6.5,"boardSize":9,"handicap":"mms:2:4:0.5",
                     "system":"mcmahon,bar=3d,floor=10k,club=1","referee":"Судья"}""");
            assertThat(created.status()).as(created.text()).isEqualTo(201);
            String base = "/api/tournaments/" + created.body().get("id").asText();
            String token = created.body().get("refereeToken").asText();
            assertThat(created.body().at("/tournament/regulations/system").asText())
                    .isEqualTo("mcmahon,bar=3d,floor=10k,seeding=random,until=1,then=fold,by=rating,club=1,country=0");
            for (int i = 0; i < GRADES.length; i++) {
                Client.Answer a = c.post(base + "/players", token, "{\"name\":\"Player " + (i + 1) + "\",\"rank\":\""
                        + GRADES[i] + "\",\"club\":\"Club " + (i % 3) + "\"}");
                assertThat(a.status()).as(a.text()).isEqualTo(201);
            }
            Client.Answer corr = c.put(base + "/players/12/mms", token, "{\"points\":3,\"why\":\"stronger than his grade\"}");
            assertThat(corr.status()).as(corr.text()).isEqualTo(200);
            assertThat(corr.body().get("mmsCorrection").asInt()).isEqualTo(3);
            assertThat(c.put(base + "/players/12/mms", token, "{\"points\":3}").status()).isEqualTo(422);      // no why
            assertThat(c.put(base + "/players/12/mms", null, "{\"points\":3,\"why\":\"x\"}").status()).isEqualTo(403);
            Client.Answer away = c.put(base + "/players/7/rounds/2", token, "{\"plays\":false}");
            assertThat(away.status()).as(away.text()).isEqualTo(200);
            assertThat(away.body().get("absent")).hasSize(1);

            Set<String> met = new HashSet<>();
            for (int round = 1; round <= 3; round++) {
                Client.Answer paired = c.post(base + "/rounds", token, "");
                assertThat(paired.status()).as(paired.text()).isEqualTo(201);
                JsonNode r = paired.body();
                assertThat(r.get("method").asText()).isEqualTo("mcmahon");
                int expected = round == 2 ? 5 : 6;
                assertThat(r.get("pairings")).hasSize(expected);
                assertThat(r.get("byes")).hasSize(round == 2 ? 1 : 0);
                for (JsonNode p : r.get("pairings")) {
                    int a = Math.min(p.get("black").asInt(), p.get("white").asInt());
                    int b = Math.max(p.get("black").asInt(), p.get("white").asInt());
                    assertThat(met.add(a + "-" + b)).as("%d and %d meet twice", a, b).isTrue();
                    if (round == 2) {
                        assertThat(a != 7 && b != 7).isTrue();
                    }
                }
                // Not before the round's games have results.
                assertThat(c.post(base + "/rounds", token, "").status()).isEqualTo(409);

                Client.Answer started = c.post(base + "/rounds/" + round + "/games", token, "");
                assertThat(started.status()).as(started.text()).isEqualTo(201);
                assertThat(started.body().get("games")).hasSize(expected);
                assertThat(c.post(base + "/rounds/" + round + "/games", token, "").body().get("games")).isEmpty();
                for (JsonNode g : started.body().get("games")) {
                    // White resigns: Black wins, and the result lands in the tournament by itself.
                    Client.Answer res = c.post("/api/games/" + g.get("gameId").asText() + "/resign", g.at("/white/token").asText(), "");
                    assertThat(res.status()).as(res.text()).isEqualTo(200);
                }
                JsonNode view = c.get(base).body();
                for (JsonNode p : view.at("/rounds/" + (round - 1) + "/pairings")) {
                    assertThat(p.at("/result/result").asText()).isEqualTo("B+R");
                    assertThat(p.at("/result/source").asText()).startsWith("server:");
                    assertThat(p.get("handicap").asInt()).isBetween(0, 4);
                }
            }
            assertThat(c.post(base + "/rounds/9/games", token, "").status()).isEqualTo(404);
            assertThat(c.post(base + "/rounds/1/games", null, "").status()).isEqualTo(403);
            assertThat(c.get(base + "/bracket.html").status()).isEqualTo(404);       // not a knockout
            assertThat(c.get(base + "/table.html?lang=ru").text()).contains("Кубок Мак-Магона");
            // Ranked by McMahon's own criteria when the regulations name none, highest MMS first.
            JsonNode view = c.get(base).body();
            assertThat(view.at("/regulations/tieBreaks").toString()).isEqualTo("[\"MMS\",\"SOSM\",\"SOSOSM\"]");
            double previous = Double.MAX_VALUE;
            for (JsonNode s : view.get("standings")) {
                assertThat(s.at("/criteria/MMS").asDouble()).isLessThanOrEqualTo(previous);
                previous = s.at("/criteria/MMS").asDouble();
            }
            assertThat(view.get("standings")).hasSize(12);
            // The standings form in both languages, as HTML and PDF.
            assertThat(c.get(base + "/standings.html?lang=en").text()).contains("Standings", "MMS", "SOSM", "SOSOSM");
            assertThat(c.get(base + "/standings.html?lang=ru").text()).contains("Таблица результатов", "SOSOSM");
            for (String lang : new String[] {"en", "ru"}) {
                Client.Answer pdf = c.get(base + "/standings.pdf?lang=" + lang);
                assertThat(pdf.status()).as(lang).isEqualTo(200);
                assertThat(pdf.text()).as(lang).startsWith("%PDF");
            }
        }
    }

    @Test
    void aKnockoutsBracketForm() {
        try (GorefServer server = GorefServer.start(0, Databases.sqliteFile(dir))) {
            Client c = new Client(server.port());
            Client.Answer created = c.post("/api/tournaments", null,
                    "{\"name\":\"Olympic Cup\",\"rules\":\"japanese\",\"system\":\"knockout,third=yes\"}");
            String base = "/api/tournaments/" + created.body().get("id").asText();
            String token = created.body().get("refereeToken").asText();
            for (int i = 0; i < 6; i++) {
                c.post(base + "/players", token, "{\"name\":\"P" + i + "\",\"rank\":\"" + (i + 1) + "d\"}");
            }
            JsonNode r = c.post(base + "/rounds", token, "").body();
            assertThat(r.get("method").asText()).isEqualTo("knockout");
            assertThat(r.get("pairings")).hasSize(2);
            assertThat(r.get("byes")).hasSize(2);
            assertThat(c.get(base + "/bracket.html?lang=en").text()).contains("Knockout bracket", "(1) P5 6d", "Semi-finals");
            assertThat(c.get(base + "/bracket.html?lang=ru").text()).contains("Сетка олимпийской системы");
        }
    }
}
