package org.goref.core.clock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Every time system, to the millisecond. */
class TimeControlTest {

    @Test
    void absoluteMoveTakingExactlyTheTimeLeftIsInTimeOneMsMoreIsNot() {
        TimeControl t = new TimeControl.Absolute(10_000);
        SideTime s = t.charge(t.initial(), 4_000);
        assertThat(s.mainMs()).isEqualTo(6_000);
        assertThat(t.available(s)).isEqualTo(6_000);
        assertThat(t.charge(s, 6_000).flagged()).isFalse();
        assertThat(t.charge(s, 6_000).mainMs()).isZero();
        assertThat(t.charge(s, 6_001).flagged()).isTrue();
        assertThat(t.charge(s, 6_001).usedMs()).isEqualTo(10_001);
    }

    @Test
    void byoYomiMainTimeFirstThenAPeriodIsKeptWhenTheMoveIsMadeWithinIt() {
        TimeControl t = new TimeControl.ByoYomi(60_000, 3, 30_000);
        SideTime s = t.charge(t.initial(), 50_000);
        assertThat(s.mainMs()).isEqualTo(10_000);
        assertThat(s.overtime()).isFalse();
        assertThat(t.available(s)).isEqualTo(100_000);
        // 10 s of main, then 30 s into the first period: the period is kept.
        s = t.charge(s, 40_000);
        assertThat(s.overtime()).isTrue();
        assertThat(s.periods()).isEqualTo(3);
        assertThat(s.mainMs()).isZero();
        // A move within a period, again and again, keeps it.
        s = t.charge(s, 30_000);
        assertThat(s.periods()).isEqualTo(3);
    }

    @Test
    void byoYomiPeriodRollsOverWhenExceededAndTheLastPeriodExceededIsTimeUp() {
        TimeControl t = new TimeControl.ByoYomi(0, 3, 30_000);
        SideTime s = t.initial();
        assertThat(s.overtime()).isTrue();
        s = t.charge(s, 30_001);           // one period exceeded by 1 ms: used up
        assertThat(s.periods()).isEqualTo(2);
        s = t.charge(s, 60_000);           // exactly two periods: the second is the one moved in
        assertThat(s.periods()).isEqualTo(1);
        assertThat(t.available(s)).isEqualTo(30_000);
        assertThat(t.charge(s, 30_000).flagged()).isFalse();   // the last period, in full
        assertThat(t.charge(s, 30_000).periods()).isEqualTo(1);
        assertThat(t.charge(s, 30_001).flagged()).isTrue();    // the last period exceeded
    }

    @Test
    void byoYomiMoveRunningFromMainTimeThroughSeveralPeriods() {
        TimeControl t = new TimeControl.ByoYomi(10_000, 5, 20_000);
        SideTime s = t.charge(t.initial(), 10_000 + 45_000);  // 45 s past main: periods 1, 2 used, in 3rd
        assertThat(s.periods()).isEqualTo(3);
        assertThat(t.charge(t.initial(), 110_000).periods()).isEqualTo(1);
        assertThat(t.charge(t.initial(), 110_001).flagged()).isTrue();
    }

    @Test
    void canadianResetsThePeriodAfterTheMovesAreMade() {
        TimeControl t = new TimeControl.Canadian(0, 3, 60_000);
        SideTime s = t.initial();
        assertThat(s.overtime()).isTrue();
        s = t.charge(s, 20_000);
        assertThat(s.periodMs()).isEqualTo(40_000);
        assertThat(s.stones()).isEqualTo(2);
        s = t.charge(s, 30_000);
        assertThat(s.periodMs()).isEqualTo(10_000);
        assertThat(s.stones()).isEqualTo(1);
        assertThat(t.available(s)).isEqualTo(10_000);
        assertThat(t.charge(s, 10_001).flagged()).isTrue();
        s = t.charge(s, 10_000);           // the third move, exactly in time: a fresh period
        assertThat(s.flagged()).isFalse();
        assertThat(s.periodMs()).isEqualTo(60_000);
        assertThat(s.stones()).isEqualTo(3);
    }

    @Test
    void canadianTheMoveThatRunsIntoOvertimeIsTheFirstOfThePeriod() {
        TimeControl t = new TimeControl.Canadian(5_000, 2, 10_000);
        SideTime s = t.initial();
        assertThat(t.available(s)).isEqualTo(15_000);
        s = t.charge(s, 8_000);            // 5 s main + 3 s of the period
        assertThat(s.overtime()).isTrue();
        assertThat(s.mainMs()).isZero();
        assertThat(s.periodMs()).isEqualTo(7_000);
        assertThat(s.stones()).isEqualTo(1);
        assertThat(t.charge(t.initial(), 15_001).flagged()).isTrue();
        assertThat(t.charge(t.initial(), 15_000).flagged()).isFalse();
    }

    @Test
    void fischerAddsTheIncrementAfterEachMoveInTimeAndTheCapLimitsIt() {
        TimeControl t = new TimeControl.Fischer(60_000, 10_000, 0);
        SideTime s = t.charge(t.initial(), 5_000);
        assertThat(s.mainMs()).isEqualTo(65_000);
        assertThat(t.charge(s, 65_000).mainMs()).isEqualTo(10_000);
        assertThat(t.charge(s, 65_001).flagged()).isTrue();

        TimeControl capped = new TimeControl.Fischer(60_000, 10_000, 70_000);
        SideTime c = capped.charge(capped.initial(), 1_000);
        assertThat(c.mainMs()).isEqualTo(69_000);
        c = capped.charge(c, 1_000);
        assertThat(c.mainMs()).isEqualTo(70_000);  // 78 s capped at 70 s
        c = capped.charge(c, 0);
        assertThat(c.mainMs()).isEqualTo(70_000);
    }

    @Test
    void noneNeverRunsOutButCountsTheTimeUsed() {
        TimeControl t = new TimeControl.None();
        SideTime s = t.charge(t.charge(t.initial(), 1_000_000), 5);
        assertThat(s.flagged()).isFalse();
        assertThat(s.usedMs()).isEqualTo(1_000_005);
        assertThat(t.available(s)).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void aFlaggedSideStaysFlagged() {
        TimeControl t = new TimeControl.ByoYomi(0, 1, 1_000);
        SideTime s = t.charge(t.initial(), 1_001);
        assertThat(s.flagged()).isTrue();
        assertThat(t.available(s)).isZero();
        assertThat(t.charge(s, 0).flagged()).isTrue();
    }
}
