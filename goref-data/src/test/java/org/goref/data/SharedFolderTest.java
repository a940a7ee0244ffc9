package org.goref.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The variable wins when its folder holds the entries; else the nearest shared/ above; else none. */
class SharedFolderTest {
    @TempDir
    Path root;

    private Path sharedWith(Path parent, String... files) throws IOException {
        Path shared = parent.resolve("shared");
        for (String f : files) {
            Files.createDirectories(shared.resolve(f).getParent());
            Files.writeString(shared.resolve(f), "x");
        }
        return shared;
    }

    @Test
    void theNearestSharedFolderAboveThatHoldsEverythingIsFound() throws IOException {
        Path outer = sharedWith(root, "corpus/index.csv", "bench/data/games19.tsv");
        Path project = Files.createDirectories(root.resolve("work/main/goref-life"));
        // A shared/ nearer the project that lacks the bench data is passed over.
        sharedWith(root.resolve("work"), "corpus/index.csv");
        assertThat(SharedFolder.holding(null, project, "corpus/index.csv", "bench/data/games19.tsv")).contains(outer);
        assertThat(SharedFolder.holding(null, project, "corpus/index.csv")).contains(root.resolve("work/shared"));
    }

    @Test
    void theVariableWinsWhenItsFolderHoldsTheEntries() throws IOException {
        Path elsewhere = sharedWith(Files.createDirectories(root.resolve("elsewhere")), "corpus/index.csv");
        Path above = sharedWith(root, "corpus/index.csv");
        Path project = Files.createDirectories(root.resolve("main"));
        assertThat(SharedFolder.holding(elsewhere.toString(), project, "corpus/index.csv")).contains(elsewhere);
        // A variable naming a folder without them is not believed.
        assertThat(SharedFolder.holding(root.resolve("nothing").toString(), project, "corpus/index.csv")).contains(above);
    }

    @Test
    void withoutOneThereIsNone() throws IOException {
        Path project = Files.createDirectories(root.resolve("lonely/main"));
        assertThat(SharedFolder.holding(null, project, "corpus/index.csv")).isEmpty();
    }

    @Test
    void theSkipMessageNamesWhatIsMissingWhereAndHow() {
        assertThat(SharedFolder.missing("corpus/index.csv", "bench/data/games19.tsv"))
                .startsWith("no shared/corpus/index.csv and shared/bench/data/games19.tsv above " + Path.of("").toAbsolutePath())
                .endsWith("(a checkout beside the project's shared folder, or GOREF_SHARED=that folder)");
    }
}
