package org.goref.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CountTest {
    @Test
    void oneIsSingularEveryOtherNumberPlural() {
        assertThat(Count.of(1, "game")).isEqualTo("1 game");
        assertThat(Count.of(0, "record")).isEqualTo("0 records");
        assertThat(Count.of(2, "move")).isEqualTo("2 moves");
        assertThat(Count.of(-1, "point")).isEqualTo("-1 points");
        assertThat(Count.of(1, "match", "matches")).isEqualTo("1 match");
        assertThat(Count.of(3, "match", "matches")).isEqualTo("3 matches");
    }
}
