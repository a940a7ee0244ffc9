package org.goref.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.goref.tournament.placement.Criterion;

/**
 * The example of {@link Fixtures#tieBreakExample}, computed by hand.
 *
 * <pre>
 * Points (win 1, draw ½, forfeit win 1, forfeit loss / double forfeit 0, bye 1, absent 0):
 *   A: R1 win 1, R2 double forfeit 0, R3 draw ½          = 1.5
 *   B: R1 loss 0, R2 loss 0, R3 win (time) 1             = 1
 *   C: R1 forfeit win 1, R2 double forfeit 0, R3 loss 0  = 1
 *   D: R1 forfeit loss 0, R2 bye 1, R3 draw ½            = 1.5
 *   E: R1 bye 1, R2 win 1, R3 absent 0                   = 2
 * Opponents: every pairing with a result, forfeits and the double forfeit included:
 *   A: B C D   B: A E C   C: D A B   D: C A   E: B
 * SOS:   A = 1 + 1 + 1.5 = 3.5;  B = 1.5 + 2 + 1 = 4.5;  C = 1.5 + 1.5 + 1 = 4;  D = 1 + 1.5 = 2.5;  E = 1
 * SOSOS: A = 4.5 + 4 + 2.5 = 11; B = 3.5 + 1 + 4 = 8.5;  C = 2.5 + 3.5 + 4.5 = 10.5; D = 4 + 3.5 = 7.5; E = 4.5
 * SODOS (beaten opponents' points, half of those drawn with):
 *   A = B's 1 + ½·D's 1.5 = 1.75;  B = C's 1;  C = D's 1.5 (forfeit win);  D = ½·A's 1.5 = 0.75;  E = B's 1
 * Order points, SOS, SOSOS, SODOS, direct: E 2; A and D 1.5 → SOS 3.5 > 2.5: A, D; B and C 1 → SOS 4.5 > 4: B, C.
 * Order points, direct, SODOS: A–D drew (direct ½ each), SODOS 1.75 > 0.75: A, D; B beat C (direct 1 : 0): B, C.
 * Order points only: A and D share 2nd place, B and C share 4th.
 * </pre>
 */
class TieBreaksTest {

    @Test
    void pointsAndTieBreaksAreTheHandComputedOnes() {
        List<Standing> x = Fixtures.tieBreakExample(Fixtures.ROUND_ROBIN_CRITERIA).standings().stream()
                .sorted(java.util.Comparator.comparingInt(Standing::player)).toList();
        assertThat(x).extracting(Standing::points).containsExactly(1.5, 1.0, 1.0, 1.5, 2.0);
        assertThat(x).extracting(Standing::sos).containsExactly(3.5, 4.5, 4.0, 2.5, 1.0);
        assertThat(x).extracting(Standing::sosos).containsExactly(11.0, 8.5, 10.5, 7.5, 4.5);
        assertThat(x).extracting(Standing::sodos).containsExactly(1.75, 1.0, 1.5, 0.75, 1.0);
    }

    @Test
    void standingsBySosThenSososThenSodos() {
        List<Standing> s = Fixtures.tieBreakExample(Fixtures.ROUND_ROBIN_CRITERIA).standings();
        assertThat(s).extracting(Standing::place, Standing::player, Standing::shared)
                .containsExactly(tuple(1, 5, false), tuple(2, 1, false), tuple(3, 4, false), tuple(4, 2, false),
                        tuple(5, 3, false));
        // SOS separated every tie: the direct encounter was never reached.
        assertThat(s).extracting(Standing::direct).containsOnlyNulls();
    }

    @Test
    void directEncounterDecidesBeforeSodosWhenTheRegulationsSaySo() {
        List<Standing> s = Fixtures.tieBreakExample(List.of(Criterion.NBW, Criterion.DIRECT, Criterion.SODOSW)).standings();
        assertThat(s).extracting(Standing::place, Standing::player, Standing::direct)
                .containsExactly(tuple(1, 5, null), tuple(2, 1, 0.5), tuple(3, 4, 0.5), tuple(4, 2, 1.0),
                        tuple(5, 3, 0.0));
    }

    @Test
    void playersTiedOnEveryCriterionSharePlaces() {
        List<Standing> s = Fixtures.tieBreakExample(List.of(Criterion.NBW)).standings();
        assertThat(s).extracting(Standing::place, Standing::player, Standing::shared)
                .containsExactly(tuple(1, 5, false), tuple(2, 1, true), tuple(2, 4, true), tuple(4, 2, true),
                        tuple(4, 3, true));
    }

