package org.goref.gtp.match;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import org.goref.core.csv.CsvCell;
import org.goref.core.rules.RuleSet;

/**
 * The match protocol in a folder: {@code protocol.jsonl} (one JSON object per game; the file
 * {@code --resume} reads) and {@code protocol.csv} (the same rows for spreadsheets). A row is
 * written, flushed and forced to disk when its game ends, so a killed runner loses at most the game
 * in progress; a half-written last line is dropped when the protocol is read back. The CSV's cells
 * are written by {@link CsvCell}, as the tournament's crosstable is: an engine that names itself
 * {@code =HYPERLINK(…)} gets a leading {@code '} so a spreadsheet shows the name and runs nothing, and
 * the tournament's import of the protocol takes that quote off again.
 */
public final class Protocol {
    public static final String JSONL = "protocol.jsonl";
    public static final String CSV = "protocol.csv";
    public static final List<String> CSV_COLUMNS = List.of("game", "black", "white", "handicap", "komi", "rules", "time",
            "result", "reason",
            "black_territory", "black_prisoners", "black_stones", "black_komi", "black_bonus", "black_penalty", "black_total",
            "white_territory", "white_prisoners", "white_stones", "white_komi", "white_bonus", "white_penalty", "white_total",
            "moves", "black_time", "white_time", "sgf");

    // The JSON rows use the CSV's column names (black_time, black_score, ...).
    private static final ObjectMapper JSON = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Path dir;

    public Protocol(Path dir) {
        this.dir = dir;
    }

    /** The rows written so far, by game number (a game written twice keeps its last row). */
    public List<ProtocolRow> read() throws IOException {
        Path f = dir.resolve(JSONL);
        TreeMap<Integer, ProtocolRow> rows = new TreeMap<>();
        if (!Files.exists(f)) {
            return List.of();
        }
        List<String> lines = Files.readString(f, StandardCharsets.UTF_8).lines().map(String::strip)
                .filter(l -> !l.isEmpty()).toList();
        for (int i = 0; i < lines.size(); i++) {
            try {
                ProtocolRow r = JSON.readValue(lines.get(i), ProtocolRow.class);
                rows.put(r.game(), r);
            } catch (JsonProcessingException e) {
                if (i < lines.size() - 1) {
                    throw new IOException(f + ": row " + (i + 1) + " is not a protocol row: " + e.getOriginalMessage());
                }
                // the runner was killed while writing its last line: that game is played again
            }
        }
        return new ArrayList<>(rows.values());
    }

    /** Rewrites both files from these rows (after a resume drops a half-written line). */
    public void rewrite(List<ProtocolRow> rows) throws IOException {
        Files.createDirectories(dir);
        StringBuilder jsonl = new StringBuilder();
        StringBuilder csv = new StringBuilder(String.join(",", CSV_COLUMNS)).append('\n');
        for (ProtocolRow r : rows) {
            jsonl.append(json(r)).append('\n');
            csv.append(csv(r)).append('\n');
        }
        replace(dir.resolve(JSONL), jsonl.toString());
        replace(dir.resolve(CSV), csv.toString());
    }

    /** Appends one game's row to both files and forces it to disk. */
    public void append(ProtocolRow r) throws IOException {
        Files.createDirectories(dir);
        Path csvFile = dir.resolve(CSV);
        if (!Files.exists(csvFile)) {
            appendLine(csvFile, String.join(",", CSV_COLUMNS));
        }
        appendLine(csvFile, csv(r));
        appendLine(dir.resolve(JSONL), json(r));
    }

    private static void replace(Path f, String content) throws IOException {
        Path tmp = f.resolveSibling(f.getFileName() + ".tmp");
        Files.writeString(tmp, content, StandardCharsets.UTF_8);
        Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void appendLine(Path f, String line) throws IOException {
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND); OutputStream out = Channels.newOutputStream(ch)) {
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            ch.force(true);
        }
    }

    static String json(ProtocolRow r) {
        try {
            return JSON.writeValueAsString(r);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String csv(ProtocolRow r) {
        List<String> f = new ArrayList<>();
        f.add(Integer.toString(r.game()));
        f.add(r.black());
        f.add(r.white());
        f.add(Integer.toString(r.handicap()));
        f.add(RuleSet.formatKomi(r.komi()));
        f.add(r.rules());
        f.add(r.time());
        f.add(r.result());
        f.add(r.reason());
        sheet(f, r.blackScore());
        sheet(f, r.whiteScore());
        f.add(Integer.toString(r.moves()));
        f.add(String.format(Locale.ROOT, "%.3f", r.blackTime()));
        f.add(String.format(Locale.ROOT, "%.3f", r.whiteTime()));
        f.add(r.sgf() == null ? "" : r.sgf());
        StringBuilder sb = new StringBuilder();
        for (String v : f) {
            if (!sb.isEmpty()) {
                sb.append(',');
            }
            sb.append(CsvCell.write(v));
        }
        return sb.toString();
    }

    private static void sheet(List<String> f, ProtocolRow.Sheet s) {
        if (s == null) {
            for (int i = 0; i < 7; i++) {
                f.add("");
            }
            return;
        }
        f.add(Integer.toString(s.territory()));
        f.add(Integer.toString(s.prisoners()));
        f.add(Integer.toString(s.stones()));
        f.add(RuleSet.formatKomi(s.komi()));
        f.add(Integer.toString(s.bonus()));
        f.add(RuleSet.formatKomi(s.penalty()));
        f.add(RuleSet.formatKomi(s.total()));
    }
}
