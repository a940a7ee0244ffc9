package org.goref.tournament;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.csv.CsvCell;

/**
 * RFC 4180 CSV: reading records (quoted fields may hold commas, quotes and newlines) and writing
 * fields. Written text that a spreadsheet would run as a formula is neutralised (see {@link CsvCell}).
 */
final class Csv {
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

    /** One written field: {@link CsvCell#write}, the writer the match protocol shares. */
    static String field(String v) {
        return CsvCell.write(v);
    }

    static String line(List<String> fields) {
        return String.join(",", fields.stream().map(Csv::field).toList()) + "\r\n";
    }
}
