package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * GTP version 2 conformance of {@code goref gtp} as a process: the answer forms, ids, preprocessing,
 * the command list of INTERFACES.md §GTP, the spellings of colours, vertices, passes and komi,
 * every reason of goref-legal, refused moves that change nothing, garbage that never ends the
 * session, and quit with exit code 0.
 */
class GtpConformanceProtocolTest {
    /** INTERFACES.md §GTP: the GTP 2 required commands and the listed ones. */
    static final List<String> COMMANDS = List.of("protocol_version", "name", "version", "known_command", "list_commands",
            "quit", "boardsize", "clear_board", "komi", "play", "genmove", "undo", "showboard", "fixed_handicap",
            "place_free_handicap", "set_free_handicap", "final_score", "final_status_list", "loadsgf", "printsgf",
            "time_settings", "time_left", "kgs-time_settings", "kgs-rules", "is_legal", "captures", "list_stones",
            "goref-rules", "goref-legal", "goref-dead", "goref-score", "goref-penalty");

    /** One engine process for the class (quit gets its own): each test starts from a reset. */
    private static GtpPipe shared;
    private GtpPipe g;

    @org.junit.jupiter.api.BeforeAll
    static void startEngine() throws Exception {
        shared = GtpPipe.goref("--size", "9", "--rules", "russian-territory", "--komi", "6.5");
    }

    @org.junit.jupiter.api.AfterAll
    static void stopEngine() {
        shared.close();
    }

    @BeforeEach
    void reset() {
        g = shared;
        g.send("boardsize 9");
        g.send("clear_board");
        g.send("goref-rules russian-territory");
        g.send("komi 6.5");
    }

    /** Stones, captures and the legality of every point for both colours: what a refused command must not change. */
    private String state() {
        StringBuilder sb = new StringBuilder();
        for (String c : List.of("black", "white")) {
            sb.append(g.send("list_stones " + c)).append('|').append(g.send("captures " + c)).append('|');
            sb.append(g.send("all_legal " + c)).append('|');
        }
        return sb.append(g.send("goref-rules")).toString();
    }

    @Test
    void everyCommandOfTheInterfaceIsKnownAndListed() {
        Set<String> listed = Set.of(g.send("list_commands").split("\n"));
        assertThat(listed).containsAll(COMMANDS);
        for (String c : COMMANDS) {
            assertThat(g.send("known_command " + c)).as(c).isEqualTo("true");
        }
        for (String c : listed) {
            assertThat(g.send("known_command " + c)).as(c).isEqualTo("true");
            assertThat(c).as("a command name is one lower-case word").matches("[a-z0-9_-]+");
        }
        assertThat(g.send("known_command no_such_thing")).isEqualTo("false");
        assertThat(g.ask("known_command")).startsWith("?");
        assertThat(g.send("protocol_version")).isEqualTo("2");
        assertThat(g.send("name")).isNotBlank();
        assertThat(g.send("version")).isNotBlank();
    }

    @Test
    void idsAreEchoedOnSuccessAndOnFailure() {
        assertThat(g.ask("1 name")).isEqualTo("=1 goref");
        assertThat(g.ask("0 protocol_version")).isEqualTo("=0 2");
        assertThat(g.ask("42 play black E5")).isEqualTo("=42");
        assertThat(g.ask("43 play white E5")).isEqualTo("?43 illegal move");
        assertThat(g.ask("44 no_such_command")).startsWith("?44 ");
        assertThat(g.ask("45 boardsize")).startsWith("?45 ");
        assertThat(g.ask("name")).isEqualTo("= goref");
        assertThat(g.ask("foo")).startsWith("? ");
    }

    @Test
    void preprocessingDropsControlCharactersCommentsAndEmptyLinesAndTurnsTabsIntoSpaces() throws Exception {
        // Empty and comment-only lines get no answer at all: the next answer is that of "name".
        g.raw("\n   \n# a comment\n\t\n7 name\n");
        assertThat(g.readAnswer("7 name")).isEqualTo("=7 goref");
        assertThat(g.ask("8\tplay\tblack\tD4  # and a comment")).isEqualTo("=8");
        assertThat(g.ask("9 li\u0001st_st\u007fones black\r")).isEqualTo("=9 D4");
        assertThat(g.ask("   list_stones    black   ")).isEqualTo("= D4");
        // Several commands in one write: one answer each, in order, each closed by one empty line.
        g.raw("1 name\n2 protocol_version\n3 nonsense\n4 captures white\n");
        assertThat(g.readAnswer("1")).isEqualTo("=1 goref");
        assertThat(g.readAnswer("2")).isEqualTo("=2 2");
        assertThat(g.readAnswer("3")).startsWith("?3 ");
        assertThat(g.readAnswer("4")).isEqualTo("=4 0");
        // A multi-line answer contains no empty line.
        String board = g.send("showboard");
        assertThat(board.lines().filter(String::isBlank).count()).isZero();
        assertThat(board).contains("X");
    }

