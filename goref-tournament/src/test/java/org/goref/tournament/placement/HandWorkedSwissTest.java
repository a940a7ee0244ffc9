package org.goref.tournament.placement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * An 8-player Swiss over 3 rounds, every criterion worked out on paper. White is named first.
 *
 * <pre>
 * R1: A-B 1-0   C-D 1-0   E-F 1-0   G-H 1-0
 * R2: A-C 0-1   E-G 1-0   B-D 1-0   F-H ½-½
 * R3: C-E 1-0   A-G 1-0   B-F 0-1   D-H 1-0 by default (H forfeits)
 *
 * NBW:   A 2  B 1  C 3  D 1 (the forfeit win counts)  E 2  F 1½  G 1  H ½
 * SOSW (sum of the opponents' NBW):
 *   A: B1 + C3 + G1 = 5        B: A2 + D1 + F1½ = 4½      C: D1 + A2 + E2 = 5      D: C3 + B1 + H½ = 4½
 *   E: F1½ + G1 + C3 = 5½      F: E2 + H½ + B1 = 3½       G: H½ + E2 + A2 = 4½     H: G1 + F1½ + D1 = 3½
 * SOSW-1 / SOSW-2 (the lowest one / two left out):
 *   A 4 / 3   B 3½ / 2   C 4 / 2   D 4 / 3   E 4½ / 3   F 3 / 2   G 4 / 2   H 2½ / 1½
 * MOSW (the highest and the lowest left out): A 1  B 1½  C 2  D 1  E 1½  F 1  G 2  H 1
 * SODOSW (the beaten opponents' NBW, half of the drawn ones'):
 *   A: B1 + G1 = 2   B: D1 = 1   C: D1 + A2 + E2 = 5   D: H½ = ½   E: F1½ + G1 = 2½
 *   F: H½/2 + B1 = 1¼   G: H½ = ½   H: F1½/2 = ¾
 * SOSOSW (the opponents' SOSW): A: 4½+5+4½ = 14   B: 5+4½+3½ = 13   C: 4½+5+5½ = 15   D: 5+4½+3½ = 13
 *   E: 3½+4½+5 = 13   F: 5½+3½+4½ = 13½   G: 3½+5½+5 = 14   H: 4½+3½+4½ = 12½
 * CUSSW (NBW after each round, summed): A 1+1+2 = 4  B 0+1+1 = 2  C 1+2+3 = 6  D 0+0+1 = 1
 *   E 1+2+2 = 5  F 0+½+1½ = 2  G 1+1+1 = 3  H 0+½+½ = 1
 *
 * By NBW, SOSW, SOSOSW: C, E (5½), A (5), F, G (SOSOS 14), then B and D equal on all three: both 6th.
 * By NBW, DC, SOSW: among A and E (2 wins) no game, SOSW puts E first (DC 1, A 0); among B, D, G
 * (1 win) B beat D and nobody else played: D and G are placed from the bottom together (equal
 * SOSW), B above them: DC B 1, D 0, G 0; D and G stay equal on SOSW, both 6th.
 * </pre>
 */
class HandWorkedSwissTest {
    static final int A = 0, B = 1, C = 2, D = 3, E = 4, F = 5, G = 6, H = 7;

    static Field field() {
        List<Entrant> es = new ArrayList<>();
        for (String n : List.of("A", "B", "C", "D", "E", "F", "G", "H")) {
            es.add(new Entrant(n, "", -5, 1600, 0, new BitSet()));
        }
        List<ScoredGame> gs = List.of(
                g(0, A, B, Verdict.WHITE_WINS), g(0, C, D, Verdict.WHITE_WINS), g(0, E, F, Verdict.WHITE_WINS),
                g(0, G, H, Verdict.WHITE_WINS),
                g(1, A, C, Verdict.BLACK_WINS), g(1, E, G, Verdict.WHITE_WINS), g(1, B, D, Verdict.WHITE_WINS),
                g(1, F, H, Verdict.DRAW),
                g(2, C, E, Verdict.WHITE_WINS), g(2, A, G, Verdict.WHITE_WINS), g(2, B, F, Verdict.BLACK_WINS),
                new ScoredGame(2, D, H, 0, Verdict.WHITE_WINS, true));
        return new Field(es, 3, gs, Map.of(), ScoringParameters.swiss());
    }

    static ScoredGame g(int round, int white, int black, Verdict v) {
        return new ScoredGame(round, white, black, 0, v, false);
    }

    /** The values of one criterion after round 3, A to H, as printed. */
    static List<String> column(Criterion c) {
        Scores s = new Scores(field());
        List<String> out = new ArrayList<>();
        for (int e = A; e <= H; e++) {
            out.add(Placed.format(s.value(c, e, 2), c));
        }
        return out;
    }

    @Test
    void everyCriterionAsWorkedOnPaper() {
        assertThat(column(Criterion.NBW)).containsExactly("2", "1", "3", "1", "2", "1.5", "1", "0.5");
        assertThat(column(Criterion.SOSW)).containsExactly("5", "4.5", "5", "4.5", "5.5", "3.5", "4.5", "3.5");
        assertThat(column(Criterion.SOSW_1)).containsExactly("4", "3.5", "4", "4", "4.5", "3", "4", "2.5");
        assertThat(column(Criterion.SOSW_2)).containsExactly("3", "2", "2", "3", "3", "2", "2", "1.5");
        assertThat(column(Criterion.MOSW)).containsExactly("1", "1.5", "2", "1", "1.5", "1", "2", "1");
        assertThat(column(Criterion.SODOSW)).containsExactly("2", "1", "5", "0.5", "2.5", "1.25", "0.5", "0.75");
        assertThat(column(Criterion.SOSOSW)).containsExactly("14", "13", "15", "13", "13", "13.5", "14", "12.5");
        assertThat(column(Criterion.CUSSW)).containsExactly("4", "2", "6", "1", "5", "2", "3", "1");
    }

    @Test
    void standingsByOpenGothasSwissDefaults() {
        List<Placed> st = Placement.standings(new Scores(field()), List.of(Criterion.NBW, Criterion.SOSW, Criterion.SOSOSW), 2);
        assertThat(st).extracting(Placed::entrant).containsExactly(C, E, A, F, G, B, D, H);
        assertThat(st).extracting(Placed::place).containsExactly(1, 2, 3, 4, 5, 6, 6, 8);
    }

    @Test
    void directConfrontationInsideTheTiedGroups() {
        List<Criterion> crit = List.of(Criterion.NBW, Criterion.DC, Criterion.SOSW);
        List<Placed> st = Placement.standings(new Scores(field()), crit, 2);
        assertThat(st).extracting(Placed::entrant).containsExactly(C, E, A, F, B, D, G, H);
        assertThat(st).extracting(Placed::place).containsExactly(1, 2, 3, 4, 5, 6, 6, 8);
        assertThat(st).extracting(p -> p.values().get(1)).containsExactly(0, 1, 0, 0, 1, 0, 0, 0);
    }

    @Test
    void afterTheFirstRoundOnly() {
        // After round 1 the winners have 1 and their opponents 0: each SOSW is 0 or 1, SOSW-1 is 0 by OpenGotha's rule.
        assertThat(new Scores(field()).value(Criterion.SOSW, B, 0)).isEqualTo(2);
        assertThat(new Scores(field()).value(Criterion.SOSW_1, B, 0)).isZero();
        // After round 2, SOSW-1 is the better of the two opponents (A: B 1, C 2).
        assertThat(new Scores(field()).value(Criterion.SOSW_1, A, 1)).isEqualTo(4);
    }
}
