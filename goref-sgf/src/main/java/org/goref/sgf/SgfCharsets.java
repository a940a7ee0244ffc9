package org.goref.sgf;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.goref.core.text.Quote;

/**
 * Chooses the charset of a record's bytes. The structure characters of SGF are ASCII, which
 * ASCII and UTF-8 bytes can be parsed for as they are; but in Shift_JIS, Big5 and GBK a second
 * byte can be {@code \} or {@code ]}, so bytes in any other charset are decoded before they are
 * parsed. Order of trust: a byte-order mark (UTF-8's when the bytes after it are valid UTF-8);
 * the {@code CA} property when the bytes decode in it and do not read better as valid UTF-8;
 * UTF-8 when they are valid UTF-8, or nearly (a character cut in two, read as U+FFFD); otherwise the candidate charset whose text looks most like
 * the names and comments people write (Chinese, Korean, Japanese, Russian, Western European).
 */
final class SgfCharsets {
    private SgfCharsets() {
    }

    /** What the parser reads, and the charset the record was read in. */
    record Decoded(SgfSource source, Charset charset) {
    }

    /** A candidate decoding of the whole file, for detection. */
    private record Candidate(String text, Charset charset) {
    }

    private static final Charset GB18030 = Charset.forName("GB18030");
    private static final Charset GB2312 = Charset.forName("GB2312");
    private static final Charset BIG5 = Charset.forName("Big5");
    private static final Charset SJIS = forNameOr("windows-31j", "Shift_JIS");
    private static final Charset EUC_KR = forNameOr("x-windows-949", "EUC-KR");
    private static final Charset CP1251 = Charset.forName("windows-1251");
    private static final Charset KOI8_R = Charset.forName("KOI8-R");
    private static final Charset CP1252 = Charset.forName("windows-1252");
    private static final List<Charset> CANDIDATES = List.of(GB18030, BIG5, SJIS, EUC_KR, CP1251, KOI8_R, CP1252);

    private static Charset forNameOr(String first, String second) {
        try {
            return Charset.forName(first);
        } catch (RuntimeException e) {
            return Charset.forName(second);
        }
    }

