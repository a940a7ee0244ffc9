package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The grammar: trees, values, escapes, quirks read with warnings, errors with their place. */
class SgfReaderTest {

    private static SgfCollection read(String s) {
        return SgfReader.readString(s);
    }

    private static SgfException error(String s) {
        try {
            read(s);
        } catch (SgfException e) {
            return e;
        }
        throw new AssertionError("no error for " + s);
    }

    @Test
    void aCollectionOfTwoGamesGivesTwoRoots() {
        SgfCollection c = read("(;GM[1]SZ[9];B[aa])\n(;GM[1]SZ[13];W[bb];B[cc])");
        assertThat(c.games()).hasSize(2);
        assertThat(c.games().get(1).raw("SZ")).isEqualTo("13");
        assertThat(c.games().get(1).mainLine()).hasSize(3);
    }

    @Test
    void variationsHangUnderTheNodeBeforeTheParenthesis() {
        SgfNode root = read("(;GM[1](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee])))").first();
        assertThat(root.childCount()).isEqualTo(2);
        assertThat(root.child(0).raw("B")).isEqualTo("aa");
        assertThat(root.child(0).child(0).raw("W")).isEqualTo("bb");
        SgfNode second = root.child(1);
        assertThat(second.raw("B")).isEqualTo("cc");
        assertThat(second.children()).extracting(n -> n.raw("W")).containsExactly("dd", "ee");
    }

    @Test
    void escapesAndSoftLineBreaksInText() {
        SgfNode root = read("(;C[a \\] b \\\\ c\\\nd\ne\\:f]GN[x\ny\tz])").first();
        assertThat(root.raw("C")).isEqualTo("a \\] b \\\\ c\\\nd\ne\\:f");
        assertThat(root.text("C")).isEqualTo("a ] b \\ cd\ne:f");
        assertThat(root.simpleText("GN")).isEqualTo("x y z");
    }

    @Test
    void softLineBreakWithCrLfIsRemovedAndCrLfBecomesOneBreak() {
        SgfNode root = read("(;C[one\\\r\ntwo\r\nthree])").first();
        assertThat(root.text("C")).isEqualTo("onetwo\nthree");
    }

    @Test
    void everyValueTypeReadsRaw() {
        SgfNode root = read("(;GM[1]FF[4]SZ[19]KM[6.5]HA[2]PB[Black]DT[2024-01-02]AB[aa:bb][cc]"
                + "LB[dd:hello]AP[goref\\:x:1.0]TR[ee]V[-1.5]DM[1]UC[2]GB[1]PL[W]ST[2];B[dd]BL[30.5]OB[3];W[]MN[5])").first();
        assertThat(root.values("AB")).containsExactly("aa:bb", "cc");
        assertThat(root.raw("LB")).isEqualTo("dd:hello");
        String ap = root.raw("AP");
        assertThat(ap.substring(0, SgfText.composedSplit(ap))).isEqualTo("goref\\:x");
        assertThat(root.raw("V")).isEqualTo("-1.5");
        assertThat(root.next().raw("BL")).isEqualTo("30.5");
        assertThat(root.next().next().raw("W")).isEmpty();
    }

    @Test
    void unknownPropertiesAreKept() {
        SgfNode root = read("(;GM[1]XYZZY[one][two]MULTIGOGM[1])").first();
        assertThat(root.values("XYZZY")).containsExactly("one", "two");
        assertThat(root.raw("MULTIGOGM")).isEqualTo("1");
    }

    @Test
    void ff3LowerCaseNamesAreReadWithAWarning() {
        SgfCollection c = read("(;GaMe[1]AddBlack[aa][bb]Comment[hi];b[cc])");
        SgfNode root = c.first();
        assertThat(root.values("AB")).containsExactly("aa", "bb");
        assertThat(root.raw("GM")).isEqualTo("1");
        assertThat(root.raw("C")).isEqualTo("hi");
        assertThat(root.next().raw("B")).isEqualTo("cc");
        assertThat(c.warnings()).anySatisfy(w -> assertThat(w.message()).contains("FF[3]").contains("GaMe"));
    }

