package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Player names in the scripts real records carry, written to files in each encoding: with the
 * encoding declared in CA, and without CA (detected).
 */
class SgfCharsetTest {
    @TempDir
    Path dir;

    private SgfCollection file(String text, String charset) throws Exception {
        Path f = dir.resolve("game-" + charset + ".sgf");
        Files.write(f, text.getBytes(Charset.forName(charset)));
        return SgfReader.readFile(f);
    }

    private static String record(String ca, String black, String white) {
        return "(;GM[1]FF[4]" + (ca == null ? "" : "CA[" + ca + "]") + "SZ[19]PB[" + black + "]PW[" + white
                + "]C[" + black + " - " + white + "];B[pd];W[dd])";
    }

    @ParameterizedTest(name = "CA[{0}]: {1} / {2}")
    @CsvSource({
            "UTF-8, 古力, 이세돌",
            "GB2312, 古力, 柯洁",
            "GBK, 聂卫平, 马晓春",
            "GB18030, 常昊, 俞斌",
            "Big5, 張栩, 林海峰",
            "Shift_JIS, 井山裕太, 表題の棋譜",
            "EUC-KR, 이세돌, 박정환",
            "windows-1251, Иванов, Петров",
            "KOI8-R, Дмитрий, Александр",
            "ISO-8859-1, Müller, Sjöberg",
    })
    void theDeclaredCharsetIsHonoured(String ca, String black, String white) throws Exception {
        SgfCollection c = file(record(ca, black, white), ca);
        assertThat(c.first().simpleText("PB")).isEqualTo(black);
        assertThat(c.first().simpleText("PW")).isEqualTo(white);
        assertThat(c.first().next().raw("B")).isEqualTo("pd");
        assertThat(c.warnings()).isEmpty();
    }

    @Test
    void shiftJisSecondBytesThatLookLikeBracketOrBackslashStayInsideTheValue() throws Exception {
        // 表 is 0x95 0x5C in Shift_JIS: the 0x5C is a backslash byte.
        SgfCollection c = file("(;CA[Shift_JIS]C[表]PB[ソ];B[aa])", "Shift_JIS");
        assertThat(c.first().text("C")).isEqualTo("表");
        assertThat(c.first().next().raw("B")).isEqualTo("aa");
    }

    @ParameterizedTest(name = "no CA, {0}: {1} / {2}")
    @CsvSource({
            "UTF-8, 古力, 이세돌",
            "GB18030, 古力 九段, 聂卫平 对 马晓春 黑胜",
            "EUC-KR, 이세돌 구단, 박정환 구단",
            "Shift_JIS, いのうえ, やまだ たろう",
            "windows-1251, Иванов Сергей, Петров Андрей",
            "KOI8-R, Иванов Сергей, Петров Андрей",
            "Big5, 林海峰 對 張栩, 黑中盤勝",
    })
    void withoutCaTheCharsetIsDetected(String cs, String black, String white) throws Exception {
        SgfCollection c = file(record(null, black, white), cs);
        assertThat(c.first().simpleText("PB")).isEqualTo(black);
        assertThat(c.first().simpleText("PW")).isEqualTo(white);
    }

    @Test
    void aWrongCaIsOverruledWhenTheBytesAreUtf8() throws Exception {
        SgfCollection c = file(record("ISO-8859-1", "古力", "Иванов"), "UTF-8");
        assertThat(c.first().simpleText("PB")).isEqualTo("古力");
        assertThat(c.charset()).isEqualTo(StandardCharsets.UTF_8);
        assertThat(c.warnings()).singleElement().satisfies(w -> assertThat(w.message()).contains("UTF-8"));
    }

    /**
     * A file re-saved as UTF-8 that kept its CA: the UTF-8 bytes of 柯洁 and 古力 (an even number
     * of bytes each) are also valid GB18030, of 井山裕太 valid Shift_JIS, and were read as mojibake.
     */
    @ParameterizedTest(name = "CA[{0}] on UTF-8 bytes: {1} / {2}")
    @CsvSource({
            "GB2312, 柯洁, 古力",
            "Shift_JIS, 井山裕太, 張栩",
            "EUC-KR, 이세돌, 박정환",
            "Big5, 林海峰, 張栩",
    })
    void utf8BytesUnderAStaleCaAreReadAsUtf8(String ca, String black, String white) throws Exception {
        SgfCollection c = file(record(ca, black, white), "UTF-8");
        assertThat(c.first().simpleText("PB")).isEqualTo(black);
        assertThat(c.first().simpleText("PW")).isEqualTo(white);
        assertThat(c.charset()).isEqualTo(StandardCharsets.UTF_8);
        assertThat(c.first().next().raw("B")).isEqualTo("pd");
    }

