package org.goref.core.clock;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Color;
import org.junit.jupiter.api.Test;

class GameClockTest {
    private final ManualTimeSource time = new ManualTimeSource(1_000_000);

    @Test
    void onlyTheRunningSideIsChargedAndAPauseChargesNobody() {
        GameClock clock = new GameClock(new TimeControl.Absolute(10_000), time);
        clock.start(Color.BLACK);
        time.advance(3_000);
        assertThat(clock.remaining(Color.BLACK)).isEqualTo(7_000);
        assertThat(clock.remaining(Color.WHITE)).isEqualTo(10_000);
        clock.press(Color.BLACK);
        time.advance(1_500);
        clock.stop();                    // play stops: the marking is off the clocks
        time.advance(60_000);
        assertThat(clock.used(Color.BLACK)).isEqualTo(3_000);
        assertThat(clock.used(Color.WHITE)).isEqualTo(1_500);
        assertThat(clock.isUp(Color.WHITE)).isFalse();
    }

    @Test
    void timeIsUpTheMillisecondAfterTheLastOneAvailable() {
        GameClock clock = new GameClock(new TimeControl.ByoYomi(1_000, 1, 2_000), time);
        clock.start(Color.WHITE);
        time.advance(3_000);
        assertThat(clock.isUp(Color.WHITE)).isFalse();
        assertThat(clock.remaining(Color.WHITE)).isZero();
        time.advance(1);
        assertThat(clock.isUp(Color.WHITE)).isTrue();
        assertThat(clock.stop().flagged()).isTrue();
        assertThat(clock.isUp(Color.WHITE)).isTrue();
    }
}
