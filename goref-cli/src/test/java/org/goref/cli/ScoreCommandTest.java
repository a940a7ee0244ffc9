package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.goref.core.game.DeadStones;
import org.goref.data.SharedFolder;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code goref score}: the score sheet of a record, checked against a count made independently here. */
class ScoreCommandTest {
    @TempDir
    Path dir;

    /**
     * The project's shared folder (corpus, bench data): GOREF_SHARED when it holds a corpus, else
     * the first {@code shared/} with a corpus above the working directory; without one the test
     * calling this is skipped, not failed.
     */
    static Path shared() {
        Optional<Path> shared = SharedFolder.holding("corpus");
        Assumptions.assumeTrue(shared.isPresent(), SharedFolder.missing("corpus"));
        return shared.get();
    }

    private Path write(String name, String sgf) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, sgf);
        return f;
    }

    // ------------------------------------------------------------------------------ an independent count

    /**
     * A count made without goref's reader, board or scoring: moves pulled out of the text by a
     * regular expression, captures by flood fill, territory by flood fill; every stone alive.
     */
    record Count(int blackTerritory, int whiteTerritory, int blackPrisoners, int whitePrisoners, int blackStones,
                 int whiteStones) {
    }

    static Count countIndependently(String text) {
        String sgf = mainLineText(text);
        int n = 19;
        int[] board = new int[n * n];
        int[] prisoners = new int[3];
        Matcher ab = Pattern.compile("AB((?:\\[[a-s]{2}\\]\\s*)+)").matcher(sgf);
        if (ab.find()) {
            Matcher pt = Pattern.compile("\\[([a-s])([a-s])\\]").matcher(ab.group(1));
            while (pt.find()) {
                board[(pt.group(2).charAt(0) - 'a') * n + pt.group(1).charAt(0) - 'a'] = 1;
            }
        }
        Matcher m = Pattern.compile(";\\s*([BW])\\[([a-s]{2})?\\]").matcher(sgf);
        while (m.find()) {
            if (m.group(2) == null || m.group(2).equals("tt")) {
                continue;
            }
            int c = m.group(1).equals("B") ? 1 : 2;
            int p = (m.group(2).charAt(1) - 'a') * n + m.group(2).charAt(0) - 'a';
            board[p] = c;
            for (int q : neighbours(p, n)) {
                if (board[q] == 3 - c && liberties(board, q, n) == 0) {
                    prisoners[c] += remove(board, q, n);
                }
            }
        }
        int[] territory = new int[3];
        int[] stones = new int[3];
        boolean[] seen = new boolean[n * n];
        for (int p = 0; p < n * n; p++) {
            if (board[p] != 0) {
                stones[board[p]]++;
                continue;
            }
            if (seen[p]) {
                continue;
            }
            int size = 0;
            int borders = 0;
            Deque<Integer> todo = new ArrayDeque<>();
            todo.push(p);
            seen[p] = true;
            while (!todo.isEmpty()) {
                int x = todo.pop();
                size++;
                for (int q : neighbours(x, n)) {
                    if (board[q] == 0 && !seen[q]) {
                        seen[q] = true;
                        todo.push(q);
                    } else if (board[q] != 0) {
                        borders |= board[q];
                    }
                }
            }
            if (borders == 1 || borders == 2) {
                territory[borders] += size;
            }
        }
        return new Count(territory[1], territory[2], prisoners[1], prisoners[2], stones[1], stones[2]);
    }

    /** The text up to the first ')' outside a value: the main line when variations come after it. */
    private static String mainLineText(String s) {
        boolean inValue = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (inValue) {
                if (c == '\\') {
                    i++;
                } else if (c == ']') {
                    inValue = false;
                }
            } else if (c == '[') {
                inValue = true;
            } else if (c == ')') {
                return s.substring(0, i);
            }
        }
        return s;
    }

    private static int[] neighbours(int p, int n) {
        int x = p % n;
        int y = p / n;
        int[] out = new int[4];
        int k = 0;
        if (y > 0) {
            out[k++] = p - n;
        }
        if (x > 0) {
            out[k++] = p - 1;
        }
        if (x < n - 1) {
            out[k++] = p + 1;
        }
        if (y < n - 1) {
            out[k++] = p + n;
        }
        return java.util.Arrays.copyOf(out, k);
    }

    private static int liberties(int[] board, int p, int n) {
        boolean[] seen = new boolean[board.length];
        Deque<Integer> todo = new ArrayDeque<>();
        todo.push(p);
        seen[p] = true;
        int libs = 0;
        while (!todo.isEmpty()) {
            int x = todo.pop();
            for (int q : neighbours(x, n)) {
                if (seen[q]) {
                    continue;
                }
                if (board[q] == 0) {
                    seen[q] = true;
                    libs++;
                } else if (board[q] == board[p]) {
                    seen[q] = true;
                    todo.push(q);
                }
            }
        }
        return libs;
    }

    private static int remove(int[] board, int p, int n) {
        int c = board[p];
        Deque<Integer> todo = new ArrayDeque<>();
        todo.push(p);
        board[p] = 0;
        int removed = 0;
        while (!todo.isEmpty()) {
            int x = todo.pop();
            removed++;
            for (int q : neighbours(x, n)) {
                if (board[q] == c) {
                    board[q] = 0;
                    todo.push(q);
                }
            }
        }
        return removed;
    }

    private static int field(String json, String side, String key) {
        Matcher m = Pattern.compile("\"" + side + "\":\\{[^}]*\"" + key + "\":(-?[0-9.]+)").matcher(json);
        assertThat(m.find()).as(side + "." + key + " in " + json).isTrue();
        return (int) Double.parseDouble(m.group(1));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "games/tygem/2006-06/101170497.sgf",
            "games/tygem/2006-06/101259889.sgf",
            "games/gnugo/FSGCBot-dr.sgf",
            "games/gnugo/atari_atari08.sgf",
            "games/ai/2018_Tencent_World_AI_WEIQI_Competition_PC_1-4_BADUKi_vs_ELFOpenGo.SGF"})
    void scoreWithNoDeadStonesAgreesWithAnIndependentCount(String file) throws Exception {
        Path f = shared().resolve("corpus").resolve(file);
        Count c = countIndependently(Files.readString(f));
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "none", "--json");
        assertThat(r.exit()).isEqualTo(Main.OK);
        String json = r.out().strip();
        assertThat(json).doesNotContain("\n");
        assertThat(field(json, "black", "territory")).isEqualTo(c.blackTerritory());
        assertThat(field(json, "white", "territory")).isEqualTo(c.whiteTerritory());
        if (json.contains("\"rules\":\"chinese")) {
            assertThat(field(json, "black", "stones")).isEqualTo(c.blackStones());
            assertThat(field(json, "white", "stones")).isEqualTo(c.whiteStones());
        } else {
            assertThat(field(json, "black", "prisoners")).isEqualTo(c.blackPrisoners());
            assertThat(field(json, "white", "prisoners")).isEqualTo(c.whitePrisoners());
        }
        assertThat(json).containsPattern("\"result\":\"[BW0]");
    }

    /** Black walls column C, White column E of a 7x7 board; a black stone sits dead in White's area. */
    private static final String SMALL = "(;GM[1]FF[4]SZ[7]KM[0.5]RU[Japanese]RE[W+1.5]"
            + ";B[ca];W[ea];B[cb];W[eb];B[cc];W[ec];B[cd];W[ed];B[ce];W[ee];B[cf];W[ef];B[cg];W[eg];B[gd];W[];B[])";

    @Test
    void aRecordedPenaltyBeyondAnyScoreSheetIsIgnoredWithAWarning() throws Exception {
        // GREV[penalty B 1e308] made the score sheet -9223372036854775808 and the result W+9223372036854775807.
        Path f = write("huge-penalty.sgf", "(;GM[1]FF[4]SZ[9]KM[0.5]RU[Japanese]GREV[penalty B 1e308]"
                + "GREV[penalty W 2 late];B[ee];W[cc])");
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "none", "--json");
        assertThat(r.err()).contains("line 1").contains("GREV[penalty B 1e308]");
        assertThat(r.out()).doesNotContain("9223372036854775807").contains("\"penalty\":-2,");
    }

    @Test
    void aGorefRuleSpecWithAWrongValueIsNamedNotSilentlyCutShort() throws Exception {
        // RU[russian-area,superko=sometimes] was read as plain russian-area without a word.
        Path f = write("bad-spec.sgf", "(;GM[1]FF[4]SZ[9]KM[0.5]RU[russian-area,superko=sometimes];B[ee];W[cc])");
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "none");
        assertThat(r.err()).contains("line 1").contains("RU[russian-area,superko=sometimes]").contains("sometimes")
                .contains("superko");
        assertThat(r.lastLine()).startsWith("Result: ");
    }

    @Test
    void aHugeKomiIsOutOfRangeAndNotReadAsHundredths() throws Exception {
        // KM[1e308] was first "read as 9223372036854775807 (written in hundredths)", then out of range.
        String huge = "1" + "0".repeat(308);
        Path f = write("huge-komi.sgf", "(;GM[1]FF[4]SZ[9]KM[" + huge + "]RU[Japanese];B[ee];W[cc])");
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "none");
        // quoted as every message quotes a long value: its head and its length
        assertThat(r.err()).contains("KM[1" + "0".repeat(31) + "… (309 characters)] is out of range").doesNotContain("hundredths")
                .doesNotContain("9223372036854775807");
        // An exponent is no SGF Real at all.
        Path e = write("exponent-komi.sgf", "(;GM[1]FF[4]SZ[9]KM[1e308]RU[Japanese];B[ee];W[cc])");
        assertThat(CommandRun.of("score", e.toString(), "--dead", "none").err())
                .contains("KM[1e308] is not a number: komi 0 assumed").doesNotContain("hundredths");
        Path h = write("hundredths.sgf", "(;GM[1]FF[4]SZ[9]KM[650]RU[Japanese];B[ee];W[cc])");
        assertThat(CommandRun.of("score", h.toString(), "--dead", "none").err()).contains("KM[650] read as 6.5");
    }

    @Test
    void theTableEndsWithTheResultAndWhetherItAgreesWithTheRecord() throws Exception {
        Path f = write("small.sgf", SMALL);
        CommandRun none = CommandRun.of("score", f.toString(), "--dead", "none");
        // every stone alive: the black stone in White's area makes it neutral; Black: 14 - 0.5 komi
        assertThat(none.out()).contains("territory", "prisoners", "komi", "total", "dead stones: none");
        assertThat(none.lastLine()).isEqualTo("Result: B+13.5");
        assertThat(none.out()).contains("record: W+1.5, differs\nResult: B+13.5\n");
        CommandRun dead = CommandRun.of("score", f.toString(), "--dead", "G4");
        assertThat(dead.out()).contains("dead stones: G4");
        // White: 14 territory + 1 prisoner = 15; Black 14 - 0.5 komi = 13.5
        assertThat(dead.lastLine()).isEqualTo("Result: W+1.5");
        assertThat(dead.out()).contains("record: W+1.5, agrees\nResult: W+1.5\n");
        assertThat(dead.exit()).isEqualTo(Main.OK);
    }

    @Test
    void aWinWithoutItsMarginAgreesWithACountOfTheSameWinner() throws Exception {
        // Black's lone stone owns the 9x9 board under area counting: B+81.
        String game = "(;GM[1]FF[4]SZ[9]KM[0]RU[Chinese]RE[%s];B[ee];W[])";
        CommandRun black = CommandRun.of("score", write("b.sgf", game.formatted("B+")).toString(), "--dead", "none");
        assertThat(black.out()).endsWith("record: B+, same winner\nResult: B+81\n");
        assertThat(black.err()).contains("RE[B+]: Black won, by a margin the record does not give").doesNotContain("not understood");
        CommandRun white = CommandRun.of("score", write("w.sgf", game.formatted("W+")).toString(), "--dead", "none", "--json");
        assertThat(white.out()).contains("\"recorded\":\"W+\",\"agrees\":false");
        // A decimal comma, as in KM[6,5].
        CommandRun comma = CommandRun.of("score", write("c.sgf", game.formatted("B+81,0")).toString(), "--dead", "none");
        assertThat(comma.out()).endsWith("record: B+81,0, agrees\nResult: B+81\n");
    }

    /** A game that ended by resignation, time or forfeit is compared with a count on its winner only. */
    @Test
    void aResignationIsComparedOnItsWinner() throws Exception {
        String game = "(;GM[1]FF[4]SZ[9]KM[0]RU[Chinese]RE[%s];B[ee];W[])";
        CommandRun same = CommandRun.of("score", write("r.sgf", game.formatted("B+R")).toString(), "--dead", "none");
        assertThat(same.out()).endsWith("record: B+R, same winner\nResult: B+81\n");
        CommandRun other = CommandRun.of("score", write("t.sgf", game.formatted("W+T")).toString(), "--dead", "none");
        assertThat(other.out()).endsWith("record: W+T, other winner\nResult: B+81\n");
        CommandRun json = CommandRun.of("score", write("f.sgf", game.formatted("B+F")).toString(), "--dead", "none", "--json");
        assertThat(json.out()).contains("\"agrees\":true");
        CommandRun voided = CommandRun.of("score", write("v.sgf", game.formatted("Void")).toString(), "--dead", "none");
        assertThat(voided.out()).endsWith("record: Void, unknown\nResult: B+81\n");
    }

    @Test
    void anUnknownRecordedResultIsNeitherAgreedWithNorContradicted() throws Exception {
        String game = "(;GM[1]FF[4]SZ[9]KM[0]RU[Chinese]RE[%s];B[ee];W[])";
        CommandRun q = CommandRun.of("score", write("q.sgf", game.formatted("?")).toString(), "--dead", "none");
        assertThat(q.out()).endsWith("record: ?, unknown\nResult: B+81\n");
        CommandRun json = CommandRun.of("score", write("q.sgf", game.formatted("?")).toString(), "--dead", "none", "--json");
        assertThat(json.out()).contains("\"recorded\":\"?\",\"agrees\":null");
        assertThat(json.exit()).isEqualTo(Main.OK);
    }

    @Test
    void aCollectionIsScoredByItsFirstGameAndSaysSo() throws Exception {
        Path f = write("two.sgf", "(;GM[1]SZ[9]KM[0]RU[Chinese];B[ee];W[])\n(;GM[1]SZ[9]KM[0]RU[Chinese];W[ee];B[])");
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "none");
        assertThat(r.err()).contains(f + ": the file holds 2 games: the first is scored");
        assertThat(r.lastLine()).isEqualTo("Result: B+81");
        CommandRun one = CommandRun.of("score", write("one.sgf", "(;GM[1]SZ[9]KM[0]RU[Chinese];B[ee];W[])").toString(), "--dead", "none");
        assertThat(one.err()).doesNotContain("games");
    }

    @Test
    void aBrokenLaterGameOfACollectionDoesNotStopTheFirstBeingScored() throws Exception {
        // GM[2] in the second game made the whole file unreadable, exit 2, though only the first is scored.
        Path f = write("broken2.sgf", "(;GM[1]SZ[9]KM[0]RU[Chinese];B[ee];W[])\n(;GM[2];B[aa])");
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "none");
        assertThat(r.exit()).isEqualTo(Main.OK);
        assertThat(r.err()).contains("the file holds 2 games: the first is scored");
        assertThat(r.lastLine()).isEqualTo("Result: B+81");
        CommandRun first = CommandRun.of("score", write("broken1.sgf", "(;GM[2];B[aa])\n(;GM[1]SZ[9];B[ee])").toString());
        assertThat(first.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(first.err()).contains("line 1, column 3: not a Go record: GM[2]");
    }

    @Test
    void theRecordsOwnMarkingCountsWithDeadRecord() throws Exception {
        // SMALL with the players' marking at its end: G4 on White's territory, so dead.
        Path f = write("marked.sgf", SMALL.substring(0, SMALL.length() - 1) + "TB[aa:bg]TW[fa:gg])");
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "record");
        assertThat(r.out()).contains("dead stones: G4");
        assertThat(r.lastLine()).isEqualTo("Result: W+1.5");
        assertThat(r.out()).contains("record: W+1.5, agrees\nResult: W+1.5\n");
        // Without a marking in the record: bad input, said plainly, nothing counted.
        CommandRun bare = CommandRun.of("score", write("small.sgf", SMALL).toString(), "--dead", "record");
        assertThat(bare.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(bare.err()).contains("--dead record: the record marks no territory (TB/TW) and no dead stone after its last move");
        assertThat(bare.out()).isEmpty();
    }

    @Test
    void rulesAndKomiOnTheCommandLineWinOverTheRecords() throws Exception {
        Path f = write("small.sgf", SMALL);
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "G4", "--rules", "chinese", "--komi", "7.5", "--json");
        assertThat(r.out()).contains("\"rules\":\"chinese\"");
        // area: Black 7 stones + 14 = 21 - 7.5; White 7 stones + 14 = 21 → W+7.5
        assertThat(r.out()).contains("\"result\":\"W+7.5\"").doesNotContain("Result:");
        // Under --json the record's result and the verdict are in the JSON, not on a line of their own.
        assertThat(r.out()).contains("\"recorded\":\"W+1.5\",\"agrees\":false").doesNotContain("record: ");
        CommandRun k = CommandRun.of("score", f.toString(), "--dead", "none", "--rules", "japanese,komi=2.5", "--json");
        assertThat(k.out()).contains("\"komi\":-2.5");
    }

    @Test
    void withoutAnEstimatorDeadAutoCountsEveryStoneAliveAndSaysSo() throws Exception {
        Path f = write("small.sgf", SMALL);
        CommandRun r = CommandRun.of("score", f.toString());
        if (!ServiceLoader.load(DeadStones.class).iterator().hasNext()) {
            assertThat(r.err()).contains("no dead-stone estimator");
            assertThat(r.lastLine()).startsWith("Result: B+13.5");
        } else {
            assertThat(r.lastLine()).startsWith("Result: ");
        }
    }

    /**
     * 9×9, Japanese: if White fills the dame E8, the Black pair D8-C8... is left with D9 alone, inside
     * Black's area: Black owes a protective move at D9 before the count.
     */
    static final String PROTECTIVE = "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[0.5]"
            + ";B[ca];W[fa];B[ea];W[fb];B[cb];W[ec];B[db];W[ed];B[cc];W[ee];B[dc];W[ef];B[dd];W[eg];B[de];W[eh]"
            + ";B[df];W[ei];B[dg];W[];B[dh];W[];B[di];W[];B[])";

    @Test
    void theEstimatorsProtectiveMovesAreNamedAndNotCharged() throws Exception {
        Path f = write("protective.sgf", PROTECTIVE);
        CommandRun r = CommandRun.of("score", f.toString());
        assertThat(r.out()).contains("dead stones: none", "protective moves still owed, not charged in this count: Black D9");
        // A-C (27 points) less Black's three stones there, and D9: 25 — the point is still counted.
        assertThat(r.out()).containsPattern("territory +25 +34");
        CommandRun json = CommandRun.of("score", f.toString(), "--json");
        assertThat(json.out()).contains("\"protectiveMoves\":[{\"color\":\"black\",\"vertex\":\"D9\"}]");
        // A marking given by hand reads no protective moves.
        CommandRun given = CommandRun.of("score", f.toString(), "--dead", "none", "--json");
        assertThat(given.out()).contains("\"protectiveMoves\":[]").doesNotContain("protective moves still owed");
    }

    /**
     * The settled count is the count as the players reach their result; under the Japanese rules they
     * make the protective moves before counting, so D9 is no longer Black's: 24 points, not 25. Under
     * the Korean preset (servers' counts) it is not charged.
     */
    @Test
    void theSettledJapaneseCountChargesTheProtectiveMove() throws Exception {
        Path f = write("protective.sgf", PROTECTIVE);
        CommandRun r = CommandRun.of("score", f.toString(), "--count", "settled");
        assertThat(r.out()).contains("protective moves, charged in this count (the Japanese rules count after them): Black D9")
                .doesNotContain("not charged");
        assertThat(r.out()).containsPattern("territory +24 +34");
        CommandRun json = CommandRun.of("score", f.toString(), "--count", "settled", "--json");
        assertThat(json.out()).contains("\"protectiveMoves\":[{\"color\":\"black\",\"vertex\":\"D9\"}]",
                "\"protectiveMovesCharged\":true");
        CommandRun korean = CommandRun.of("score", f.toString(), "--count", "settled", "--rules", "korean");
        assertThat(korean.out()).contains("protective moves still owed, not charged in this count: Black D9");
        assertThat(korean.out()).containsPattern("territory +25 +34");
    }

    /**
     * 9×9 under Chinese rules, komi 7.5: Black's wall on column D, White's on F, column E left empty.
     * On the board as it stands each side has 36 points (W+7.5); settled, the nine dame are filled
     * from the side to move, Black (after White's pass), five to four: 41 against 40, W+6.5.
     */
    @Test
    void theSettledCountFillsTheDameTheBoardCountLeavesOpen() throws Exception {
        StringBuilder setup = new StringBuilder("AB");
        for (char y = 'a'; y <= 'i'; y++) {
            setup.append("[d").append(y).append(']');
        }
        setup.append("AW");
        for (char y = 'a'; y <= 'i'; y++) {
            setup.append("[f").append(y).append(']');
        }
        Path f = write("dame.sgf", "(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7.5]RE[W+6.5]" + setup + ";B[];W[])");
        CommandRun board = CommandRun.of("score", f.toString());
        assertThat(board.out()).endsWith("record: W+6.5, differs\nResult: W+7.5\n");
        CommandRun settled = CommandRun.of("score", f.toString(), "--count", "settled");
        assertThat(settled.out()).endsWith("record: W+6.5, agrees\nResult: W+6.5\n");
        // A marking given by hand is settled the same way.
        CommandRun byHand = CommandRun.of("score", f.toString(), "--count", "settled", "--dead", "none");
        assertThat(byHand.out()).endsWith("record: W+6.5, agrees\nResult: W+6.5\n");
        CommandRun wrong = CommandRun.of("score", f.toString(), "--count", "final");
        assertThat(wrong.exit()).isNotZero();
        assertThat(wrong.err()).contains("--count must be board or settled, not final");
    }

    /**
     * A 9×9 game of random play stopped after 57 moves, whose position the estimator reads with the
     * stone on E7 dead but doubtful (the same game as the server's ApiTest.DOUBTFUL_GAME), as an SGF
     * record.
     */
    @Test
    void theDeadStonesTheEstimatorDoubtsAreNamed() throws Exception {
        String gtp = "F4 B3 B2 H9 E9 G7 C2 D1 E2 A1 D5 E6 H5 G9 C1 E3 A4 J3 J1 H2 F8 G3 J7 H3 B1 H7 D4 D9 B4 F1 "
                + "G4 D6 E7 E4 C8 B5 A5 C6 J4 B9 H8 E5 B7 E8 A6 J9 B8 G6 E1 D8 C3 H6 C5 J2 A7 J5 A8 pass pass";
        StringBuilder sgf = new StringBuilder("(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]");
        String[] moves = gtp.split(" ");
        for (int i = 0; i < moves.length; i++) {
            sgf.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[').append(sgfPoint(moves[i])).append(']');
        }
        Path f = write("doubtful.sgf", sgf.append(')').toString());
        CommandRun r = CommandRun.of("score", f.toString());
        assertThat(r.out()).contains("of which doubtful, worth a second look: E7");
        assertThat(CommandRun.of("score", f.toString(), "--json").out()).contains("\"doubtful\":[\"E7\"]");
    }

    /** A GTP vertex of a 9×9 board as SGF writes it ("" for a pass). */
    private static String sgfPoint(String gtp) {
        if (gtp.equals("pass")) {
            return "";
        }
        int x = "ABCDEFGHJ".indexOf(gtp.charAt(0));
        int y = 9 - Integer.parseInt(gtp.substring(1));
        return "" + (char) ('a' + x) + (char) ('a' + y);
    }

    @Test
    void aRecordWithoutReHasNoVerdict() throws Exception {
        Path f = write("nore.sgf", "(;SZ[9]KM[0]RU[Chinese];B[ee])");
        assertThat(CommandRun.of("score", f.toString(), "--dead", "none").lastLine()).isEqualTo("Result: B+81");
    }

    @Test
    void anUnreadableRecordIsExitTwoWithLineAndColumn() throws Exception {
        Path f = write("bad.sgf", "(;GM[1]\n;B[aa]SZ 19)");
        CommandRun r = CommandRun.of("score", f.toString());
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).contains("line 2, column").doesNotContain("Exception");
    }

    @Test
    void aDeadVertexWithoutAStoneIsABadArgument() throws Exception {
        Path f = write("small.sgf", SMALL);
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "A1");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).contains("no stone at A1");
    }

    @Test
    void aRecordThatBreaksARuleIsScoredAndExitsOne() throws Exception {
        Path f = write("twice.sgf", "(;SZ[9]KM[0]RU[Chinese];B[ee];B[ff])");
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "none");
        assertThat(r.exit()).isEqualTo(Main.BREAKS_RULE);
        assertThat(r.err()).contains("move 2 (B F4): out-of-turn");
        assertThat(r.lastLine()).isEqualTo("Result: B+81");
    }

    @Test
    void handicapStonesGivenAsBlackMovesAreScoredAsAHandicap() throws Exception {
        // Read as moves, the second stone was out of turn and White had no handicap bonus: B+0.5, exit 1.
        Path f = write("moves.sgf", "(;GM[1]SZ[9]KM[0.5]RU[Chinese]HA[2];B[cc];B[gg];W[ee];B[])");
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "none");
        assertThat(r.exit()).isEqualTo(Main.OK);
        assertThat(r.err()).contains("handicap stones given as 2 Black moves").doesNotContain("out-of-turn");
        assertThat(r.out()).contains("handicap 2, 2 moves");
        assertThat(r.lastLine()).isEqualTo("Result: W+1.5");
    }

    @Test
    void aHandicapInTheNodeAfterTheRootIsScoredAsAHandicap() throws Exception {
        // Read as a setup, White had no handicap bonus: B+0.5.
        Path f = write("node2.sgf", "(;GM[1]SZ[9];HA[2]AB[cc][gg]KM[0.5]RU[Chinese];W[ee];B[])");
        CommandRun r = CommandRun.of("score", f.toString(), "--dead", "none");
        assertThat(r.exit()).isEqualTo(Main.OK);
        assertThat(r.err()).contains("HA, AB in node 2 of the main line, before any move: read as if in the root");
        assertThat(r.lastLine()).isEqualTo("Result: W+1.5");
    }
}
