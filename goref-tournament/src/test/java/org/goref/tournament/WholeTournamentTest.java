package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.goref.core.game.Game;
import org.goref.core.game.GameResult;
import org.junit.jupiter.api.Test;

/**
 * Four players, three rounds by the Berger tables, results from every source: a finished core game
 * (as the server reports it), hand entries by the referee (with score-sheet terms and a penalty, and
 * a forfeit), and match protocols in CSV and JSON lines; one referee correction.
 */
class WholeTournamentTest {

    static final String MATCH_CSV = """
            White,Black,Result,Number,Komi,Handicap,Rules,Reason,Moves,Black_Territory,Black_Prisoners,Black_Komi,\
            Black_Total,White_Territory,White_Prisoners,White_Total,Black_Time,White_Time,SGF
            Петрова Анна,Lee Min,B+R,1,6.5,0,russian-territory,resignation,150,,,,,,,,1200.5,1300,g1.sgf
            Smith John,Иванов Иван,W+3.5,2,6.5,0,russian-territory,points,233,30,4,-6.5,27.5,28,3,31,20:00,0:21:40,g2.sgf
            """;

    static final String MATCH_JSONL = """
            {"number":1,"black":{"name":"Петрова Анна","time":1799.9},"white":{"name":"Иванов Иван","time":1500},\
            "result":"B+T","reason":"white's flag fell","moves":201,"handicap":0}
            """;

    static Tournament play() {
        Tournament t = Tournament.create(new TournamentInfo("Кубок Москвы 2026", LocalDate.parse("2026-11-28"),
                LocalDate.parse("2026-11-29"), "RU", "Москва, ГК «Тэнгэн»", Fixtures.regs().withTimeControl("byo:40m+5x30s")
                        .withBoardSize(9)), Fixtures.REFEREE, Fixtures.T0);
        t.register(new PlayerRequest("Иванов Иван", "2d", null, "Тэнгэн", "Москва", "RU").toPlayer(), Fixtures.at(1));
        t.register(new PlayerRequest("Smith John", "1d", 2080, "London", "London", "GB").toPlayer(), Fixtures.at(2));
        t.register(new PlayerRequest("Петрова Анна", "1k", null, "Нева", "Санкт-Петербург", "RU").toPlayer(), Fixtures.at(3));
        t.register(new PlayerRequest("Lee Min", "3d", null, "", "Seoul", "KR").toPlayer(), Fixtures.at(4));

        // Round 1 (Berger: 1–4, 2–3). Table 1 is a server game; table 2 is over the board.
        t.pairNextRound(Fixtures.at(10));
        t.startGame(1, 1, "g1", Fixtures.at(11));
        Game g = Games.walls();
        t.recordResult(1, 1, GameResults.of(g, Duration.ofMinutes(31), Duration.ofMinutes(29)),
                new ResultSource.ServerGame("g1"), Fixtures.at(90));
        new ResultEntry(1, 2, "B+2.5", null, Map.of("territory", 40.0, "prisoners", 5.0, "komi", -6.5),
                Map.of("territory", 30.0, "prisoners", 5.0),
                List.of(new ResultEntry.PenaltyEntry("black", 1.0, "talked during the game")), 180, null, null)
                .apply(t, Fixtures.at(95));

        // Round 2 (4–3, 1–2) from the match protocol in CSV, columns in their own order.
        t.pairNextRound(Fixtures.at(100));
        MatchImport.apply(t, "protocol.csv", MatchProtocol.readCsv(MATCH_CSV), Fixtures.at(180));

        // Round 3 (2–4, 3–1): a forfeit by hand and a game from the JSON lines protocol.
        t.pairNextRound(Fixtures.at(200));
        new ResultEntry(3, 1, "W+F", "Smith did not come", null, null, null, null, null, null).apply(t, Fixtures.at(230));
        MatchImport.apply(t, "protocol.jsonl", MatchProtocol.readJsonl(MATCH_JSONL), Fixtures.at(280));

        // The referee finds the penalty of round 1 was two points, not one.
        new ResultEntry(1, 2, "B+1.5", null, Map.of("territory", 40.0, "prisoners", 5.0, "komi", -6.5),
                Map.of("territory", 30.0, "prisoners", 5.0),
                List.of(new ResultEntry.PenaltyEntry("black", 2.0, "talked during the game, twice")), 180, true,
                "the second warning was not counted").apply(t, Fixtures.at(300));
        return t;
    }

