package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchAutoscoreCommandTest {
    @TempDir
    Path dir;

    /**
     * Two records of the same 9×9 position, walls on columns E (Black) and F (White): Black has 36
     * points, White 27; with komi 6.5 Black wins by 2.5. The first record says so, the second claims
     * W+10.5.
     */
    private Path writeCorpus() throws IOException {
        String aw = "fafbfcfdfefffgfhfi";
        String ab = "eaebecedeeefegeh" + "ei";
        Path tsv = dir.resolve("games19.tsv");
        Files.writeString(tsv, "# id\tsize\tAB\tAW\tmoves\n"
                + "t/right.sgf\t9\t" + ab + "\t" + aw + "\t\n"
                + "t/wrong.sgf\t9\t" + ab + "\t" + aw + "\t\n", StandardCharsets.UTF_8);
        Path index = dir.resolve("index.csv");
        Files.writeString(index, "file,source,rules,komi,handicap,result,winner,margin\n"
                + "games/t/right.sgf,test,Japanese,6.5,0,B+2.5,B,2.5\n"
                + "games/t/wrong.sgf,test,Japanese,6.5,0,W+10.5,W,10.5\n", StandardCharsets.UTF_8);
        return tsv;
    }

    @Test
    void printsTheDisagreeingRecordThenTheFiguresLine() throws IOException {
        Path tsv = writeCorpus();
        CommandRun r = CommandRun.of("bench", "autoscore", tsv.toString(), "--index", dir.resolve("index.csv").toString());
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).isEqualTo("t/wrong.sgf: recorded W+10.5, counted B+2.5");
        assertThat(lines.get(1)).matches("games=2 winner=0\\.500 exact=0\\.500 within1=0\\.500 median_ms=\\d+\\.\\d");
        assertThat(r.err()).containsPattern("time per position \\(ms CPU\\): median \\d+\\.\\d, p90 \\d+\\.\\d, p99 \\d+\\.\\d, max \\d+\\.\\d");
    }

    @Test
    void readsADirectoryOfSgfRecordsSkippingThoseWithoutACount() throws IOException {
        Path sgf = dir.resolve("sgf");
        Files.createDirectories(sgf.resolve("sub"));
        String setup = "AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi]";
        Files.writeString(sgf.resolve("sub/counted.sgf"), "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+2.5]" + setup + ";W[];B[])");
        Files.writeString(sgf.resolve("resigned.sgf"), "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+R]" + setup + ")");
        CommandRun r = CommandRun.of("bench", "autoscore", sgf.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out().lines().toList()).hasSize(1);
        assertThat(r.out().strip()).matches("games=1 winner=1\\.000 exact=1\\.000 within1=1\\.000 median_ms=\\d+\\.\\d"
                + " confident=1\\.0000 confident_chains=0");
    }

    /**
     * The walls of the two-record corpus with a White stone inside Black's area at C7 (dead: B+3.5):
     * one record counts it so, one as alive (W+16.5: the stone stands and Black's walls close around
     * it), and the position without the stone (B+2.5) recorded a point off. By cause: the stone is the
     * dead chain the second record disagrees on, the third is a one-point (dame) difference. The stone
     * is dead with little confidence: no confident
     * chain to be wrong.
     */
    @Test
    void byCauseNamesTheChainAtFaultAndTheFiguresCountThem() throws IOException {
        Path sgf = dir.resolve("sgf");
        Files.createDirectories(sgf);
        String walls = "AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi]";
        String head = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]";
        Files.writeString(sgf.resolve("dead.sgf"), head + "RE[B+3.5]" + walls + "AW[cc];W[];B[])");
        Files.writeString(sgf.resolve("kept.sgf"), head + "RE[W+16.5]" + walls + "AW[cc];W[];B[])");
        Files.writeString(sgf.resolve("off.sgf"), head + "RE[B+1.5]" + walls + ";W[];B[])");
        CommandRun r = CommandRun.of("bench", "autoscore", sgf.toString(), "--by-cause");
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines).containsExactly(
                "kept.sgf: recorded W+16.5, counted B+3.5 [dead-chain]",
                "off.sgf: recorded B+1.5, counted B+2.5 [dame]",
                lines.get(2));
        assertThat(lines.get(2)).matches("games=3 winner=0\\.667 exact=0\\.333 within1=0\\.667 median_ms=\\d+\\.\\d"
                + " confident=1\\.0000 confident_chains=0 seki=0 dead_chain=1 dame=1 ko=0 open_fight=0 record_differs=0 seki_over10=0");
    }

    @Test
    void aFolderWithoutACountedRecordHasNoFiguresAndIsBadInput() throws IOException {
        // It printed games=0 winner=0.000 exact=0.000 within1=0.000 median_ms=0.0 and exited 0.
        Path sgf = dir.resolve("sgf");
        Files.createDirectories(sgf);
        Files.writeString(sgf.resolve("resigned.sgf"), "(;GM[1]FF[4]SZ[9]KM[6.5]RE[W+R];B[ee])");
        CommandRun r = CommandRun.of("bench", "autoscore", sgf.toString());
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("goref: no counted records (an SGF record with a result by points) under " + sgf + "\n");
    }

    @Test
    void moveListsOfWhichTheIndexCountsNoneHaveNoFiguresAndAreBadInput() throws IOException {
        // The index names the games, but not one result by points: games=0 … and exit 0, as for a folder.
        Path tsv = writeCorpus();
        Path index = dir.resolve("resigned.csv");
        Files.writeString(index, "file,source,rules,komi,handicap,result,winner,margin\n"
                + "games/t/right.sgf,test,Japanese,6.5,0,B+R,B,R\n", StandardCharsets.UTF_8);
        CommandRun r = CommandRun.of("bench", "autoscore", tsv.toString(), "--index", index.toString());
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).endsWith("goref: no record was counted, so there are no figures\n");
    }

    @Test
    void anIndexBesideAFolderOfSgfRecordsIsRefusedNotIgnored() throws IOException {
        // --index applies to move lists only; with a folder it was dropped unread, a missing file included.
        Path sgf = dir.resolve("sgf");
        Files.createDirectories(sgf);
        Files.writeString(sgf.resolve("counted.sgf"), "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+74.5]AB[ee];W[];B[])");
        CommandRun r = CommandRun.of("bench", "autoscore", sgf.toString(), "--index", dir.resolve("none.csv").toString());
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).startsWith("goref: --index joins move lists").contains("leave it out");
    }

    /**
     * 9×9 records a.sgf, b.sgf, … of one position with the given results: walls on columns E (Black)
     * and F (White), a White stone at C7 inside Black's area. Checks that GNU Go is there to read them.
     */
    private Path recordsWithADeadWhiteStone(String... results) throws IOException {
        assertThat(GtpPipe.GNUGO).as("GNU Go (Debian's gnugo; .ci/run installs it)").exists();
        Path sgf = dir.resolve("sgf");
        Files.createDirectories(sgf);
        String setup = "AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi][cc]";
        for (int i = 0; i < results.length; i++) {
            Files.writeString(sgf.resolve((char) ('a' + i) + ".sgf"),
                    "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[" + results[i] + "]" + setup + ";B[];W[])");
        }
        return sgf;
    }

    @Test
    void takesTheDeadStonesFromARealGtpEngineWhenAsked() throws IOException {
        // GNU Go marks the White stone inside Black's area dead; counted as goref counts its own
        // marking that is B+3.5 (36 territory and a prisoner against 27, komi 6.5). The second
        // record claims W+0.5 for the same position and is printed as a disagreement.
        Path sgf = recordsWithADeadWhiteStone("B+3.5", "W+0.5");
        CommandRun r = CommandRun.of("bench", "autoscore", sgf.toString(), "--engine", GtpPipe.GNUGO + " --mode gtp");
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).isEqualTo("b.sgf: recorded W+0.5, counted B+3.5");
        assertThat(lines.get(1)).matches("games=2 winner=0\\.500 exact=0\\.500 within1=0\\.500 median_ms=\\d+\\.\\d");
    }

    @Test
    void showsOneRecordMarkedByGorefAndByARealEngineOnOneBoard() throws IOException {
        Path sgf = recordsWithADeadWhiteStone("B+3.5");
        CommandRun r = CommandRun.of("bench", "autoscore", sgf.toString(), "--show", "a.sgf", "--engine", GtpPipe.GNUGO + " --mode gtp");
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("goref against gnugo: ! dead by goref only, ? dead by gnugo only");
        // Both call the White stone at C7 dead: a lower-case o, no chain listed, one count.
        assertThat(lines.get(3)).startsWith("..o.XO...");
        assertThat(lines).hasSize(11);
        assertThat(lines.get(10)).isEqualTo("recorded B+3.5, counted B+3.5 with goref's marking, B+3.5 with gnugo's");

        CommandRun none = CommandRun.of("bench", "autoscore", sgf.toString(), "--show", "b.sgf", "--engine", GtpPipe.GNUGO + " --mode gtp");
        assertThat(none.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(none.err()).contains("no counted record b.sgf");
    }

    /**
     * A GTP engine (a shell script; goref numbers its commands) that answers everything at once
     * but hangs on {@code final_status_list} for every file whose name says "hang".
     */
    private Path engineThatHangsOnSomeFiles() throws IOException {
        Path script = dir.resolve("hangs.sh");
        Files.writeString(script, """
                #!/bin/bash
                file=""
                while read -r id cmd arg rest; do
                  case "$cmd" in
                    protocol_version) printf '=%s 2\n\n' "$id" ;;
                    loadsgf) file="$arg"; printf '=%s \n\n' "$id" ;;
                    final_status_list) case "$file" in *hang*) exec sleep 60 ;; esac; printf '=%s \n\n' "$id" ;;
                    quit) printf '=%s \n\n' "$id"; exit 0 ;;
                    *) printf '?%s unknown command\n\n' "$id" ;;
                  esac
                done
                """);
        script.toFile().setExecutable(true);
        return script;
    }

    @Test
    void anEngineThatHangsOnOneRecordIsStartedAgainAndTheRunGoesOn() throws IOException {
        Path sgf = recordsWithADeadWhiteStone("B+3.5", "B+3.5", "B+3.5");
        Files.move(sgf.resolve("b.sgf"), sgf.resolve("b-hang.sgf"));
        CommandRun r = CommandRun.of("bench", "autoscore", sgf.toString(), "--engine", engineThatHangsOnSomeFiles().toString(),
                "--engine-timeout", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("b-hang.sgf: the engine failed: ").contains("did not answer in time")
                .contains("left out, the engine gave no marking: 1 record (b-hang.sgf)");
        // a and c are counted (the script marks nothing dead: the White stone stands, W wins).
        assertThat(r.out().lines().toList().getLast()).startsWith("games=2 ");
    }

    @Test
    void anEngineThatHangsOnThreeRecordsInARowIsGivenUp() throws IOException {
        Path sgf = recordsWithADeadWhiteStone("B+3.5", "B+3.5", "B+3.5", "B+3.5");
        for (String name : List.of("a", "b", "c")) {
            Files.move(sgf.resolve(name + ".sgf"), sgf.resolve(name + "-hang.sgf"));
        }
        CommandRun r = CommandRun.of("bench", "autoscore", sgf.toString(), "--engine", engineThatHangsOnSomeFiles().toString(),
                "--engine-timeout", "0.5");
        assertThat(r.exit()).isEqualTo(Main.INTERNAL);
        assertThat(r.err()).contains("giving up: the engine failed on 3 records in a row");
        assertThat(r.out()).doesNotContain("games=");

        CommandRun bad = CommandRun.of("bench", "autoscore", sgf.toString(), "--engine", "x", "--engine-timeout", "0");
        assertThat(bad.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(bad.err()).contains("--engine-timeout must be a positive number of seconds");
    }

    @Test
    void anEngineMarkingNeedsSgfFilesAndAnEngineThatStarts() throws IOException {
        Path tsv = writeCorpus();
        CommandRun r = CommandRun.of("bench", "autoscore", tsv.toString(), "--index", dir.resolve("index.csv").toString(),
                "--engine", "gnugo --mode gtp");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).contains("--engine needs a directory of SGF records");

        Path sgf = dir.resolve("sgf");
        Files.createDirectories(sgf);
        Files.writeString(sgf.resolve("a.sgf"), "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+2.5]AB[ea]AW[fa])");
        CommandRun missing = CommandRun.of("bench", "autoscore", sgf.toString(), "--engine", dir.resolve("no-such-engine") + " --mode gtp");
        assertThat(missing.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(missing.err()).contains("cannot start engine");

        // A program that runs but does not speak GTP (cat echoes the command back) is refused at
        // once, not after a timeout on every record.
        CommandRun notGtp = CommandRun.of("bench", "autoscore", sgf.toString(), "--engine", "cat");
        assertThat(notGtp.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(notGtp.err()).contains("engine 'cat' does not answer GTP").contains("GTP mode");
        assertThat(notGtp.out()).isEmpty();
    }

    @Test
    void aMissingInputIsBadInput() {
        CommandRun r = CommandRun.of("bench", "autoscore", dir.resolve("nothing.tsv").toString());
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).contains("no such file");
    }

    @Test
    void aMissingIndexIsBadInput() throws IOException {
        Path tsv = writeCorpus();
        CommandRun r = CommandRun.of("bench", "autoscore", tsv.toString(), "--index", dir.resolve("none.csv").toString());
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).contains("index");
    }
}
