package org.goref.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two kos on a 9×9 board (X at B5/C5, Y at G2/H2) and a cycle B takes X, W takes Y, B passes,
 * W retakes X, B retakes Y, W passes: Black's next capture at C5 repeats the position after its
 * first (White to move), which situational superko forbids; positional superko already forbids
 * Black's retake at G2 (the position after the setup); Japanese rules let it repeat until the third
 * time, which ends the game without result.
 */
class SuperkoTest {
    @TempDir
    Path dir;

    private static final String SETUP_B = "A5,B6,B4,G2,J2,H3,H1";
    private static final String SETUP_W = "D5,C6,C4,F2,G3,G1,B5";
    private static final String CYCLE_B = ",C5,pass,G2".repeat(3);
    private static final String CYCLE_W = ",H2,B5,pass".repeat(3);

    private Matches.Outcome play(String rules) throws Exception {
        String engine = Engines.misbehaving("--mode", "script", "--black", SETUP_B + CYCLE_B, "--white", SETUP_W + CYCLE_W);
        return Matches.run(Matches.config(engine, engine, 1, rules, "none", "lose", dir, 20_000));
    }

    @Test
    void situationalSuperkoRepetitionIsAForfeitUnderIllegalLose() throws Exception {
        ProtocolRow r = play("russian-territory").row(1);
        assertThat(r.result()).isEqualTo("W+F");
        assertThat(r.reason()).contains("illegal move C5 by black: superko");
        assertThat(r.moves()).isEqualTo(20);
    }

    @Test
    void positionalSuperkoForbidsTheRetakeThatRestoresTheSetupPosition() throws Exception {
        ProtocolRow r = play("chinese").row(1);
        assertThat(r.result()).isEqualTo("W+F");
        assertThat(r.reason()).contains("illegal move G2 by black: superko");
        assertThat(r.moves()).isEqualTo(18);
    }

    @Test
    void japaneseRulesEndTheThirdRepetitionWithoutResult() throws Exception {
        ProtocolRow r = play("japanese").row(1);
        assertThat(r.result()).isEqualTo("Void");
        assertThat(r.reason()).contains("third time");
        assertThat(r.moves()).isEqualTo(27);
        assertThat(Files.readString(dir.resolve("game-001.sgf"))).contains("RE[Void]");
    }
}