    @Test
    void garbageNeverEndsTheSessionNorChangesTheGame() throws Exception {
        g.send("play b C3");
        g.send("play w D4");
        String before = state();
        Random rnd = new Random(5);
        for (int i = 0; i < 300; i++) {
            StringBuilder sb = new StringBuilder();
            int n = rnd.nextInt(60);
            for (int k = 0; k < n; k++) {
                sb.append((char) (rnd.nextBoolean() ? 32 + rnd.nextInt(95) : rnd.nextInt(0x3000)));
            }
            String line = sb.toString().replace('\n', ' ').replace('\r', ' ');
            // Never a command that legitimately changes the game.
            if (line.matches("(?s).*\\b(play|undo|boardsize|clear_board|komi|quit|loadsgf|goref|kgs|fixed|place|set|genmove)\\b.*")) {
                continue;
            }
            g.raw(line + "\n99 name\n");
            String a = g.readAnswer(line);
            if (!a.equals("=99 goref")) {
                assertThat(g.readAnswer("99 name")).isEqualTo("=99 goref");
            }
        }
        // Malformed commands of every kind.
        for (String bad : List.of("play", "play black", "play E5 black", "play purple E5",
                "play black Z9", "play black I5", "play black E0", "play black E10", "play black 55", "play black pass5",
                "boardsize", "boardsize nine", "boardsize 26", "boardsize 1", "boardsize 0", "boardsize -9",
                "komi", "komi six", "komi 6.3", "komi NaN", "komi Infinity", "fixed_handicap 1", "fixed_handicap 10",
                "fixed_handicap x", "place_free_handicap 1", "set_free_handicap A1", "set_free_handicap A1 A1",
                "set_free_handicap A1 Z9", "is_legal", "is_legal black", "is_legal black Z1", "goref-legal black",
                "goref-legal red E5", "captures", "captures pink", "list_stones", "goref-rules no-such-preset",
                "goref-rules russian-territory,komi=6.3", "goref-rules chinese,superko=sometimes", "goref-penalty",
                "goref-penalty black", "goref-penalty black -1", "goref-penalty black 0", "goref-penalty black lots",
                "goref-dead E5", "goref-dead Z9", "final_status_list", "final_status_list undead",
                "loadsgf", "loadsgf /no/such/file.sgf", "loadsgf /etc/passwd", "time_settings", "time_settings a b c",
                "time_left black", "kgs-time_settings", "kgs-time_settings weird 1 2 3", "kgs-rules", "kgs-rules klingon",
                "genmove", "genmove purple", "12345678901234567890 name", "fixed_handicap 4")) {
            String answer = g.ask(bad);
            assertThat(answer).as(bad).startsWith("?");
            assertThat(answer).as(bad).doesNotContain("internal error").doesNotContain("Exception");
            assertThat(state()).as("after '" + bad + "'").isEqualTo(before);
        }
        assertThat(g.isAlive()).isTrue();
    }

    /**
     * Bottom left of a 9x9: Black A1, B2; White B1 (in atari at C1), C2, D1; in the right corner
     * White H1 and J2 around the empty J1. Black C1 takes B1 and makes a ko.
     */
    private void koAndSuicideShapes() {
        for (String mv : List.of("black A1", "black B2", "white B1", "white C2", "white D1", "white H1", "white J2")) {
            g.send("play " + mv);
        }
        assertThat(g.send("goref-legal black C1")).isEqualTo("ok");
        g.send("play black C1");
        assertThat(g.send("captures black")).isEqualTo("1");
    }

    @Test
    void everyReasonOfGorefLegalWithIsLegalAgreeing() {
        koAndSuicideShapes();
        assertThat(g.send("goref-legal white B1")).isEqualTo("ko");
        assertThat(g.send("is_legal white B1")).isEqualTo("0");
        assertThat(g.send("goref-legal w b1")).isEqualTo("ko");
        assertThat(g.send("goref-legal black B1")).isEqualTo("ok"); // Black may fill the ko
        assertThat(g.send("goref-legal black c2")).isEqualTo("occupied");
        assertThat(g.send("is_legal BLACK C2")).isEqualTo("0");
        assertThat(g.send("goref-legal Black J1")).isEqualTo("suicide");
        assertThat(g.send("is_legal b J1")).isEqualTo("0");
        assertThat(g.send("goref-legal white J1")).isEqualTo("ok");
        assertThat(g.send("is_legal W j1")).isEqualTo("1");
        assertThat(g.send("goref-legal black pass")).isEqualTo("ok");
        assertThat(g.send("is_legal WHITE PASS")).isEqualTo("1");
        // A threat exchange elsewhere, and the ko may be retaken.
        g.send("play white E5");
        g.send("play black E6");
        assertThat(g.send("goref-legal white B1")).isEqualTo("ok");
        assertThat(g.send("is_legal white B1")).isEqualTo("1");
        g.send("play white B1");
        assertThat(g.send("captures white")).isEqualTo("1");
        assertThat(g.send("goref-legal black C1")).isEqualTo("ko");
        // The superko reason is met in GtpConformanceScoringTest (a triple ko under positional and situational).
    }

