package org.goref.bench.autoscore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The run's figures: the rates, the median time and the tail, by nearest rank. */
class AutoscoreSummaryTest {
    @Test
    void ratesMedianAndTailOfTheTimes() {
        List<AutoscoreRun.Outcome> outcomes = new ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            // Records 1-90 exact, 91-95 one point off, 96-100 the other winner.
            double estimated = i <= 90 ? 2.5 : i <= 95 ? 3.5 : -2.5;
            outcomes.add(new AutoscoreRun.Outcome("r" + i, 2.5, estimated, i));
        }
        AutoscoreRun.Summary s = AutoscoreRun.summarise(outcomes);
        assertThat(s.line()).isEqualTo("games=100 winner=0.950 exact=0.900 within1=0.950 median_ms=50.5");
        assertThat(s.p90Millis()).isEqualTo(90);
        assertThat(s.p99Millis()).isEqualTo(99);
        assertThat(s.maxMillis()).isEqualTo(100);
        assertThat(s.timesLine()).isEqualTo("time per position (ms CPU): median 50.5, p90 90.0, p99 99.0, max 100.0");
    }

    @Test
    void oneRecordIsItsOwnTail() {
        AutoscoreRun.Summary s = AutoscoreRun.summarise(List.of(new AutoscoreRun.Outcome("r", 1.5, 1.5, 7)));
        assertThat(s.medianMillis()).isEqualTo(7);
        assertThat(s.p99Millis()).isEqualTo(7);
        assertThat(s.maxMillis()).isEqualTo(7);
    }
}