    @Test
    void proseWithParenthesesBeforeTheTreeIsSkipped() {
        SgfCollection c = read("This game was played in Tokyo (1936).\n(;GM[1];B[aa])");
        assertThat(c.games()).hasSize(1);
        assertThat(c.first().next().raw("B")).isEqualTo("aa");
        assertThat(c.warnings()).anySatisfy(w -> assertThat(w.message()).contains("before the first game tree"));
    }

    @Test
    void proseWithoutParenthesesBeforeTheTreeIsSkipped() {
        SgfCollection c = read("Game record follows.\r\n\r\n(;GM[1];B[aa])");
        assertThat(c.first().next().raw("B")).isEqualTo("aa");
        assertThat(c.warnings()).singleElement().satisfies(w -> {
            assertThat(w.message()).contains("before the first game tree");
            assertThat(w.line()).isEqualTo(1);
            assertThat(w.column()).isEqualTo(1);
        });
    }

    @Test
    void aMissingClosingParenthesisAtTheEndIsSupplied() {
        SgfCollection c = read("(;GM[1];B[aa];W[bb]");
        assertThat(c.first().mainLine()).hasSize(3);
        assertThat(c.warnings()).anySatisfy(w -> assertThat(w.message()).contains("missing ')'"));
    }

    @Test
    void aRepeatedPropertyHasItsValuesMerged() {
        SgfCollection c = read("(;AB[aa]AB[bb])");
        assertThat(c.first().values("AB")).containsExactly("aa", "bb");
        assertThat(c.warnings()).anySatisfy(w -> assertThat(w.message()).contains("repeated"));
    }

    @Test
    void aMissingSemicolonStartsANode() {
        SgfCollection c = read("(;GM[1](B[aa]))");
        assertThat(c.first().next().raw("B")).isEqualTo("aa");
        assertThat(c.warnings()).isNotEmpty();
    }

    @Test
    void anUnbalancedClosingParenthesisIsIgnored() {
        SgfCollection c = read("(;GM[1];B[aa]))");
        assertThat(c.first().mainLine()).hasSize(2);
        assertThat(c.warnings()).isNotEmpty();
    }

    @Test
    void whitespaceBetweenEverythingIsAllowed() {
        SgfNode root = read(" ( ; GM [1] SZ\n[9] ; B [aa] [bb] ) ").first();
        assertThat(root.raw("SZ")).isEqualTo("9");
        assertThat(root.next().values("B")).containsExactly("aa", "bb");
    }

    // ------------------------------------------------------------------------------ errors

    /**
     * An ideographic space (U+3000, typed with the input method on) or a no-break space between
     * properties: the U+3000 ended the node and put the rest in a new one, the no-break space was an
     * error shown as "unexpected ' '".
     */
    @Test
    void unicodeBlanksBetweenPropertiesAndValuesKeepTheNode() {
        String sgf = "(;GM[1]SZ[9]PB[黒]\u3000PW[白]\u00a0KM[6.5]AB[aa]\u3000[bb];B[ee]\u3000C[x]\u00a0;W[cc]\u3000)";
        for (SgfCollection c : List.of(SgfReader.readString(sgf),
                SgfReader.readBytes(sgf.getBytes(java.nio.charset.StandardCharsets.UTF_8)))) {
            SgfNode root = c.first();
            assertThat(root.simpleText("PW")).isEqualTo("白");
            assertThat(root.raw("KM")).isEqualTo("6.5");
            assertThat(root.values("AB")).containsExactly("aa", "bb");
            assertThat(root.next().toString()).isEqualTo(";B[ee]C[x]");
            assertThat(root.mainLine()).hasSize(3);
            assertThat(c.warnings()).isEmpty();
        }
    }

    @Test
    void aPropertyWithoutValueIsAnErrorAtItsPlace() {
        SgfException e = error("(;GM[1]\n;B[aa]SZ 19)");
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(10);
        assertThat(e.problem()).contains("SZ").contains("expected '['");
    }

    @Test
    void anUnterminatedValueIsAnErrorAtItsBracket() {
        SgfException e = error("(;GM[1]\n;C[never closed \\]");
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(3);
        assertThat(e.problem()).contains("not closed");
    }

    @Test
    void aStrayCharacterInsideATreeIsAnError() {
        SgfException e = error("(;GM[1]\n\n  ;B[aa] 5 ;W[bb])");
        assertThat(e.line()).isEqualTo(3);
        assertThat(e.column()).isEqualTo(10);
        assertThat(e.problem()).contains("'5'");
    }

