package org.goref.sgf;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Checks on bytes that let the reader parse a record without decoding it first: whether they
 * are all ASCII, and whether they are well-formed UTF-8 (the JDK has no check that does not
 * build the decoded text).
 */
final class Utf8 {
    private Utf8() {
    }

    /** Eight bytes at a time: ASCII runs are most of a record, and a byte-by-byte loop is not vectorised. */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long HIGH_BITS = 0x8080808080808080L;

    /** The index of the first byte at or after {@code from} that is not ASCII, or -1. */
    static int firstNonAscii(byte[] b, int from) {
        int k = from;
        for (; k + 8 <= b.length; k += 8) {
            if (((long) LONGS.get(b, k) & HIGH_BITS) != 0) {
                break;
            }
        }
        for (; k < b.length; k++) {
            if (b[k] < 0) {
                return k;
            }
        }
        return -1;
    }

    /**
     * Whether the bytes from {@code from} on are well-formed UTF-8 in the sense of the Unicode
     * standard (table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF, no sequence
     * cut off), which is what the JDK's decoder refuses when told to report malformed input.
     */
    static boolean isValid(byte[] b, int from) {
        int n = b.length;
        int k = from;
        while (k < n) {
            if (b[k] >= 0) {
                k++;
                if ((k & 7) == 0) {
                    int next = firstNonAscii(b, k);
                    if (next < 0) {
                        return true;
                    }
                    k = next;
                }
                continue;
            }
            int length = sequenceLength(b, k);
            if (length == 0) {
                return false;
            }
            k += length;
        }
        return true;
    }

    /**
     * For bytes that are not valid UTF-8 as a whole: how many well-formed multi-byte sequences they
     * hold, and how many runs of bytes that belong to none ({valid, malformed}). Text in another
     * charset has few of the first (in GB2312 one character in seven looks like a 2-byte sequence)
     * and as many runs of the second; UTF-8 cut in the middle of a character or with one stray
     * Latin-1 byte has many of the first and one or two of the second.
     */
    static int[] census(byte[] b) {
        int n = b.length;
        int valid = 0;
        int malformed = 0;
        boolean inRun = false;
        int k = 0;
        while (k < n) {
            int c = b[k] & 0xFF;
            if (c < 0x80) {
                k++;
                inRun = false;
                continue;
            }
            int length = sequenceLength(b, k);
            if (length > 0) {
                valid++;
                k += length;
                inRun = false;
            } else {
                malformed += inRun ? 0 : 1;
                inRun = true;
                k++;
            }
        }
        return new int[] {valid, malformed};
    }

    /**
     * The length of the well-formed multi-byte sequence at {@code k}, or 0 when there is none: a
     * continuation byte with no lead, an overlong 2-byte lead or one beyond U+10FFFF, a sequence cut
     * off or broken.
     */
    private static int sequenceLength(byte[] b, int k) {
        int c = b[k] & 0xFF;
        if (c < 0xC2 || c > 0xF4) {
            return 0;
        }
        int length = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        if (k + length > b.length) {
            return 0;
        }
        int second = b[k + 1] & 0xFF;
        // the second byte's range narrows after E0 (overlong), ED (surrogates), F0 (overlong) and F4 (> U+10FFFF)
        int low = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
        int high = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
        if (second < low || second > high) {
            return 0;
        }
        for (int j = k + 2; j < k + length; j++) {
            if (!isContinuation(b[j])) {
                return 0;
            }
        }
        return length;
    }

    private static boolean isContinuation(byte x) {
        return (x & 0xC0) == 0x80;
    }
}
