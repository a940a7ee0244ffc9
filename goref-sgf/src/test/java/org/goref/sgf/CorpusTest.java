package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

/** Every record of the shared corpus: readable, round-trips, replays. */
class CorpusTest {

    @Test
    void everyCorpusRecordReadsWritesAndReadsBackTheSameTree() {
        List<Path> files = Corpus.files();
        assertThat(files).hasSizeGreaterThan(1400);
        List<String> broken = new ArrayList<>();
        for (Path f : files) {
            SgfCollection c = SgfReader.readFile(f);
            String written = SgfWriter.write(c);
            SgfCollection back = SgfReader.readString(written);
            if (back.games().size() != c.games().size() || !back.first().sameTree(c.first())) {
                broken.add(f.toString());
            }
        }
        assertThat(broken).isEmpty();
    }

    @Test
    void everyCorpusRecordReplaysAndItsViolationsAreTheKnownKinds() {
        Map<String, Integer> kinds = new TreeMap<>();
        List<String> lines = new ArrayList<>();
        int moves = 0;
        for (Path f : Corpus.files()) {
            SgfGameRecord r = SgfReader.readRecord(f);
            Replay tolerant = r.toGame(-1, true);
            assertThat(tolerant.complete()).as(f.toString()).isTrue();
            moves += tolerant.movesReplayed();
            Replay strict = r.toGame(-1, false);
            assertThat(strict.violations().size()).isLessThanOrEqualTo(1);
            assertThat(strict.firstViolation().map(Violation::toString)).isEqualTo(tolerant.firstViolation().map(Violation::toString));
            for (Violation v : tolerant.violations()) {
                kinds.merge(v.reason(), 1, Integer::sum);
                lines.add(f.getFileName() + ": " + v);
            }
        }
        System.out.println("corpus violations by kind: " + kinds + "\n" + String.join("\n", lines));
        assertThat(moves).isGreaterThan(380_000);
        assertThat(kinds.keySet()).isSubsetOf("out-of-turn", "ko", "superko", "suicide", "occupied");
    }
}
