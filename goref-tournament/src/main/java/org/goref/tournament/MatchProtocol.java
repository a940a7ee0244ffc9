package org.goref.tournament;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.csv.CsvCell;
import org.goref.core.text.PlainNumber;
import org.goref.core.text.Utf16;
import org.goref.core.text.Quote;

/**
 * Reads the match protocol {@code goref match} writes, as CSV with a header or as JSON lines. It
 * goes by the names of the columns, not their order: a name is compared with case, spaces,
 * underscores, dots and dashes ignored ({@code black_territory}, {@code blackTerritory}, {@code
 * Black Territory} are one column), unknown columns are skipped, and JSON objects nest ({@code
 * {"black":{"name":…,"territory":…}}} or {@code {"score":{"black":{…}}}} read as {@code
 * black.name}, {@code black.territory}). Times are seconds, {@code m:ss}, {@code h:mm:ss} or ISO
 * ({@code PT1M5S}); a column whose name ends in {@code ms} holds milliseconds. A CSV cell that
 * starts with a {@code '} before a formula start ({@code '=cmd}) is read without that quote: it is
 * how {@link CsvCell} keeps a spreadsheet from running an engine's name.
 */
public final class MatchProtocol {
    private static final List<String> TERMS =
            List.of("territory", "prisoners", "stones", "komi", "bonus", "handicapbonus", "passstones", "penalty", "total");

    private MatchProtocol() {
    }

