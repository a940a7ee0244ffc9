package org.goref.gtp.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.game.DeadStones;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

class GtpEngineTest {
    private GtpEngine engine = new GtpEngine(19, RuleSet.russianTerritory(), null);

    private String send(String line) {
        return engine.handle(line);
    }

    private String ok(String line) {
        String r = send(line);
        assertThat(r).as(line).startsWith("=");
        return r.substring(1).strip();
    }

    private void run(String... lines) {
        for (String l : lines) {
            ok(l);
        }
    }

    @Test
    void answersTheRequiredCommandsInGtpForm() {
        assertThat(send("protocol_version")).isEqualTo("= 2\n\n");
        assertThat(send("name")).isEqualTo("= goref\n\n");
        assertThat(send("7 known_command play")).isEqualTo("=7 true\n\n");
        assertThat(send("known_command dance")).isEqualTo("= false\n\n");
        assertThat(ok("list_commands")).contains("goref-score", "is_legal", "final_status_list", "loadsgf");
        assertThat(send("quit")).isEqualTo("= \n\n".replace(" \n", "\n"));
        assertThat(engine.hasQuit()).isTrue();
    }

    /**
     * list_commands answers in one fixed order, the order the engine's command table has always had;
     * the handlers live in command groups, and the table must not follow the groups.
     */
    @Test
    void listCommandsAnswersInTheTablesOrder() {
        assertThat(ok("list_commands").split("\n")).containsExactly(
                "protocol_version", "name", "version", "known_command", "list_commands", "quit",
                "boardsize", "clear_board", "komi", "play", "genmove", "kgs-genmove_cleanup", "undo",
                "showboard", "fixed_handicap", "place_free_handicap", "set_free_handicap", "final_score",
                "final_status_list", "loadsgf", "printsgf", "time_settings", "time_left", "kgs-time_settings",
                "kgs-rules", "is_legal", "all_legal", "captures", "list_stones", "goref-rules", "goref-legal",
                "goref-dead", "goref-score", "goref-proposal", "goref-penalty");
    }

    /** kgs-genmove_cleanup is genmove's move: the generator has no cleanup mode (it captures whenever it can). */
    @Test
    void kgsGenmoveCleanupPlaysTheMoveGenmoveWould() {
        GtpEngine other = new GtpEngine(19, RuleSet.russianTerritory(), null);
        for (String line : new String[] {"play black D4", "play white Q16", "play black C3"}) {
            ok(line);
            assertThat(other.handle(line)).isEqualTo("=\n\n");
        }
        for (int i = 0; i < 6; i++) {
            String colour = i % 2 == 0 ? "white" : "black";
            assertThat(send("kgs-genmove_cleanup " + colour)).isEqualTo(other.handle("genmove " + colour));
        }
        assertThat(ok("showboard")).isEqualTo(other.handle("showboard").substring(1).strip());
    }

    @Test
    void unknownAndMalformedCommandsAreErrorsAndTheSessionGoesOn() {
        assertThat(send("frobnicate")).isEqualTo("? unknown command\n\n");
        assertThat(send("12 frobnicate")).isEqualTo("?12 unknown command\n\n");
        assertThat(send("play")).startsWith("? ");
        assertThat(send("play purple D4")).startsWith("? ");
        assertThat(send("play black Z99")).startsWith("? ");
        assertThat(send("boardsize x")).startsWith("? ");
        assertThat(send("boardsize 26")).isEqualTo("? unacceptable size\n\n");
        assertThat(send("komi 6.25")).startsWith("? ");
        assertThat(send("   # only a comment")).isNull();
        assertThat(send("")).isNull();
        assertThat(send("\tplay\tblack\tD4 # with tabs and a comment")).isEqualTo("=\n\n");
        assertThat(ok("list_stones black")).isEqualTo("D4");
    }

    /**
     * GTP's int and float are ASCII decimals: Java's parsers would also read the digits of other
     * scripts ("٩" is nine), "7.5f", hex floats and "NaN", and each is a syntax error that changes
     * nothing.
     */
    @Test
    void numbersAreAsciiDecimalsOnly() {
        run("boardsize 9", "komi 2.5");
        String rules = ok("goref-rules");
        assertThat(rules).contains("komi=2.5");
        for (String bad : List.of("boardsize ٩", "boardsize ９", "boardsize 9.0", "komi 7.5f", "komi 0x1p3", "komi NaN",
                "komi Infinity", "komi 1e1", "komi ٧", "fixed_handicap ٣", "goref-penalty black 2d")) {
            assertThat(send(bad)).as(bad).isEqualTo("? syntax error\n\n");
        }
        assertThat(ok("goref-rules")).isEqualTo(rules);
        assertThat(ok("printsgf")).contains("SZ[9]");
        run("komi -.5");
        assertThat(ok("goref-rules")).contains("komi=-0.5");
        run("komi +3", "komi 2.");
        assertThat(ok("goref-rules")).contains("komi=2");
    }

