package org.goref.tournament.system;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.goref.core.text.PlainNumber;
import org.goref.core.text.Quote;

/** A system's written form being read: its word and its {@code key=value} parameters, each taken once. */
final class SystemSpelling {
    private final String word;
    private final Map<String, String> params;

    private SystemSpelling(String word, Map<String, String> params) {
        this.word = word;
        this.params = params;
    }

    static SystemSpelling read(String s) {
        String v = s == null ? "" : s.strip();
        if (v.isEmpty()) {
            throw new IllegalArgumentException("a tournament system is round-robin, swiss, mcmahon or knockout, not nothing");
        }
        String[] parts = v.split(",", -1);
        Map<String, String> params = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip();
            int eq = p.indexOf('=');
            if (eq <= 0 || eq == p.length() - 1) {
                throw new IllegalArgumentException("a system's parameter is key=value, not '" + Quote.of(p) + "' in '" + Quote.of(v) + "'");
            }
            if (params.put(p.substring(0, eq).strip(), p.substring(eq + 1).strip()) != null) {
                throw new IllegalArgumentException("the parameter " + Quote.of(p.substring(0, eq)) + " is given twice in '" + Quote.of(v) + "'");
            }
        }
        return new SystemSpelling(parts[0].strip(), params);
    }

    String word() {
        return word;
    }

    Optional<String> take(String key) {
        return Optional.ofNullable(params.remove(key));
    }

    void requireAllRead() {
        if (!params.isEmpty()) {
            throw new IllegalArgumentException("the system " + word + " has no parameter " + String.join(", ", params.keySet()));
        }
    }

    static int rounds(String s) {
        try {
            return PlainNumber.integer(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a number of rounds, not '" + Quote.of(s) + "'");
        }
    }

    static boolean yesNo(String s) {
        return switch (s) {
            case "yes", "true" -> true;
            case "no", "false" -> false;
            default -> throw new IllegalArgumentException("yes or no, not '" + Quote.of(s) + "'");
        };
    }
}
