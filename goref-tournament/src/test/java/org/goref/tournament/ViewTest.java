package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.goref.tournament.placement.Criterion;

/** The JSON the server answers and the request bodies it reads, through Jackson as the server uses it. */
class ViewTest {
    final ObjectMapper json = new ObjectMapper();

    @Test
    void theTournamentAsJson() throws Exception {
        JsonNode v = json.readTree(json.writeValueAsString(TournamentView.of(WholeTournamentTest.play())));
        assertThat(v.get("name").asText()).isEqualTo("Кубок Москвы 2026");
        assertThat(v.get("regulations").get("rules").asText()).isEqualTo("russian-territory");
        // The terms a score sheet has, for the tournament page's form.
        assertThat(v.at("/regulations/counting").asText()).isEqualTo("territory");
        assertThat(v.at("/regulations/handicapBonus").asText()).isEqualTo("0");
        assertThat(v.at("/regulations/passStones").asBoolean()).isFalse();
        assertThat(v.get("players")).hasSize(4);
        assertThat(v.get("players").get(1).get("rating").asInt()).isEqualTo(2080);
        JsonNode table1 = v.get("rounds").get(0).get("pairings").get(0);
        assertThat(table1.get("game").asText()).isEqualTo("g1");
        assertThat(table1.get("result").get("result").asText()).isEqualTo("W+13.5");
        assertThat(table1.get("result").get("source").asText()).isEqualTo("server:g1");
        assertThat(table1.get("result").get("sheet").get("black").get("total").asDouble()).isEqualTo(12.5);
        JsonNode corrected = v.get("rounds").get(0).get("pairings").get(1).get("result");
        assertThat(corrected.get("corrections").get(0).get("why").asText()).isEqualTo("the second warning was not counted");
        assertThat(v.get("standings").get(0).get("name").asText()).isEqualTo("Lee Min");
        assertThat(v.toString()).doesNotContainIgnoringCase("token");
    }

    /**
     * A change of pairings is kept only as its event; the view gives each one's referee, time and
     * reason with its round (the page shows them there), oldest first, and none with another round.
     */
    @Test
    void aRoundsChangesOfPairingsWithTheirReasons() throws Exception {
        Tournament t = Tournament.create(new TournamentInfo("Кубок", LocalDate.parse("2026-11-28"),
                LocalDate.parse("2026-11-28"), "RU", "Тверь", Fixtures.regs()), Fixtures.REFEREE, Fixtures.T0);
        for (String name : new String[] {"Аня", "Боря", "Вера"}) {
            t.register(new PlayerRequest(name, null, null, null, null, null).toPlayer(), Fixtures.at(1));
        }
        t.pairManually(List.of(new Pairing(1, 1, 2, 0, 6.5)), List.of(3), Fixtures.at(2));
        t.pairManually(List.of(new Pairing(1, 3, 1, 0, 6.5)), List.of(2), Fixtures.at(3));
        t.changePairings(2, List.of(new Pairing(1, 1, 3, 0, 6.5)), List.of(2), Fixtures.REFEREE,
                " colours ", Fixtures.at(4));
        t.changePairings(2, List.of(new Pairing(1, 2, 3, 0, 6.5)), List.of(1), Fixtures.REFEREE,
                "Аня withdrew", Fixtures.at(5));
        JsonNode v = json.readTree(json.writeValueAsString(TournamentView.of(t)));
        assertThat(v.at("/rounds/0/changes")).isEmpty();
        JsonNode changes = v.at("/rounds/1/changes");
        assertThat(changes).hasSize(2);
        assertThat(changes.get(0).get("why").asText()).isEqualTo("colours");
        assertThat(changes.get(0).get("by").asText()).isEqualTo(Fixtures.REFEREE);
        assertThat(changes.get(0).get("at").asText()).isEqualTo(Fixtures.at(4).toString());
        assertThat(changes.get(1).get("why").asText()).isEqualTo("Аня withdrew");
    }

    @Test
    void aScoreSheetTermWithoutItsNumberIsRefusedNamingIt() throws Exception {
        // Found by goref-server's TournamentApiPropertiesTest: {"penalty":null} (or any term null) was
        // unboxed into a NullPointerException, which the server answered as a 500 internal error.
        Regulations regs = Regulations.of(org.goref.core.rules.RuleSet.parse("japanese"));
        for (String body : List.of(
                "{\"result\":\"W+2.5\",\"black\":{\"territory\":30,\"prisoners\":2,\"penalty\":null},"
                        + "\"white\":{\"territory\":25,\"prisoners\":3,\"komi\":6.5}}",
                "{\"result\":\"W+2.5\",\"black\":{\"territory\":30,\"prisoners\":2},"
                        + "\"white\":{\"territory\":25,\"prisoners\":3,\"komi\":null}}")) {
            assertThatThrownBy(() -> json.readValue(body, ResultEntry.class).toResult(regs))
                    .as(body).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(": a score-sheet term is a number, not null");
        }
    }

