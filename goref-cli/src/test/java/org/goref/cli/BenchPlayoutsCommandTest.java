package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code goref bench playouts}: a seed is an unsigned 32-bit number; anything else is bad input. */
class BenchPlayoutsCommandTest {

    @ParameterizedTest
    @ValueSource(strings = {"-1", "-2147483648", "4294967296"})
    void aSeedOutsideUnsigned32BitsIsRefusedInOneLine(String seed) {
        CommandRun r = CommandRun.of("bench", "playouts", "--size", "5", "--playouts", "1", "--warmup", "0", "--seed", seed);
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).isEqualTo("goref: --seed must be a 32-bit number (0 to 4294967295), not " + seed + "\n");
        assertThat(r.out()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "4294967295"})
    void theEndsOfTheRangeRun(String seed) {
        CommandRun r = CommandRun.of("bench", "playouts", "--size", "5", "--playouts", "1", "--warmup", "0", "--seed", seed);
        assertThat(r.exit()).isEqualTo(Main.OK);
        assertThat(r.lastLine()).contains("playouts=1 ").endsWith("size=5");
    }
}
