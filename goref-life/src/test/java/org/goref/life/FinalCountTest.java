package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/**
 * The count of a record as its result was reached: under the Japanese rules the players have made
 * their protective moves (teire) before counting, so the point of each is not territory; under the
 * Korean preset (Tygem's server count) and area counting it is not charged.
 */
class FinalCountTest {
    @Test
    void theJapaneseCountChargesTheProtectiveMoveAndTheKoreanDoesNot() {
        Board b = Positions.parse(Positions.OWES_A_PROTECTIVE_MOVE);
        RuleSet japanese = RuleSet.of(RuleSet.Preset.JAPANESE).withKomi(0.5);
        RuleSet korean = RuleSet.of(RuleSet.Preset.KOREAN).withKomi(0.5);
        Proposal p = new Estimator().propose(b, japanese, Board.WHITE, 8);
        assertThat(p.sealing()).containsExactly(new Proposal.Play(Point.of(3, 0), Board.BLACK));

        ScoreSheet charged = FinalCount.count(b, p, japanese, 0, new int[3]);
        ScoreSheet notCharged = FinalCount.count(b, p, korean, 0, new int[3]);
        assertThat(notCharged.black().territory()).isEqualTo(p.blackTerritory().size());
        assertThat(charged.black().territory()).isEqualTo(notCharged.black().territory() - 1);
        assertThat(charged.white().territory()).isEqualTo(notCharged.white().territory());
        assertThat(charged).isEqualTo(FinalCount.countWithSealing(b, p, japanese, 0, new int[3]));
        assertThat(FinalCount.chargesProtectiveMoves(japanese)).isTrue();
        assertThat(FinalCount.chargesProtectiveMoves(korean)).isFalse();
        // Japanese parameters with area counting count stones: nothing to charge there.
        assertThat(FinalCount.chargesProtectiveMoves(japanese.withCounting(RuleSet.Counting.AREA))).isFalse();
    }
}
