package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.GameEvent;
import org.goref.core.game.GameResult;
import org.goref.core.game.Handicap;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Preset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** From a record to the referee: size, rules, komi, handicap, result, main line. */
class SgfGameRecordTest {

    static SgfGameRecord rec(String sgf) {
        return SgfGameRecord.of(SgfReader.readString(sgf), 0);
    }

    static boolean warned(SgfGameRecord r, String text) {
        return r.warnings().stream().anyMatch(w -> w.message().contains(text));
    }

    @Test
    void manyWarningsOnOneLongLineAreLocatedInLinearTime() {
        // Each warning's place was counted from the start of the file: 150,000 pairs of passes
        // (a warning each after the first: play resumed), all on one line of 1.2 MB, took
        // minutes (300,000 took 4 min 46 s) though the record is far under the reader's limit.
        int pairs = 150_000;
        String head = "(;GM[1]SZ[2]KM[0.5]RU[Japanese]";
        byte[] sgf = (head + ";B[];W[]".repeat(pairs) + ")").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        long t0 = System.nanoTime();
        Replay r = SgfGameRecord.of(SgfReader.readBytes(sgf), 0).toGame(-1, true);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(r.movesReplayed()).isEqualTo(2 * pairs);
        List<SgfWarning> resumed = r.warnings().stream().filter(w -> w.message().contains("play resumed")).toList();
        assertThat(resumed).hasSize(pairs - 1); // each Black pass after White's second
        SgfWarning last = resumed.get(resumed.size() - 1);
        assertThat(last.line()).isEqualTo(1);
        assertThat(last.column()).isEqualTo(head.length() + 8 * (pairs - 1) + 1);
        assertThat(ms).as("milliseconds").isLessThan(20_000);
    }

    /**
     * The record's own marking: stones standing on the other colour's TB/TW points (rectangles
     * too), or goref's GRDS when present; nothing when the record marks nothing.
     */
    @Test
    void theRecordsOwnMarkingIsReadFromItsTerritoryOrItsDeadStones() {
        // 7x7: Black walls column C, White column E; a Black stone at G4 inside White's area.
        String moves = ";B[ca];W[ea];B[cb];W[eb];B[cc];W[ec];B[cd];W[ed];B[ce];W[ee];B[cf];W[ef];B[cg];W[eg];B[gd];W[];B[]";
        SgfGameRecord marked = rec("(;SZ[7]" + moves + "TB[aa:bg]TW[fa:gg])");
        Board board = marked.toGame(-1, true).game().board();
        assertThat(marked.recordedDeadStones(board)).contains(Set.of(Point.parseSgf("gd")));
        SgfGameRecord none = rec("(;SZ[7]" + moves + ")");
        assertThat(none.recordedDeadStones(board)).isEmpty();
        SgfGameRecord territoryOnly = rec("(;SZ[7]" + moves + "TB[aa])");
        assertThat(territoryOnly.recordedDeadStones(board)).contains(Set.of());
        // goref's own dead stones win over the territory; a point without a stone is no dead stone.
        SgfGameRecord gorefs = rec("(;SZ[7]" + moves + "TW[fa:gg]" + SgfGameRecord.DEAD_PROPERTY + "[ca][aa])");
        assertThat(gorefs.recordedDeadStones(board)).contains(Set.of(Point.parseSgf("ca")));
        // A territory diagram before the last move marks no end position.
        String early = moves.replace(";B[gd]", ";B[gd]TB[aa:bg]TW[fa:gg]");
        assertThat(rec("(;SZ[7]" + early + ")").recordedDeadStones(board)).isEmpty();
        // Reading it adds no warning, even for a value that is no point.
        SgfGameRecord odd = rec("(;SZ[7]" + moves + "TW[fa:gg][zz9])");
        int warnings = odd.warnings().size();
        assertThat(odd.recordedDeadStones(board)).contains(Set.of(Point.parseSgf("gd")));
        assertThat(odd.warnings()).hasSize(warnings);
    }

