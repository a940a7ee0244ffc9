package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code loadsgf} and {@code printsgf} against GNU Go on the shared corpus: a sample of each folder
 * (handicap games included) loaded into both engines at a few move numbers (GTP 2 semantics: the
 * position before move N), comparing stones and captures; then goref's {@code printsgf}, loaded
 * into GNU Go, must give the same position.
 */
class GtpConformanceSgfTest {
    private static final int SAMPLE = 30;

    @TempDir
    Path tmp;

    /** {@code shared/corpus/games} (the test is skipped without the shared folder). */
    static Path corpus() {
        return ScoreCommandTest.shared().resolve("corpus/games");
    }

    /** A deterministic sample of the folder: the handicap records first (up to a third), then evenly spread others. */
    static List<Path> sample(Path dir) throws IOException {
        List<Path> all;
        try (Stream<Path> s = Files.walk(dir)) {
            all = s.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf")).sorted().toList();
        }
        List<Path> handicap = new ArrayList<>();
        List<Path> even = new ArrayList<>();
        for (Path p : all) {
            String text = Files.readString(p, StandardCharsets.ISO_8859_1);
            if (!text.contains("SZ[19]") && text.contains("SZ[")) {
                continue; // GNU Go's 19x19 build; the corpus is 19x19 anyway
            }
            (text.contains("AB[") || text.matches("(?s).*HA\\[[2-9]\\].*") ? handicap : even).add(p);
        }
        List<Path> out = new ArrayList<>(handicap.subList(0, Math.min(handicap.size(), SAMPLE / 3)));
        int step = Math.max(1, even.size() / (SAMPLE - out.size()));
        for (int i = 0; i < even.size() && out.size() < SAMPLE; i += step) {
            out.add(even.get(i));
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"ai", "gnugo", "tygem"})
    void loadsgfGivesGnuGosPositionAndPrintsgfReadsBack(String folder) throws Exception {
        List<Path> records = sample(corpus().resolve(folder));
        assertThat(records).hasSizeGreaterThanOrEqualTo(Math.min(SAMPLE, 20));
        if (folder.equals("gnugo")) {
            // The handicap games (AB in the root) are in the sample: "loadsgf FILE 1" shows their stones.
            assertThat(records).filteredOn(p -> read(p).contains("AB[")).hasSizeGreaterThanOrEqualTo(SAMPLE / 3);
        }
        int compared = 0;
        try (GtpPipe goref = GtpPipe.goref("--komi", "0"); GtpPipe gnugo = GtpPipe.gnugo()) {
            for (Path record : records) {
                for (String n : new String[] {" 1", " 2", " 31", " 120", ""}) {
                    String command = "loadsgf " + record + n;
                    String a = goref.ask(command);
                    String b = gnugo.ask(command);
                    assertThat(a.startsWith("=")).as(command + ": goref " + a + ", GNU Go " + b).isEqualTo(b.startsWith("="));
                    if (!a.startsWith("=")) {
                        continue;
                    }
                    samePosition(goref, gnugo, command);
                    compared++;
                    Path printed = tmp.resolve("printed.sgf");
                    Files.writeString(printed, goref.send("printsgf") + "\n", StandardCharsets.UTF_8);
                    gnugo.send("loadsgf " + printed);
                    samePosition(goref, gnugo, "printsgf after " + command);
                }
            }
        }
        assertThat(compared).isGreaterThanOrEqualTo(records.size() * 4);
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void samePosition(GtpPipe goref, GtpPipe gnugo, String what) {
        for (String c : List.of("black", "white")) {
            assertThat(goref.vertices("list_stones " + c)).as(c + " stones after " + what).isEqualTo(gnugo.vertices("list_stones " + c));
            assertThat(goref.send("captures " + c)).as(c + " captures after " + what).isEqualTo(gnugo.send("captures " + c));
        }
    }

    /**
     * A random game with handicap, double moves, passes, undos and a rules change, printed by goref
     * and loaded into a fresh GNU Go: the same stones and captures.
     */
    @ParameterizedTest(name = "handicap {0}")
    @ValueSource(strings = {"0", "2", "5"})
    void printsgfOfARandomGameLoadsIntoGnuGoAsTheSamePosition(String handicap) throws Exception {
        try (GtpPipe goref = GtpPipe.goref("--size", "9", "--rules", "russian-territory,superko=none", "--komi", "0");
             GtpPipe gnugo = GtpPipe.gnugo(); GtpPipe reader = GtpPipe.gnugo()) {
            gnugo.send("boardsize 9");
            gnugo.send("clear_board");
            String first = "black";
            if (!handicap.equals("0")) {
                assertThat(GtpPipe.vertexSet(goref.send("fixed_handicap " + handicap)))
                        .isEqualTo(GtpPipe.vertexSet(gnugo.send("fixed_handicap " + handicap)));
                first = "white";
            }
            GtpConformanceDifferentialTest.playRandomGame(goref, gnugo, 9, new java.util.Random(handicap.hashCode()), 60, first);
            goref.send("goref-rules chinese");
            Path printed = tmp.resolve("game.sgf");
            String sgf = goref.send("printsgf");
            assertThat(sgf).startsWith("(;").contains("SZ[9]").contains("RU[").contains("KM[7.5]");
            // Play has not stopped (these seeds end the random game on a move), so the record claims no result.
            assertThat(sgf).doesNotContain("RE[");
            // The rules change is recorded as the controller set it, not as the engine runs it internally.
            assertThat(sgf).contains("GREV[rules chinese]").doesNotContain("disputes=resume");
            if (!handicap.equals("0")) {
                assertThat(sgf).contains("HA[" + handicap + "]").contains("AB[");
            }
            Files.writeString(printed, sgf + "\n", StandardCharsets.UTF_8);
            reader.send("loadsgf " + printed);
            samePosition(goref, reader, "printsgf");
        }
    }
}