    /**
     * An id is a number in ASCII digits: one too large for an id is named as such, not taken for an
     * empty command, and digits of other scripts are no id (they start an unknown command).
     */
    @Test
    void anIdTooLargeIsNamedAndOnlyAsciiDigitsMakeAnId() {
        assertThat(send("99999999999999999999 name")).isEqualTo("? id out of range: at most 2147483647\n\n");
        assertThat(send("2147483647 name")).isEqualTo("=2147483647 goref\n\n");
        assertThat(send("007 name")).isEqualTo("=7 goref\n\n");
        assertThat(send("\u0667 name")).isEqualTo("? unknown command\n\n");
        assertThat(send("12")).isEqualTo("?12 empty command\n\n");
        assertThat(send("name")).isEqualTo("= goref\n\n");
    }

    @Test
    void anIllegalPlayAnswersIllegalMoveAndChangesNothing() {
        run("boardsize 5", "clear_board", "play b c3");
        String before = ok("showboard");
        assertThat(send("play w c3")).isEqualTo("? illegal move\n\n");
        assertThat(ok("showboard")).isEqualTo(before);
        assertThat(ok("goref-legal w c3")).isEqualTo("occupied");
        assertThat(ok("is_legal w c3")).isEqualTo("0");
        assertThat(ok("is_legal w c2")).isEqualTo("1");
    }

    @Test
    void koIsReportedByGorefLegalAndLiftedByAThreatExchange() {
        // . X O .      Black takes at c? : classic ko on the 4x4 corner
        run("boardsize 5", "clear_board",
                "play b b3", "play w c3", "play b a2", "play w d2", "play b b1", "play w c1",
                "play b c2", "play w b2");
        // White's b2 captured c2: Black may not retake at c2 at once.
        assertThat(ok("list_stones black")).doesNotContain("C2");
        assertThat(ok("captures white")).isEqualTo("1");
        assertThat(ok("goref-legal b c2")).isEqualTo("ko");
        assertThat(send("play b c2")).isEqualTo("? illegal move\n\n");
        run("play b e5", "play w e4");
        assertThat(ok("goref-legal b c2")).isEqualTo("ok");
        run("play b c2");
        assertThat(ok("captures black")).isEqualTo("1");
    }

    @Test
    void eitherColourMayPlayAtAnyTime() {
        run("boardsize 9", "clear_board", "play w e5", "play w d5", "play b c3", "play b c4");
        assertThat(ok("list_stones white")).isEqualTo("D5 E5");
    }

    @Test
    void suicideIsIllegalUnderRussianRulesAndMultiStoneSuicideLegalUnderNewZealand() {
        run("boardsize 5", "clear_board", "play b a2", "play b b1");
        assertThat(send("play w a1")).isEqualTo("? illegal move\n\n");
        assertThat(ok("list_stones white")).isEmpty();
        assertThat(ok("goref-legal w a1")).isEqualTo("suicide");
        run("clear_board", "play b a3", "play b b2", "play b c1", "play w a1", "play w a2");
        assertThat(ok("goref-legal w b1")).isEqualTo("suicide");
        // Tromp-Taylor allows the suicide, but it would recreate the position before White's a1:
        // positional superko forbids it. New Zealand's situational superko does not.
        run("goref-rules tromp-taylor");
        assertThat(ok("goref-legal w b1")).isEqualTo("superko");
        run("goref-rules new-zealand");
        assertThat(ok("goref-legal w b1")).isEqualTo("ok");
        run("play w b1");
        assertThat(ok("list_stones white")).isEmpty();
        assertThat(ok("captures black")).isEqualTo("3");
    }

    @Test
    void afterTwoPassesLegalityIsJudgedAsPlayWouldResumeWithoutChangingTheGame() {
        // The superko position of the test above, then two passes: the questions are answered on the
        // game as it stands (no replay of it resumed), and the answers are play's.
        run("boardsize 5", "clear_board", "play b a3", "play b b2", "play b c1", "play w a1", "play w a2",
                "goref-rules tromp-taylor");
        String allBefore = ok("all_legal w");
        run("play b pass", "play w pass");
        int events = engine.game().events().size();
        assertThat(ok("goref-legal w b1")).isEqualTo("superko");
        assertThat(ok("goref-legal b a1")).isEqualTo("occupied");
        assertThat(ok("is_legal w c2")).isEqualTo("1");
        assertThat(ok("all_legal w")).isEqualTo(allBefore);
        assertThat(engine.game().events()).hasSize(events);
        assertThat(engine.game().phase()).isEqualTo(org.goref.core.game.Phase.MARKING);
        assertThat(send("play w b1")).isEqualTo("? illegal move\n\n");
        run("play w c2");
        assertThat(ok("list_stones white")).isEqualTo("A2 C2 A1");
    }

