package org.goref.gtp.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.goref.core.rules.RuleSet;
import org.goref.sgf.SgfGameRecord;
import org.goref.sgf.SgfReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GTP loadsgf and printsgf on real files. */
class GtpSgfTest {
    private final GtpEngine engine = new GtpEngine(19, RuleSet.russianTerritory(), null);

    @TempDir
    Path dir;

    private String ok(String line) {
        String r = engine.handle(line);
        assertThat(r).as(line).startsWith("=");
        return r.substring(1).strip();
    }

    private Path record() throws Exception {
        String sgf = "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[0.5]RU[Japanese]PB[Иванов]PW[李昌镐]EV[Кубок]XX[kept]"
                + ";B[ee]C[first move];W[cc];B[gg];W[gc])";
        Path f = dir.resolve("game.sgf");
        Files.writeString(f, sgf, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void loadsgfLoadsTheMainLineWithItsRulesAndKomi() throws Exception {
        Path f = record();
        ok("loadsgf " + f);
        assertThat(ok("goref-rules")).isEqualTo("japanese,komi=0.5");
        assertThat(ok("list_stones black").split(" ")).containsExactlyInAnyOrder("E5", "G3");
        assertThat(ok("list_stones white").split(" ")).containsExactlyInAnyOrder("C7", "G7");
    }

    @Test
    void loadsgfWithAMoveNumberStopsBeforeThatMove() throws Exception {
        Path f = record();
        ok("loadsgf " + f + " 3");
        assertThat(ok("list_stones black")).isEqualTo("E5");
        assertThat(ok("list_stones white")).isEqualTo("C7");
    }

    @Test
    void loadsgfPlaysAMoveThatBreaksTheRulesAsRecordedAndSaysSoOnTheDiagnostics() throws Exception {
        java.util.List<String> said = new java.util.ArrayList<>();
        engine.setDiagnostics(said::add);
        // Move 3 is White's second stone on C7, already occupied.
        Path f = dir.resolve("bad.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[9]RU[Japanese];B[ee];W[cc];B[gg];W[cc])");
        ok("loadsgf " + f);
        assertThat(said).containsExactly("loadsgf " + f + ": move 4 (W C7): occupied, played as recorded");
        said.clear();
        ok("loadsgf " + record());
        assertThat(said).isEmpty();
    }

    @Test
    void loadsgfOfAMissingOrBrokenFileIsAnErrorAndChangesNothing() throws Exception {
        ok("boardsize 9");
        ok("play b e5");
        assertThat(engine.handle("loadsgf " + dir.resolve("nope.sgf"))).startsWith("? cannot load file");
        Path broken = dir.resolve("broken.sgf");
        Files.writeString(broken, "(;GM[1]SZ[9];B[ee");
        assertThat(engine.handle("loadsgf " + broken)).startsWith("? cannot load file");
        assertThat(ok("list_stones black")).isEqualTo("E5");
    }

    @Test
    void printsgfKeepsTheRecordsPropertiesAndAppendsNewMoves() throws Exception {
        Path f = record();
        ok("loadsgf " + f);
        ok("play b d4");
        ok("goref-dead none");
        String sgf = ok("printsgf");
        assertThat(sgf).contains("PB[Иванов]", "PW[李昌镐]", "EV[Кубок]", "XX[kept]", "C[first move]", "KM[0.5]");
        SgfGameRecord back = SgfReader.readRecord(write(sgf));
        assertThat(back.mainLine()).hasSize(5);
        assertThat(back.rules().spec()).isEqualTo("japanese,komi=0.5");
        assertThat(back.resultText()).isEqualTo(ok("final_score"));
    }

    @Test
    void printsgfOfAFreshGameIsAValidRecord() throws Exception {
        ok("boardsize 9");
        ok("goref-rules chinese,komi=7");
        ok("fixed_handicap 2");
        ok("play w e5");
        String sgf = ok("printsgf");
        assertThat(sgf).startsWith("(;").contains("SZ[9]", "HA[2]", "AB[", "W[ee]");
        SgfGameRecord back = SgfReader.readRecord(write(sgf));
        assertThat(back.size()).isEqualTo(9);
        assertThat(back.handicap()).isEqualTo(2);
        assertThat(back.rules().spec()).isEqualTo("chinese,komi=7");
    }

    private Path write(String sgf) throws Exception {
        Path f = Files.createTempFile(dir, "out", ".sgf");
        Files.writeString(f, sgf, StandardCharsets.UTF_8);
        return f;
    }
}
