package org.goref.bench.workload;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Board;

/**
 * Reads the W2 input (WORKLOADS.md §4): {@code id<TAB>size<TAB>AB<TAB>AW<TAB>moves}, AB/AW as
 * concatenated SGF point pairs or {@code -}, moves as {@code Bpd Wdp B-- ...}. Lines starting with
 * {@code #} and blank lines are skipped. A malformed line is an IllegalArgumentException naming the
 * line and what is wrong with it.
 */
public final class ReplayFile {
    private ReplayFile() {
    }

    public static List<ReplayGame> read(Path file) throws IOException {
        return parse(Files.readAllLines(file, StandardCharsets.ISO_8859_1), file.toString());
    }

    public static List<ReplayGame> parse(List<String> lines, String source) {
        List<ReplayGame> games = new ArrayList<>();
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            try {
                games.add(parseLine(line));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + ":" + (n + 1) + ": " + e.getMessage());
            }
        }
        return games;
    }

    static ReplayGame parseLine(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != 5) {
            throw new IllegalArgumentException("expected 5 tab-separated fields (id, size, AB, AW, moves), found " + f.length);
        }
        int size;
        try {
            size = Integer.parseInt(f[1].trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("size is not a number: " + f[1]);
        }
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new IllegalArgumentException("size must be " + Board.MIN_SIZE + " to " + Board.MAX_SIZE + ", not " + size);
        }
        int[] black = setupPoints(f[2], size, "AB");
        int[] white = setupPoints(f[3], size, "AW");
        String[] tokens = f[4].isBlank() ? new String[0] : f[4].trim().split(" +");
        int[] moves = new int[tokens.length];
        for (int k = 0; k < tokens.length; k++) {
            String t = tokens[k];
            if (t.length() != 3 || (t.charAt(0) != 'B' && t.charAt(0) != 'W')) {
                throw new IllegalArgumentException("move " + (k + 1) + " is not like Bpd, Wdp or B--: " + t);
            }
            int c = t.charAt(0) == 'B' ? Board.BLACK : Board.WHITE;
            int p = t.endsWith("--") ? ReplayGame.PASS : point(t.charAt(1), t.charAt(2), size, t);
            moves[k] = c << 16 | p;
        }
        return new ReplayGame(f[0], size, black, white, moves);
    }

    private static int[] setupPoints(String field, int size, String name) {
        String s = field.trim();
        if (s.equals("-") || s.isEmpty()) {
            return new int[0];
        }
        if (s.length() % 2 != 0) {
            throw new IllegalArgumentException(name + " is not a list of point pairs: " + s);
        }
        int[] points = new int[s.length() / 2];
        for (int k = 0; k < points.length; k++) {
            points[k] = point(s.charAt(2 * k), s.charAt(2 * k + 1), size, name + " " + s.substring(2 * k, 2 * k + 2));
        }
        return points;
    }

    private static int point(char col, char row, int size, String what) {
        int x = col - 'a';
        int y = row - 'a';
        if (x < 0 || y < 0 || x >= size || y >= size) {
            throw new IllegalArgumentException("point off the " + size + "x" + size + " board: " + what);
        }
        return y * size + x;
    }
}