    @Test
    void fixedHandicapPlacesTheStarPointsAndWantsAnEmptyBoard() {
        assertThat(ok("fixed_handicap 9").split(" ")).containsExactlyInAnyOrder(
                "D4", "Q16", "Q4", "D16", "K10", "D10", "Q10", "K4", "K16");
        assertThat(ok("list_stones black").split(" ")).containsExactlyInAnyOrder(
                "D4", "Q16", "Q4", "D16", "K10", "D10", "Q10", "K4", "K16");
        assertThat(send("fixed_handicap 2")).isEqualTo("? board not empty\n\n");
        run("boardsize 9", "clear_board");
        assertThat(ok("fixed_handicap 2").split(" ")).containsExactlyInAnyOrder("C3", "G7");
        run("clear_board");
        assertThat(send("fixed_handicap 1")).isEqualTo("? invalid number of stones\n\n");
        assertThat(send("fixed_handicap 10")).isEqualTo("? invalid number of stones\n\n");
    }

    @Test
    void freeHandicapIsPlacedAndSetAndCountsForTheAreaBonus() {
        run("boardsize 9", "clear_board");
        String placed = ok("place_free_handicap 3");
        assertThat(placed.split(" ")).hasSize(3);
        run("clear_board");
        assertThat(send("set_free_handicap C3")).isEqualTo("? bad vertex list\n\n");
        assertThat(send("set_free_handicap C3 C3")).isEqualTo("? bad vertex list\n\n");
        run("set_free_handicap C3 G7 E5", "goref-rules chinese,komi=0.5", "goref-dead none");
        // Area: 3 stones each side's own; the empty board is neutral... White's bonus is N = 3.
        assertThat(ok("goref-score")).contains("\"bonus\":3");
    }

    @Test
    void countingFollowsTheMarkingSetByGorefDead() {
        // A 5x5 board split by a black wall on column C, with a dead white stone inside Black's side.
        run("boardsize 5", "clear_board", "goref-rules russian-territory,komi=0");
        for (int row = 1; row <= 5; row++) {
            run("play b c" + row, "play w d" + row);
        }
        run("play w a3");
        assertThat(ok("goref-dead")).isEmpty();
        // Nothing dead: Black has 0 territory on the left (A3 white stone touches both)... left region
        // A1..B5 minus A3 borders black and white: neutral.
        assertThat(ok("final_score")).isEqualTo("W+5");
        run("goref-dead a3");
        assertThat(ok("goref-dead")).isEqualTo("A3");
        assertThat(ok("final_status_list dead")).isEqualTo("A3");
        // Black: 10 points territory + 1 prisoner = 11; White: 5 (column E) => B+6.
        assertThat(ok("final_score")).isEqualTo("B+6");
        assertThat(ok("goref-score")).isEqualTo("{\"rules\":\"russian-territory,komi=0\","
                + "\"black\":{\"territory\":10,\"prisoners\":1,\"stones\":0,\"komi\":0,\"bonus\":0,\"penalty\":0,\"total\":11},"
                + "\"white\":{\"territory\":5,\"prisoners\":0,\"stones\":0,\"komi\":0,\"bonus\":0,\"penalty\":0,\"total\":5},"
                + "\"result\":\"B+6\"}");
        run("goref-penalty black 7 late arrival");
        assertThat(ok("final_score")).isEqualTo("W+1");
        run("goref-dead none");
        assertThat(ok("goref-dead")).isEmpty();
        assertThat(send("goref-dead auto")).startsWith("? ");
        assertThat(send("goref-dead e5")).startsWith("? ");
    }

