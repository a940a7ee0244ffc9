package org.goref.core.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Point;
import org.goref.core.game.Handicap;
import org.junit.jupiter.api.Test;

/** Fixed handicap placement against GNU Go's {@code fixed_handicap}, every size 2-19 and count 1-10. */
class GnuGoHandicapCrossCheckTest {

    @Test
    void sameStarPointsAndLimitsAsGnuGo() throws Exception {
        Path gnugo = GnuGo.find();
        if (gnugo == null) {
            fail("GNU Go is not installed: the Debian package gnugo is needed; .ci/run installs it");
        }
        try (GnuGo g = new GnuGo(gnugo)) {
            for (int size = 2; size <= 19; size++) {
                g.send("boardsize " + size);
                for (int n = 2; n <= 10; n++) {
                    g.send("clear_board");
                    String answer = g.ask("fixed_handicap " + n);
                    String what = size + "x" + size + " with " + n + " stones";
                    if (answer.startsWith("?")) {
                        int s = size;
                        int k = n;
                        assertThatThrownBy(() -> Handicap.fixed(s, k)).as(what).isInstanceOf(IllegalArgumentException.class);
                        continue;
                    }
                    Set<String> mine = new TreeSet<>();
                    for (Point p : Handicap.fixed(size, n)) {
                        mine.add(p.toGtp(size));
                    }
                    assertThat(mine).as(what).isEqualTo(GnuGoCrossCheckTest.vertices(answer.substring(1)));
                }
                assertThat(Handicap.maxFixed(size)).as("most stones on " + size + "x" + size)
                        .isEqualTo(size < 7 ? 0 : size == 7 || size % 2 == 0 ? 4 : 9);
            }
        }
    }
}