    @Test
    void aDirectEncounterAmongThreeIsAMiniTable() {
        // 1 beats 2, 2 beats 3, 3 beats 1, all beat 4: the three tie on points and among themselves.
        Tournament t = Fixtures.tournament(Fixtures.regs().withCriteria(List.of(Criterion.NBW, Criterion.DIRECT)),
                "P1", "P2", "P3", "P4");
        t.pairManually(List.of(Fixtures.even(1, 1, 2), Fixtures.even(2, 3, 4)), List.of(), Fixtures.at(1));
        t.pairManually(List.of(Fixtures.even(1, 2, 3), Fixtures.even(2, 4, 1)), List.of(), Fixtures.at(2));
        t.pairManually(List.of(Fixtures.even(1, 3, 1), Fixtures.even(2, 2, 4)), List.of(), Fixtures.at(3));
        org.goref.core.board.Color b = org.goref.core.board.Color.BLACK;
        org.goref.core.board.Color w = org.goref.core.board.Color.WHITE;
        t.recordResult(1, 1, Fixtures.points(b, 1.5), Fixtures.referee(), Fixtures.at(4));
        t.recordResult(1, 2, Fixtures.points(b, 1.5), Fixtures.referee(), Fixtures.at(4));
        t.recordResult(2, 1, Fixtures.points(b, 1.5), Fixtures.referee(), Fixtures.at(4));
        t.recordResult(2, 2, Fixtures.points(w, 1.5), Fixtures.referee(), Fixtures.at(4));
        t.recordResult(3, 1, Fixtures.points(b, 1.5), Fixtures.referee(), Fixtures.at(4));
        t.recordResult(3, 2, Fixtures.points(b, 1.5), Fixtures.referee(), Fixtures.at(4));
        assertThat(t.standings()).extracting(Standing::place, Standing::player, Standing::direct)
                .containsExactly(tuple(1, 1, 1.0), tuple(1, 2, 1.0), tuple(1, 3, 1.0), tuple(4, 4, null));
    }

    /**
     * Four players tied on points, their mini-table A 2, B 2, C 1, D 1: A beat B and D beat C, so the
     * direct encounter, applied again to the two still tied, puts A over B and D over C. They shared
     * places 1 and 3 before, as if they had never met, and the next criterion could have put B over A.
     * <pre>
     * A–B A, C–A C, A–D A, B–C B, B–D B, D–C D; outside the group C beats E, D beats F: everyone 2 but E, F.
     * </pre>
     */
    @Test
    void theDirectEncounterIsAppliedAgainToThoseItLeavesTied() {
        Tournament t = Fixtures.tournament(Fixtures.regs().withCriteria(List.of(Criterion.NBW, Criterion.DIRECT)),
                "A", "B", "C", "D", "E", "F");
        org.goref.core.board.Color b = org.goref.core.board.Color.BLACK;
        t.pairManually(List.of(Fixtures.even(1, 1, 2), Fixtures.even(2, 3, 5), Fixtures.even(3, 4, 6)), List.of(), Fixtures.at(1));
        t.pairManually(List.of(Fixtures.even(1, 3, 1), Fixtures.even(2, 2, 4)), List.of(), Fixtures.at(2));
        t.pairManually(List.of(Fixtures.even(1, 1, 4), Fixtures.even(2, 2, 3)), List.of(), Fixtures.at(3));
        t.pairManually(List.of(Fixtures.even(1, 4, 3)), List.of(), Fixtures.at(4));
        for (int[] rb : new int[][] {{1, 1}, {1, 2}, {1, 3}, {2, 1}, {2, 2}, {3, 1}, {3, 2}, {4, 1}}) {
            t.recordResult(rb[0], rb[1], Fixtures.points(b, 1.5), Fixtures.referee(), Fixtures.at(5));
        }
        assertThat(t.standings().subList(0, 4)).extracting(Standing::points).containsOnly(2.0);
        assertThat(t.standings()).extracting(Standing::place, Standing::player, Standing::shared, Standing::direct)
                .containsExactly(tuple(1, 1, false, 2.0), tuple(2, 2, false, 2.0), tuple(3, 4, false, 1.0),
                        tuple(4, 3, false, 1.0), tuple(5, 5, true, 0.0), tuple(5, 6, true, 0.0));
    }
}
