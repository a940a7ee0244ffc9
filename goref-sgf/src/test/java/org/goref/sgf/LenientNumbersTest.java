package org.goref.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Numbers written oddly: spaces, a plus sign and leading zeros are read, with a warning as for
 * the reader's other repairs; digits of other scripts are no number (they were read as 19 silently).
 */
class LenientNumbersTest {

    @ParameterizedTest
    @ValueSource(strings = {" 19 ", "019", "+19", "0019", " +019"})
    void aSizeWrittenOddlyIsReadWithAWarning(String sz) {
        SgfGameRecord r = SgfGameRecordTest.rec("(;GM[1]FF[4]SZ[" + sz + "];B[aa])");
        assertThat(r.size()).isEqualTo(19);
        assertThat(r.warnings()).extracting(SgfWarning::message).contains("SZ[" + sz + "] read as 19");
    }

    @ParameterizedTest
    @ValueSource(strings = {"19", "9"})
    void aPlainSizeNeedsNoWarning(String sz) {
        assertThat(SgfGameRecordTest.rec("(;GM[1]FF[4]RU[Japanese]SZ[" + sz + "];B[aa])").warnings()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"١٩", "१९", "１９", "19.0", "1 9", "--19"})
    void digitsOfOtherScriptsAreNoBoardSize(String sz) {
        assertThatThrownBy(() -> SgfGameRecordTest.rec("(;GM[1]FF[4]SZ[" + sz + "];B[aa])"))
                .isInstanceOf(SgfException.class).hasMessageContaining("SZ[" + sz + "] is not a board size");
    }

    @ParameterizedTest
    @CsvSource({"' 2 ',2", "+2,2", "02,2"})
    void aHandicapWrittenOddlyIsReadWithAWarning(String ha, int n) {
        SgfGameRecord r = SgfGameRecordTest.rec("(;GM[1]FF[4]SZ[19]HA[" + ha + "]AB[dd][pp];W[qd])");
        assertThat(r.handicap()).isEqualTo(n);
        assertThat(r.warnings()).extracting(SgfWarning::message).contains("HA[" + ha + "] read as " + n);
    }

    @ParameterizedTest
    @ValueSource(strings = {"٢", "２"})
    void aHandicapInOtherDigitsIsIgnored(String ha) {
        SgfGameRecord r = SgfGameRecordTest.rec("(;GM[1]FF[4]SZ[19]HA[" + ha + "]AB[dd][pp];W[qd])");
        assertThat(r.warnings()).extracting(SgfWarning::message).contains("HA[" + ha + "] is not a number: ignored");
    }
}
