package org.goref.gtp.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class IllegalMovePolicyTest {
    @Test
    void theThreeSpellingsAndTheirPointsAsTyped() {
        assertThat(IllegalMovePolicy.parse("lose")).isEqualTo(new IllegalMovePolicy.Lose());
        assertThat(IllegalMovePolicy.parse(" Pass ")).isEqualTo(new IllegalMovePolicy.Pass());
        assertThat(IllegalMovePolicy.parse("penalty=1.5")).isEqualTo(new IllegalMovePolicy.Penalty(1.5));
        // A space after the sign, as people type it, is no reason to refuse the match.
        assertThat(IllegalMovePolicy.parse("penalty= 2")).isEqualTo(new IllegalMovePolicy.Penalty(2));
        assertThat(IllegalMovePolicy.parse("penalty=2").spec()).isEqualTo("penalty=2");
    }

    @Test
    void pointsThatAreNoPlainHalfPointAreRefusedWithTheSyntax() {
        for (String bad : List.of("penalty=", "penalty=1.25", "penalty=1e1", "penalty=NaN", "penalty=-1", "penalty=2f", "forfeit")) {
            assertThatThrownBy(() -> IllegalMovePolicy.parse(bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(IllegalMovePolicy.SYNTAX);
        }
    }
}
