package org.goref.bench.autoscore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.goref.core.board.Point;
import org.goref.life.Estimator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link RecordView}: the estimate of one record drawn on its board, and two markings of one record
 * on one board with both counts.
 */
class RecordViewTest {
    @TempDir
    Path dir;

    /**
     * 9×9, Black's wall on column E, White's on F, a White stone at C7 inside Black's area: goref
     * calls it dead, and the count is B+3.5 (36 points and a prisoner against 27, komi 6.5).
     */
    private SgfCorpus.Replayed record() throws IOException {
        String setup = "AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi][cc]";
        Path f = dir.resolve("a.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[B+3.5]" + setup + ";B[];W[])");
        return SgfCorpus.read(dir, f);
    }

    @Test
    void theEstimateShowsTheDeadStoneAndEachSidesTerritory() throws IOException {
        SgfCorpus.Replayed r = record();
        String text = new RecordView(new AutoscoreRun(new Estimator()))
                .render(r.game().board(), r.game().rules(), r.game().toMove().code);
        List<String> lines = text.lines().toList();
        assertThat(lines).hasSize(10);
        // Row 7: Black's territory around the dead White stone, the walls, White's territory; beside
        // it the ownership, firm on the walls, each side's open area its owner's or even (random
        // invaders with the playouts' shape answers live in a 4×9 area now and then, as they could).
        assertThat(lines.get(2)).matches("bbobXOwww   [.bB]{4}BW[wW]{3}");
        assertThat(lines.get(9)).startsWith("to move: B, seki stones: 0");
    }

    @Test
    void theSameMarkingShowsNoDisagreementAndOneCount() throws IOException {
        String text = new RecordView(new AutoscoreRun(new Estimator())).compare(record(), Set.of(Point.of(2, 2)), "other");
        List<String> lines = text.lines().toList();
        assertThat(lines.get(0)).isEqualTo("goref against other: ! dead by goref only, ? dead by other only");
        // Row 7 (y = 2): empty, empty, the dead White stone, empty, Black's wall, White's wall, empty ×3.
        assertThat(lines.get(3)).startsWith("..o.XO...   ");
        assertThat(lines).hasSize(11);
        assertThat(lines.get(10)).isEqualTo("recorded B+3.5, counted B+3.5 with goref's marking, B+3.5 with other's");
    }

    @Test
    void aChainMarkedDifferentlyIsShownAndNamed() throws IOException {
        // The other marking leaves the White stone alive: the region beside it is no longer Black's,
        // and the count changes; the stone is '!' (dead by goref only) and listed with its figures.
        String text = new RecordView(new AutoscoreRun(new Estimator())).compare(record(), Set.of(), "other");
        List<String> lines = text.lines().toList();
        assertThat(lines.get(3)).startsWith("..!.XO...   ");
        assertThat(lines).anyMatch(l -> l.matches(
                "White C7: 1 stone, 4 liberties, ownership [-+]\\d\\.\\d\\d: dead by goref, alive by other"));
        assertThat(lines.get(lines.size() - 1)).startsWith("recorded B+3.5, counted B+3.5 with goref's marking, ")
                .doesNotEndWith("B+3.5 with other's");

        // And the other way round: a living Black wall stone called dead by the other marking is '?'.
        String wall = new RecordView(new AutoscoreRun(new Estimator())).compare(record(), Set.of(Point.of(2, 2), Point.of(4, 0)), "other");
        assertThat(wall.lines().toList().get(1)).startsWith("....?O...   ");
        assertThat(wall).contains("Black E9: 9 stones, ");
    }
}