    /**
     * Chooses the charset and makes the source the parser reads: the bytes themselves when they
     * are ASCII or UTF-8 is chosen (then nothing is decoded here), else the text decoded in the
     * chosen charset. The caller gives up {@code bytes}: they may become the source.
     */
    static Decoded decode(byte[] bytes, List<SgfWarning> warnings) {
        if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF) {
            bytes = Arrays.copyOfRange(bytes, 3, bytes.length);
            int first = Utf8.firstNonAscii(bytes, 0);
            if (first >= 0 && Utf8.isValid(bytes, first)) {
                // The mark says UTF-8 (an editor wrote it when it saved the file so), whatever CA
                // the file had before: trusting a CA[EUC-KR] that the bytes also decode in read
                // Sjöberg as Sj철berg.
                String declared = findCa(bytes);
                Charset cs = declared == null ? null : lookup(declared);
                if (cs != null && !cs.equals(StandardCharsets.UTF_8)) {
                    warnings.add(SgfWarning.of("CA[" + Quote.of(declared) + "] but the file starts with a UTF-8 byte-order mark; read as UTF-8"));
                }
                return new Decoded(SgfSource.utf8(bytes), StandardCharsets.UTF_8);
            }
        } else if (bytes.length >= 2 && (((bytes[0] & 0xff) == 0xFF && (bytes[1] & 0xff) == 0xFE)
                || ((bytes[0] & 0xff) == 0xFE && (bytes[1] & 0xff) == 0xFF))) {
            return new Decoded(SgfSource.text(new String(bytes, StandardCharsets.UTF_16)), StandardCharsets.UTF_16);
        }
        Charset utf16 = utf16WithoutBom(bytes);
        if (utf16 != null) {
            warnings.add(SgfWarning.of("no byte-order mark, but the bytes are " + utf16.name() + "; read so"));
            return new Decoded(SgfSource.text(new String(bytes, utf16)), utf16);
        }
        int nonAscii = Utf8.firstNonAscii(bytes, 0);
        if (nonAscii < 0) {
            // Every ASCII-compatible charset reads ASCII alike.
            return new Decoded(SgfSource.utf8(bytes), StandardCharsets.US_ASCII);
        }
        Decoded asUtf8 = Utf8.isValid(bytes, nonAscii) ? new Decoded(SgfSource.utf8(bytes), StandardCharsets.UTF_8) : null;
        String declared = findCa(bytes);
        if (declared != null) {
            Charset cs = lookup(declared);
            if (cs == null) {
                warnings.add(SgfWarning.of("CA[" + Quote.of(declared) + "] is no charset goref knows; " + (asUtf8 != null ? "read as UTF-8" : "detecting")));
            } else if (cs.equals(StandardCharsets.UTF_8)) {
                if (asUtf8 != null) {
                    return asUtf8;
                }
                warnings.add(SgfWarning.of("CA[" + Quote.of(declared) + "] but the bytes are not valid UTF-8; detecting the charset"));
            } else if (isWeakDefault(cs) && asUtf8 != null) {
                // Programs write CA[ISO-8859-1] by default and then store UTF-8 names.
                warnings.add(SgfWarning.of("CA[" + Quote.of(declared) + "] but the text is valid UTF-8; read as UTF-8"));
                return asUtf8;
            } else {
                String s = strict(bytes, cs);
                if (s != null && asUtf8 != null && readsBetterAsUtf8(bytes, s, cs)) {
                    // A file re-saved as UTF-8 keeps its old CA. Multi-byte charsets take most UTF-8
                    // (GB18030 any run of an even number of bytes): trusting the CA then turned 柯洁
                    // into 鏌磥, or not, by the parity of a name's length.
                    warnings.add(SgfWarning.of("CA[" + Quote.of(declared) + "] but the text is valid UTF-8 and reads as such; read as UTF-8"));
                    return asUtf8;
                }
                if (s != null) {
                    return new Decoded(SgfSource.text(s), cs);
                }
                if (asUtf8 != null) {
                    warnings.add(SgfWarning.of("CA[" + Quote.of(declared) + "] but the bytes do not decode in it; they are valid UTF-8, read as UTF-8"));
                    return asUtf8;
                }
                warnings.add(SgfWarning.of("CA[" + Quote.of(declared) + "] but the bytes do not decode in it; detecting the charset"));
            }
        }
        if (asUtf8 != null) {
            return asUtf8;
        }
        int[] census = Utf8.census(bytes);
        if (census[0] >= 4 && census[0] >= 8 * census[1]) {
            // UTF-8 but for a character cut in two (a name truncated by bytes) or a stray byte:
            // detected as a whole, every name of the record came out as GB18030 mojibake.
            warnings.add(SgfWarning.of((declared == null ? "no CA" : "CA[" + Quote.of(declared) + "]") + " and the text is UTF-8 but for "
                    + census[1] + " malformed byte sequence" + (census[1] == 1 ? "" : "s") + ", read as U+FFFD"));
            return new Decoded(SgfSource.text(new String(bytes, StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
        }
        Candidate best = detect(bytes);
        warnings.add(SgfWarning.of((declared == null ? "no CA and not UTF-8" : "charset of CA[" + declared + "] unusable")
                + "; read as " + best.charset().name() + " (detected)"));
        return new Decoded(SgfSource.text(best.text()), best.charset());
    }

    /**
     * UTF-16 without a byte-order mark, by the zero bytes of its ASCII: an SGF record starts with
     * '(' after optional white space, so in UTF-16 the first character and most of the structure
     * around it have one zero byte each (its CA, two bytes a letter, cannot be found either). No
     * other charset puts zero bytes in a text. Null when the first characters do not look so.
     */
    static Charset utf16WithoutBom(byte[] b) {
        int n = Math.min(b.length & ~1, 32);
        if (n < 4) {
            return null;
        }
        int le = 0;
        int be = 0;
        for (int i = 0; i < n; i += 2) {
            le += b[i] != 0 && b[i + 1] == 0 ? 1 : 0;
            be += b[i] == 0 && b[i + 1] != 0 ? 1 : 0;
        }
        // The first character ASCII, and a quarter of the first sixteen (the rest may be a name).
        if (b[0] != 0 && b[1] == 0 && le * 4 >= n / 2) {
            return StandardCharsets.UTF_16LE;
        }
        return b[0] == 0 && b[1] != 0 && be * 4 >= n / 2 ? StandardCharsets.UTF_16BE : null;
    }

    private static boolean isWeakDefault(Charset cs) {
        String n = cs.name();
        return n.equals("ISO-8859-1") || n.equals("US-ASCII") || n.equals("windows-1252");
    }

    /** The first CA value in the bytes (ASCII), or null. */
    static String findCa(byte[] b) {
        for (int i = 0; i + 2 < b.length; i++) {
            if (b[i] == 'C' && b[i + 1] == 'A' && (i == 0 || b[i - 1] < 'A' || b[i - 1] > 'Z')) {
                int j = i + 2;
                while (j < b.length && (b[j] == ' ' || b[j] == '\t' || b[j] == '\r' || b[j] == '\n')) {
                    j++;
                }
                if (j < b.length && b[j] == '[') {
                    int end = j + 1;
                    while (end < b.length && b[end] != ']' && end - j < 64) {
                        end++;
                    }
                    if (end < b.length && b[end] == ']') {
                        return new String(b, j + 1, end - j - 1, StandardCharsets.ISO_8859_1).trim();
                    }
                }
            }
        }
        return null;
    }

    /** The charset a CA value names, widened to the superset real programs write; null when unknown. */
    static Charset lookup(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT).replace('_', '-').replace(" ", "");
        switch (n) {
            case "utf-8", "utf8" -> {
                return StandardCharsets.UTF_8;
            }
            case "gb2312", "gbk", "gb18030", "cp936", "euc-cn", "gb-2312-80", "gb2312-80", "x-gbk", "chinese" -> {
                return GB18030;
            }
            case "big5", "big-5", "cp950", "big5-hkscs" -> {
                return BIG5;
            }
            case "shift-jis", "shiftjis", "sjis", "x-sjis", "cp932", "ms932", "windows-31j" -> {
                return SJIS;
            }
            case "euc-kr", "euckr", "cp949", "ks-c-5601-1987", "ksc5601", "uhc", "x-windows-949", "korean" -> {
                return EUC_KR;
            }
            case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1" -> {
                return StandardCharsets.ISO_8859_1;
            }
            default -> { }
        }
        try {
            return Charset.forName(name.trim());
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The bytes decoded in the charset, or null when they are not valid in it. */
    static String strict(byte[] bytes, Charset cs) {
        CharsetDecoder d = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            CharBuffer cb = d.decode(ByteBuffer.wrap(bytes));
            return cb.toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /**
     * Whether bytes that are valid UTF-8 and also decode in the declared charset (as {@code declared})
     * look more like real text read as UTF-8: by the mean {@link #score} of their non-ASCII characters.
     * A tie keeps the declared charset.
     */
    static boolean readsBetterAsUtf8(byte[] bytes, String declared, Charset cs) {
        String utf8 = new String(bytes, StandardCharsets.UTF_8);
        return meanScore(utf8, StandardCharsets.UTF_8) > meanScore(declared, cs);
    }

    private static double meanScore(String s, Charset cs) {
        int nonAscii = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                nonAscii++;
            }
        }
        return score(s, cs) / Math.max(1, nonAscii);
    }

    private static Candidate detect(byte[] bytes) {
        int nonAscii = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] < 0) {
                nonAscii++;
            }
        }
        Candidate best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        int bestSwallowed = Integer.MAX_VALUE;
        for (Charset cs : CANDIDATES) {
            String s = strict(bytes, cs);
            if (s == null) {
                continue;
            }
            // A decoding that swallows a value's closing bracket into a two-byte character loses the
            // moves that follow into that value (a lone Latin-1 é read as half of a Big5 character
            // took its ']' and the record read with no moves): whatever its text looks like, it loses
            // to one that keeps the record's structure.
            int swallowed = swallowedMoves(s);
            double score = score(s, cs) / Math.max(1, nonAscii);
            if (swallowed < bestSwallowed || swallowed == bestSwallowed && score > bestScore) {
                bestSwallowed = swallowed;
                bestScore = score;
                best = new Candidate(s, cs);
            }
        }
        if (best == null) {
            // Nothing decodes cleanly: keep every byte as a character rather than lose any.
            best = new Candidate(new String(bytes, CP1252), CP1252);
        }
        return best;
    }

    /**
     * How many property values of the text hold the start of a move node ({@code ;B[} or {@code ;W[}):
     * the sign of a value that ran on past its own closing bracket. Real comments hardly ever do.
     */
    static int swallowedMoves(String s) {
        int count = 0;
        int valueStart = -1;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (valueStart < 0) {
                if (c == '[') {
                    valueStart = i + 1;
                }
            } else if (c == '\\') {
                i++;
            } else if (c == ']') {
                count += holdsAMove(s, valueStart, i) ? 1 : 0;
                valueStart = -1;
            }
        }
        return valueStart >= 0 && holdsAMove(s, valueStart, s.length()) ? count + 1 : count;
    }

    private static boolean holdsAMove(String s, int from, int to) {
        for (int i = from; i + 2 < to; i++) {
            if (s.charAt(i) == ';' && (s.charAt(i + 1) == 'B' || s.charAt(i + 1) == 'W') && s.charAt(i + 2) == '[') {
                return true;
            }
        }
        return false;
    }

    /**
     * Characters that real names, comments and Go terms use most: CJK encodings share byte ranges,
     * so a misread text is made of valid but rare characters, and only frequency tells them apart.
     */
    private static final String COMMON_HANGUL = "이김박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공"
            + "현함변염석선설마길연위표명기반왕금옥육인맹제모탁국여어은편용예경봉사부가복태목형계피두감음빈동온호범좌승간상시단당화창"
            + "의는다에을를로으니있것그보일적요생면게들무소재세영수혁철훈준희미혜숙자순란아름운바둑흑집덤불결프초돌대회전님입니도";
    private static final String COMMON_HAN = "王李张劉刘陈陳杨楊赵趙黄黃周吴吳徐孙孫胡朱高林何郭马馬罗羅梁宋郑鄭谢謝韩韓唐冯馮于董萧蕭程曹袁"
            + "邓鄧许許傅沈曾彭吕呂苏蘇卢盧蒋蔣蔡贾賈丁魏薛叶葉阎閻余潘杜戴夏钟鐘汪田任姜范方石姚谭譚廖邹鄒熊金陆陸郝孔白崔康毛邱秦江史"
            + "顾顧侯邵孟龙龍万萬段雷钱錢汤湯尹黎易常武乔喬贺賀赖賴龚龔文古力柯洁潔聂聶卫衛平俞斌昊洗河檀啸嘯时時越耀烨燁芈昱廷韦韋星维維"
            + "杰傑朴世曹薰铉鉉围圍棋黑白胜勝负負目半子中盘盤局对對九八七六五四三二一段名人天元本因坊圣聖十座碁国國手大赛賽决決冠军軍战戰"
            + "第回年月日的是不了在有和这這个個上也到说說就为為我他们們来來要可以会會着著没沒井山裕太張栩羽根直樹高尾紳路結城聡坂秀至小"
            + "光治勲竹英雄宮正藤沢行呉清源田中村松川島野原口木下山本之介郎雅彦和也信明";

    /** How much the text looks like what people write in the charset's languages. */
    static double score(String s, Charset cs) {
        int hangul = 0;
        int han = 0;
        double score = 0;
        CharsetEncoder gb2312 = cs == GB18030 ? GB2312.newEncoder() : null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                continue;
            }
            if (c >= 0xAC00 && c <= 0xD7A3) {
                hangul++;
                score += COMMON_HANGUL.indexOf(c) >= 0 ? 3.0 : 0.5;
            } else if (c >= 0x3041 && c <= 0x30FF) {
                score += 2.5;
            } else if (c >= 0x4E00 && c <= 0x9FFF) {
                han++;
                if (COMMON_HAN.indexOf(c) >= 0) {
                    score += 3.0;
                } else if (gb2312 != null && !gb2312.canEncode(c)) {
                    score += 0.4; // outside GB2312: rare in real names, common in misread Shift_JIS or Big5
                } else {
                    score += 1.0;
                }
            } else if ((c >= 0x3000 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF5E)) {
                score += 1.0;
            } else if ((c >= 0x0410 && c <= 0x044F) || c == 0x0401 || c == 0x0451) {
                boolean lower = c >= 0x0430 || c == 0x0451;
                // a Cyrillic letter inside a Latin word is a misread Western letter
                score += nextToAsciiLetter(s, i) ? -2.0 : lower ? 1.0 : 0.6;
            } else if (c >= 0x00C0 && c <= 0x00FF && c != 0x00D7 && c != 0x00F7) {
                score += nextToAsciiLetter(s, i) ? 1.2 : 0.3;
            } else {
                score -= 3.0;
            }
        }
        if (cs == EUC_KR && hangul > 0 && han * 100 > (han + hangul) * 15) {
            // Korean text rarely mixes many hanja into hangul; Chinese read as EUC-KR does.
            score -= 2.0 * han;
        }
        return score;
    }

    private static boolean nextToAsciiLetter(String s, int i) {
        return (i > 0 && isAsciiLetter(s.charAt(i - 1))) || (i + 1 < s.length() && isAsciiLetter(s.charAt(i + 1)));
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
