package org.goref.core.text;

/**
 * Java strings are UTF-16 and may hold half of a character: a surrogate with no other half (a
 * JSON escape such as {@code "\uD800"} alone makes one). UTF-8 cannot encode it, so a text that
 * holds one is written as {@code ?} by every answer and database, and differs from what was
 * accepted. The API's bodies and the imported match protocols refuse such texts with this check.
 */
public final class Utf16 {
    private Utf16() {
    }

    /** Whether {@code s} holds a high surrogate not followed by a low one, or a low one alone. */
    public static boolean hasUnpairedSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return true;
            }
        }
        return false;
    }
}