    @Test
    void noGameTreeAtAllIsAnError() {
        SgfException e = error("hello world");
        assertThat(e.line()).isEqualTo(1);
        assertThat(e.column()).isEqualTo(1);
        assertThat(e.problem()).contains("no game tree");
        assertThat(error("").problem()).contains("no game tree");
        assertThat(error("()").problem()).contains("no game");
    }

    @Test
    void aRectangularBoardIsAClearError() {
        SgfException e = error("(;GM[1]FF[4]\nSZ[19:13];B[aa])");
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(1);
        assertThat(e.problem()).contains("rectangular");
        assertThat(read("(;SZ[13:13])").first().raw("SZ")).isEqualTo("13:13");
    }

    @Test
    void aRecordOfAnotherGameIsAClearErrorAndAMissingGmIsGo() {
        SgfException e = error("(;FF[4]\n  GM[2]SZ[8];B[dd])");
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(3);
        assertThat(e.problem()).isEqualTo("not a Go record: GM[2]");
        assertThat(e.getMessage()).isEqualTo("line 2, column 3: not a Go record: GM[2]");
        assertThat(error("(;GM[ 3 ])").problem()).isEqualTo("not a Go record: GM[3]");
        assertThat(error("(;GM[chess])").problem()).isEqualTo("not a Go record: GM[chess]");
        // The second game of a collection is checked too.
        assertThat(error("(;GM[1];B[aa])(;GM[11];B[aa])").problem()).isEqualTo("not a Go record: GM[11]");
        assertThat(read("(;SZ[9];B[aa])").first().raw("GM")).isNull();
        assertThat(read("(;GM[1]SZ[9];B[aa])").first().raw("GM")).isEqualTo("1");
        assertThat(read("(;GM[]SZ[9];B[aa])").first().raw("GM")).isEmpty();
    }

    @Test
    void readKeepingBrokenGamesAGamesOwnErrorIsThatGamesAndTheOthersStayReadable() {
        String sgf = "(;GM[1]SZ[9];B[ee])\n(;GM[1]SZ[30];B[ee])\n(;GM[2];B[aa])\n(;SZ[9];B[cc];W[dd])";
        SgfCollection c = new SgfReader().keepingBrokenGames().string(sgf);
        assertThat(c.games()).hasSize(4);
        assertThat(c.gameError(0)).isEmpty();
        assertThat(c.gameError(1).orElseThrow().getMessage())
                .isEqualTo("line 2, column 8: SZ[30]: board size 30 is not supported (2 to 25)");
        assertThat(c.gameError(2).orElseThrow().getMessage()).isEqualTo("line 3, column 3: not a Go record: GM[2]");
        assertThat(c.gameError(3)).isEmpty();
        assertThatThrownBy(() -> SgfGameRecord.of(c, 2)).isInstanceOf(SgfException.class).hasMessageContaining("GM[2]");
        assertThat(SgfGameRecord.of(c, 3).moveCount()).isEqualTo(2);
        // read as before, the file is refused at its first broken game
        assertThat(error(sgf).getMessage()).isEqualTo("line 2, column 8: SZ[30]: board size 30 is not supported (2 to 25)");
        // a syntax error still fails the file: nothing says where the next game begins
        assertThatThrownBy(() -> new SgfReader().keepingBrokenGames().string("(;SZ[9];B[ee])(;KM 6;B[ee])(;B[aa])"))
                .isInstanceOf(SgfException.class).hasMessageContaining("property KM has no value");
    }

    @Test
    void anUnsupportedBoardSizeIsAnError() {
        assertThat(error("(;SZ[37])").problem()).contains("not supported");
        assertThat(error("(;SZ[abc])").problem()).contains("not a board size");
    }

    @Test
    void aFileOverTheSizeLimitIsRefusedWithAClearMessage() {
        assertThatThrownBy(() -> new SgfReader(100).bytes(new byte[101]))
                .isInstanceOf(SgfException.class).hasMessageContaining("limit");
    }

    @Test
    void aMissingFileIsAnSgfException() {
        assertThatThrownBy(() -> SgfReader.readFile(java.nio.file.Path.of("/no/such/file.sgf")))
                .isInstanceOf(SgfException.class).hasMessageContaining("no such file");
    }

