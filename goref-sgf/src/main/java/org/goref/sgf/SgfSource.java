package org.goref.sgf;

import java.nio.charset.StandardCharsets;

/**
 * A record's text as the bytes the parser scans. SGF's structure characters are ASCII, and in
 * UTF-8 every byte of a multi-byte character is 0x80 or above, so the parser can find nodes,
 * names and brackets in the bytes themselves and decode only the values it keeps. Two forms:
 * <ul>
 * <li>the file's own bytes, when they are ASCII or valid UTF-8 (nearly every record): no decode
 * of the whole file, and no copy;</li>
 * <li>text decoded from another charset (or given as a String), turned into bytes one UTF-16
 * char at a time (1 to 3 bytes each, as UTF-8 does, but a surrogate on its own as well): exact
 * for any String, lone surrogates included, which UTF-8 would replace.</li>
 * </ul>
 * Offsets are byte offsets; {@link #locate} turns them into the line and column of the decoded text.
 */
final class SgfSource {
    private final byte[] bytes;
    /** True for the char-by-char form, false for real UTF-8 (which also covers ASCII). */
    private final boolean perChar;

    private SgfSource(byte[] bytes, boolean perChar) {
        this.bytes = bytes;
        this.perChar = perChar;
    }

    /** Bytes known to be ASCII or valid UTF-8 (not copied: the caller gives them up). */
    static SgfSource utf8(byte[] bytes) {
        return new SgfSource(bytes, false);
    }

    /** Text already decoded. */
    static SgfSource text(String s) {
        int n = s.length();
        int len = n;
        for (int k = 0; k < n; k++) {
            char c = s.charAt(k);
            if (c >= 0x80) {
                len += c < 0x800 ? 1 : 2;
            }
        }
        if (len == n) {
            return new SgfSource(s.getBytes(StandardCharsets.ISO_8859_1), true);
        }
        byte[] b = new byte[len];
        int j = 0;
        for (int k = 0; k < n; k++) {
            char c = s.charAt(k);
            if (c < 0x80) {
                b[j++] = (byte) c;
            } else if (c < 0x800) {
                b[j++] = (byte) (0xC0 | c >> 6);
                b[j++] = (byte) (0x80 | c & 0x3F);
            } else {
                b[j++] = (byte) (0xE0 | c >> 12);
                b[j++] = (byte) (0x80 | c >> 6 & 0x3F);
                b[j++] = (byte) (0x80 | c & 0x3F);
            }
        }
        return new SgfSource(b, true);
    }

    /** The bytes the parser scans; it never writes to them. */
    byte[] bytes() {
        return bytes;
    }

    /** The text of bytes {@code from} (inclusive) to {@code to} (exclusive), both on character boundaries. */
    String string(int from, int to) {
        if (!perChar) {
            return new String(bytes, from, to - from, StandardCharsets.UTF_8);
        }
        for (int k = from; k < to; k++) {
            if (bytes[k] < 0) {
                return decodePerChar(from, to);
            }
        }
        return new String(bytes, from, to - from, StandardCharsets.ISO_8859_1);
    }

    private String decodePerChar(int from, int to) {
        StringBuilder sb = new StringBuilder(to - from);
        int k = from;
        while (k < to) {
            int b = bytes[k] & 0xFF;
            if (b < 0x80) {
                sb.append((char) b);
                k++;
            } else if (b < 0xE0) {
                sb.append((char) ((b & 0x1F) << 6 | bytes[k + 1] & 0x3F));
                k += 2;
            } else {
                sb.append((char) ((b & 0x0F) << 12 | (bytes[k + 1] & 0x3F) << 6 | bytes[k + 2] & 0x3F));
                k += 3;
            }
        }
        return sb.toString();
    }

    /** How many bytes the character (or, in UTF-8, the code point) starting at {@code at} takes. */
    int length(int at) {
        int b = bytes[at] & 0xFF;
        return b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
    }

    /** The code point starting at {@code at} (in the char-by-char form, a lone surrogate is its own). */
    int codePoint(int at) {
        return string(at, at + length(at)).codePointAt(0);
    }

    /** Where {@link #locate} stopped last: places are mostly asked in order, so it goes on from there. */
    private int scanned;
    private int scannedLine = 1;
    private int scannedColumn = 1;

    /**
     * 1-based line and column, in characters of the decoded text, of a byte offset. SGF's four line
     * breaks each end one line: LF, CR, CR LF and LF CR (the pair read as one, as {@link SgfText} does).
     * A column counts UTF-16 chars: one per lead byte, two for a 4-byte sequence (a surrogate pair).
     * The scan goes on from the last place asked when this one is further on, so that locating
     * every warning of a long record is linear, not quadratic, in its length.
     */
    synchronized int[] locate(int offset) {
        int end = Math.min(offset, bytes.length);
        if (end < scanned) {
            scanned = 0;
            scannedLine = 1;
            scannedColumn = 1;
        }
        int k = scanned;
        int line = scannedLine;
        int column = scannedColumn;
        while (k < end) {
            int b = bytes[k] & 0xFF;
            if (b == '\n' || b == '\r') {
                int pair = b == '\n' ? '\r' : '\n';
                k += k + 1 < bytes.length && bytes[k + 1] == pair ? 2 : 1;
                line++;
                column = 1;
                continue;
            }
            if ((b & 0xC0) != 0x80) {
                column += b >= 0xF0 ? 2 : 1;
            }
            k++;
        }
        scanned = k;
        scannedLine = line;
        scannedColumn = column;
        return new int[] {line, column + (offset - end)};
    }
}
