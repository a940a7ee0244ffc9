package org.goref.sgf;

/** The value types of FF[4]: escaping and unescaping text, soft line breaks, composed values. */
public final class SgfText {
    private SgfText() {
    }

    /** Escapes {@code \} and {@code ]} so the text can stand between brackets. */
    public static String escape(String text) {
        if (text.indexOf('\\') < 0 && text.indexOf(']') < 0) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' || c == ']') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /** Escapes for one half of a composed value: {@code :} too. */
    public static String escapeComposed(String text) {
        return escape(text).replace(":", "\\:");
    }

    /**
     * Text (FF[4] type Text): escapes removed, soft line breaks ({@code \} before a line break)
     * removed, hard line breaks kept as {@code \n}.
     */
    public static String text(String raw) {
        return unescape(raw, false);
    }

    /** SimpleText: like {@link #text} but every line break and tab becomes a space. */
    public static String simpleText(String raw) {
        return unescape(raw, true);
    }

    private static String unescape(String raw, boolean simple) {
        boolean plain = raw.indexOf('\\') < 0 && raw.indexOf('\r') < 0 && (!simple || (raw.indexOf('\n') < 0 && raw.indexOf('\t') < 0));
        if (plain) {
            return raw;
        }
        StringBuilder sb = new StringBuilder(raw.length());
        int n = raw.length();
        for (int i = 0; i < n; i++) {
            char c = raw.charAt(i);
            if (c == '\\' && i + 1 < n) {
                char d = raw.charAt(++i);
                if (d == '\n' || d == '\r') {
                    // soft line break: \ + one of \n, \r, \r\n, \n\r
                    if (i + 1 < n && (raw.charAt(i + 1) == '\n' || raw.charAt(i + 1) == '\r') && raw.charAt(i + 1) != d) {
                        i++;
                    }
                    continue;
                }
                sb.append(simple && Character.isWhitespace(d) ? ' ' : d);
            } else if (c == '\\') {
                // a lone backslash at the very end: keep it rather than lose a character
                sb.append(c);
            } else if (c == '\r') {
                if (i + 1 < n && raw.charAt(i + 1) == '\n') {
                    i++;
                }
                sb.append(simple ? ' ' : '\n');
            } else if (simple && (c == '\n' || c == '\t')) {
                sb.append(' ');
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** The index of the first unescaped {@code :} in a raw composed value, or -1. */
    public static int composedSplit(String raw) {
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == ':') {
                return i;
            }
        }
        return -1;
    }
}
