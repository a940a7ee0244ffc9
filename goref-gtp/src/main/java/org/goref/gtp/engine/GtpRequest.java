package org.goref.gtp.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One GTP command line after the preprocessing GTP 2 §2.3 prescribes: control characters other than
 * HT and LF removed, HT turned into a space, comments after {@code #} dropped, an optional numeric
 * id split off.
 */
public record GtpRequest(Integer id, String name, List<String> args) {

    /**
     * Returns null for a line that carries no command (blank or comment only).
     *
     * @throws GtpError when the line starts with an id too large to be one
     */
    public static GtpRequest parse(String raw) {
        StringBuilder sb = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                sb.append(' ');
            } else if (c >= 32 && c != 127) {
                sb.append(c);
            }
        }
        String line = sb.toString().trim();
        if (line.isEmpty()) {
            return null;
        }
        List<String> words = new ArrayList<>(List.of(line.split(" +")));
        Integer id = null;
        // An id is ASCII digits (GTP 2 §2.5); other scripts' digits start a command name.
        if (words.get(0).chars().allMatch(c -> c >= '0' && c <= '9')) {
            try {
                id = Integer.parseInt(words.remove(0));
            } catch (NumberFormatException e) {
                throw new GtpError("id out of range: at most " + Integer.MAX_VALUE);
            }
            if (words.isEmpty()) {
                return new GtpRequest(id, "", List.of());
            }
        }
        String name = words.remove(0).toLowerCase(Locale.ROOT);
        return new GtpRequest(id, name, List.copyOf(words));
    }

    public String arg(int i) {
        return args.get(i);
    }
}