    @Test
    void aTreeAMillionNodesDeepInVariationsNeitherOverflowsNorRecurses() {
        int depth = 200_000;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            sb.append("(;B[aa]");
        }
        for (int i = 0; i < depth; i++) {
            sb.append(')');
        }
        SgfNode root = read(sb.toString()).first();
        assertThat(root.countNodes()).isEqualTo(depth);
        String written = SgfWriter.write(root);
        assertThat(read(written).first().sameTree(root)).isTrue();
    }

    @Test
    void aLongMainLineAndManySiblingsAreFine() {
        StringBuilder sb = new StringBuilder("(;GM[1]");
        for (int i = 0; i < 100_000; i++) {
            sb.append("(;W[bb])");
        }
        sb.append(')');
        assertThat(read(sb.toString()).first().childCount()).isEqualTo(100_000);
    }

    @Test
    void warningsCarryLineAndColumn() {
        SgfCollection c = read("(;GM[1]\n  ;B[aa])\n junk");
        assertThat(c.warnings()).singleElement().satisfies(w -> {
            assertThat(w.line()).isEqualTo(3);
            assertThat(w.column()).isEqualTo(2);
        });
        assertThat(List.copyOf(c.warnings()).get(0).toString()).startsWith("line 3, column 2: ");
    }

    // Inputs that made the reader quadratic: each took tens of seconds to minutes before; read in
    // a moment now. What they assert is the reading itself; a regression shows as a suite that hangs.

    @Test
    void aLongRunOfOpeningParenthesesBeforeTheTreeIsSkippedOnce() {
        String s = "(".repeat(1_000_000) + "x\n(;GM[1];B[aa])";
        SgfCollection c = read(s);
        assertThat(c.games()).hasSize(1);
        assertThat(c.first().next().raw("B")).isEqualTo("aa");
        assertThat(c.warnings()).singleElement().satisfies(w -> {
            assertThat(w.message()).isEqualTo("text before the first game tree ignored");
            assertThat(w.column()).isEqualTo(1);
        });
    }

    @Test
    void manyEmptyTreesAfterTheGameAreIgnoredWithOneWarning() {
        SgfCollection c = read("(;GM[1];B[aa])" + "()".repeat(300_000) + "\n" + "( )x".repeat(100_000));
        assertThat(c.games()).hasSize(1);
        assertThat(c.warnings()).extracting(SgfWarning::message)
                .containsExactly("empty game tree '()' ignored", "text between or after game trees ignored");
        assertThat(c.warnings().get(0).column()).isEqualTo(16);
        assertThat(c.warnings().get(1).line()).isEqualTo(2);
    }

    @Test
    void aPropertyRepeatedTwoHundredThousandTimesKeepsEveryValueInOrder() {
        StringBuilder sb = new StringBuilder("(;GM[1]");
        for (int k = 0; k < 200_000; k++) {
            sb.append("AB[").append((char) ('a' + k % 19)).append((char) ('a' + k / 19 % 19)).append(']');
        }
        SgfNode root = read(sb.append("C[x]AB[zz])").toString()).first();
        List<String> ab = root.values("AB");
        assertThat(ab).hasSize(200_001);
        assertThat(ab.get(0)).isEqualTo("aa");
        assertThat(ab.get(20)).isEqualTo("bb");
        assertThat(ab.get(200_000)).isEqualTo("zz");
        assertThat(root.raw("C")).isEqualTo("x");
    }

    @Test
    void aNodeWithManyDistinctPropertiesKeepsThemAllAndMergesRepeats() {
        StringBuilder sb = new StringBuilder("(;");
        for (int k = 0; k < 200_000; k++) {
            sb.append('X').append((char) ('A' + k % 26)).append((char) ('A' + k / 26 % 26))
                    .append((char) ('A' + k / 676 % 26)).append((char) ('A' + k / 17_576 % 26)).append("[").append(k).append(']');
        }
        SgfNode root = read(sb.append("XAAAA[again])").toString()).first();
        assertThat(root.properties()).hasSize(200_000);
        assertThat(root.values("XAAAA")).containsExactly("0", "again");
        assertThat(root.raw("XBBAA")).isEqualTo(String.valueOf(1 + 26));
    }
}