    @Test
    void everySourceLandsInTheProtocol() {
        Tournament t = play();
        assertThat(t.rounds()).allMatch(Round::isComplete);
        Round r1 = t.round(1);
        assertThat(r1.pairings()).containsExactly(Fixtures.even(1, 1, 4), Fixtures.even(2, 2, 3));
        Result fromGame = r1.result(1).orElseThrow().result();
        assertThat(fromGame.outcome()).isEqualTo(new GameResult.ByPoints(org.goref.core.board.Color.WHITE, 13.5));
        assertThat(fromGame.sheet().black().prisoners()).isEqualTo(1);
        assertThat(fromGame.sheet().territory().dead()).hasSize(1);
        assertThat(fromGame.penalties()).extracting(PenaltyNote::reason).containsExactly("spoke to a spectator");
        assertThat(fromGame.moves()).isEqualTo(Games.walls().moveNumber());
        assertThat(fromGame.position().rows().get(4)).isEqualTo("O.X..O...");

        RecordedResult corrected = r1.result(2).orElseThrow();
        assertThat(corrected.source()).isEqualTo(new ResultSource.Referee(Fixtures.REFEREE));
        assertThat(corrected.result().outcome().sgf()).isEqualTo("B+1.5");
        assertThat(corrected.corrections()).singleElement().satisfies(c -> {
            assertThat(c.before().outcome().sgf()).isEqualTo("B+2.5");
            assertThat(c.by()).isEqualTo(Fixtures.REFEREE);
            assertThat(c.at()).isEqualTo(Fixtures.at(300));
            assertThat(c.why()).isEqualTo("the second warning was not counted");
        });

        RecordedResult fromCsv = t.round(2).result(2).orElseThrow();
        assertThat(fromCsv.source()).isEqualTo(new ResultSource.EngineMatch("protocol.csv", 2));
        assertThat(fromCsv.result().sheet().white().total()).isEqualTo(31);
        assertThat(fromCsv.result().blackTime()).isEqualTo(Duration.ofMinutes(20));
        assertThat(fromCsv.result().whiteTime()).isEqualTo(Duration.ofSeconds(21 * 60 + 40));
        assertThat(t.round(2).result(1).orElseThrow().result().outcome()).isEqualTo(
                new GameResult.Resignation(org.goref.core.board.Color.BLACK));
        RecordedResult fromJson = t.round(3).result(2).orElseThrow();
        assertThat(fromJson.result().outcome().sgf()).isEqualTo("B+T");
        assertThat(fromJson.result().blackTime()).isEqualTo(Duration.ofMillis(1_799_900));
        assertThat(t.round(3).result(1).orElseThrow().result().outcome())
                .isEqualTo(new GameResult.Forfeit(org.goref.core.board.Color.WHITE, "Smith did not come"));
    }

    @Test
    void crosstableAndStandings() {
        Tournament t = play();
        // Lee 3 wins; Smith beat Петрова and Иванов, lost by forfeit; Петрова beat Иванов on time.
        assertThat(t.standings()).extracting(Standing::place, Standing::player, Standing::points, Standing::sos)
                .containsExactly(tuple(1, 4, 3.0, 3.0), tuple(2, 2, 2.0, 4.0), tuple(3, 3, 1.0, 5.0),
                        tuple(4, 1, 0.0, 6.0));
        String expected = String.join("\r\n",
                "place,number,name,rank,rating,club,city,r1_opponent,r1_colour,r1_handicap,r1_result,"
                        + "r2_opponent,r2_colour,r2_handicap,r2_result,r3_opponent,r3_colour,r3_handicap,r3_result,"
                        + "points,sos,sosos,sodos",
                "1,4,Lee Min,3d,,,Seoul,1,white,0,win,3,black,0,win,2,white,0,win-forfeit,3,3,15,3",
                "2,2,Smith John,1d,2080,London,London,3,black,0,win,1,white,0,win,4,black,0,loss-forfeit,2,4,14,1",
                "3,3,Петрова Анна,1k,,Нева,Санкт-Петербург,2,white,0,loss,4,white,0,loss,1,black,0,win,1,5,13,0",
                "4,1,Иванов Иван,2d,,Тэнгэн,Москва,4,black,0,loss,2,black,0,loss,3,white,0,loss,0,6,12,0", "");
        assertThat(CrosstableCsv.write(t)).isEqualTo(expected);
    }

    @Test
    void theStoredEventsRebuildTheSameTournament() {
        Tournament t = play();
        List<String> lines = t.events().stream().map(TournamentEventCodec::encode).toList();
        assertThat(lines).noneMatch(l -> l.contains("\n"));
        Tournament again = Tournament.replay(lines.stream().map(TournamentEventCodec::decode).toList());
        assertThat(again.events()).isEqualTo(t.events());
        assertThat(CrosstableCsv.write(again)).isEqualTo(CrosstableCsv.write(t));
        assertThat(TournamentView.of(again)).isEqualTo(TournamentView.of(t));
    }
}
