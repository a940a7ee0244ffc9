package org.goref.core.text;

import java.util.Locale;

/**
 * What a message quotes of what it was given (a property value, a vertex, a name, an argument):
 * the whole of a short one; of a long one its first characters and its length, {@code
 * 99999999999999999999999999999999… (52,428,800 characters)}. A message used to copy the value
 * whole, and a 50 MB {@code SZ[999…]} put 52 MB into an error, or ran the JVM out of memory
 * building it. Line breaks and other control characters are shown escaped, so that a message
 * stays one line.
 */
public final class Quote {
    /** Values up to this many characters are quoted whole. */
    public static final int WHOLE = 48;
    /** Of a longer value, this many characters are quoted. */
    public static final int HEAD = 32;

    private Quote() {
    }

    /** {@code text} as a message quotes it: whole when short, else its head, "…" and its length. */
    public static String of(String text) {
        if (text == null) {
            return "null";
        }
        if (text.length() <= WHOLE) {
            return oneLine(text, text.length());
        }
        int end = HEAD;
        if (Character.isHighSurrogate(text.charAt(end - 1)) && Character.isLowSurrogate(text.charAt(end))) {
            end--; // not half a character
        }
        return oneLine(text, end) + "… (" + String.format(Locale.ROOT, "%,d", text.length()) + " characters)";
    }

    /** Runs of non-blank characters up to this long are left whole by {@link #longRuns} (a deep path fits). */
    public static final int LONG_RUN = 256;

    /**
     * A message whose own text cannot be trusted to be short (a library's, quoting an argument):
     * every run of more than {@link #LONG_RUN} non-blank characters quoted as {@link #of} quotes it.
     */
    public static String longRuns(String message) {
        if (message == null || message.length() <= LONG_RUN) {
            return message;
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        int n = message.length();
        while (i < n) {
            int j = i;
            while (j < n && !Character.isWhitespace(message.charAt(j))) {
                j++;
            }
            if (j - i > LONG_RUN) {
                sb.append(of(message.substring(i, j)));
            } else {
                sb.append(message, i, j);
            }
            int k = j;
            while (k < n && Character.isWhitespace(message.charAt(k))) {
                k++;
            }
            sb.append(message, j, k);
            i = k;
        }
        return sb.toString();
    }

    /** The first {@code end} characters of {@code text}, control characters escaped. */
    private static String oneLine(String text, int end) {
        StringBuilder sb = null;
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                if (sb == null) {
                    sb = new StringBuilder(end + 8).append(text, 0, i);
                }
                switch (c) {
                    case '\n' -> sb.append("\\n");
                    case '\r' -> sb.append("\\r");
                    case '\t' -> sb.append("\\t");
                    default -> sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
                }
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? (end == text.length() ? text : text.substring(0, end)) : sb.toString();
    }
}
