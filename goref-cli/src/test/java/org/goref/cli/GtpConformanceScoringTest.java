package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Counting through GTP on hand-built positions whose scores were worked out by hand from RULES.md
 * §3-§4: {@code goref-dead}, {@code final_score}, {@code final_status_list}, the exact
 * {@code goref-score} JSON, penalties, komi of every sign, handicap bonus, seki under count and
 * no-count, the void game of a triple ko, superko refusals, rules changed mid-game.
 */
class GtpConformanceScoringTest {
    /**
     * Top: a seki with eyes (Black's chain owns the eye A9, White's owns J9, both share E9). Below:
     * White's wall owns A1-D6 (24 points), Black's wall G1-J6 (18 points) with a dead White stone
     * at H2 inside.
     */
    static final String[] SEKI = {
            ". X X X . O O O .",
            "X X X X X O O O O",
            "O O O O O X X X X",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . . .",
            ". . . . O X . O .",
            ". . . . O X . . ."};

    /** Three single-stone kos (B8/C8, G8/H8, B3/C3): B C8, W G8, B C3, W B8, B H8, W B3 returns to the start. */
    static final String[] TRIPLE_KO = {
            ". X O . . . X O .",
            "X O . O . X . X O",
            ". X O . . . X O .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". X O . . . . . .",
            "X O . O . . . . .",
            ". X O . . . . . .",
            ". . . . . . . . ."};
    static final String[] CYCLE = {"black C8", "white G8", "black C3", "white B8", "black H8", "white B3"};

    /** One engine process for the class: each test starts from boardsize, clear_board and the rules. */
    private static GtpPipe shared;

    @org.junit.jupiter.api.BeforeAll
    static void start() throws Exception {
        shared = GtpPipe.goref();
    }

    @org.junit.jupiter.api.AfterAll
    static void stop() {
        shared.close();
    }

