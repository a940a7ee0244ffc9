package org.goref.bench.autoscore;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;

/**
 * Counted records read from the benchmark's move lists ({@code games19.tsv}: {@code
 * id<TAB>19<TAB>AB<TAB>AW<TAB>moves}) joined with the corpus index ({@code index.csv}: rules,
 * komi, handicap and recorded margin per file; the tsv id is the index's file name without its
 * leading {@code games/}). Records without a numeric result are skipped.
 */
public final class TsvCorpus {
    private TsvCorpus() {
    }

    /** What the index says about one record. */
    public record IndexRow(RuleSet rules, int handicap, double margin) {
    }

    public static List<CountedRecord> load(Path tsv, Path indexCsv) throws IOException {
        Map<String, IndexRow> index = readIndex(indexCsv);
        List<CountedRecord> out = new ArrayList<>();
        for (String line : Files.readAllLines(tsv, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            if (f.length < 5) {
                throw new IllegalArgumentException(tsv + ": a line without five tab-separated fields: " + abbreviate(line));
            }
            IndexRow row = index.get(f[0]);
            if (row == null) {
                continue;
            }
            int size = Integer.parseInt(f[1].trim());
            List<CountedRecord.Move> moves = new ArrayList<>();
            for (String m : f[4].trim().split(" +")) {
                if (m.isEmpty()) {
                    continue;
                }
                int c = m.charAt(0) == 'B' ? Board.BLACK : Board.WHITE;
                String v = m.substring(1);
                Point p = v.equals("--") || v.isEmpty() ? null : Point.parseSgf(v);
                if (p != null && v.equals("tt") && size <= 19) {
                    p = null;
                }
                moves.add(new CountedRecord.Move(c, p));
            }
            out.add(new CountedRecord(f[0], size, points(f[2]), points(f[3]), moves, row.rules(), row.handicap(),
                    row.margin()));
        }
        return out;
    }

    private static List<Point> points(String field) {
        List<Point> out = new ArrayList<>();
        String s = field.trim();
        if (s.equals("-")) {
            return out;
        }
        for (int i = 0; i + 1 < s.length(); i += 2) {
            out.add(Point.parseSgf(s.substring(i, i + 2)));
        }
        return out;
    }

    /** The index rows with a numeric result, by tsv id. */
    public static Map<String, IndexRow> readIndex(Path indexCsv) throws IOException {
        Map<String, IndexRow> out = new HashMap<>();
        List<String> lines = Files.readAllLines(indexCsv, StandardCharsets.UTF_8);
        if (lines.isEmpty()) {
            throw new IllegalArgumentException(indexCsv + " is empty");
        }
        List<String> header = List.of(lines.get(0).split(","));
        int file = header.indexOf("file");
        int rules = header.indexOf("rules");
        int komi = header.indexOf("komi");
        int handicap = header.indexOf("handicap");
        int winner = header.indexOf("winner");
        int margin = header.indexOf("margin");
        if (file < 0 || rules < 0 || komi < 0 || handicap < 0 || winner < 0 || margin < 0) {
            throw new IllegalArgumentException(indexCsv + ": needs the columns file, rules, komi, handicap, winner, margin");
        }
        for (String line : lines.subList(1, lines.size())) {
            // Quoted fields (names, dates) come after the columns used here; continuation lines do not start with games/.
            if (!line.startsWith("games/")) {
                continue;
            }
            String[] f = line.split(",", -1);
            String w = f[winner].trim();
            double m;
            try {
                m = Double.parseDouble(f[margin].trim());
            } catch (NumberFormatException e) {
                continue;
            }
            if (w.equals("W")) {
                m = -m;
            } else if (!w.equals("B")) {
                m = 0;
            }
            RuleSet rs = rulesNamed(f[rules]).withKomi(Double.parseDouble(f[komi].trim()));
            out.put(f[file].substring("games/".length()), new IndexRow(rs, Integer.parseInt(f[handicap].trim()), m));
        }
        return out;
    }

    /** The preset for a record's rules name (SGF RU spelling); unknown names count as Japanese. */
    public static RuleSet rulesNamed(String name) {
        String n = name.replace("(assumed)", "").trim().toLowerCase(Locale.ROOT);
        RuleSet.Preset p = switch (n) {
            case "chinese" -> RuleSet.Preset.CHINESE;
            case "korean" -> RuleSet.Preset.KOREAN;
            case "aga" -> RuleSet.Preset.AGA;
            case "new zealand", "nz" -> RuleSet.Preset.NEW_ZEALAND;
            case "tromp-taylor", "tromp taylor" -> RuleSet.Preset.TROMP_TAYLOR;
            default -> RuleSet.Preset.JAPANESE;
        };
        return p.rules();
    }

    private static String abbreviate(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }
}
