package org.goref.sgf;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns a record's bytes into text. The structure characters of SGF are ASCII, but in Shift_JIS,
 * Big5 and GBK a second byte can be {@code \} or {@code ]}, so the bytes are decoded before they are
 * parsed. Order of trust: a byte-order mark; the {@code CA} property when the bytes decode in it;
 * UTF-8 when they are valid UTF-8; otherwise the candidate charset whose text looks most like
 * the names and comments people write (Chinese, Korean, Japanese, Russian, Western European).
 */
final class SgfCharsets {
    private SgfCharsets() {
    }

    record Decoded(String text, Charset charset) {
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

    static Decoded decode(byte[] bytes, List<SgfWarning> warnings) {
        int start = 0;
        if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF) {
            start = 3;
        } else if (bytes.length >= 2 && (((bytes[0] & 0xff) == 0xFF && (bytes[1] & 0xff) == 0xFE)
                || ((bytes[0] & 0xff) == 0xFE && (bytes[1] & 0xff) == 0xFF))) {
            return new Decoded(new String(bytes, StandardCharsets.UTF_16), StandardCharsets.UTF_16);
        }
        boolean ascii = isAscii(bytes, start);
        String declared = findCa(bytes);
        if (ascii) {
            // Every ASCII-compatible charset reads ASCII alike; Latin-1 is the fastest decoder.
            return new Decoded(new String(bytes, start, bytes.length - start, StandardCharsets.ISO_8859_1),
                    StandardCharsets.US_ASCII);
        }
        String utf8 = strictUtf8(bytes, start);
        if (declared != null) {
            Charset cs = lookup(declared);
            if (cs == null) {
                warnings.add(SgfWarning.of("CA[" + declared + "] is no charset goref knows; " + (utf8 != null ? "read as UTF-8" : "detecting")));
            } else if (cs.equals(StandardCharsets.UTF_8)) {
                if (utf8 != null) {
                    return new Decoded(utf8, cs);
                }
                warnings.add(SgfWarning.of("CA[" + declared + "] but the bytes are not valid UTF-8; detecting the charset"));
            } else if (isWeakDefault(cs) && utf8 != null) {
                // Programs write CA[ISO-8859-1] by default and then store UTF-8 names.
                warnings.add(SgfWarning.of("CA[" + declared + "] but the text is valid UTF-8; read as UTF-8"));
                return new Decoded(utf8, StandardCharsets.UTF_8);
            } else {
                String s = strict(bytes, start, cs);
                if (s != null) {
                    return new Decoded(s, cs);
                }
                if (utf8 != null) {
                    warnings.add(SgfWarning.of("CA[" + declared + "] but the bytes do not decode in it; they are valid UTF-8, read as UTF-8"));
                    return new Decoded(utf8, StandardCharsets.UTF_8);
                }
                warnings.add(SgfWarning.of("CA[" + declared + "] but the bytes do not decode in it; detecting the charset"));
            }
        } else if (utf8 != null) {
            return new Decoded(utf8, StandardCharsets.UTF_8);
        }
        if (utf8 != null) {
            return new Decoded(utf8, StandardCharsets.UTF_8);
        }
        Decoded best = detect(bytes, start);
        warnings.add(SgfWarning.of((declared == null ? "no CA and not UTF-8" : "charset of CA[" + declared + "] unusable")
                + "; read as " + best.charset().name() + " (detected)"));
        return best;
    }

    private static boolean isWeakDefault(Charset cs) {
        String n = cs.name();
        return n.equals("ISO-8859-1") || n.equals("US-ASCII") || n.equals("windows-1252");
    }

    private static boolean isAscii(byte[] b, int start) {
        for (int i = start; i < b.length; i++) {
            if (b[i] < 0) {
                return false;
            }
        }
        return true;
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

    private static String strictUtf8(byte[] bytes, int start) {
        String s = new String(bytes, start, bytes.length - start, StandardCharsets.UTF_8);
        if (s.indexOf('\uFFFD') < 0) {
            return s;
        }
        // A replacement character: either the file has one, or the bytes are not UTF-8.
        return strict(bytes, start, StandardCharsets.UTF_8);
    }

    private static String strict(byte[] bytes, int start, Charset cs) {
        CharsetDecoder d = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            CharBuffer cb = d.decode(ByteBuffer.wrap(bytes, start, bytes.length - start));
            return cb.toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static Decoded detect(byte[] bytes, int start) {
        int nonAscii = 0;
        for (int i = start; i < bytes.length; i++) {
            if (bytes[i] < 0) {
                nonAscii++;
            }
        }
        Decoded best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Charset cs : CANDIDATES) {
            String s = strict(bytes, start, cs);
            if (s == null) {
                continue;
            }
            double score = score(s, cs) / Math.max(1, nonAscii);
            if (score > bestScore) {
                bestScore = score;
                best = new Decoded(s, cs);
            }
        }
        if (best == null) {
            // Nothing decodes cleanly: keep every byte as a character rather than lose any.
            best = new Decoded(new String(bytes, start, bytes.length - start, CP1252), CP1252);
        }
        return best;
    }

    /** How much the text looks like what people write in the charset's languages. */
    static double score(String s, Charset cs) {
        int hangul = 0;
        int han = 0;
        List<Character> hanChars = new ArrayList<>();
        double score = 0;
        CharsetEncoder gb2312 = cs == GB18030 ? GB2312.newEncoder() : null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                continue;
            }
            if (c >= 0xAC00 && c <= 0xD7A3) {
                hangul++;
                score += 2.0;
            } else if (c >= 0x3041 && c <= 0x30FF) {
                score += 2.0;
            } else if (c >= 0x4E00 && c <= 0x9FFF) {
                han++;
                if (gb2312 != null && !gb2312.canEncode(c)) {
                    score += 0.4; // outside GB2312: rare in real names, common in misread Shift_JIS or Big5
                } else {
                    hanChars.add(c);
                    score += 1.6;
                }
            } else if ((c >= 0x3000 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF5E)) {
                score += 1.0;
            } else if ((c >= 0x0430 && c <= 0x044F) || c == 0x0451) {
                score += 1.0;
            } else if ((c >= 0x0410 && c <= 0x042F) || c == 0x0401) {
                score += 0.6;
            } else if (c >= 0x00C0 && c <= 0x00FF && c != 0x00D7 && c != 0x00F7) {
                score += 0.6;
            } else {
                score -= 3.0;
            }
        }
        if (cs == EUC_KR && hangul > 0 && han * 100 > (han + hangul) * 15) {
            // Korean text rarely mixes many hanja into hangul; Chinese read as EUC-KR does.
            score -= 2.6 * hanChars.size();
        }
        return score;
    }
}
