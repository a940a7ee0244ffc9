package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.game.GameResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The protocol exactly as goref match writes it (docs/match.md of the match branch: columns and JSON fields). */
class MatchProtocolTest {
    static final String CSV = """
            game,black,white,handicap,komi,rules,time,result,reason,black_territory,black_prisoners,black_stones,black_komi,\
            black_bonus,black_penalty,black_total,white_territory,white_prisoners,white_stones,white_komi,white_bonus,\
            white_penalty,white_total,moves,black_time,white_time,sgf
            1,GNU Go 3.8 #1,GNU Go 3.8 #2,0,6.5,russian-territory,byo:10m+5x30s,W+11.5,points,10,2,0,-6.5,0,-1,4.5,14,2,0,0,0,0,16,54,12.345,13.000,game-001.sgf
            2,GNU Go 3.8 #2,GNU Go 3.8 #1,0,6.5,russian-territory,byo:10m+5x30s,B+F,"forfeit: white's engine crashed",,,,,,,,,,,,,,,3,0.100,0.200,game-002.sgf
            3,GNU Go 3.8 #1,GNU Go 3.8 #2,0,6.5,russian-territory,byo:10m+5x30s,Void,"double forfeit: both engines refused boardsize",,,,,,,,,,,,,,,0,0.000,0.000,game-003.sgf
            """;
    static final String JSONL = """
            {"game":1,"black":"GNU Go 3.8 #1","white":"GNU Go 3.8 #2","handicap":0,"komi":6.5,"rules":"russian-territory","time":"none","result":"W+11.5","reason":"points","blackScore":{"territory":10,"prisoners":2,"stones":0,"komi":-6.5,"bonus":0,"penalty":-1.0,"total":4.5},"whiteScore":{"territory":14,"prisoners":2,"stones":0,"komi":0.0,"bonus":0,"penalty":0.0,"total":16.0},"moves":54,"blackTime":12.345,"whiteTime":13.0,"sgf":"game-001.sgf"}
            {"game":2,"black":"GNU Go 3.8 #2","white":"GNU Go 3.8 #1","handicap":0,"komi":6.5,"rules":"russian-territory","time":"none","result":"Void","reason":"no result: triple ko","blackScore":null,"whiteScore":null,"moves":120,"blackTime":1.5,"whiteTime":1.25,"sgf":"game-002.sgf"}
            """;

