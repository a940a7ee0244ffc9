package org.goref.bench.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;

import org.goref.data.SharedFolder;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The checksums of WORKLOADS.md §6, bit for bit: the proof that goref's board does exactly the work
 * the other engines were measured on (same legal moves, same captures, same ko bans).
 */
class WorkloadChecksumsTest {
    private static final int SEED = 12345;

    private static PlayoutResult playouts(int size, int count) {
        Playouts w1 = new Playouts(size);
        w1.reset(SEED);
        return w1.run(count);
    }

    @Test
    void w1_9x9_200_playouts() {
        PlayoutResult r = playouts(9, 200);
        assertThat(r.checkLine()).isEqualTo("# check goref W1 9 moves=23182 passes=1465 capped=18 poshash=803209");
    }

    @Test
    void w1_9x9_1000_playouts() {
        PlayoutResult r = playouts(9, 1000);
        assertThat(r.checkLine()).isEqualTo("# check goref W1 9 moves=119917 passes=9151 capped=132 poshash=4009643");
    }

    @Test
    void w1_19x19_4_playouts() {
        PlayoutResult r = playouts(19, 4);
        assertThat(r.checkLine()).isEqualTo("# check goref W1 19 moves=4072 passes=260 capped=4 poshash=312838");
    }

    @Test
    void w1_19x19_200_playouts() {
        PlayoutResult r = playouts(19, 200);
        assertThat(r.checkLine()).isEqualTo("# check goref W1 19 moves=160111 passes=11023 capped=126 poshash=16358616");
    }

    @Test
    void w1_warm_up_then_reseed_measures_the_same_playouts() {
        Playouts w1 = new Playouts(9);
        w1.reset(SEED);
        w1.run(50);
        w1.reset(SEED);
        assertThat(w1.run(200).checkLine()).isEqualTo("# check goref W1 9 moves=23182 passes=1465 capped=18 poshash=803209");
    }

    @Test
    void w2_one_pass_over_games19() throws IOException {
        Assumptions.assumeTrue(BenchData.locate("bench/data/games19.tsv").isPresent(),
                SharedFolder.missing("bench/data/games19.tsv"));
        var games = ReplayFile.read(BenchData.games19());
        assertThat(games).hasSize(1446);
        ReplayResult r = new Replay(games).run(1);
        assertThat(r.checkLine()).isEqualTo("# check goref W2 19 moves=387516 illegal=0 poshash=95784381");
    }
}