    /** FF[4] lets the game-info node be another than the root: komi, rules and result were lost. */
    @Test
    void gameInformationInTheNodeAfterTheRootIsRead() {
        SgfGameRecord r = rec("(;GM[1]FF[4]SZ[9];PB[Alice]PW[Bob]KM[6.5]RU[Chinese]RE[W+2.5];B[ee];W[cc])");
        assertThat(r.komi()).isEqualTo(6.5);
        assertThat(r.rules().preset()).isEqualTo(Preset.CHINESE);
        assertThat(r.result()).contains(new GameResult.ByPoints(Color.WHITE, 2.5));
        assertThat(r.resultText()).isEqualTo("W+2.5");
        assertThat(r.blackName()).isEqualTo("Alice");
        assertThat(r.whiteName()).isEqualTo("Bob");
        assertThat(r.moveCount()).isEqualTo(2);
        // the root wins over a later node; a node after the first move is no game information
        SgfGameRecord both = rec("(;GM[1]SZ[9]KM[5.5];KM[0.5];B[ee];W[cc]KM[7.5]RE[B+R])");
        assertThat(both.komi()).isEqualTo(5.5);
        assertThat(both.result()).isEmpty();
        // written back, the game's own values stand, not copies of the record's in the info node
        SgfGameRecord partial = rec("(;GM[1]SZ[9];KM[6.5]RE[W+2.5]PB[Alice];B[ee];W[cc])");
        String sgf = SgfWriter.write(partial, partial.toGame(1, false).game());
        assertThat(sgf).contains("PB[Alice]").doesNotContain("RE[");
        assertThat(rec(sgf).komi()).isEqualTo(6.5);
    }

    @Test
    void movesPassesAndTtBecomeEvents() {
        SgfGameRecord r = rec("(;SZ[19];B[pd];W[];B[tt];W[dd])");
        assertThat(r.mainLine()).containsExactly(
                new GameEvent.Play(Color.BLACK, Point.parseSgf("pd")),
                new GameEvent.Pass(Color.WHITE),
                new GameEvent.Pass(Color.BLACK),
                new GameEvent.Play(Color.WHITE, Point.parseSgf("dd")));
        assertThat(warned(r, "[tt] read as a pass")).isTrue();
        assertThat(r.moveCount()).isEqualTo(4);
    }

    @Test
    void aMoveWithTwoValuesPlaysTheFirstAndSaysWhere() {
        SgfGameRecord r = rec("(;SZ[9]RU[Japanese]KM[6.5]\n;B[cc][dd];W[ee])");
        assertThat(r.mainLine()).containsExactly(
                new GameEvent.Play(Color.BLACK, Point.parseSgf("cc")),
                new GameEvent.Play(Color.WHITE, Point.parseSgf("ee")));
        assertThat(r.warnings()).singleElement().satisfies(w -> {
            assertThat(w.message()).isEqualTo("B has 2 values: only the first, [cc], is played");
            assertThat(w.line()).isEqualTo(2);
            assertThat(w.column()).isEqualTo(1);
        });
    }

    @Test
    void ttIsAPointOnBoardsLargerThan19() {
        SgfGameRecord r = rec("(;SZ[21];B[tt])");
        assertThat(r.mainLine()).containsExactly(new GameEvent.Play(Color.BLACK, Point.of(19, 19)));
    }

    @Test
    void defaultSizeIs19AndSizeIsRead() {
        assertThat(rec("(;GM[1];B[aa])").size()).isEqualTo(19);
        assertThat(rec("(;SZ[9];B[aa])").size()).isEqualTo(9);
        assertThat(rec("(;SZ[13:13])").size()).isEqualTo(13);
    }