    @Test
    void aScoreSheetsKomiAndPenaltyGoInHalfPoints() throws Exception {
        Regulations regs = Regulations.of(org.goref.core.rules.RuleSet.parse("japanese"));
        for (String bad : List.of("\"komi\":1e400", "\"komi\":6.25", "\"penalty\":0.3", "\"komi\":-1e9")) {
            String body = "{\"result\":\"W+2.5\",\"black\":{\"territory\":30,\"prisoners\":2},"
                    + "\"white\":{\"territory\":25,\"prisoners\":3," + bad + "}}";
            assertThatThrownBy(() -> json.readValue(body, ResultEntry.class).toResult(regs))
                    .as(body).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("goes in half points");
        }
        // 30 + 2 against 25 + 3 + 6.5: White by 2.5, as the result says.
        assertThat(json.readValue("{\"result\":\"W+2.5\",\"black\":{\"territory\":30,\"prisoners\":2},"
                + "\"white\":{\"territory\":25,\"prisoners\":3,\"komi\":6.5}}", ResultEntry.class).toResult(regs).sheet())
                .isNotNull();
    }

    @Test
    void aScoreSheetsPenaltyIsTheSumOfThePenaltiesNoted() throws Exception {
        // Each penalty goes up to 1000 points, so the sheet's penalty term, their sum, can go past
        // it: two of 600 are a term of 1200, which the sheet must hold, not be refused for.
        Regulations regs = Regulations.of(org.goref.core.rules.RuleSet.parse("japanese"));
        String body = "{\"result\":\"B+1197.5\",\"black\":{\"territory\":30,\"prisoners\":2},"
                + "\"white\":{\"territory\":25,\"prisoners\":3,\"komi\":6.5,\"penalty\":1200},"
                + "\"penalties\":[{\"color\":\"white\",\"points\":600,\"reason\":\"a phone rang\"},"
                + "{\"color\":\"white\",\"points\":600,\"reason\":\"it rang again\"}]}";
        assertThat(json.readValue(body, ResultEntry.class).toResult(regs).sheet()).isNotNull();
    }

    @Test
    void requestBodiesReadAndCheck() throws Exception {
        TournamentRequest r = json.readValue("""
                {"name":"Кубок","rules":"russian-area","komi":7.5,"from":"2026-11-28","handicap":"rank:1:9:0.5",
                 "time":"byo:60m+5x30s","illegalMove":"penalty:1","flag":"loss","bye":1,"tieBreaks":"points,sodos,direct",
                 "referee":"Petrov"}""", TournamentRequest.class);
        TournamentInfo info = r.toInfo(LocalDate.parse("2026-01-01"));
        assertThat(info.to()).isEqualTo(LocalDate.parse("2026-11-28"));
        assertThat(info.regulations().rules().spec()).isEqualTo("russian-area");
        assertThat(info.regulations().illegalMove()).isEqualTo(new Sanction.Penalty(1));
        assertThat(info.regulations().criteria()).containsExactly(Criterion.NBW, Criterion.SODOSW, Criterion.DIRECT);
        assertThat(r.refereeName()).isEqualTo("Petrov");
        assertThatThrownBy(() -> json.readValue("{\"name\":\"X\",\"rules\":\"chess\"}", TournamentRequest.class)
                .toInfo(LocalDate.now())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chess");
        assertThatThrownBy(() -> json.readValue("{\"name\":\"X\",\"rules\":\"japanese\",\"tieBreaks\":\"sos,points\"}",
                TournamentRequest.class).toInfo(LocalDate.now())).hasMessageContaining("start with a score");
        assertThatThrownBy(() -> json.readValue("{\"name\":\"X\",\"rules\":\"japanese\",\"from\":\"28.11.2026\"}",
                TournamentRequest.class).toInfo(LocalDate.now())).hasMessageContaining("2026-11-28");
        Player p = json.readValue("{\"name\":\"  Иванов   Иван \",\"rank\":\"2d\",\"city\":\"Москва\"}", PlayerRequest.class)
                .toPlayer();
        assertThat(p.name()).isEqualTo("Иванов Иван");
        assertThatThrownBy(() -> new PlayerRequest("X", "12 dan", null, null, null, null).toPlayer())
                .hasMessageContaining("no such grade");
        assertThatThrownBy(() -> new PlayerRequest(" ", null, null, null, null, null).toPlayer())
                .hasMessage("name is empty: a player given is named");
        // A body without "name" ({"rank":"2d"}) is refused as an empty name is, not a NullPointerException
        // (which the server answers as a 500 internal error).
        assertThatThrownBy(() -> json.readValue("{\"rank\":\"2d\"}", PlayerRequest.class).toPlayer())
                .isInstanceOf(IllegalArgumentException.class).hasMessage("name is needed: a player given is named");
        // The EGD separates fields by spaces: a country is its code, or a written-out one shifts the columns.
        assertThat(new PlayerRequest("X", null, null, null, null, " ru ").toPlayer().country()).isEqualTo("RU");
        assertThat(new PlayerRequest("X", null, null, null, null, null).toPlayer().country()).isEmpty();
        assertThatThrownBy(() -> new PlayerRequest("X", null, null, null, null, "Russian Federation").toPlayer())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two-letter code");
        assertThatThrownBy(() -> json.readValue("{\"name\":\"X\",\"rules\":\"japanese\",\"country\":\"Russia\"}",
                TournamentRequest.class).toInfo(LocalDate.now())).hasMessageContaining("two-letter code");
    }
}