    public static List<MatchRow> read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jsonl") ? readJsonl(text) : readCsv(text);
    }

    public static List<MatchRow> readCsv(String text) {
        List<List<String>> rows = Csv.parse(text);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("the protocol is empty: it needs a header line");
        }
        if (rows.get(0).size() == 1 && rows.get(0).get(0).contains(";")) {
            // What a spreadsheet in a Russian (or German, French…) locale writes as "CSV".
            throw new IllegalArgumentException("line 1: columns are separated by commas, not semicolons");
        }
        List<String> header = rows.get(0).stream().map(MatchProtocol::key).toList();
        List<MatchRow> out = new ArrayList<>();
        for (int i = 1; i < rows.size(); i++) {
            List<String> r = rows.get(i);
            if (r.size() == 1 && r.get(0).isBlank()) {
                continue;
            }
            Map<String, String> m = new LinkedHashMap<>();
            for (int c = 0; c < header.size() && c < r.size(); c++) {
                // The quote the match runner put before a name a spreadsheet would run (=cmd) goes.
                m.put(header.get(c), CsvCell.read(r.get(c)).strip());
            }
            out.add(row(i + 1, m));
        }
        return out;
    }

    public static List<MatchRow> readJsonl(String text) {
        ObjectMapper json = new ObjectMapper();
        // A key given twice ({"result":"B+R","result":"W+R"}) is refused: the last one would win
        // silently, and the protocol would hold a result its author may not have meant.
        json.getFactory().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature());
        List<MatchRow> out = new ArrayList<>();
        // An editor's byte-order mark before the first object is no JSON, and no content either.
        String[] lines = (text.startsWith("\uFEFF") ? text.substring(1) : text).split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            JsonNode node;
            try {
                node = json.readTree(lines[i]);
            } catch (IOException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": not JSON: " + e.getMessage().lines().findFirst().orElse(""));
            }
            if (node == null || !node.isObject()) {
                throw new IllegalArgumentException("line " + (i + 1) + ": a protocol line is a JSON object");
            }
            Map<String, String> m = new LinkedHashMap<>();
            flatten("", node, m);
            // A surrogate escape alone (U+D800 with no other half) is half of a character: Java keeps
            // it, UTF-8 cannot, so the reason stored would differ from the one imported (the API's
            // bodies refuse it too).
            for (Map.Entry<String, String> e : m.entrySet()) {
                if (Utf16.hasUnpairedSurrogate(e.getValue())) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getKey()
                            + ": the text holds half of a character (an unpaired surrogate escape such as \\uD800)");
                }
            }
            out.add(row(i + 1, m));
        }
        return out;
    }

    private static void flatten(String prefix, JsonNode node, Map<String, String> out) {
        if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> it = node.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                flatten(prefix + key(e.getKey()), e.getValue(), out);
            }
        } else if (!node.isNull() && !node.isArray()) {
            out.put(prefix, text(node));
        }
    }

    /**
     * A value as the line wrote it, for the plain-number readers: Jackson prints a double of 10^7
     * or more, or under 10^-3, in E notation (12345678.0 as "1.2345678E7"), which they refuse as
     * no number. A finite one is given plainly; 1e400 (infinite) stays "Infinity", refused.
     */
    private static String text(JsonNode node) {
        if (node.isFloatingPointNumber() && Double.isFinite(node.doubleValue())) {
            return node.decimalValue().toPlainString();
        }
        return node.asText();
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
    }

    // --------------------------------------------------------------------------- one row

    private static MatchRow row(int line, Map<String, String> m) {
        try {
            // A name in a nested object reads as black+name; a plain column as black.
            String black = first(m, "black", "blackname", "blackplayer", "blackengine", "pb");
            String white = first(m, "white", "whitename", "whiteplayer", "whiteengine", "pw");
            if (black == null || white == null || black.isBlank() || white.isBlank()) {
                throw new IllegalArgumentException("needs the black and white players' names");
            }
            String number = first(m, "number", "game", "no", "n", "index", "gamenumber");
            String result = first(m, "result", "re");
            if (result == null || result.isBlank()) {
                throw new IllegalArgumentException("needs a result");
            }
            String handicap = first(m, "handicap", "ha");
            String komi = first(m, "komi", "km");
            String moves = first(m, "moves", "movecount", "nmoves", "movesplayed");
            return new MatchRow(line, number == null || number.isBlank() ? line - 1 : PlainNumber.integer(number.strip()),
                    black, white, blankToNull(handicap) == null ? null : PlainNumber.integer(handicap.strip()),
                    blankToNull(komi) == null ? null : PlainNumber.decimal(komi.strip()), blankToNull(first(m, "rules", "ruleset", "ru")),
                    result, first(m, "reason", "why", "termination", "ending"), terms(m, "black", "b"),
                    terms(m, "white", "w"), blankToNull(moves) == null ? null : PlainNumber.integer(moves.strip()),
                    time(m, "black", "b"), time(m, "white", "w"));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line " + line + ": not a number: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("line " + line + ": " + e.getMessage());
        }
    }

    private static Map<String, Double> terms(Map<String, String> m, String side, String letter) {
        Map<String, Double> out = new HashMap<>();
        for (String t : TERMS) {
            String v = first(m, side + t, t + side, "score" + side + t, letter + t, side + "score" + t);
            if (blankToNull(v) != null) {
                out.put(t, PlainNumber.decimal(v.strip())); // "NaN", "1e1", "6.5f" are no score-sheet term
            }
        }
        if (!out.containsKey("bonus") && out.containsKey("handicapbonus")) {
            out.put("bonus", out.get("handicapbonus") + out.getOrDefault("passstones", 0.0));
        }
        return out;
    }

    private static Duration time(Map<String, String> m, String side, String letter) {
        for (String k : List.of(side + "time", "time" + side, side + "timeused", "timeused" + side, letter + "time",
                side + "timems", side + "timeusedms", "timeused" + side + "ms", letter + "timems")) {
            String v = blankToNull(m.get(k));
            if (v != null) {
                return parseTime(v, k.endsWith("ms"));
            }
        }
        return null;
    }

    static Duration parseTime(String v, boolean millis) {
        if (v.startsWith("P") || v.startsWith("p")) {
            try {
                return Duration.parse(v.toUpperCase(Locale.ROOT));
            } catch (DateTimeParseException | ArithmeticException e) {
                // Not IllegalArgumentExceptions: uncaught, they reached the server as a 500.
                throw new IllegalArgumentException("not a time: '" + Quote.of(v) + "' (seconds, m:ss, h:mm:ss or ISO PT1M5S)");
            }
        }
        if (v.contains(":")) {
            String[] p = v.split(":", -1); // "1:05:" is no time, not 1:05
            double s = 0;
            for (String x : p) {
                s = s * 60 + seconds(x, v);
            }
            return Duration.ofMillis(Math.round(s * 1000));
        }
        double d = seconds(v, v);
        return Duration.ofMillis(Math.round(millis ? d : d * 1000));
    }

    /** One part of a time: a plain unsigned decimal ("1e400", "NaN" or "-5" is no time a clock showed). */
    private static double seconds(String part, String time) {
        if (part.startsWith("+") || part.startsWith("-") || !PlainNumber.isDecimal(part)) {
            throw new IllegalArgumentException("not a time: '" + Quote.of(time) + "' (seconds, m:ss, h:mm:ss or ISO PT1M5S)");
        }
        return Double.parseDouble(part);
    }

    private static String first(Map<String, String> m, String... keys) {
        for (String k : keys) {
            if (m.containsKey(k)) {
                return m.get(k);
            }
        }
        return null;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
