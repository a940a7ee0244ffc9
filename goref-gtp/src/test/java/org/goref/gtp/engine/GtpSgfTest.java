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
    void undoAfterLoadingACountedOrResignedMatchRecordTakesBackTheLastMoveAndWhatFollowedIt() throws Exception {
        // As goref match writes them: the marking and both acceptances after the last pass, and a
        // resignation after the last move, as GREV events.
        Path counted = dir.resolve("counted.sgf");
        Files.writeString(counted, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+1.5];B[ee];W[cc];B[cd];W[dc];B[];W[]"
                + "C[goref: Black accepts the marking]GREV[mark B cc dead][accept B][accept W])");
        ok("loadsgf " + counted);
        assertThat(ok("list_stones white").split(" ")).containsExactlyInAnyOrder("C7", "D7");
        String undo = engine.handle("undo");
        assertThat(undo).isEqualTo("=\n\n");
        // The last pass is taken back with the marking: White's pass again, then play goes on.
        assertThat(ok("undo")).isEmpty();
        ok("play w g3");
        assertThat(ok("list_stones white").split(" ")).containsExactlyInAnyOrder("C7", "D7", "G3");

        Path resigned = dir.resolve("resigned.sgf");
        Files.writeString(resigned, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+R];B[ee];W[cc]GREV[resign W])");
        ok("loadsgf " + resigned);
        assertThat(engine.handle("play b g3")).isEqualTo("? illegal move\n\n");
        ok("undo");
        assertThat(ok("list_stones white")).isEmpty();
        ok("play w g3");
        assertThat(ok("list_stones white")).isEqualTo("G3");
    }

    @Test
    void loadsgfOfARecordWhoseDisputeTheRefereeDecidedLoadsItAndPlayGoesOnAfterUndo() throws Exception {
        // As goref match writes a dispute under disputes=referee (the decision straight from the
        // marking), and as the server does (a player disputes, then the referee decides). The engine's
        // own game runs with disputes=resume, where no referee decides: loading answered
        // "? internal error in loadsgf" and left printsgf the record's properties over the old game.
        String[] decisions = {"GREV[note dead stones disputed][referee cc goref's estimator decided]",
            "GREV[resume B][referee cc the referee looked]"};
        for (String decision : decisions) {
            Path f = dir.resolve("referee.sgf");
            Files.writeString(f, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[russian-territory,disputes=referee]PB[Black engine]"
                    + ";B[ee];W[cc];B[cd];W[dc];B[];W[]" + decision + ")", StandardCharsets.UTF_8);
            ok("clear_board");
            assertThat(engine.handle("loadsgf " + f)).as(decision).isEqualTo("=\n\n");
            assertThat(ok("goref-rules")).isEqualTo("russian-territory,disputes=referee");
            assertThat(ok("list_stones white").split(" ")).containsExactlyInAnyOrder("C7", "D7");
            assertThat(ok("printsgf")).contains("SZ[9]").contains("PB[Black engine]").contains(";W[dc]");
            ok("undo");
            ok("undo");
            ok("play b g3");
            assertThat(ok("list_stones black").split(" ")).containsExactlyInAnyOrder("E5", "C6", "G3");
        }
    }

    @Test
    void loadsgfWithAMoveNumberStopsBeforeThatMove() throws Exception {
        Path f = record();
        ok("loadsgf " + f + " 3");
        assertThat(ok("list_stones black")).isEqualTo("E5");
        assertThat(ok("list_stones white")).isEqualTo("C7");
    }

    @Test
    void loadsgfWithMoveZeroOrBelowIsAnErrorAndChangesNothing() throws Exception {
        Path f = record();
        ok("loadsgf " + f + " 3");
        for (String n : new String[] {"0", "-1"}) {
            assertThat(engine.handle("loadsgf " + f + " " + n)).as(n)
                    .isEqualTo("? move number must be 1 or more: the position before that move is loaded\n\n");
            assertThat(ok("list_stones black")).isEqualTo("E5");
            assertThat(ok("list_stones white")).isEqualTo("C7");
        }
    }

    @Test
    void loadsgfPlaysAMoveThatBreaksTheRulesAsRecordedAndSaysSoOnTheDiagnostics() throws Exception {
        java.util.List<String> said = new java.util.ArrayList<>();
        engine.setDiagnostics(said::add);
        // Move 4 is White's second stone on C7, already occupied.
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
    }

    @Test
    void printsgfWritesAResultOnlyOncePlayHasStopped() throws Exception {
        // A game in progress has no result: its record claimed the count of the unfinished board.
        ok("boardsize 9");
        ok("play b e5");
        ok("play w c3");
        assertThat(ok("printsgf")).doesNotContain("RE[");
        ok("play b pass");
        ok("play w pass");
        SgfGameRecord back = SgfReader.readRecord(write(ok("printsgf")));
        assertThat(back.resultText()).isEqualTo(ok("final_score"));
        // Taking the last pass back resumes play, and the result goes with it.
        ok("undo");
        assertThat(ok("printsgf")).doesNotContain("RE[");
    }

    @Test
    void printsgfOfALoadedRecordStoppedMidGameDropsTheRecordsResult() throws Exception {
        Path f = dir.resolve("counted.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+1.5];B[ee];W[cc];B[cd];W[dc];B[];W[])");
        ok("loadsgf " + f + " 3");
        assertThat(ok("printsgf")).doesNotContain("RE[");
        ok("loadsgf " + f);
        assertThat(ok("printsgf")).contains("RE[" + ok("final_score") + "]");
    }

    @Test
    void printsgfKeepsTheResultOfARecordPrintedAsItWasAndDropsItOncePlayGoesOn() throws Exception {
        // A win on time as servers write it: the result, no event that ends the game.
        Path f = dir.resolve("timeout.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+T];B[ee];W[cc])");
        ok("loadsgf " + f);
        assertThat(ok("printsgf")).contains("RE[W+T]");
        ok("play b d4");
        assertThat(ok("printsgf")).doesNotContain("RE[");
        ok("undo");
        assertThat(ok("printsgf")).contains("RE[W+T]");
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

    @Test
    void printsgfWithAFileNameWritesTheRecordThereAsGnuGoDoes() throws Exception {
        // The name was ignored: the answer was the record, "=" to the controller, and no file.
        ok("loadsgf " + record());
        ok("play b d4");
        String answered = ok("printsgf");
        Path out = dir.resolve("saved.sgf");
        assertThat(engine.handle("printsgf " + out)).isEqualTo("=\n\n");
        assertThat(Files.readString(out, StandardCharsets.UTF_8).strip()).isEqualTo(answered);
        assertThat(ok("printsgf -")).isEqualTo(answered);
        assertThat(engine.handle("printsgf " + dir.resolve("no/such/folder.sgf"))).startsWith("? cannot write file: ");
        assertThat(ok("list_stones black")).contains("D4");
    }

    @Test
    void printsgfToAFileItCannotWriteSaysWhyOnce() throws Exception {
        // The answer was the exception's message after the name: "? cannot write file: F: F" (a
        // missing folder) and "? cannot write file: D: D: Is a directory", the name twice and no reason.
        Path missing = dir.resolve("no/such/folder.sgf");
        assertThat(engine.handle("printsgf " + missing)).isEqualTo("? cannot write file: " + missing + ": no such folder\n\n");
        assertThat(engine.handle("printsgf " + dir)).isEqualTo("? cannot write file: " + dir + ": Is a directory\n\n");
    }

    private Path write(String sgf) throws Exception {
        Path f = Files.createTempFile(dir, "out", ".sgf");
        Files.writeString(f, sgf, StandardCharsets.UTF_8);
        return f;
    }

    /**
     * goref-proposal gives the estimator's reading beyond the dead stones. 9×9, Japanese: once White
     * may fill the dame E8, Black owes a protective move at D9 (the record of goref-cli's score tests).
     */
    @Test
    void gorefProposalNamesTheProtectiveMovesAndTheDoubtfulStones() throws Exception {
        GtpEngine withEstimator = new GtpEngine(19, RuleSet.russianTerritory(), GtpEngine.discoverEstimator());
        Path f = dir.resolve("protective.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[0.5]"
                + ";B[ca];W[fa];B[ea];W[fb];B[cb];W[ec];B[db];W[ed];B[cc];W[ee];B[dc];W[ef];B[dd];W[eg];B[de];W[eh]"
                + ";B[df];W[ei];B[dg];W[];B[dh];W[];B[di];W[];B[])");
        assertThat(withEstimator.handle("loadsgf " + f)).startsWith("=");
        assertThat(withEstimator.handle("goref-proposal"))
                .isEqualTo("= {\"dead\":[],\"doubtful\":[],\"protectiveMoves\":[{\"color\":\"black\",\"vertex\":\"D9\"}]}\n\n");
        // A 9×9 game of random play stopped after 57 moves, whose position the estimator reads with
        // E7 dead, but doubts it (the game of goref-server's API tests).
        String moves = "F4 B3 B2 H9 E9 G7 C2 D1 E2 A1 D5 E6 H5 G9 C1 E3 A4 J3 J1 H2 "
                + "F8 G3 J7 H3 B1 H7 D4 D9 B4 F1 G4 D6 E7 E4 C8 B5 A5 C6 J4 B9 "
                + "H8 E5 B7 E8 A6 J9 B8 G6 E1 D8 C3 H6 C5 J2 A7 J5 A8 pass pass";
        assertThat(withEstimator.handle("boardsize 9")).startsWith("=");
        assertThat(withEstimator.handle("komi 6.5")).startsWith("=");
        String colour = "b";
        for (String m : moves.split(" ")) {
            assertThat(withEstimator.handle("play " + colour + " " + m)).as(m).startsWith("=");
            colour = colour.equals("b") ? "w" : "b";
        }
        String proposal = withEstimator.handle("goref-proposal");
        assertThat(proposal).contains("\"doubtful\":[\"E7\"]").containsPattern("\"dead\":\\[[^]]*\"E7\"");
        // It reads the position, whatever the marking says.
        assertThat(withEstimator.handle("goref-dead none")).startsWith("=");
        assertThat(withEstimator.handle("goref-proposal")).isEqualTo(proposal);
        assertThat(engine.handle("goref-proposal")).isEqualTo("? no dead-stone estimator available\n\n");
    }

    @Test
    void undoAfterLoadingAMoveOnAnOccupiedPointGivesBackThePositionBeforeIt() throws Exception {
        // The loaded record's move 2 is played where a stone stands: the tolerant replay clears the
        // point first. Taking the move back must give back the stone it replaced.
        Path f = dir.resolve("occupied.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[9]RU[Japanese];B[ee];W[ee])");
        ok("loadsgf " + f);
        assertThat(ok("list_stones white")).isEqualTo("E5");
        ok("undo");
        assertThat(ok("list_stones black")).isEqualTo("E5");
        assertThat(ok("list_stones white")).isEmpty();
    }

    @Test
    void undoThroughALoadedKoRetakeGivesBackEachEarlierPosition() throws Exception {
        // Move 9, Black's C4, retakes a ko at once: loaded as recorded (the taken stone is set
        // again so that the board forgets the ko). Undone move by move, every position must be the
        // one the same record cut short there gives: no stone left behind, the ko ban back.
        String moves = ";B[bc];W[cc];B[ab];W[db];B[ba];W[ca];B[cb];W[bb];B[cb];W[ee];B[aa]";
        Path whole = dir.resolve("ko.sgf");
        Files.writeString(whole, "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]" + moves + ")");
        ok("loadsgf " + whole);
        for (int played = 10; played >= 6; played--) {
            ok("undo");
            GtpEngine cut = new GtpEngine(19, RuleSet.russianTerritory(), null);
            assertThat(cut.handle("loadsgf " + whole + " " + (played + 1))).startsWith("=");
            for (String query : new String[] {"list_stones black", "list_stones white", "goref-legal b C4",
                    "goref-legal w B4", "captures black", "captures white"}) {
                assertThat(ok(query)).as(query + " after undo to move " + played).isEqualTo(cut.handle(query).substring(1).strip());
            }
        }
    }

    /** A loaded record's error quotes the head of a huge value and its length, in one short line. */
    @Test
    void aHugeValueIsQuotedShort() throws Exception {
        Path f = dir.resolve("huge.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[" + "9".repeat(100_000) + "];B[aa])", StandardCharsets.UTF_8);
        String answer = engine.handle("loadsgf " + f);
        assertThat(answer).isEqualTo("? cannot load file: line 1, column 13: SZ[" + "9".repeat(32)
                + "… (100,000 characters)] is not a board size\n\n");
    }

    /** 100,000 passes loaded and printed back: the record path is linear (it took minutes). */
    @Test
    void aRecordOfManyPassesLoadsAndPrintsBack() throws Exception {
        StringBuilder sgf = new StringBuilder("(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]");
        for (int i = 0; i < 100_000; i++) {
            sgf.append(i % 2 == 0 ? ";B[]" : ";W[]");
        }
        Path f = dir.resolve("passes.sgf");
        Files.writeString(f, sgf.append(')').toString(), StandardCharsets.UTF_8);
        ok("loadsgf " + f);
        for (int i = 0; i < 1000; i++) {
            ok("play " + (i % 2 == 0 ? "b" : "w") + " pass");
        }
        String printed = ok("printsgf");
        SgfGameRecord back = SgfGameRecord.of(SgfReader.readString(printed), 0);
        assertThat(back.moveCount()).isEqualTo(101_000);
    }
}
