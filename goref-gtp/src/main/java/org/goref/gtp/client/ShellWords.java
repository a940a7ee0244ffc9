package org.goref.gtp.client;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an engine's command line into words the way a POSIX shell does, without running a shell:
 * blanks separate words, single quotes keep everything literally, double quotes keep blanks and
 * honour {@code \" \\ \$ \`}, and a backslash outside quotes escapes the next character. No
 * globbing, variables or redirections: what is written is what the engine gets.
 */
public final class ShellWords {
    private ShellWords() {
    }

    public static List<String> split(String line) {
        if (line == null || line.isBlank()) {
            throw new IllegalArgumentException("empty engine command");
        }
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        int i = 0;
        int n = line.length();
        while (i < n) {
            char c = line.charAt(i);
            if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unterminated single quote in engine command: " + line);
                }
                w.append(line, i + 1, end);
                inWord = true;
                i = end + 1;
            } else if (c == '"') {
                i++;
                boolean closed = false;
                while (i < n) {
                    char d = line.charAt(i);
                    if (d == '"') {
                        closed = true;
                        i++;
                        break;
                    }
                    if (d == '\\' && i + 1 < n && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) {
                        w.append(line.charAt(i + 1));
                        i += 2;
                    } else {
                        w.append(d);
                        i++;
                    }
                }
                if (!closed) {
                    throw new IllegalArgumentException("unterminated double quote in engine command: " + line);
                }
                inWord = true;
            } else if (c == '\\') {
                if (i + 1 >= n) {
                    throw new IllegalArgumentException("trailing backslash in engine command: " + line);
                }
                w.append(line.charAt(i + 1));
                inWord = true;
                i += 2;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(w.toString());
                    w.setLength(0);
                    inWord = false;
                }
                i++;
            } else {
                w.append(c);
                inWord = true;
                i++;
            }
        }
        if (inWord) {
            words.add(w.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("empty engine command");
        }
        return words;
    }
}