    @Test
    void handicapWithHaAndMatchingStones() {
        SgfGameRecord r = rec("(;SZ[19]HA[2]KM[0.5]RU[Japanese]AB[dp][pd];W[dd])");
        assertThat(r.handicap()).isEqualTo(2);
        assertThat(r.mainLine().get(0)).isEqualTo(new GameEvent.Handicap(List.of(Point.parseSgf("dp"), Point.parseSgf("pd"))));
        assertThat(r.toGame(-1, false).clean()).isTrue();
        assertThat(r.warnings()).isEmpty();
    }

    @Test
    void haDisagreeingWithTheStonesLosesToTheStones() {
        SgfGameRecord r = rec("(;SZ[19]HA[4]AB[dp][pd][pp];W[dd])");
        assertThat(r.handicap()).isEqualTo(3);
        assertThat(warned(r, "the stones win")).isTrue();
    }

    @Test
    void stonesOnAHandicapPatternWithWhiteFirstAreAHandicapEvenWithoutHa() {
        SgfGameRecord r = rec("(;SZ[19]AB[dp][pd][pp][dd];W[qf])");
        assertThat(r.handicap()).isEqualTo(4);
        assertThat(r.mainLine().get(0)).isInstanceOf(GameEvent.Handicap.class);
        assertThat(r.toGame(-1, false).game().handicapStones()).isEqualTo(4);
    }

    @Test
    void blackStonesWithBlackMovingFirstAreASetupPosition() {
        SgfGameRecord r = rec("(;SZ[9]AB[cc][gg];B[ee])");
        assertThat(r.handicap()).isZero();
        assertThat(r.mainLine().get(0)).isInstanceOf(GameEvent.Setup.class);
        assertThat(r.toGame(-1, false).clean()).isTrue();
    }

    @Test
    void blackAndWhiteSetupStonesAreSetupWithPlayerToMove() {
        SgfGameRecord r = rec("(;SZ[9]AB[cc]AW[gg]PL[W];W[ee])");
        assertThat(r.mainLine().get(0)).isEqualTo(new GameEvent.Setup(List.of(Point.parseSgf("cc")),
                List.of(Point.parseSgf("gg")), List.of(), Color.WHITE));
        assertThat(r.toGame(-1, false).clean()).isTrue();
    }

    @Test
    void haWithoutStonesAndWhiteFirstPlacesTheFixedHandicap() {
        SgfGameRecord r = rec("(;SZ[19]HA[3];W[qf])");
        assertThat(r.mainLine().get(0)).isEqualTo(new GameEvent.Handicap(Handicap.fixed(19, 3)));
        assertThat(warned(r, "fixed handicap placed")).isTrue();
    }

    @Test
    void compressedPointListsAreExpanded() {
        SgfGameRecord r = rec("(;SZ[9]AB[aa:bc]AW[ee];B[ii])");
        GameEvent.Setup s = (GameEvent.Setup) r.mainLine().get(0);
        assertThat(s.black()).hasSize(6).contains(Point.parseSgf("aa"), Point.parseSgf("bc"), Point.parseSgf("ab"));
    }

    @Test
    void aRectangleReachingOffTheBoardIsClippedWithOneWarning() {
        SgfGameRecord r = rec("(;SZ[9]RU[Japanese]AB[gg:kk]AW[aa][jj];B[ee])");
        GameEvent.Setup s = (GameEvent.Setup) r.mainLine().get(0);
        assertThat(s.black()).hasSize(9).contains(Point.parseSgf("gg"), Point.parseSgf("ii"));
        assertThat(s.white()).containsExactly(Point.parseSgf("aa"));
        assertThat(r.warnings()).extracting(SgfWarning::message).containsExactly(
                "AB[gg:kk]: 16 points are off the 9x9 board: ignored", "AW[jj]: point " + Point.parseSgf("jj") + " is off the 9x9 board: ignored");
    }

