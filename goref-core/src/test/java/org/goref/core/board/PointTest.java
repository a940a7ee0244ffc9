package org.goref.core.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** GTP vertices: a column letter without I, then the row in plain ASCII digits. */
class PointTest {
    @Test
    void aVertexNamesItsColumnAndRowFromTheBottom() {
        assertThat(Point.parseGtp("A1", 19)).isEqualTo(Point.of(0, 18));
        assertThat(Point.parseGtp("j19", 19)).isEqualTo(Point.of(8, 0));
        assertThat(Point.parseGtp("T10", 19)).isEqualTo(Point.of(18, 9));
        assertThat(Point.parseGtp("pass", 19)).isNull();
        assertThat(Point.of(3, 15).toGtp(19)).isEqualTo("D4");
    }

    /** A sign, a leading zero or another script's digit is not a row, though Integer.parseInt reads them. */
    @ParameterizedTest
    @ValueSource(strings = {"D+4", "D04", "D\u0664", "D-4", "I5", "Z9", "D", "D100", "4D"})
    void anythingElseIsNotAVertex(String vertex) {
        assertThatThrownBy(() -> Point.parseGtp(vertex, 19))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(vertex);
    }

    @Test
    void verticesAreListedOnOneLineInTheOrderGiven() {
        assertThat(Point.toGtp(java.util.List.of(Point.of(0, 18), Point.of(8, 0), Point.of(18, 9)), 19)).isEqualTo("A1 J19 T10");
        assertThat(Point.toGtp(java.util.List.of(), 9)).isEmpty();
    }

    @Test
    void aVertexOffTheBoardSaysSo() {
        assertThatThrownBy(() -> Point.parseGtp("K10", 9))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("off the 9x9 board");
    }

    /**
     * The hash is the point's place, not the object's identity: a hash set of points iterates in
     * the same order in every process, so an estimate that walks one is reproducible.
     */
    @Test
    void theHashIsThePlaceSoHashSetsIterateAlikeInEveryRun() {
        assertThat(Point.of(0, 0).hashCode()).isZero();
        assertThat(Point.of(3, 2).hashCode()).isEqualTo(2 * Point.MAX_SIZE + 3);
        assertThat(Point.of(3, 2)).isEqualTo(Point.parseSgf("dc")).isNotEqualTo(Point.of(2, 3));
        java.util.Set<Point> set = new java.util.HashSet<>(java.util.List.of(Point.of(4, 1), Point.of(0, 0), Point.of(2, 0)));
        assertThat(set).containsExactly(Point.of(0, 0), Point.of(2, 0), Point.of(4, 1));
    }
}