    /**
     * UTF-8 with one character cut in two (a server truncating a name by bytes): the whole file was
     * detected as GB18030 and every name read as mojibake (柯洁 as 鏌磥).
     */
    @ParameterizedTest(name = "CA[{0}]")
    @CsvSource(value = {"UTF-8", "NONE"}, nullValues = "NONE")
    void utf8WithOneCharacterCutInTwoIsStillReadAsUtf8(String ca) {
        byte[] good = record(ca, "柯洁", "古力").getBytes(StandardCharsets.UTF_8);
        byte[] cut = "对".getBytes(StandardCharsets.UTF_8);
        String s = new String(good, StandardCharsets.ISO_8859_1).replace("PB[", "GN[abc" + (char) (cut[0] & 0xFF) + (char) (cut[1] & 0xFF) + "]PB[");
        SgfCollection c = SgfReader.readBytes(s.getBytes(StandardCharsets.ISO_8859_1));
        assertThat(c.first().simpleText("PB")).isEqualTo("柯洁");
        assertThat(c.first().simpleText("PW")).isEqualTo("古力");
        assertThat(c.first().simpleText("GN")).isEqualTo("abc\ufffd");
        assertThat(c.charset()).isEqualTo(StandardCharsets.UTF_8);
        assertThat(c.warnings()).anySatisfy(w -> assertThat(w.message()).contains("malformed"));
    }

    @Test
    void caUtf8OnGbBytesFallsBackToDetectionWithAWarning() throws Exception {
        SgfCollection c = file(record("UTF-8", "古力", "聂卫平"), "GB18030");
        assertThat(c.first().simpleText("PB")).isEqualTo("古力");
        assertThat(c.warnings()).anySatisfy(w -> assertThat(w.message()).contains("not valid UTF-8"));
    }

    @Test
    void anUnknownCaNameFallsBack() throws Exception {
        SgfCollection c = file(record("klingon-8", "Müller", "x"), "UTF-8");
        assertThat(c.first().simpleText("PB")).isEqualTo("Müller");
        assertThat(c.warnings()).anySatisfy(w -> assertThat(w.message()).contains("klingon-8"));
    }

    @Test
    void aUtf8ByteOrderMarkIsSkipped() {
        byte[] body = "(;PB[古力])".getBytes(StandardCharsets.UTF_8);
        byte[] b = new byte[body.length + 3];
        b[0] = (byte) 0xEF;
        b[1] = (byte) 0xBB;
        b[2] = (byte) 0xBF;
        System.arraycopy(body, 0, b, 3, body.length);
        SgfCollection c = SgfReader.readBytes(b);
        assertThat(c.first().simpleText("PB")).isEqualTo("古力");
        assertThat(c.warnings()).isEmpty();
    }

    /** The mark says UTF-8 whatever CA the file had before an editor saved it so. */
    @ParameterizedTest(name = "BOM and CA[{0}]: {1}")
    @CsvSource({"EUC-KR, Sjöberg", "GB2312, 柯洁", "Shift_JIS, 井山裕太", "windows-1251, Jürgen"})
    void aUtf8ByteOrderMarkWinsOverAStaleCa(String ca, String black) {
        byte[] body = record(ca, black, "x").getBytes(StandardCharsets.UTF_8);
        byte[] b = new byte[body.length + 3];
        b[0] = (byte) 0xEF;
        b[1] = (byte) 0xBB;
        b[2] = (byte) 0xBF;
        System.arraycopy(body, 0, b, 3, body.length);
        SgfCollection c = SgfReader.readBytes(b);
        assertThat(c.first().simpleText("PB")).isEqualTo(black);
        assertThat(c.charset()).isEqualTo(StandardCharsets.UTF_8);
    }

    /**
     * One Latin-1 letter before a closing bracket is also the first half of a Big5 character whose
     * second byte is ']': read so (as it was), the name ran on over the moves and the record had none.
     */
    @Test
    void aDetectedCharsetNeverSwallowsTheMovesIntoAValue() {
        byte[] b = "(;FF[4]CA[nonsense-charset]SZ[19]PB[\u00e9];B[pd];W[dd])".getBytes(StandardCharsets.ISO_8859_1);
        SgfCollection c = SgfReader.readBytes(b);
        assertThat(SgfGameRecord.of(c, 0).moveCount()).isEqualTo(2);
        // One byte alone cannot tell é (Latin-1) from й (Cyrillic); either way it is one letter.
        assertThat(c.first().simpleText("PB")).hasSize(1);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"UTF-16LE", "UTF-16BE"})
    void utf16WithoutAByteOrderMarkIsRead(String charset) {
        byte[] b = "(;PB[古力]CA[UTF-16]PW[이세돌];B[pd];W[dd])".getBytes(Charset.forName(charset));
        SgfCollection c = SgfReader.readBytes(b);
        assertThat(c.first().simpleText("PB")).isEqualTo("古力");
        assertThat(c.first().simpleText("PW")).isEqualTo("이세돌");
        assertThat(SgfGameRecord.of(c, 0).moveCount()).isEqualTo(2);
        assertThat(c.warnings()).anySatisfy(w -> assertThat(w.message()).contains(charset));
    }

    @Test
    void latinOneWithoutCaIsReadAsWesternEuropean() {
        byte[] b = "(;PB[Müller]PW[Sjöberg])".getBytes(StandardCharsets.ISO_8859_1);
        SgfCollection c = SgfReader.readBytes(b);
        assertThat(c.first().simpleText("PB")).isEqualTo("Müller");
        assertThat(c.first().simpleText("PW")).isEqualTo("Sjöberg");
    }
}
