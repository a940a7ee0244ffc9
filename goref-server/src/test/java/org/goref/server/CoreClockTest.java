package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Color;
import org.goref.core.clock.TimeSpec;
import org.goref.server.clock.CoreClock;
import org.goref.server.clock.GameClock;
import org.junit.jupiter.api.Test;

/** The core's time controls driven by the server's event timestamps. */
class CoreClockTest {

    static CoreClock clock(String spec) {
        return new CoreClock(TimeSpec.parse(spec));
    }

    @Test
    void absoluteTimeRunsOutForTheSideToMoveOnly() {
        CoreClock c = clock("abs:10s");
        c.run(Color.BLACK, 0);
        c.moveMade(Color.BLACK, 4_000);
        c.run(Color.WHITE, 4_000);
        assertThat(c.read(Color.BLACK, 9_000).mainMs()).isEqualTo(6_000);
        assertThat(c.read(Color.WHITE, 9_000).mainMs()).isEqualTo(5_000);
        assertThat(c.flagged(14_000)).isEmpty();
        assertThat(c.flagged(14_001)).contains(Color.WHITE);
    }

    @Test
    void aByoYomiPeriodIsUsedUpOnlyWhenExceeded() {
        CoreClock c = clock("byo:5s+3x10s");
        c.run(Color.BLACK, 0);
        // 5 s main + 9 s: within the first period, all three kept.
        c.moveMade(Color.BLACK, 14_000);
        assertThat(c.read(Color.BLACK, 14_000)).isEqualTo(new GameClock.Reading(0, 3, 10_000, 0, false));
        c.run(Color.WHITE, 14_000);
        c.moveMade(Color.WHITE, 15_000);
        c.run(Color.BLACK, 15_000);
        // 25 s into byo-yomi: two periods exceeded, one left, 5 s into it.
        GameClock.Reading r = c.read(Color.BLACK, 40_000);
        assertThat(r.periods()).isEqualTo(1);
        assertThat(r.periodMs()).isEqualTo(5_000);
        c.moveMade(Color.BLACK, 40_000);
        assertThat(c.read(Color.BLACK, 40_000).periods()).isEqualTo(1);
        c.run(Color.WHITE, 40_000);
        c.moveMade(Color.WHITE, 41_000);
        c.run(Color.BLACK, 41_000);
        assertThat(c.flagged(51_000)).isEmpty();
        assertThat(c.flagged(51_001)).contains(Color.BLACK);
    }

    @Test
    void canadianAndFischerReadings() {
        CoreClock can = clock("can:10s+2/20s");
        can.run(Color.BLACK, 0);
        assertThat(can.read(Color.BLACK, 15_000)).isEqualTo(new GameClock.Reading(0, 0, 15_000, 2, true));
        can.moveMade(Color.BLACK, 15_000);
        assertThat(can.read(Color.BLACK, 15_000)).isEqualTo(new GameClock.Reading(0, 0, 15_000, 1, false));
        CoreClock fis = clock("fis:10s+5s");
        fis.run(Color.WHITE, 0);
        fis.moveMade(Color.WHITE, 4_000);
        assertThat(fis.read(Color.WHITE, 4_000).mainMs()).isEqualTo(11_000);
    }

    @Test
    void nothingRunsWhilePlayIsStopped_andARestartChargesNothingForTheDowntime() {
        CoreClock c = clock("abs:60s");
        c.run(Color.BLACK, 0);
        c.moveMade(Color.BLACK, 1_000);
        c.run(null, 1_000);
        assertThat(c.flagged(1_000_000)).isEmpty();
        c.run(Color.WHITE, 1_000_000);
        c.restartedAt(2_000_000);
        assertThat(c.read(Color.WHITE, 2_010_000).mainMs()).isEqualTo(50_000);
        assertThat(c.flagged(2_060_000)).isEmpty();
        assertThat(c.flagged(2_060_001)).contains(Color.WHITE);
    }
}
