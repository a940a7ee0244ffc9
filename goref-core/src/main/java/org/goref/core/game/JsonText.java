package org.goref.core.game;

/**
 * The few JSON forms the referee's values are written in by goref's faces (GTP's goref-score, the
 * command line's --json): a quoted string and the score sheet's numbers. Hand-written because the
 * core depends on the JDK alone, and kept here so that every face writes them the same way.
 */
public final class JsonText {
    private JsonText() {
    }

    /** A JSON string literal: quotes, backslashes and control characters escaped. */
    public static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
