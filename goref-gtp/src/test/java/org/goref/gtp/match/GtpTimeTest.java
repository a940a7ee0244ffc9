package org.goref.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Color;
import org.goref.core.clock.SideTime;
import org.goref.core.clock.TimeControl;
import org.goref.core.clock.TimeSpec;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** The clock as the engines are told it. */
class GtpTimeTest {

    @Test
    void timeSettingsInGtpAndKgsTerms() {
        assertThat(GtpTime.timeSettings(TimeSpec.parse("abs:10m"))).isEqualTo("time_settings 600 0 0");
        assertThat(GtpTime.timeSettings(TimeSpec.parse("byo:10m+5x30s"))).isEqualTo("time_settings 600 30 1");
        assertThat(GtpTime.timeSettings(TimeSpec.parse("can:10m+25/5m"))).isEqualTo("time_settings 600 300 25");
        assertThat(GtpTime.timeSettings(TimeSpec.parse("fis:5m+10s"))).isEqualTo("time_settings 300 0 0");
        assertThat(GtpTime.kgsTimeSettings(TimeSpec.parse("abs:10m"))).isEqualTo("kgs-time_settings absolute 600");
        assertThat(GtpTime.kgsTimeSettings(TimeSpec.parse("byo:10m+5x30s"))).isEqualTo("kgs-time_settings byoyomi 600 30 5");
        assertThat(GtpTime.kgsTimeSettings(TimeSpec.parse("can:10m+25/5m"))).isEqualTo("kgs-time_settings canadian 600 300 25");
    }

    @Test
    void timeLeftIsRoundedDownAndInOvertimeNamesThePeriodAndWhatIsLeftOfIt() {
        TimeControl byo = TimeSpec.parse("byo:1m+5x30s");
        SideTime s = byo.charge(byo.initial(), 10_500);
        assertThat(GtpTime.timeLeft(byo, Color.BLACK, s, true)).isEqualTo("time_left b 49 0");
        assertThat(GtpTime.timeLeft(byo, Color.BLACK, s, false)).isEqualTo("time_left b 49 0");
        s = byo.charge(s, 49_500 + 30_001);   // into byo-yomi, one period used up
        // Told kgs-time_settings byoyomi: the period and the periods left, as KGS sends them.
        assertThat(GtpTime.timeLeft(byo, Color.WHITE, s, true)).isEqualTo("time_left w 30 4");

        TimeControl can = TimeSpec.parse("can:0s+25/5m");
        SideTime c = can.charge(can.initial(), 1_999);
        assertThat(GtpTime.timeLeft(can, Color.BLACK, c, true)).isEqualTo("time_left b 298 24");
        assertThat(GtpTime.timeLeft(can, Color.BLACK, c, false)).isEqualTo("time_left b 298 24");

        TimeControl fis = TimeSpec.parse("fis:5m+10s");
        assertThat(GtpTime.timeLeft(fis, Color.BLACK, fis.charge(fis.initial(), 20_000), false)).isEqualTo("time_left b 290 0");
    }

    @Test
    void byoYomiInPlainGtpIsOneMovePerPeriodInTimeLeftToo() {
        // "time_settings 60 30 1" told the engine: Canadian periods of 30 s for one move. Sending the
        // 4 periods left as STONES would tell it 4 moves in 30 s (GNU Go then plays at 7 s a move).
        TimeControl byo = TimeSpec.parse("byo:1m+5x30s");
        SideTime s = byo.charge(byo.charge(byo.initial(), 10_500), 49_500 + 30_001);
        assertThat(GtpTime.timeSettings(byo)).isEqualTo("time_settings 60 30 1");
        assertThat(GtpTime.timeLeft(byo, Color.WHITE, s, false)).isEqualTo("time_left w 30 1");
    }

    @Test
    void kgsRulesNameTheNearestRuleSet() {
        assertThat(GameRunner.kgsRules(RuleSet.parse("russian-territory"))).isEqualTo("japanese");
        assertThat(GameRunner.kgsRules(RuleSet.parse("russian-area"))).isEqualTo("chinese");
        assertThat(GameRunner.kgsRules(RuleSet.parse("aga"))).isEqualTo("aga");
        assertThat(GameRunner.kgsRules(RuleSet.parse("new-zealand"))).isEqualTo("new_zealand");
        assertThat(GameRunner.kgsRules(RuleSet.parse("tromp-taylor"))).isEqualTo("chinese");
    }
}
