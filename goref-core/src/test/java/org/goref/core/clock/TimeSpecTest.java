package org.goref.core.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class TimeSpecTest {

    @Test
    void theDocumentedExamplesParse() {
        assertThat(TimeSpec.parse("abs:10m")).isEqualTo(new TimeControl.Absolute(600_000));
        assertThat(TimeSpec.parse("byo:10m+5x30s")).isEqualTo(new TimeControl.ByoYomi(600_000, 5, 30_000));
        assertThat(TimeSpec.parse("can:10m+25/5m")).isEqualTo(new TimeControl.Canadian(600_000, 25, 300_000));
        assertThat(TimeSpec.parse("fis:5m+10s")).isEqualTo(new TimeControl.Fischer(300_000, 10_000, 0));
        assertThat(TimeSpec.parse("fis:5m+10s/10m")).isEqualTo(new TimeControl.Fischer(300_000, 10_000, 600_000));
        assertThat(TimeSpec.parse("none")).isEqualTo(new TimeControl.None());
    }

    @Test
    void durationsCombineUnitsAndABareNumberIsSeconds() {
        assertThat(TimeSpec.duration("1h30m", "t")).isEqualTo(5_400_000);
        assertThat(TimeSpec.duration("1m30s500ms", "t")).isEqualTo(90_500);
        assertThat(TimeSpec.duration("1.5s", "t")).isEqualTo(1_500);
        assertThat(TimeSpec.duration("90", "t")).isEqualTo(90_000);
        assertThat(TimeSpec.parse("BYO:0+3x10S")).isEqualTo(new TimeControl.ByoYomi(0, 3, 10_000));
    }

    @Test
    void errorsNameThePartThatIsWrongAndTheExpectedForm() {
        assertThatThrownBy(() -> TimeSpec.parse("byo:10m+5x")).hasMessageContaining("period").hasMessageContaining("byo:10m+5x");
        assertThatThrownBy(() -> TimeSpec.parse("byo:10m")).hasMessageContaining("byo:MAIN+NxPERIOD");
        assertThatThrownBy(() -> TimeSpec.parse("can:10m+0/5m")).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> TimeSpec.parse("fis:5m+10s/1m")).hasMessageContaining("cap");
        assertThatThrownBy(() -> TimeSpec.parse("abs:10x")).hasMessageContaining("not a duration");
        assertThatThrownBy(() -> TimeSpec.parse("abs:0")).hasMessageContaining("positive");
        assertThatThrownBy(() -> TimeSpec.parse("hour:1")).hasMessageContaining("valid systems: none, abs, byo, can, fis");
        assertThatThrownBy(() -> TimeSpec.parse("10m")).hasMessageContaining("no system");
        assertThatThrownBy(() -> TimeSpec.parse("")).hasMessageContaining("empty");
    }

    @Test
    void theCanonicalFormPrintsTheLargestExactUnits() {
        assertThat(TimeSpec.parse("byo:600s+5x30000ms").spec()).isEqualTo("byo:10m+5x30s");
        assertThat(TimeSpec.parse("abs:90").spec()).isEqualTo("abs:1m30s");
        assertThat(TimeSpec.parse("fis:5m+10s/10m").spec()).isEqualTo("fis:5m+10s/10m");
        assertThat(TimeSpec.parse("can:0+25/5m").spec()).isEqualTo("can:0s+25/5m");
    }

    @Property
    void printedSpecsParseBackToTheSameControl(@ForAll @LongRange(min = 1, max = 10_000_000) long main,
                                                @ForAll @IntRange(min = 1, max = 50) int n,
                                                @ForAll @LongRange(min = 1, max = 1_000_000) long period) {
        for (TimeControl t : new TimeControl[] {new TimeControl.Absolute(main), new TimeControl.ByoYomi(main, n, period),
                new TimeControl.Canadian(main, n, period), new TimeControl.Fischer(main, period, 0),
                new TimeControl.Fischer(main, period, main + period)}) {
            assertThat(TimeSpec.parse(t.spec())).isEqualTo(t);
        }
    }
}