    @Test
    void finalStatusListNamesTerritoryAndDameAsGnuGoDoes() {
        // Black wall on column B, White wall on column D, a dead white stone at A3 in Black's area;
        // column C between the walls is dame, column E White's.
        run("boardsize 5", "clear_board", "goref-rules russian-territory,komi=0");
        for (int row = 1; row <= 5; row++) {
            run("play b b" + row, "play w d" + row);
        }
        run("play w a3", "goref-dead a3");
        // The dead stone's point is left out of the territory list: it is listed as dead.
        assertThat(ok("final_status_list black_territory")).isEqualTo("A5 A4 A2 A1");
        assertThat(ok("final_status_list white_territory")).isEqualTo("E5 E4 E3 E2 E1");
        assertThat(ok("final_status_list dame")).isEqualTo("C5 C4 C3 C2 C1");
        assertThat(ok("final_status_list DEAD")).isEqualTo("A3");
        // Unmarked, the stone at A3 touches both colours' areas: A1-A5 is nobody's.
        run("goref-dead none");
        assertThat(ok("final_status_list black_territory")).isEmpty();
        assertThat(ok("final_status_list dame")).isEqualTo("A5 C5 A4 C4 C3 A2 C2 A1 C1");
        assertThat(send("final_status_list territory")).isEqualTo("? invalid status\n\n");
        assertThat(ok("final_status_list white_territory")).isEqualTo("E5 E4 E3 E2 E1");
    }

    @Test
    void theEstimatorDecidesWhenMarkingIsAuto() {
        DeadStones everyWhiteStone = (board, rules, toMove) -> {
            java.util.Set<Point> s = new java.util.TreeSet<>();
            for (int i = 0; i < board.cells(); i++) {
                if (board.get(i) == Board.WHITE) {
                    s.add(board.point(i));
                }
            }
            return s;
        };
        engine = new GtpEngine(9, RuleSet.russianTerritory(), everyWhiteStone);
        run("play b e5", "play w c3");
        assertThat(ok("goref-dead")).isEqualTo("C3");
        run("goref-dead none");
        assertThat(ok("goref-dead")).isEmpty();
        run("goref-dead auto", "clear_board", "play w d4");
        assertThat(ok("final_status_list dead")).isEqualTo("D4");
        assertThat(Set.of(ok("final_status_list alive"))).containsExactly("");
    }

    @Test
    void playGoesOnAfterTwoPassesAndUndoTakesBackMovesAndPasses() {
        run("boardsize 9", "clear_board", "play b e5", "play w pass", "play b pass", "play w d4");
        assertThat(ok("list_stones white")).isEqualTo("D4");
        run("undo");
        assertThat(ok("list_stones white")).isEmpty();
        run("undo", "undo", "undo");
        assertThat(ok("list_stones black")).isEmpty();
        assertThat(send("undo")).isEqualTo("? cannot undo\n\n");
    }

    @Test
    void playAfterTwoPassesGoesOnWhateverTheDisputeProcedure() {
        for (String rules : new String[] {"russian-territory,disputes=referee", "chinese", "japanese"}) {
            run("boardsize 9", "clear_board", "goref-rules " + rules, "play b e5", "play w pass", "play b pass",
                    "play w d4", "play b pass", "play w pass", "play b c3");
            assertThat(ok("list_stones black").split(" ")).as(rules).containsExactlyInAnyOrder("E5", "C3");
            run("undo", "undo", "undo", "undo");
            assertThat(ok("list_stones white")).as(rules).isEmpty();
            assertThat(ok("goref-rules")).isEqualTo(rules);
        }
    }

    /**
     * Play resumes in the game itself after two passes (replaying every event for each such move
     * made a game of passes quadratic): an illegal play there still changes nothing, and a legal
     * one after it is recorded with a single resumption.
     */
    @Test
    void anIllegalPlayAfterTwoPassesChangesNothing() {
        run("boardsize 9", "clear_board", "play b e5", "play w pass", "play b pass");
        String before = ok("printsgf");
        assertThat(send("play w e5")).isEqualTo("? illegal move\n\n");
        assertThat(ok("printsgf")).isEqualTo(before);
        assertThat(ok("final_score")).isEqualTo("B+73.5");
        run("play w d4", "play b pass", "play w pass", "play b pass");
        String sgf = ok("printsgf");
        assertThat(sgf.split("resume ", -1)).hasSize(3);
        assertThat(ok("list_stones white")).isEqualTo("D4");
    }

    @Test
    void komiAndRulesChangeTheGameInProgress() {
        run("boardsize 9", "clear_board", "play b e5", "komi 0.5");
        assertThat(ok("goref-rules")).isEqualTo("russian-territory,komi=0.5");
        run("kgs-rules chinese");
        assertThat(ok("goref-rules")).isEqualTo("chinese,komi=0.5");
        assertThat(send("goref-rules klingon")).startsWith("? unknown preset 'klingon'; valid presets: russian-territory");
        assertThat(ok("goref-rules")).isEqualTo("chinese,komi=0.5");
        assertThat(ok("list_stones black")).isEqualTo("E5");
    }

