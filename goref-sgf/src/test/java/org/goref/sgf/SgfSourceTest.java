package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The reader parses ASCII and UTF-8 records as bytes, and decoded text as bytes of its own form:
 * the UTF-8 check must agree with the JDK's decoder, and values, places and tolerated blanks must
 * come out as they do in the decoded text.
 */
class SgfSourceTest {

    private static boolean jdkSaysValid(byte[] b) {
        return SgfCharsets.strict(b, StandardCharsets.UTF_8) != null;
    }

    @Test
    void theUtf8CheckAgreesWithTheJdkOnEverySequenceOfUpToThreeBytes() {
        byte[] two = new byte[4];
        byte[] three = new byte[5];
        for (int a = 0x80; a < 0x100; a++) {
            for (int b = 0; b < 0x100; b++) {
                two[0] = 'x';
                two[1] = (byte) a;
                two[2] = (byte) b;
                two[3] = 'y';
                assertThat(Utf8.isValid(two, 0)).as("%02X %02X", a, b).isEqualTo(jdkSaysValid(two));
                for (int c : new int[] {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF}) {
                    three[0] = (byte) a;
                    three[1] = (byte) b;
                    three[2] = (byte) c;
                    three[3] = (byte) 0x80;
                    three[4] = 'z';
                    assertThat(Utf8.isValid(three, 0)).as("%02X %02X %02X 80", a, b, c).isEqualTo(jdkSaysValid(three));
                    byte[] cut = Arrays.copyOf(three, 3);
                    assertThat(Utf8.isValid(cut, 0)).as("%02X %02X %02X", a, b, c).isEqualTo(jdkSaysValid(cut));
                }
            }
        }
    }

    @Property(tries = 3000)
    void theUtf8CheckAgreesWithTheJdkOnRandomBytes(@ForAll byte[] bytes) {
        assertThat(Utf8.isValid(bytes, 0)).isEqualTo(jdkSaysValid(bytes));
        int first = Utf8.firstNonAscii(bytes, 0);
        for (int k = 0; k < (first < 0 ? bytes.length : first); k++) {
            assertThat(bytes[k]).isNotNegative();
        }
        assertThat(first < 0 || bytes[first] < 0).isTrue();
    }

    @Property(tries = 1000)
    void textOfAnyCharsComesBackAsItWas(@ForAll String s) {
        SgfSource src = SgfSource.text(s);
        assertThat(src.string(0, src.bytes().length)).isEqualTo(s);
        assertThat(src.locate(src.bytes().length)).isEqualTo(locateInText(s, s.length()));
    }

    @Test
    void aLoneSurrogateInAValueIsKept() {
        String v = "a\uD800b\uDC00";
        assertThat(SgfReader.readString("(;C[" + v + "])").first().raw("C")).isEqualTo(v);
    }

    @Test
    void placesCountCharactersOfTheDecodedTextWhetherReadAsBytesOrAsText() {
        // a 2-, a 3- and a 4-byte character (the last two UTF-16 chars) before the error on line 2
        String text = "(;PB[é古]\n;C[𝄞é古] 5 ;W[aa])";
        SgfException fromText = error(() -> SgfReader.readString(text));
        SgfException fromBytes = error(() -> SgfReader.readBytes(text.getBytes(StandardCharsets.UTF_8)));
        int column = text.indexOf(" 5 ") + 1 - text.indexOf('\n');
        assertThat(fromText.line()).isEqualTo(2);
        assertThat(fromText.column()).isEqualTo(column);
        assertThat(fromBytes.line()).isEqualTo(2);
        assertThat(fromBytes.column()).isEqualTo(column);
        assertThat(fromBytes.problem()).contains("'5'");
    }

    @Test
    void everyLineBreakOfSgfCountsAsOneLine() {
        // FF[4] knows four line breaks: LF, CR, CR LF and LF CR. LF CR (RISC OS, some old Mac
        // programs) was counted as two, so an error on line 3 was reported on line 5.
        for (String nl : new String[] {"\n", "\r", "\r\n", "\n\r"}) {
            String text = "(;GM[1]SZ[9]" + nl + ";B[dd]" + nl + ";W[ee] ! " + nl + ";B[cc])";
            SgfException e = error(() -> SgfReader.readBytes(text.getBytes(StandardCharsets.US_ASCII)));
            assertThat(e.line()).as(nl.replace("\n", "LF").replace("\r", "CR")).isEqualTo(3);
            assertThat(e.column()).isEqualTo(8);
            SgfCollection c = SgfReader.readBytes(text.replace(" ! ", "").getBytes(StandardCharsets.US_ASCII));
            assertThat(c.where(c.first().next().next())).isEqualTo("line 3, column 1: ");
        }
    }

    @Test
    void aNodePlacedLaterIsWhereItWasEvenWhenTheCallerReusesTheArray() {
        byte[] b = "(;PB[古力]\n\n   ;B[aa])".getBytes(StandardCharsets.UTF_8);
        SgfCollection c = SgfReader.readBytes(b);
        Arrays.fill(b, (byte) '\n');
        assertThat(c.where(c.first().next())).isEqualTo("line 3, column 4: ");
    }

    @Test
    void unicodeBlanksBetweenNodesAreSkippedAndOtherCharactersNamed() {
        String text = "\uFEFF\u3000(;PB[x]\u3000\uFEFF;B[aa]\u2003)\u3000";
        for (SgfCollection c : new SgfCollection[] {SgfReader.readString(text),
                SgfReader.readBytes(text.getBytes(StandardCharsets.UTF_8))}) {
            assertThat(c.first().next().raw("B")).isEqualTo("aa");
            assertThat(c.warnings()).isEmpty();
        }
        SgfException e = error(() -> SgfReader.readBytes("(;PB[x] 古 ;B[aa])".getBytes(StandardCharsets.UTF_8)));
        assertThat(e.problem()).contains("'古'");
        assertThat(e.column()).isEqualTo(9);
    }

    private static SgfException error(Runnable r) {
        try {
            r.run();
        } catch (SgfException e) {
            return e;
        }
        throw new AssertionError("no error");
    }

    /** The place of a char offset in a String, counted the plain way. */
    private static int[] locateInText(String s, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int k = 0; k < offset; k++) {
            char c = s.charAt(k);
            if (c == '\n' || (c == '\r' && (k + 1 >= s.length() || s.charAt(k + 1) != '\n'))) {
                line++;
                lineStart = k + 1;
            }
        }
        return new int[] {line, offset - lineStart + 1};
    }
}