    @Test
    void ttInSetupIsOffABoardUpTo19AndSaidSoNotAPass() {
        SgfGameRecord r = rec("(;SZ[9]RU[Japanese]AB[cc][tt]AW[tt]AE[tt];B[ee];W[tt])");
        GameEvent.Setup s = (GameEvent.Setup) r.mainLine().get(0);
        assertThat(s.black()).containsExactly(Point.parseSgf("cc"));
        assertThat(s.white()).isEmpty();
        String tt = Point.parseSgf("tt").toString();
        assertThat(r.warnings()).extracting(SgfWarning::message).containsExactly(
                "AB[tt]: point " + tt + " is off the 9x9 board: ignored",
                "AW[tt]: point " + tt + " is off the 9x9 board: ignored",
                "AE[tt]: point " + tt + " is off the 9x9 board: ignored",
                "W[tt] read as a pass (FF[3] convention)");
        // In a move it stays FF[3]'s pass.
        assertThat(r.mainLine().get(2)).isEqualTo(new GameEvent.Pass(Color.WHITE));
        assertThat(warned(rec("(;SZ[19]AB[tt];W[pd])"), "AB[tt]: point " + tt + " is off the 19x19 board")).isTrue();
        // On a larger board it is a point like any other.
        SgfGameRecord big = rec("(;SZ[21]RU[Japanese]AB[tt]AW[dd];B[pd])");
        assertThat(((GameEvent.Setup) big.mainLine().get(0)).black()).contains(Point.of(19, 19));
        assertThat(big.warnings()).isEmpty();
    }

    @Test
    void midGameSetupAndPlayerAfterAMove() {
        SgfGameRecord r = rec("(;SZ[9];B[aa];AE[aa]AB[bb];W[cc]PL[W];W[dd])");
        List<GameEvent> m = r.mainLine();
        // No PL in the setup node: the turn goes to the record's next mover, White.
        assertThat(m.get(1)).isEqualTo(new GameEvent.Setup(List.of(Point.parseSgf("bb")), List.of(), List.of(Point.parseSgf("aa")), Color.WHITE));
        assertThat(m.get(3)).isEqualTo(new GameEvent.Setup(List.of(), List.of(), List.of(), Color.WHITE));
        assertThat(r.toGame(-1, false).clean()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            // a problem: black and white stones, White to play, no PL
            "'(;SZ[9]AB[cc]AW[dd];W[ee])', 0, W",
            // one black stone is no handicap, and White plays first all the same
            "'(;SZ[9]AB[cc];W[ee])', 0, W",
            "'(;SZ[9]AW[cc];W[ee];B[dd])', 0, W",
            "'(;SZ[9]AE[cc];W[ee])', 0, W",
            "'(;SZ[9]AB[cc]AW[dd];B[ee])', 0, B",
            // stones set in the middle of the game, then the same colour again
            "'(;SZ[9];B[aa];W[bb];AB[cc];W[dd])', 2, W",
            // set in a move node: before that node's move
            "'(;SZ[9];B[aa];W[bb];B[cc];B[dd]AW[ee])', 3, B"})
    void aSetupWithoutPlGivesTheTurnToTheRecordsNextMover(String sgf, int setupAt, String toMove) {
        SgfGameRecord r = rec(sgf);
        Replay strict = r.toGame(-1, false);
        assertThat(strict.violations()).isEmpty();
        assertThat(strict.complete()).isTrue();
        GameEvent.Setup s = (GameEvent.Setup) r.mainLine().get(setupAt);
        assertThat(s.toMove()).isEqualTo(Color.parse(toMove));
    }

    @Test
    void aPlInTheSetupStillWinsAndTwoMovesOfOneColourWithoutASetupAreStillOutOfTurn() {
        Replay withPl = rec("(;SZ[9]AB[cc]AW[dd]PL[B];W[ee])").toGame(-1, true);
        assertThat(withPl.violations()).extracting(Violation::reason).containsExactly("out-of-turn");
        Replay noSetup = rec("(;SZ[9];B[aa];W[bb];W[dd])").toGame(-1, true);
        assertThat(noSetup.violations()).extracting(Violation::toString).containsExactly("move 3 (W D6): out-of-turn");
    }

