package org.goref.core.csv;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Chars;
import org.junit.jupiter.api.Test;

class CsvCellTest {
    @Test
    void numbersStayNumbers() {
        for (String number : List.of("-3.5", "+2", "0", "12", "-0.5", "-1.0E10", "-6.5")) {
            assertThat(CsvCell.write(number)).as(number).isEqualTo(number);
            assertThat(CsvCell.read(number)).as(number).isEqualTo(number);
        }
    }

    @Test
    void everyFormulaStartGetsAQuoteAndTheRfc4180Quoting() {
        assertThat(CsvCell.write("=1+1")).isEqualTo("'=1+1");
        assertThat(CsvCell.write("+2 stones")).isEqualTo("'+2 stones");
        assertThat(CsvCell.write("-3.5.1")).isEqualTo("'-3.5.1");
        assertThat(CsvCell.write("@me")).isEqualTo("'@me");
        assertThat(CsvCell.write("\tcmd")).isEqualTo("'\tcmd");
        assertThat(CsvCell.write("\rcmd")).isEqualTo("\"'\rcmd\"");
        assertThat(CsvCell.write("=A1,B1")).isEqualTo("\"'=A1,B1\"");
        assertThat(CsvCell.write("Engine, \"the second\"")).isEqualTo("\"Engine, \"\"the second\"\"\"");
        assertThat(CsvCell.write("GNU Go 3.8")).isEqualTo("GNU Go 3.8");
        assertThat(CsvCell.write("3=")).isEqualTo("3=");
        assertThat(CsvCell.write("")).isEmpty();
    }

    @Test
    void textThatAlreadyStartsWithAQuoteIsLeftAloneUnlessAFormulaFollows() {
        assertThat(CsvCell.neutralise("'tis")).isEqualTo("'tis");
        assertThat(CsvCell.neutralise("'-5")).isEqualTo("'-5");
        // Without the second quote, reading '=cmd back would give =cmd: not what was written.
        assertThat(CsvCell.neutralise("'=cmd")).isEqualTo("''=cmd");
        assertThat(CsvCell.read("''=cmd")).isEqualTo("'=cmd");
        assertThat(CsvCell.read("'tis")).isEqualTo("'tis");
        assertThat(CsvCell.read("'=cmd")).isEqualTo("=cmd");
    }

    // Text from the characters that matter (quotes, formula starts, a number's), so the tricky starts
    // come up often; a random Unicode string almost never starts with one of them.
    @Property
    void readingGivesBackWhatWasWritten(@ForAll @Chars({'\'', '=', '+', '-', '@', '\t', '\r', '1', '.', 'e', 'a'}) String text) {
        assertThat(CsvCell.read(CsvCell.neutralise(text))).isEqualTo(text);
    }

    @Property
    void noWrittenTextStartsAFormula(@ForAll @Chars({'\'', '=', '+', '-', '@', '\t', '\r', '1', '.', 'e', 'a'}) String text) {
        assertThat(CsvCell.startsAFormula(CsvCell.neutralise(text))).isFalse();
    }
}
