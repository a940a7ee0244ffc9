package org.goref.tournament.opengotha;

import java.util.List;

/** Rows as a table for the terminal: each column padded to its widest cell, two spaces between. */
public final class TextTable {
    private TextTable() {
    }

    public static String of(List<List<String>> rows) {
        int cols = rows.stream().mapToInt(List::size).max().orElse(0);
        int[] w = new int[cols];
        for (List<String> r : rows) {
            for (int i = 0; i < r.size(); i++) {
                w[i] = Math.max(w[i], r.get(i).codePointCount(0, r.get(i).length()));
            }
        }
        StringBuilder sb = new StringBuilder();
        for (List<String> r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.size(); i++) {
                String c = r.get(i);
                line.append(c).append(" ".repeat(w[i] - c.codePointCount(0, c.length()) + 2));
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
