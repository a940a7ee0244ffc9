package org.goref.server.http;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** An IP address written in one canonical form, so that {@code ::1} and {@code [0:0:0:0:0:0:0:1]} compare equal. */
final class IpLiteral {
    private IpLiteral() {
    }

    /** The canonical form of an IPv4 or IPv6 literal; null for anything else (never a DNS lookup). */
    static String normal(String s) {
        if (s == null) {
            return null;
        }
        String t = s.strip();
        if (t.startsWith("[") && t.endsWith("]")) {
            t = t.substring(1, t.length() - 1);
        }
        // Only digits, dots, colons and hex letters: a literal, which InetAddress parses without asking DNS.
        if (t.isEmpty() || t.length() > 45 || !t.matches("[0-9A-Fa-f.:]+") || !t.contains(".") && !t.contains(":")) {
            return null;
        }
        try {
            return InetAddress.getByName(t).getHostAddress();
        } catch (UnknownHostException | SecurityException e) {
            return null;
        }
    }
}