    @Test
    void anIllegalPlayAnswersIllegalMoveAndChangesNothing() {
        koAndSuicideShapes();
        String before = state();
        for (String mv : List.of("white B1", "w b1", "black J1", "black C2", "white A1", "WHITE c1")) {
            assertThat(g.ask("play " + mv)).as(mv).isEqualTo("? illegal move");
            assertThat(state()).as("after play " + mv).isEqualTo(before);
        }
        // The ko is still the ko: the refused moves did not count as moves.
        assertThat(g.send("goref-legal white B1")).isEqualTo("ko");
        // Undo takes back Black C1, not a refused move.
        g.send("undo");
        assertThat(g.send("list_stones white")).contains("B1");
        assertThat(g.send("captures black")).isEqualTo("0");
    }

    @ParameterizedTest
    @CsvSource({"B, W", "b, w", "black, white", "BLACK, WHITE", "Black, White", "bLaCk, wHiTe"})
    void colourSpellings(String colour, String other) {
        assertThat(g.ask("play " + colour + " e5")).isEqualTo("=");
        assertThat(g.send("list_stones black")).isEqualTo("E5");
        assertThat(g.send("list_stones " + colour)).isEqualTo("E5");
        assertThat(g.send("captures " + colour)).isEqualTo("0");
        assertThat(g.ask("play " + other + " PaSs")).isEqualTo("=");
        assertThat(g.send("list_stones white")).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"6.5, 'russian-territory'", "7, 'russian-territory,komi=7'", "-5.5, 'russian-territory,komi=-5.5'",
            "0, 'russian-territory,komi=0'", "7.0, 'russian-territory,komi=7'", "-0.5, 'russian-territory,komi=-0.5'"})
    void komiForms(String komi, String spec) {
        assertThat(g.ask("komi " + komi)).isEqualTo("=");
        assertThat(g.send("goref-rules")).isEqualTo(spec);
        // On an empty board Black owns nothing: White wins by the komi, Black when it is negative.
        double k = Double.parseDouble(komi);
        String expected = k == 0 ? "0" : (k > 0 ? "W+" : "B+") + (Math.abs(k) == Math.rint(Math.abs(k))
                ? Long.toString((long) Math.abs(k)) : Double.toString(Math.abs(k)));
        assertThat(g.send("final_score")).isEqualTo(expected);
    }

    @Test
    void boardSizesFromTwoToTwentyFive() {
        assertThat(g.ask("boardsize 25")).isEqualTo("=");
        assertThat(g.ask("play black Z25")).isEqualTo("=");
        assertThat(g.ask("play white a1")).isEqualTo("=");
        assertThat(g.ask("play black J10")).isEqualTo("=");
        assertThat(g.send("list_stones black")).contains("Z25", "J10");
        assertThat(g.ask("play black AA1")).startsWith("?");
        assertThat(g.ask("play black A26")).startsWith("?");
        assertThat(g.ask("boardsize 26")).startsWith("?");
        assertThat(g.send("list_stones black")).contains("Z25"); // a refused boardsize keeps the game
        assertThat(g.ask("boardsize 2")).isEqualTo("=");
        assertThat(g.send("list_stones black")).isEmpty();
        assertThat(g.ask("play black A1")).isEqualTo("=");
        assertThat(g.ask("play white B2")).isEqualTo("=");
        assertThat(g.ask("play black C1")).startsWith("?");
        assertThat(g.send("goref-legal white A2")).isEqualTo("ok");
        assertThat(g.send("goref-legal black B1")).isEqualTo("ok");
        g.send("play white A2"); // A1 in atari at B1; then White B1 takes it
        g.send("play white B1");
        assertThat(g.send("captures white")).isEqualTo("1");
        // Black A1 would take all three White stones (not a suicide) but bring back the position
        // after Black's first move, White to move: situational superko.
        assertThat(g.send("goref-legal black A1")).isEqualTo("superko");
        assertThat(g.send("final_score")).isEqualTo("W+8.5"); // A1 and one prisoner, komi 6.5
    }

    @Test
    void quitAnswersAndExitsWithZero() throws Exception {
        try (GtpPipe own = GtpPipe.goref()) {
            own.send("play b d4");
            assertThat(own.ask("17 quit")).isEqualTo("=17");
            assertThat(own.waitFor(10)).isTrue();
            assertThat(own.exitValue()).isZero();
        }
    }
}
