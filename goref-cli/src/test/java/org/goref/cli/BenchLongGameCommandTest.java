package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@code goref bench long-game}: a line per path with its time at N and 10·N and their ratio, then
 * the figures as key=value pairs on the last line. The shape only: the times are the benchmark's to
 * record, not a test's to judge.
 */
class BenchLongGameCommandTest {
    private static final List<String> PATHS = List.of("server-sgf", "server-restore", "gtp-loadsgf-printsgf", "gtp-play-printsgf");

    @Test
    void printsEachPathAtNAndTenNThenTheFiguresOnTheLastLine() {
        CommandRun r = CommandRun.of("bench", "long-game", "--events", "100", "--warmup", "0", "--runs", "1");
        assertThat(r.exit()).as(r.err()).isEqualTo(Main.OK);
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(PATHS.size() + 2);
        assertThat(lines.get(0)).matches("path +N=100 +10N=1000 +ratio +\\(CPU time; wall time on the last line\\)");
        for (int i = 0; i < PATHS.size(); i++) {
            assertThat(lines.get(i + 1)).matches(PATHS.get(i) + " +\\d+\\.\\d ms +\\d+\\.\\d ms +\\d+\\.\\d");
        }
        StringBuilder keys = new StringBuilder("events=100");
        for (String p : PATHS) {
            String k = p.replace('-', '_');
            for (String figure : new String[] {"_cpu_ms", "_10n_cpu_ms", "_ms", "_10n_ms", "_ratio"}) {
                keys.append(" ").append(k).append(figure).append("=\\d+\\.\\d");
            }
        }
        assertThat(r.lastLine()).matches(keys.toString());
    }

    @Test
    void aGameTooShortToMeasureIsRefused() {
        CommandRun r = CommandRun.of("bench", "long-game", "--events", "10");
        assertThat(r.exit()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err()).isEqualTo("goref: --events 100..200000, --runs 1 or more, --warmup 0 or more\n");
        assertThat(r.out()).isEmpty();
    }
}
