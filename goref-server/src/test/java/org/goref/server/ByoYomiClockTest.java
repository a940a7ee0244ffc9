package org.goref.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.goref.core.board.Color;
import org.goref.server.clock.ByoYomiClock;
import org.goref.server.clock.GameClock;
import org.goref.server.clock.TimeControl;
import org.junit.jupiter.api.Test;

class ByoYomiClockTest {

    @Test
    void absoluteTimeRunsOutForTheSideToMoveOnly() {
        ByoYomiClock c = new ByoYomiClock(TimeControl.absolute(10));
        c.run(Color.BLACK, 0);
        c.moveMade(Color.BLACK, 4_000);
        c.run(Color.WHITE, 4_000);
        assertThat(c.read(Color.BLACK, 9_000).mainMs()).isEqualTo(6_000);
        assertThat(c.read(Color.WHITE, 9_000).mainMs()).isEqualTo(5_000);
        assertThat(c.flagged(14_000)).isEmpty();
        assertThat(c.flagged(14_001)).contains(Color.WHITE);
    }

    @Test
    void aPeriodIsUsedUpOnlyWhenExceeded() {
        ByoYomiClock c = new ByoYomiClock(TimeControl.byoYomi(5, 3, 10));
        c.run(Color.BLACK, 0);
        // 5 s main + 9 s: within the first period, all three kept.
        c.moveMade(Color.BLACK, 14_000);
        assertThat(c.read(Color.BLACK, 14_000)).isEqualTo(new GameClock.Reading(0, 3, 10_000, false));
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
    void nothingRunsWhilePlayIsStopped_andARestartChargesNothingForTheDowntime() {
        ByoYomiClock c = new ByoYomiClock(TimeControl.absolute(60));
        c.run(Color.BLACK, 0);
        c.moveMade(Color.BLACK, 1_000);
        c.run(null, 1_000);
        assertThat(c.flagged(1_000_000)).isEmpty();
        c.run(Color.WHITE, 1_000_000);
        c.restartedAt(2_000_000);
        assertThat(c.read(Color.WHITE, 2_010_000).mainMs()).isEqualTo(50_000);
    }

    @Test
    void timeControlsAreSpelledAndParsedBack() {
        for (String s : new String[] {"none", "absolute:600", "byoyomi:600+5x30", "byoyomi:0+1x10"}) {
            assertThat(TimeControl.parse(s).spec()).isEqualTo(s);
        }
        assertThatThrownBy(() -> TimeControl.parse("absolute:0")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TimeControl.parse("byoyomi:10+3")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TimeControl.parse("fortnight")).isInstanceOf(IllegalArgumentException.class);
    }
}
