package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code goref bench replay FILE.tsv}: what is wrong with its one argument is said as it is. */
class BenchReplayCommandTest {
    @TempDir
    Path dir;

    @Test
    void aFolderIsNamedAsAFolderNotAsMissing() {
        // It said "no such file: DIR" of a folder that is there.
        CommandRun r = CommandRun.of("bench", "replay", dir.toString());
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).startsWith("goref: " + dir + " is a folder; give the games file");
    }

    @Test
    void aMissingFileIsNoSuchFile() {
        CommandRun r = CommandRun.of("bench", "replay", dir.resolve("games19.tsv").toString());
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).isEqualTo("goref: no such file: " + dir.resolve("games19.tsv") + "\n");
    }
}
