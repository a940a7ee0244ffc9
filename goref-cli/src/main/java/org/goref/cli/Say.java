package org.goref.cli;

/**
 * The command line's messages about one thing (a file, a folder, an engine): {@code goref:
 * SUBJECT: what}, the subject said once even when the message from below names it too (the SGF
 * reader's {@code cannot read F: no such file} becomes {@code goref: F: no such file}).
 */
final class Say {
    private Say() {
    }

    static String about(Object subject, String message) {
        String s = String.valueOf(subject);
        String m = message == null ? "failed" : message;
        for (String lead : new String[] {"cannot read " + s + ": ", s + ": "}) {
            if (m.startsWith(lead)) {
                return "goref: " + s + ": " + m.substring(lead.length());
            }
        }
        // "F is 12000000 bytes; the limit …" names its subject as its own first word.
        if (m.startsWith(s + " ")) {
            return "goref: " + m;
        }
        return "goref: " + s + ": " + m;
    }
}