    /**
     * A JSON line's text holding half of a character ("\\uD800" alone) is refused with its line, as
     * the API's bodies are: UTF-8 cannot store it, and the reason stored would differ from the one
     * imported (a '?' after the next restart).
     */
    @Test
    void aLineWithHalfACharacterIsRefusedWithItsLine() {
        String broken = JSONL.replace("no result: triple ko", "no result: triple ko \\uD800");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> MatchProtocol.readJsonl(broken))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 2")
                .hasMessageContaining("half of a character");
        // A whole pair of escapes is one character and passes.
        assertThat(MatchProtocol.readJsonl(JSONL.replace("triple ko", "triple ko \\uD83D\\uDC3C"))).hasSize(2);
    }

    /** A clock's time in m:ss or h:mm:ss; a trailing colon is no time (it was read as 1:05). */
    @Test
    void aTimeWithATrailingColonIsRefused() {
        assertThat(MatchProtocol.parseTime("1:05", false)).hasSeconds(65);
        assertThat(MatchProtocol.parseTime("1:00:05", false)).hasSeconds(3605);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> MatchProtocol.parseTime("1:05:", false))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * A time, a komi, a handicap or a count in a protocol is an ASCII decimal: Java's parsers read
     * "1e1" as ten seconds, "NaN" as none, "6.5f" as a komi and "٣" (Arabic-Indic three) as a handicap.
     */
    @Test
    void numbersInAProtocolArePlainDecimals() {
        for (String t : List.of("1e1", "NaN", "-5", "Infinity", "0x10", "1:1e1")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> MatchProtocol.parseTime(t, false)).as(t)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a time");
        }
        assertThat(MatchProtocol.parseTime("1.5", false)).isEqualTo(java.time.Duration.ofMillis(1500));
        for (String row : List.of("A,B,B+R,6.5f,0", "A,B,B+R,6.5,٣", "A,B,B+R,NaN,0")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> MatchProtocol.readCsv("black,white,result,komi,handicap\n" + row + "\n"))
                    .as(row).hasMessageContaining("line 2").hasMessageContaining("not a");
        }
        assertThat(MatchProtocol.readCsv("black,white,result,komi,handicap\nA,B,B+R,-6.5,2\n").get(0).komi()).isEqualTo(-6.5);
        // A score sheet's terms too: Double.valueOf took "NaN" as a territory and "1e1" as ten.
        for (String term : List.of("NaN", "1e1", "6.5f", "Infinity")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> MatchProtocol.readCsv(
                            "black,white,result,black_territory\nA,B,B+R," + term + "\n"))
                    .as(term).hasMessageContaining("line 2").hasMessageContaining("not a");
        }
        assertThat(MatchProtocol.readCsv("black,white,result,black_territory\nA,B,B+R, 10 \n").get(0).blackTerms())
                .containsEntry("territory", 10.0);
    }

    /**
     * A JSON number is read as written: Jackson prints a double of 10^7 or more (or under 10^-3)
     * in E notation, 12345678.0 as "1.2345678E7", which the plain-decimal check then refused as
     * "not a time" though the line wrote a plain number (a float time in milliseconds, Python's).
     */
    @Test
    void aJsonNumberIsReadAsThePlainNumberItIs() {
        MatchRow r = MatchProtocol.readJsonl("{\"black\":\"A\",\"white\":\"B\",\"result\":\"B+R\","
                + "\"blackTimeMs\":12345678.0,\"whiteTime\":0.0004,\"komi\":6.5}\n").get(0);
        assertThat(r.blackTime()).isEqualTo(java.time.Duration.ofMillis(12345678));
        assertThat(r.whiteTime()).isEqualTo(java.time.Duration.ZERO);
        assertThat(r.komi()).isEqualTo(6.5);
        // A number out of a double's range is still no time.
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> MatchProtocol.readJsonl(
                        "{\"black\":\"A\",\"white\":\"B\",\"result\":\"B+R\",\"blackTime\":1e400}\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a time");
    }

    /** A key given twice on a JSON line is refused: the last one won silently. */
    @Test
    void aKeyGivenTwiceOnAJsonLineIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> MatchProtocol.readJsonl(
                        "{\"black\":\"A\",\"white\":\"B\",\"result\":\"B+R\"}\n"
                                + "{\"black\":\"A\",\"white\":\"B\",\"result\":\"B+R\",\"result\":\"W+R\"}\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 2").hasMessageContaining("result");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> MatchProtocol.readJsonl(
                        "{\"black\":\"A\",\"white\":\"B\",\"result\":\"B+R\",\"black_score\":{\"total\":1,\"total\":2}}\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 1").hasMessageContaining("total");
    }

    /** The regulations' numbers too: a sanction's penalty and a handicap policy's terms. */
    @Test
    void regulationsNumbersArePlainDecimals() {
        assertThat(Sanction.parse("penalty:1.5")).isEqualTo(new Sanction.Penalty(1.5));
        assertThat(HandicapPolicy.parse("rank:1:9:0.5")).isEqualTo(new HandicapPolicy.ByRank(1, 9, 0.5));
        // Spaces around a number, as people type them, were taken before the plain-number check.
        assertThat(Sanction.parse("penalty: 2")).isEqualTo(new Sanction.Penalty(2));
        assertThat(HandicapPolicy.parse("rank: 1 : 9 : 0.5")).isEqualTo(new HandicapPolicy.ByRank(1, 9, 0.5));
        for (String bad : List.of("penalty:1.5f", "penalty:0x1p1", "penalty:NaN", "penalty:٣")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> Sanction.parse(bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(bad);
        }
        for (String bad : List.of("rank:٣:9:0.5", "rank:1:9:0.5d", "rank:1:9:1e0")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> HandicapPolicy.parse(bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(bad);
        }
    }

    @Test
    void csvAsGorefMatchWritesIt(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("protocol.csv");
        Files.writeString(f, CSV);
        List<MatchRow> rows = MatchProtocol.read(f);
        assertThat(rows).extracting(MatchRow::number).containsExactly(1, 2, 3);
        MatchRow r = rows.get(0);
        assertThat(r.black()).isEqualTo("GNU Go 3.8 #1");
        assertThat(r.blackTerms()).containsEntry("territory", 10.0).containsEntry("penalty", -1.0).containsEntry("total", 4.5);
        assertThat(r.blackTime()).hasMillis(12_345);
        Tournament t = twoEngines();
        MatchImport.apply(t, "protocol.csv", rows, Fixtures.at(100));
        Result first = t.round(1).result(1).orElseThrow().result();
        assertThat(first.outcome()).isEqualTo(new GameResult.ByPoints(Color.WHITE, 11.5));
        assertThat(first.sheet().black().penalty()).isEqualTo(-1);
        assertThat(first.sheet().black().total()).isEqualTo(4.5);
        assertThat(t.round(2).result(1).orElseThrow().result().outcome())
                .isEqualTo(new GameResult.Forfeit(Color.BLACK, "white's engine crashed"));
        assertThat(t.round(3).result(1).orElseThrow().result().outcome())
                .isEqualTo(new GameResult.DoubleForfeit("both engines refused boardsize"));
    }

    /**
     * goref match writes an engine named =cmd as '=cmd so a spreadsheet shows it and runs nothing: the
     * import takes the quote off again, so the row lands on the player named =cmd. Numbers, negative
     * ones too, were written as they are and read as they are; a name that truly starts with a quote
     * keeps it.
     */
    @Test
    void theQuoteBeforeANameASpreadsheetWouldRunIsTakenOffAgain(@TempDir Path dir) throws Exception {
        String csv = CSV.lines().findFirst().orElseThrow() + "\n"
                + "1,'=cmd|' /C calc'!A0,\"'@SUM(A1:A9),x\",0,-6.5,russian-territory,none,W+0.5,points,"
                + "20,3,0,6.5,0,-2,27.5,24,4,0,0,0,0,28,101,1.500,2.000,game-001.sgf\n"
                + "2,\"'@SUM(A1:A9),x\",''=quoted,0,-6.5,russian-territory,none,B+R,resignation,,,,,,,,,,,,,,,80,1.000,2.000,game-002.sgf\n";
        Path f = dir.resolve("protocol.csv");
        Files.writeString(f, csv);
        List<MatchRow> rows = MatchProtocol.read(f);
        assertThat(rows).extracting(MatchRow::black, MatchRow::white).containsExactly(
                tuple("=cmd|' /C calc'!A0", "@SUM(A1:A9),x"), tuple("@SUM(A1:A9),x", "'=quoted"));
        assertThat(rows.get(0).komi()).isEqualTo(-6.5);
        assertThat(rows.get(0).blackTerms()).containsEntry("komi", 6.5).containsEntry("penalty", -2.0);

        Tournament t = Fixtures.tournament(Fixtures.regs(), "=cmd|' /C calc'!A0", "@SUM(A1:A9),x");
        t.pairManually(List.of(new Pairing(1, 1, 2, 0, -6.5)), List.of(), Fixtures.at(1));
        MatchImport.apply(t, "protocol.csv", rows.subList(0, 1), Fixtures.at(100));
        assertThat(t.round(1).result(1).orElseThrow().result().outcome())
                .isEqualTo(new GameResult.ByPoints(Color.WHITE, 0.5));
    }

    @Test
    void jsonLinesAsGorefMatchWritesThem(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("protocol.jsonl");
        Files.writeString(f, JSONL);
        List<MatchRow> rows = MatchProtocol.read(f);
        assertThat(rows.get(0).whiteTerms()).containsEntry("total", 16.0);
        assertThat(rows.get(1).blackTerms()).isEmpty();
        Tournament t = twoEngines();
        MatchImport.apply(t, "protocol.jsonl", rows, Fixtures.at(100));
        assertThat(t.round(1).result(1).orElseThrow().result().sheet().white().total()).isEqualTo(16);
        assertThat(t.round(2).result(1).orElseThrow().result().outcome()).isEqualTo(new GameResult.NoResult("triple ko"));
        assertThat(t.round(2).result(1).orElseThrow().result().moves()).isEqualTo(120);
    }

    /** The two engines of the match as players, three rounds with alternating colours. */
    private static Tournament twoEngines() {
        Tournament t = Fixtures.tournament(Fixtures.regs(), "GNU Go 3.8 #1", "GNU Go 3.8 #2");
        t.pairManually(List.of(Fixtures.even(1, 1, 2)), List.of(), Fixtures.at(1));
        t.pairManually(List.of(Fixtures.even(1, 2, 1)), List.of(), Fixtures.at(2));
        t.pairManually(List.of(Fixtures.even(1, 1, 2)), List.of(), Fixtures.at(3));
        return t;
    }
}
