package org.goref.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.goref.core.game.GameResult;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** GNU Go against GNU Go on 9×9, to the end, under the three rule sets people play most here. */
class GnuGoMatchTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"russian-territory", "russian-area", "japanese"})
    void aGameIsPlayedToTheEndAndCounted(String rules) throws Exception {
        String gnugo = Engines.gnugo();
        Matches.Outcome o = Matches.run(Matches.config(gnugo, gnugo, 1, rules, "none", "lose", dir, 60_000));
        ProtocolRow r = o.row(1);
        assertThat(o.summary().unknown()).isZero();
        assertThat(r.black()).isEqualTo("GNU Go 3.8 #1");
        assertThat(r.rules()).isEqualTo(rules);
        assertThat(r.moves()).isGreaterThan(20);
        GameResult res = GameResult.parseSgf(r.result());
        assertThat(res).isInstanceOfAny(GameResult.ByPoints.class, GameResult.Resignation.class, GameResult.Draw.class);
        if (r.reason().equals("points")) {
            double diff = r.blackScore().total() - r.whiteScore().total();
            assertThat(GameResult.ofDifference(diff).sgf()).isEqualTo(r.result());
            if (rules.equals("russian-area")) {
                assertThat(r.blackScore().stones() + r.whiteScore().stones()).isPositive();
                assertThat(r.blackScore().prisoners()).isZero();
            } else {
                assertThat(r.blackScore().stones()).isZero();
            }
        }
        String sgf = Files.readString(dir.resolve("game-001.sgf"));
        assertThat(sgf).contains("RU[" + rules + "]").contains("RE[" + r.result() + "]").contains("PB[GNU Go 3.8 #1]")
                .contains("OT[none]");
        assertThat(Files.readString(dir.resolve("logs/engine-1.gtp.log"))).contains("> 3 boardsize 9")
                .contains("komi " + r.komi());
    }
}