    @ParameterizedTest(name = "RE[{0}]")
    @CsvSource({"B+, B", "' w + ', W", "B+R, B", "W+3.5, W", "'W+3,5', W", "0, ''", "?, ''", "Void, ''", "'', ''", "Draw, ''"})
    void theRecordedWinnerIncludesAWinWithoutItsMargin(String re, String winner) {
        SgfGameRecord r = rec("(;SZ[9]RE[" + re + "];B[ee])");
        assertThat(r.recordedWinner()).isEqualTo(Optional.ofNullable(Color.parse(winner)));
        assertThat(warned(r, "not understood")).isFalse();
    }

    @ParameterizedTest(name = "KM[{0}] -> {1}")
    @CsvSource({"6.5, 6.5, false", "650, 6.5, true", "7.5, 7.5, false", "375, 7.5, true", "3.75, 7.5, true",
            "'6,5', 6.5, true", "0, 0, false", "-5.5, -5.5, false", "x, 0, true", "6.4, 6.5, true", "5.50, 5.5, false",
            "1e3, 0, true", "6.5f, 0, true", "0x1p3, 0, true", "+6.5, 6.5, false", "' 7 ', 7, false"})
    void komiIsNormalised(String km, double komi, boolean warns) {
        SgfGameRecord r = rec("(;KM[" + km + "]RU[Japanese])");
        assertThat(r.komi()).isEqualTo(komi);
        assertThat(r.rules().komi()).isEqualTo(komi);
        assertThat(r.warnings().stream().anyMatch(w -> w.message().contains("KM"))).isEqualTo(warns);
    }

    @ParameterizedTest(name = "RU[{0}] -> {1}")
    @CsvSource({"Japanese, japanese", "japanese rules, japanese", "JP, japanese", "Chinese, chinese", "cn, chinese",
            "Korean, korean", "AGA, aga", "AGA rules, aga", "NZ, new-zealand", "New Zealand, new-zealand",
            "Tromp-Taylor, tromp-taylor", "Russian, russian-territory", "russian-area, russian-area",
            "'russian-territory,superko=positional', 'russian-territory,superko=positional'",
            "GOE, new-zealand", "Ing, new-zealand"})
    void rulesAreMappedOntoPresets(String ru, String spec) {
        SgfGameRecord r = rec("(;RU[" + ru + "]KM[0])");
        assertThat(r.rules().withKomi(r.rules().preset().rules().komi()).spec()).isEqualTo(spec);
    }

    @Test
    void goeSaysItIsAnApproximation() {
        assertThat(warned(rec("(;RU[GOE])"), "closest preset")).isTrue();
    }

    @Test
    void kataGoCompactRulesAreParsed() {
        RuleSet r = rec("(;RU[koPOSITIONALscoreAREAtaxNONEsui1]KM[7.5])").rules();
        assertThat(r.counting()).isEqualTo(RuleSet.Counting.AREA);
        assertThat(r.superko()).isEqualTo(RuleSet.Superko.POSITIONAL);
        assertThat(r.suicide()).isEqualTo(RuleSet.Suicide.ALLOWED);
        assertThat(r.preset()).isEqualTo(Preset.TROMP_TAYLOR);
        RuleSet j = rec("(;RU[koSIMPLEscoreTERRITORYtaxSEKIsui0]KM[6.5])").rules();
        assertThat(j.counting()).isEqualTo(RuleSet.Counting.TERRITORY);
        assertThat(j.seki()).isEqualTo(RuleSet.Seki.NO_COUNT);
        assertThat(j.suicide()).isEqualTo(RuleSet.Suicide.FORBIDDEN);
        RuleSet c = rec("(;RU[koSITUATIONALscoreAREAtaxNONEsui0whbN-1]KM[7.5])").rules();
        assertThat(c.handicapBonus()).isEqualTo(RuleSet.HandicapBonus.N_MINUS_1);
        assertThat(c.preset()).isEqualTo(Preset.AGA);
    }

