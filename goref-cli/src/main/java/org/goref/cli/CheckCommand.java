package org.goref.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.goref.core.game.JsonText;
import org.goref.core.text.Count;
import org.goref.sgf.Replay;
import org.goref.sgf.SgfCollection;
import org.goref.sgf.SgfException;
import org.goref.sgf.SgfGameRecord;
import org.goref.sgf.SgfReader;
import org.goref.sgf.Violation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code goref check FILE-or-DIR... [--json]}: replays every record (folders recursively, on all
 * cores) and prints one line per violation ({@code FILE: move N (B D4): ko}), then the summary
 * {@code N records, M with violations, K unreadable}. Exit 0 all clean, 1 some break a rule, 2 some
 * cannot be read. Its speed (records/s) goes to standard error.
 */
@Command(name = "check", mixinStandardHelpOptions = true, description = "Checks records against the rules.")
public final class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE-or-DIR", description = "SGF files, or folders searched recursively for *.sgf")
    List<Path> inputs;

    @Option(names = "--json", description = "one JSON object instead of lines")
    boolean json;

    /** What one file gave: its records' violations, or why it could not be read. */
    record FileResult(Path file, List<RecordResult> records, String error) {
    }

    /** One game of a file: its violations, or why it could not be read (error, else null). */
    record RecordResult(String label, List<Violation> violations, String error) {
    }

    @Override
    public Integer call() throws IOException {
        List<Path> files = new ArrayList<>();
        List<FileResult> missing = new ArrayList<>();
        for (Path in : inputs) {
            if (Files.isDirectory(in)) {
                try (Stream<Path> s = Files.walk(in)) {
                    s.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf"))
                            .sorted().forEach(files::add);
                }
            } else if (Files.exists(in)) {
                // A pipe or a device (goref check <(curl …), /dev/stdin) is read as a file is: the
                // reader says whether it holds records. Only what is not there is "no such file".
                files.add(in);
            } else {
                missing.add(new FileResult(in, List.of(), "no such file or folder"));
            }
        }
        long t0 = System.nanoTime();
        List<FileResult> results = new ArrayList<>(files.parallelStream().map(CheckCommand::check).toList());
        double secs = (System.nanoTime() - t0) / 1e9;
        results.addAll(missing);

        int records = 0;
        int withViolations = 0;
        int unreadable = 0;
        for (FileResult f : results) {
            if (f.error() != null) {
                unreadable++;
                continue;
            }
            for (RecordResult r : f.records()) {
                if (r.error() != null) {
                    unreadable++;
                    continue;
                }
                records++;
                if (!r.violations().isEmpty()) {
                    withViolations++;
                }
            }
        }
        double rate = secs > 0 ? records / secs : 0;
        if (json) {
            System.out.println(json(results, records, withViolations, unreadable, rate));
        } else {
            for (FileResult f : results) {
                if (f.error() != null) {
                    System.out.println(f.file() + ": unreadable: " + f.error());
                    continue;
                }
                for (RecordResult r : f.records()) {
                    if (r.error() != null) {
                        System.out.println(r.label() + ": unreadable: " + r.error());
                    }
                    for (Violation v : r.violations()) {
                        System.out.println(r.label() + ": " + v);
                    }
                }
            }
            System.out.println(Count.of(records, "record") + ", " + withViolations + " with violations, " + unreadable + " unreadable");
        }
        System.err.printf(Locale.ROOT, "# check: %s in %.2f s, %.0f records/s on %d cores%n", Count.of(records, "record"), secs, rate,
                Runtime.getRuntime().availableProcessors());
        return unreadable > 0 ? Main.BAD_INPUT : withViolations > 0 ? Main.BREAKS_RULE : Main.OK;
    }

    static FileResult check(Path file) {
        SgfCollection c;
        try {
            // A game of a collection that is no record for goref (SZ[30], GM[2]) is reported by its
            // number; it no longer makes the file's other games go unchecked.
            c = new SgfReader().keepingBrokenGames().file(file);
        } catch (SgfException e) {
            return new FileResult(file, List.of(), e.getMessage());
        }
        List<RecordResult> out = new ArrayList<>();
        for (int i = 0; i < c.games().size(); i++) {
            String label = c.games().size() == 1 ? file.toString() : file + "#" + (i + 1);
            out.add(checkGame(c, i, label));
        }
        if (out.size() == 1 && out.get(0).error() != null) {
            // a file of one game is unreadable as a file, as it always was
            return new FileResult(file, List.of(), out.get(0).error());
        }
        return new FileResult(file, out, null);
    }

    private static RecordResult checkGame(SgfCollection c, int i, String label) {
        try {
            Replay r = SgfGameRecord.of(c, i).toGame(-1, true);
            return new RecordResult(label, r.violations(), null);
        } catch (SgfException e) {
            return new RecordResult(label, List.of(), e.getMessage());
        } catch (RuntimeException e) {
            // a record the referee cannot take is unreadable for this purpose; never a stack trace
            return new RecordResult(label, List.of(), "cannot replay: " + e);
        }
    }

    private static String json(List<FileResult> results, int records, int with, int unreadable, double rate) {
        StringBuilder sb = new StringBuilder();
        sb.append("{\"records\":").append(records).append(",\"withViolations\":").append(with)
                .append(",\"unreadable\":").append(unreadable)
                .append(",\"recordsPerSec\":").append(String.format(Locale.ROOT, "%.1f", rate)).append(",\"files\":[");
        boolean firstFile = true;
        for (FileResult f : results) {
            if (!firstFile) {
                sb.append(',');
            }
            firstFile = false;
            sb.append("{\"file\":").append(JsonText.quote(f.file().toString()));
            if (f.error() != null) {
                sb.append(",\"error\":").append(JsonText.quote(f.error())).append('}');
                continue;
            }
            sb.append(",\"records\":[");
            boolean firstRec = true;
            for (RecordResult r : f.records()) {
                if (!firstRec) {
                    sb.append(',');
                }
                firstRec = false;
                sb.append("{\"record\":").append(JsonText.quote(r.label()));
                if (r.error() != null) {
                    sb.append(",\"error\":").append(JsonText.quote(r.error()));
                }
                sb.append(",\"violations\":[");
                boolean firstV = true;
                for (Violation v : r.violations()) {
                    if (!firstV) {
                        sb.append(',');
                    }
                    firstV = false;
                    sb.append("{\"move\":").append(v.moveNumber()).append(",\"color\":\"").append(v.color().letter())
                            .append("\",\"vertex\":").append(JsonText.quote(v.vertex())).append(",\"reason\":").append(JsonText.quote(v.reason())).append('}');
                }
                sb.append("]}");
            }
            sb.append("]}");
        }
        return sb.append("]}").toString();
    }

}
