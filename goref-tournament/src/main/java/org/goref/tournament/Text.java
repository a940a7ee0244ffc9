package org.goref.tournament;

import org.goref.core.text.Quote;

/** Checks on the free text the outside sends: one line, not empty, bounded. */
final class Text {
    private Text() {
    }

    static String line(String s, String whenEmpty) {
        String v = s == null ? "" : s.strip();
        if (v.isEmpty()) {
            throw new IllegalArgumentException(whenEmpty);
        }
        if (v.length() > 2000) {
            throw new IllegalArgumentException("at most 2000 characters");
        }
        return v;
    }

    static String oneWord(String s, String whenEmpty) {
        String v = line(s, whenEmpty);
        if (v.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("no spaces in '" + Quote.of(v) + "'");
        }
        return v;
    }
}
