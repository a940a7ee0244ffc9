package org.goref.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class ExpectedOutputTest {
    @Test
    void aLoneEllipsisStandsForAnyNumberOfLines() {
        assertThat(ExpectedOutput.matches(List.of("a", "…", "z"), List.of("a", "z"))).isTrue();
        assertThat(ExpectedOutput.matches(List.of("a", "…", "z"), List.of("a", "b", "c", "z"))).isTrue();
        assertThat(ExpectedOutput.matches(List.of("a", "…", "z"), List.of("a", "b", "c"))).isFalse();
    }

    @Test
    void anEllipsisInALineStandsForAnyText() {
        assertThat(ExpectedOutput.lineMatches("serving on http://localhost:…/", "serving on http://localhost:8080/")).isTrue();
        assertThat(ExpectedOutput.lineMatches("total 8.5 (x)", "total 8X5 (x)")).as("a dot is a dot").isFalse();
    }

    @Test
    void everyOtherLineMustBePrintedAsShown() {
        assertThat(ExpectedOutput.matches(List.of("Result: B+3.5"), List.of("Result: B+3.5"))).isTrue();
        assertThat(ExpectedOutput.matches(List.of("Result: B+3.5"), List.of("Result: B+3.5", "more"))).isFalse();
        assertThat(ExpectedOutput.matches(List.of("Result: B+3.5"), List.of())).isFalse();
    }

    @Test
    void commandsAndTheirOutputAreReadFromConsoleBlocksOnly() {
        String readme = "text\n```sh\n$ not this\n```\n```console\n$ ./goref a\nout 1\nout 2\n$ ./goref b\n```\n";
        assertThat(ReadmeExample.parse(readme)).containsExactly(
                new ReadmeExample(6, "./goref a", List.of("out 1", "out 2")),
                new ReadmeExample(9, "./goref b", List.of()));
    }
}
