package org.goref.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HalfPointsTest {

    @Test
    void wholeAndHalfNumbersOfEitherSignAre() {
        for (double v : new double[] {0, -0.0, 0.5, -0.5, 3, -3, 6.5, 7.5, -1000.5, 361, 1e308, -1e308}) {
            assertThat(HalfPoints.isWholeOrHalf(v)).as("%s", v).isTrue();
        }
    }

    @Test
    void quartersOtherFractionsAndNonNumbersAreNot() {
        for (double v : new double[] {0.25, -0.25, 0.75, 3.25, 6.4, 0.1, Double.MIN_VALUE, 1000.0001,
                Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertThat(HalfPoints.isWholeOrHalf(v)).as("%s", v).isFalse();
        }
    }
}
