package org.goref.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * RFC 4180 CSV: reading records (quoted fields may hold commas, quotes and newlines) and writing
 * fields. Written text that a spreadsheet would run as a formula is neutralised (see {@link #field}).
 */
final class Csv {
    /**
     * A plain decimal number, signed or not ({@code -3.5}, {@code +2}, {@code 10}, {@code -1.0E10}):
     * a spreadsheet reads it as that number and runs nothing, so it is written as is and stays a number.
     */
    private static final Pattern NUMBER = Pattern.compile("[+-]?\\d+(\\.\\d+)?([eE][+-]?\\d+)?");

    private Csv() {
    }

    static List<List<String>> parse(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        String s = text.startsWith("\uFEFF") ? text.substring(1) : text;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < s.length() && s.charAt(i + 1) == '"') {
                        f.append('"');
                        i++;
                    } else {
                        quoted = false;
                    }
                } else {
                    f.append(c);
                }
            } else if (c == '"') {
                quoted = true;
                any = true;
            } else if (c == ',') {
                row.add(f.toString());
                f.setLength(0);
                any = true;
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                    i++;
                }
                if (any || !f.isEmpty()) {
                    row.add(f.toString());
                    rows.add(row);
                }
                row = new ArrayList<>();
                f.setLength(0);
                any = false;
            } else {
                f.append(c);
                any = true;
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("a quoted CSV field is not closed");
        }
        if (any || !f.isEmpty()) {
            row.add(f.toString());
            rows.add(row);
        }
        return rows;
    }

    /**
     * One written field. Text starting with {@code = + - @}, a tab or a carriage return is what
     * Excel, LibreOffice and Google Sheets start a formula with (CSV injection: a player named
     * {@code =HYPERLINK(…)} would run in the referee's spreadsheet), so it gets a leading {@code '},
     * which the spreadsheet shows as text; plain numbers are left alone. Then the RFC 4180 quoting.
     */
    static String field(String v) {
        if (startsAFormula(v)) {
            v = "'" + v;
        }
        if (v.indexOf(',') >= 0 || v.indexOf('"') >= 0 || v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0) {
            return '"' + v.replace("\"", "\"\"") + '"';
        }
        return v;
    }

    static boolean startsAFormula(String v) {
        if (v.isEmpty() || NUMBER.matcher(v).matches()) {
            return false;
        }
        char c = v.charAt(0);
        return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
    }

    static String line(List<String> fields) {
        return String.join(",", fields.stream().map(Csv::field).toList()) + "\r\n";
    }
}