    /** The shared engine reset as {@code goref gtp ARGS} would start (--size, --rules, --komi). */
    private static GtpPipe fresh(String... args) {
        java.util.Map<String, String> a = new java.util.HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            a.put(args[i], args[i + 1]);
        }
        shared.send("boardsize " + a.getOrDefault("--size", "19"));
        shared.send("clear_board");
        shared.send("goref-rules " + a.getOrDefault("--rules", "russian-territory"));
        if (a.containsKey("--komi")) {
            shared.send("komi " + a.get("--komi"));
        }
        return shared;
    }

    private static String side(int territory, int prisoners, int stones, String komi, int bonus, String penalty, String total) {
        return "{\"territory\":" + territory + ",\"prisoners\":" + prisoners + ",\"stones\":" + stones + ",\"komi\":" + komi
                + ",\"bonus\":" + bonus + ",\"penalty\":" + penalty + ",\"total\":" + total + "}";
    }

    /**
     * Territory: Black A9 + G1-J6 less nothing (H2 is freed) = 19 with seki=count, 18 without (A9 is
     * the eye of a chain in seki); White J9 + 24 = 25 or 24. Area: stones too (Black 18, White 18
     * once H2 is removed), seki eyes counted.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "russian-territory,komi=0 | 19 | 1 | 0  | 0    | 20   | 25 | 0  | 0 | 0    | 25   | W+5",
            "japanese,komi=0          | 18 | 1 | 0  | 0    | 19   | 24 | 0  | 0 | 0    | 24   | W+5",
            "korean,komi=0.5          | 18 | 1 | 0  | -0.5 | 18.5 | 24 | 0  | 0 | 0    | 24   | W+5.5",
            "russian-territory,seki=no-count,komi=0 | 18 | 1 | 0 | 0 | 19 | 24 | 0 | 0 | 0 | 24 | W+5",
            "chinese,komi=0           | 19 | 0 | 18 | 0    | 37   | 25 | 18 | 0 | 0    | 43   | W+6",
            "russian-area,komi=7      | 19 | 0 | 18 | -7   | 30   | 25 | 18 | 0 | 0    | 43   | W+13",
            // 4.4: a negative komi is taken from White's total.
            "aga,komi=-5.5            | 19 | 0 | 18 | 0    | 37   | 25 | 18 | 0 | -5.5 | 37.5 | W+0.5",
            "tromp-taylor,komi=-6     | 19 | 0 | 18 | 0    | 37   | 25 | 18 | 0 | -6   | 37   | 0"})
    void aSekiWithEyesAndADeadStoneCountedUnderEachRuleSet(String rules, int bTerritory, int bPrisoners, int bStones,
            String bKomi, String bTotal, int wTerritory, int wStones, int wPrisoners, String wKomi, String wTotal,
            String result) throws Exception {
        {
        GtpPipe g = fresh("--size", "9", "--rules", rules);
            g.setup(SEKI);
            assertThat(g.send("goref-rules")).isEqualTo(rules);
            assertThat(g.send("goref-dead H2")).isEmpty();
            assertThat(g.send("goref-dead")).isEqualTo("H2");
            assertThat(g.send("goref-score")).isEqualTo("{\"rules\":\"" + rules + "\",\"black\":"
                    + side(bTerritory, bPrisoners, bStones, bKomi, 0, "0", bTotal) + ",\"white\":"
                    + side(wTerritory, wPrisoners, wStones, wKomi, 0, "0", wTotal) + ",\"result\":\"" + result + "\"}");
            assertThat(g.send("final_score")).isEqualTo(result);
            assertThat(g.send("final_status_list dead")).isEqualTo("H2");
            assertThat(chains(g.send("final_status_list seki"))).containsExactlyInAnyOrder(
                    Set.of("B9", "C9", "D9", "A8", "B8", "C8", "D8", "E8"),
                    Set.of("F9", "G9", "H9", "F8", "G8", "H8", "J8"));
            assertThat(chains(g.send("final_status_list alive"))).hasSize(2)
                    .anyMatch(c -> c.contains("E1") && c.contains("A7") && c.size() == 11)
                    .anyMatch(c -> c.contains("F1") && c.contains("J7") && c.size() == 10);
        }
    }

    /** One line per chain, each a set of vertices. */
    private static Set<Set<String>> chains(String answer) {
        return Arrays.stream(answer.split("\n")).filter(l -> !l.isBlank()).map(GtpPipe::vertexSet).collect(Collectors.toSet());
    }

    @Test
    void deadStonesMarkingPenaltiesAndKomiChangeTheScoreSheetTermByTerm() throws Exception {
        {
        GtpPipe g = fresh("--size", "9", "--rules", "russian-territory", "--komi", "0");
            g.setup(SEKI);
            // Every stone alive: H2 spoils Black's lower area, which touches a live White stone.
            assertThat(g.send("goref-dead none")).isEmpty();
            assertThat(g.send("goref-dead")).isEmpty();
            assertThat(g.send("final_status_list dead")).isEmpty();
            assertThat(g.send("final_score")).isEqualTo("W+24");
            // Chains named by any of their stones, in any case.
            assertThat(g.send("goref-dead h2")).isEmpty();
            assertThat(g.send("final_score")).isEqualTo("W+5");
            assertThat(g.send("komi -5")).isEmpty();
            assertThat(g.send("final_score")).isEqualTo("0");
            assertThat(g.send("goref-penalty black 2 late arrival")).isEmpty();
            assertThat(g.send("final_score")).isEqualTo("W+2");
            assertThat(g.send("goref-penalty W 0.5")).isEmpty();
            assertThat(g.send("final_score")).isEqualTo("W+1.5");
            assertThat(g.send("goref-score")).isEqualTo("{\"rules\":\"russian-territory,komi=-5\",\"black\":"
                    + side(19, 1, 0, "0", 0, "-2", "18") + ",\"white\":" + side(25, 0, 0, "-5", 0, "-0.5", "19.5")
                    + ",\"result\":\"W+1.5\"}");
            // Bad markings and penalties are refused and change nothing.
            assertThat(g.ask("goref-dead A1")).startsWith("?"); // no stone there
            assertThat(g.ask("goref-dead Z99")).startsWith("?");
            assertThat(g.ask("goref-penalty black -3")).startsWith("?");
            assertThat(g.ask("goref-penalty black many")).startsWith("?");
            assertThat(g.send("goref-dead")).isEqualTo("H2");
            assertThat(g.send("final_score")).isEqualTo("W+1.5");
            // A komi of 6.5 given by `komi`, positive: subtracted from Black.
            g.send("komi 6.5");
            assertThat(g.send("final_score")).isEqualTo("W+13");
            // After clear_board, no marking: every stone alive again.
            g.send("clear_board");
            assertThat(g.send("goref-dead")).isEmpty();
        }
    }

    /** An otherwise empty 9x9 with N handicap stones: Black owns the board; White gets 0, N or N-1. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"chinese, 3, 4", "russian-area, 3, 4", "aga, 2, 3", "new-zealand, 0, 0", "japanese, 0, 0", "russian-territory, 0, 0"})
    void handicapBonusUnderAreaRules(String rules, int bonusFor3, int bonusFor4) throws Exception {
        {
        GtpPipe g = fresh("--size", "9", "--rules", rules + ",komi=0.5");
            boolean area = !rules.contains("territory") && !rules.equals("japanese");
            assertThat(GtpPipe.vertexSet(g.send("fixed_handicap 3"))).hasSize(3);
            int black = area ? 81 : 78;
            assertThat(g.send("final_score")).isEqualTo("B+" + (black - 0.5 - bonusFor3));
            assertThat(g.send("goref-score")).contains("\"bonus\":" + bonusFor3 + ",");
            g.send("clear_board");
            assertThat(g.send("set_free_handicap A1 b2 C3 j9")).isEmpty();
            assertThat(g.send("list_stones black")).contains("J9");
            assertThat(g.send("final_score")).isEqualTo("B+" + ((area ? 81 : 77) - 0.5 - bonusFor4));
            // The handicap is set once, on an empty board.
            assertThat(g.ask("set_free_handicap E5 F5")).startsWith("?");
            assertThat(g.ask("fixed_handicap 2")).startsWith("?");
            g.send("clear_board");
            assertThat(g.ask("set_free_handicap E5 E5")).startsWith("?");
            assertThat(g.ask("set_free_handicap E5")).startsWith("?");
            assertThat(g.send("list_stones black")).isEmpty();
        }
    }

    private static void tripleKoToTheCycle(GtpPipe g, int plays) {
        g.setup(TRIPLE_KO);
        g.send("play white pass"); // the set-up position with Black to move
        for (int i = 0; i < plays; i++) {
            assertThat(g.ask("play " + CYCLE[i % 6])).as("play " + CYCLE[i % 6] + " (move " + i + " of the cycle)").isEqualTo("=");
        }
    }

    @Test
    void aTripleKoUnderJapaneseVoidsTheGameOnTheThirdOccurrence() throws Exception {
        {
        GtpPipe g = fresh("--size", "9", "--rules", "japanese");
            tripleKoToTheCycle(g, 11);
            assertThat(g.send("goref-legal white B3")).isEqualTo("ok");
            assertThat(g.send("final_score")).isNotEqualTo("Void");
            assertThat(g.ask("play white B3")).isEqualTo("="); // third time: Black to move in the start position
            assertThat(g.send("final_score")).isEqualTo("Void");
            assertThat(g.send("goref-score")).endsWith(",\"result\":\"Void\"}");
            Set<String> black = g.vertices("list_stones black");
            assertThat(g.ask("play black C8")).isEqualTo("? illegal move");
            assertThat(g.send("is_legal black A1")).isEqualTo("0");
            // is_legal agrees with play: not even a pass is taken now.
            assertThat(g.ask("play black pass")).isEqualTo("? illegal move");
            assertThat(g.send("is_legal black pass")).isEqualTo("0");
            assertThat(g.vertices("list_stones black")).isEqualTo(black);
            // Taking the move back takes the void back.
            g.send("undo");
            assertThat(g.send("final_score")).isNotEqualTo("Void");
        }
    }

    /** The repetition the cycle's last move would make is refused under positional and situational superko. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"chinese", "russian-territory", "tromp-taylor", "aga", "russian-territory,superko=positional"})
    void superkoRefusesTheLastMoveOfTheCycle(String rules) throws Exception {
        {
        GtpPipe g = fresh("--size", "9", "--rules", rules);
            tripleKoToTheCycle(g, 5);
            Set<String> white = g.vertices("list_stones white");
            assertThat(g.send("goref-legal white B3")).isEqualTo("superko");
            assertThat(g.send("is_legal white B3")).isEqualTo("0");
            assertThat(g.ask("play white B3")).isEqualTo("? illegal move");
            assertThat(g.vertices("list_stones white")).isEqualTo(white);
            assertThat(g.send("captures white")).isEqualTo("2");
            // Elsewhere White may still play; then B3 is still a repetition of the same position.
            assertThat(g.send("goref-legal w E5")).isEqualTo("ok");
        }
    }

    @Test
    void rulesChangedMidGameApplyFromThenOn() throws Exception {
        {
        GtpPipe g = fresh("--size", "9", "--rules", "japanese", "--komi", "6.5");
            tripleKoToTheCycle(g, 5);
            assertThat(g.send("goref-legal white B3")).isEqualTo("ok");
            assertThat(g.send("goref-rules chinese,komi=0.5")).isEmpty();
            assertThat(g.send("goref-rules")).isEqualTo("chinese,komi=0.5");
            assertThat(g.send("goref-legal white B3")).isEqualTo("superko");
            assertThat(g.send("goref-rules russian-territory,superko=none")).isEmpty();
            assertThat(g.send("goref-rules")).isEqualTo("russian-territory,superko=none");
            assertThat(g.send("goref-legal white B3")).isEqualTo("ok");
            assertThat(g.send("goref-score")).startsWith("{\"rules\":\"russian-territory,superko=none\"");
            assertThat(g.send("goref-score")).contains("\"komi\":-6.5");
            // The position on the board did not change with the rules.
            assertThat(g.vertices("list_stones white")).contains("C9", "B8", "D3").doesNotContain("G8", "B3");
        }
    }

    /** A rules change or a penalty sent after a move stays when the move is taken back. */
    @Test
    void undoTakesBackTheMoveButNotARulesChangeOrPenaltySentAfterIt() throws Exception {
        {
        GtpPipe g = fresh("--size", "5", "--rules", "japanese", "--komi", "0");
            g.send("play b c3");
            g.send("play w pass");
            assertThat(g.send("final_score")).isEqualTo("B+24");
            g.send("goref-rules chinese,komi=2");
            g.send("undo");
            assertThat(g.send("goref-rules")).isEqualTo("chinese,komi=2");
            // Area: 1 stone + 24 points - 2.
            assertThat(g.send("final_score")).isEqualTo("B+23");
            g.send("play w pass");
            g.send("goref-penalty white 3");
            g.send("undo");
            assertThat(g.send("final_score")).isEqualTo("B+26");
            g.send("komi 7");
            g.send("undo");
            assertThat(g.send("list_stones black")).isEmpty();
            assertThat(g.send("goref-score")).startsWith("{\"rules\":\"chinese,komi=7\"").contains("\"komi\":-7");
        }
    }
}