    @Test
    void genmoveNeverFillsItsOwnEyeAndPassesWhenNothingIsLeft() {
        run("boardsize 3", "clear_board", "play b a1", "play b a3", "play b b2", "play b c1", "play b c3");
        // Black's empty points a2, b1, b3, c2 are its own single-point eyes: it must pass.
        assertThat(ok("genmove b")).isEqualTo("pass");
        // Every empty point is suicide for White: it passes too.
        assertThat(ok("genmove w")).isEqualTo("pass");
        run("clear_board", "play b b2");
        assertThat(ok("genmove w")).isNotEqualTo("pass");
    }

    @Test
    void genmoveNeverKillsItsOwnChainBySuicideWhereTheRulesAllowIt() {
        // White's a3-b3 has one liberty, c3; playing there takes no black liberty that matters (a1
        // and c1 are left), so under new-zealand c3 is legal and removes White's three stones.
        // a1 and c1 are single-stone suicide, illegal everywhere: White has nothing good and passes.
        run("boardsize 3", "goref-rules new-zealand", "play b a2", "play w a3", "play b b2", "play w b3",
                "play b c2", "play b b1");
        assertThat(ok("goref-legal w c3")).isEqualTo("ok");
        assertThat(ok("genmove w")).isEqualTo("pass");
        assertThat(ok("list_stones white")).isEqualTo("A3 B3");
    }

    @Test
    void timeCommandsAreAccepted() {
        run("time_settings 300 30 5", "time_left b 120 0", "kgs-time_settings byoyomi 600 30 5",
                "kgs-time_settings none", "kgs-time_settings absolute 600");
        assertThat(send("time_settings x")).startsWith("? ");
        assertThat(send("time_settings -300 30 5")).isEqualTo("? time values cannot be negative\n\n");
        assertThat(send("time_left w -1 0")).isEqualTo("? time values cannot be negative\n\n");
        assertThat(send("kgs-time_settings byoyomi 600 30 -5")).isEqualTo("? time values cannot be negative\n\n");
        assertThat(send("time_left w 0 0")).isEqualTo("=\n\n");
    }

    @Test
    void runSpeaksGtpOverStreams() throws Exception {
        String in = "1 boardsize 9\n2 play b e5\n3 list_stones b\n4 quit\n5 name\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        engine.run(new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)), out);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("=1\n\n=2\n\n=3 E5\n\n=4\n\n");
    }

    @Test
    void anOverlongLineIsAnErrorAndTheSessionGoesOn() throws Exception {
        // A client's line is read whole before it is parsed: without a bound, one endless line
        // (here 16 MiB of it) would be kept in memory until the process dies of it.
        String huge = "7 play b " + "x".repeat(16 << 20);
        String in = "1 name\n" + huge + "\n2 version\r\n3 quit\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        engine.run(new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)), out);
        assertThat(out.toString(StandardCharsets.UTF_8))
                .isEqualTo("=1 goref\n\n?7 command line too long\n\n=2 0.1.0\n\n=3\n\n");
    }

    @Test
    void aCarriageReturnIsDroppedAndEndsNoCommandSoEachCommandGetsOneAnswer() throws Exception {
        // Four LF-terminated commands, as GNU Go (the reference) counts them: a CR inside "pla\ry"
        // is dropped (that is "play"), "name\rversion" is the one unknown command "nameversion",
        // and CR LF ends a line as LF does.
        String in = "1 name\r2 version\n3 pla\ry b a1\r\n4 list_stones black\r\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        engine.run(new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)), out);
        assertThat(out.toString(StandardCharsets.UTF_8))
                .isEqualTo("?1 unknown command\n\n=3\n\n=4 A1\n\n");
    }

    @Test
    void lineReaderKeepsOnlyTheStartOfAnOverlongLine() throws Exception {
        byte[] in = ("a".repeat(GtpLineReader.MAX_LINE + 10) + "\nname\rversion\r\n\nquit").getBytes(StandardCharsets.UTF_8);
        GtpLineReader reader = new GtpLineReader(new ByteArrayInputStream(in));
        GtpLineReader.Line first = reader.next();
        assertThat(first.tooLong()).isTrue();
        assertThat(first.text()).hasSize(GtpLineReader.MAX_LINE);
        // LF ends a line (CR LF too); a CR alone ends nothing: GTP 2 §3.1 drops it like any control character.
        assertThat(reader.next()).isEqualTo(new GtpLineReader.Line("nameversion", false));
        assertThat(reader.next()).isEqualTo(new GtpLineReader.Line("", false));
        assertThat(reader.next()).isEqualTo(new GtpLineReader.Line("quit", false));
        assertThat(reader.next()).isNull();
    }
}