    @Test
    void unknownRulesKeepTheRecordReadableAndSayWhatWasAssumed() {
        SgfGameRecord r = rec("(;RU[Martian]KM[7.5];B[aa])");
        assertThat(r.rules().preset()).isEqualTo(Preset.CHINESE);
        assertThat(warned(r, "RU[Martian] is no rule set goref knows; assuming chinese")).isTrue();
        assertThat(rec("(;RU[Martian]KM[6.5])").rules().preset()).isEqualTo(Preset.JAPANESE);
    }

    @ParameterizedTest(name = "RE[{0}] -> {1}")
    @CsvSource({"B+3.5, B+3.5", "W+R, W+R", "W+Resign, W+R", "B+T, B+T", "B+F, B+F", "0, 0", "Draw, 0", "Jigo, 0",
            "Void, Void", "?, ?", "B+Time, B+T", "W+0.5, W+0.5", "W + 0.5, W+0.5", "B +3, B+3", "'W +R', W+R"})
    void resultsAreParsed(String re, String sgf) {
        SgfGameRecord r = rec("(;RE[" + re + "])");
        assertThat(r.result()).get().extracting(GameResult::sgf).isEqualTo(sgf);
        assertThat(warned(r, "not understood")).isFalse();
    }

    @Test
    void playersAndInformationAreRead() {
        SgfGameRecord r = rec("(;PB[Go Seigen]PW[Honinbo Shusai]BR[5d]WR[9d]EV[Challenge]RO[1]DT[1933-10-16]TM[3600]OT[none]PC[Tokyo])");
        assertThat(r.blackName()).isEqualTo("Go Seigen");
        assertThat(r.whiteName()).isEqualTo("Honinbo Shusai");
        assertThat(r.blackRank()).isEqualTo("5d");
        assertThat(r.whiteRank()).isEqualTo("9d");
        assertThat(r.event()).isEqualTo("Challenge");
        assertThat(r.round()).isEqualTo("1");
        assertThat(r.date()).isEqualTo("1933-10-16");
        assertThat(r.info("TM")).isEqualTo("3600");
        assertThat(r.info("PC")).isEqualTo("Tokyo");
    }

    @Test
    void aMalformedMoveIsSkippedWithAWarningThatSaysWhere() {
        SgfGameRecord r = rec("(;SZ[9]\n;B[aa]\n;W[z])");
        assertThat(r.mainLine()).hasSize(1);
        assertThat(r.warnings()).anySatisfy(w -> {
            assertThat(w.message()).contains("W[z]");
            assertThat(w.line()).isEqualTo(3);
        });
    }

    @Test
    void aPointSetTwiceInOneNodeIsReadAsTheCoreAppliesItAndSaysSo() {
        // FF[4]: AB, AW and AE of one node must not share a point. AE, AB, AW are applied in turn.
        SgfGameRecord r = rec("(;SZ[9]AB[ee][cc]AW[ee]\n;B[aa]\n;AE[aa]AB[aa]AW[gg])");
        assertThat(r.warnings()).filteredOn(w -> w.message().contains("more than once"))
                .extracting(SgfWarning::message, SgfWarning::line)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("point [ee] (E5) is set more than once in one node (AB, AW, AE): AW, applied last, wins", 1),
                        org.assertj.core.groups.Tuple.tuple("point [aa] (A9) is set more than once in one node (AB, AW, AE): AB, applied last, wins", 3));
        org.goref.core.board.Board b = r.toGame(-1, true, r.rules()).game().board();
        assertThat(b.get(b.index(org.goref.core.board.Point.of(4, 4)))).isEqualTo(org.goref.core.board.Board.WHITE);
        assertThat(b.get(b.index(org.goref.core.board.Point.of(0, 0)))).isEqualTo(org.goref.core.board.Board.BLACK);
        // A record without a clash says nothing of the kind.
        assertThat(rec("(;SZ[9]AB[ee]AW[cc])").warnings()).noneMatch(w -> w.message().contains("more than once"));
    }
}
