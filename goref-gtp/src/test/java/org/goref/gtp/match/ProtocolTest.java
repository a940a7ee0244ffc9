package org.goref.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProtocolTest {
    @TempDir
    Path dir;

    private static ProtocolRow counted(int game, String black) {
        return new ProtocolRow(game, black, "Engine, \"the second\"", 0, 6.5, "russian-territory", "none", "B+3.5", "points",
                new ProtocolRow.Sheet(20, 3, 0, -6.5, 0, -2, 14.5), new ProtocolRow.Sheet(8, 3, 0, 0, 0, 0, 11), 101,
                12.3456, 0.5, String.format("game-%03d.sgf", game));
    }

    @Test
    void rowsAreAppendedToBothFilesWithTheDocumentedColumnsAndReadBack() throws Exception {
        Protocol p = new Protocol(dir);
        p.append(counted(1, "A"));
        p.append(new ProtocolRow(2, "A", "B", 0, 6.5, "japanese", "abs:1m", "W+T", "time", null, null, 40, 60.001, 3, "game-002.sgf"));
        List<String> csv = Files.readAllLines(dir.resolve(Protocol.CSV));
        assertThat(csv.get(0)).isEqualTo(String.join(",", Protocol.CSV_COLUMNS));
        assertThat(csv.get(1)).isEqualTo("1,A,\"Engine, \"\"the second\"\"\",0,6.5,russian-territory,none,B+3.5,points,"
                + "20,3,0,-6.5,0,-2,14.5,8,3,0,0,0,0,11,101,12.346,0.500,game-001.sgf");
        assertThat(csv.get(2)).contains(",W+T,time,,,,,,,,,,,,,,,40,60.001,3.000,");
        String json = Files.readAllLines(dir.resolve(Protocol.JSONL)).get(0);
        assertThat(json).contains("\"black_score\":{\"territory\":20").contains("\"black_time\":12.3456");
        assertThat(p.read()).containsExactly(counted(1, "A"),
                new ProtocolRow(2, "A", "B", 0, 6.5, "japanese", "abs:1m", "W+T", "time", null, null, 40, 60.001, 3, "game-002.sgf"));
    }

    /**
     * An engine names itself; one named =HYPERLINK(…) ran in the referee's spreadsheet. Its name gets
     * the leading quote the tournament's crosstable uses; numbers (a negative komi, a penalty) stay
     * numbers, and the JSON lines, which no spreadsheet opens, keep the name as it is.
     */
    @Test
    void engineNamesASpreadsheetWouldRunAreNeutralisedAndNumbersAreNot() throws Exception {
        Protocol p = new Protocol(dir);
        ProtocolRow hostile = new ProtocolRow(1, "=cmd|' /C calc'!A0", "@SUM(A1:A9),x", 0, -6.5, "russian-territory",
                "none", "W+0.5", "points", new ProtocolRow.Sheet(20, 3, 0, 6.5, 0, -2, 27.5),
                new ProtocolRow.Sheet(24, 4, 0, 0, 0, 0, 28), 101, 1.5, 2, "game-001.sgf");
        p.append(hostile);
        assertThat(Files.readAllLines(dir.resolve(Protocol.CSV)).get(1))
                .isEqualTo("1,'=cmd|' /C calc'!A0,\"'@SUM(A1:A9),x\",0,-6.5,russian-territory,none,W+0.5,points,"
                        + "20,3,0,6.5,0,-2,27.5,24,4,0,0,0,0,28,101,1.500,2.000,game-001.sgf");
        assertThat(Files.readAllLines(dir.resolve(Protocol.JSONL)).get(0)).contains("\"black\":\"=cmd|' /C calc'!A0\"");
        assertThat(p.read()).containsExactly(hostile);
        // A resume rewrites the CSV through the same writer.
        p.rewrite(p.read());
        assertThat(Files.readAllLines(dir.resolve(Protocol.CSV)).get(1)).startsWith("1,'=cmd|");
    }

    @Test
    void aHalfWrittenLastLineIsDroppedButABrokenRowInTheMiddleIsAnError() throws Exception {
        Protocol p = new Protocol(dir);
        p.append(counted(1, "A"));
        Files.writeString(dir.resolve(Protocol.JSONL), "{\"game\":2,\"bl", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        assertThat(p.read()).extracting(ProtocolRow::game).containsExactly(1);
        p.rewrite(p.read());
        assertThat(Files.readAllLines(dir.resolve(Protocol.JSONL))).hasSize(1);
        assertThat(Files.readAllLines(dir.resolve(Protocol.CSV))).hasSize(2);

        Files.writeString(dir.resolve(Protocol.JSONL), "garbage\n" + Protocol.json(counted(2, "A")) + "\n");
        assertThatThrownBy(p::read).hasMessageContaining("row 1 is not a protocol row");
    }

    @Test
    void theSummaryCountsWinsPerEngineByColourAndTheResultsWithoutAWinner() {
        List<ProtocolRow> rows = List.of(
                row(1, "A", "B", "B+3.5"), row(2, "B", "A", "B+R"), row(3, "A", "B", "W+T"),
                row(4, "B", "A", "0"), row(5, "A", "B", "Void"), row(6, "B", "A", "?"), row(7, "A", "B", "W+F"));
        MatchSummary s = MatchSummary.of(rows, List.of("A", "B"));
        assertThat(s.winsByEngine().get("A")).containsExactly(1, 0);
        assertThat(s.winsByEngine().get("B")).containsExactly(1, 2);
        assertThat(s.blackWins()).isEqualTo(2);
        assertThat(s.whiteWins()).isEqualTo(2);
        assertThat(s.draws()).isEqualTo(1);
        assertThat(s.noResult()).isEqualTo(1);
        assertThat(s.unknown()).isEqualTo(1);
        assertThat(s.text()).contains("A: 1 win (1 with black, 0 with white)").contains("B: 3 wins (1 with black, 2 with white)")
                .contains("Black won 2, white won 2, draws 1, no result 1, unknown 1");
    }

    private static ProtocolRow row(int g, String b, String w, String re) {
        return new ProtocolRow(g, b, w, 0, 6.5, "russian-territory", "none", re, "", null, null, 10, 0, 0, null);
    }
}
