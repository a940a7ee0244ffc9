package org.goref.tournament.placement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * What a bye, a forfeit and an absence give a player and his opponents' SOS, as OpenGotha 3.51 counts
 * them. Five players, two rounds, white named first:
 *
 * <pre>
 * R1: P1-P2 1-0   P3-P4 1-0 by default (P4 forfeits)   P5 bye
 * R2: P1-P3 1-0   P2-P5 0-1                             P4 absent
 * </pre>
 */
class ByeForfeitAbsenceTest {
    static final int P1 = 0, P2 = 1, P3 = 2, P4 = 3, P5 = 4;

    static Field field(ScoringParameters p) {
        BitSet p4Away = new BitSet();
        p4Away.set(1);
        List<Entrant> es = List.of(new Entrant("P1", "", -5, 0, 0, null), new Entrant("P2", "", -30, 0, 0, null),
                new Entrant("P3", "", -5, 0, 0, null), new Entrant("P4", "", -5, 0, 0, p4Away),
                new Entrant("P5", "", -10, 0, 0, null));
        List<ScoredGame> gs = List.of(new ScoredGame(0, P1, P2, 0, Verdict.WHITE_WINS, false),
                new ScoredGame(0, P3, P4, 0, Verdict.WHITE_WINS, true),
                new ScoredGame(1, P1, P3, 0, Verdict.WHITE_WINS, false),
                new ScoredGame(1, P2, P5, 0, Verdict.BLACK_WINS, false));
        return new Field(es, 2, gs, Map.of(0, java.util.Set.of(P5)), p);
    }

    static int[] values(ScoringParameters p, Criterion c, int round) {
        Scores s = new Scores(field(p));
        int[] v = new int[5];
        for (int e = 0; e < 5; e++) {
            v[e] = s.value(c, e, round);
        }
        return v;
    }

    @Test
    void byeIsAWinAbsenceNothingAndAForfeitCountsLikeAGame() {
        ScoringParameters swiss = ScoringParameters.swiss(); // a bye 1 point, an absence 0
        // NBW (x2): P1 2, P2 0, P3 1 (the forfeit win), P4 0 (forfeit loss, then absent), P5 2 (bye + win).
        assertThat(values(swiss, Criterion.NBW, 1)).containsExactly(4, 0, 2, 0, 4);
        // SOSW: only rounds with a game count an opponent; a bye or an absence adds 0.
        // P1: P2 0 + P3 1 = 1; P2: P1 2 + P5 2 = 4; P3: P4 0 + P1 2 = 2; P4: P3 1 (round 2 absent) = 1; P5: bye 0 + P2 0 = 0.
        assertThat(values(swiss, Criterion.SOSW, 1)).containsExactly(2, 8, 4, 2, 0);
        // SODOSW: the forfeit win counts the beaten opponent (P3 beat P4, who has 0).
        assertThat(values(swiss, Criterion.SODOSW, 1)).containsExactly(4 * 1, 0, 0, 0, 0);
    }

    @Test
    void notPlayedCountsAsHalfAPointForTheOpponents() {
        ScoringParameters p = new ScoringParameters(-20, 3, 0, 2, 1, 2, true, true, List.of());
        // The opponents' scores with every round not played over the board as ½:
        // P1 2, P2 0, P3 ½ (forfeit) + 0 = ½, P4 ½ (forfeit) + ½ (absent) = 1, P5 ½ (bye) + 1 = 1½.
        // SOSW: P1: P2 0 + P3 ½ = ½; P2: P1 2 + P5 1½ = 3½; P3: P4 1 + P1 2 = 3; P4: P3 ½; P5: P2 0.
        assertThat(values(p, Criterion.SOSW, 1)).containsExactly(1, 7, 6, 1, 0);
        // The player's own NBW is not virtual: P5 still has his bye's point.
        assertThat(values(p, Criterion.NBW, 1)).containsExactly(4, 0, 2, 0, 4);
    }

    @Test
    void halfPointByesAreRoundedDownWhenTheParametersSaySo() {
        ScoringParameters halfBye = new ScoringParameters(-20, 3, 0, 1, 1, 1, true, false, List.of());
        // P5: the bye's ½ is rounded down to 0 after round 1; after round 2 the win makes 1.
        assertThat(values(halfBye, Criterion.NBW, 0)[P5]).isZero();
        assertThat(values(halfBye, Criterion.NBW, 1)[P5]).isEqualTo(2);
        ScoringParameters kept = new ScoringParameters(-20, 3, 0, 1, 1, 1, false, false, List.of());
        assertThat(values(kept, Criterion.NBW, 1)[P5]).isEqualTo(3);
    }

    @Test
    void mcMahonSosCountsTheOwnStartForARoundWithoutAGame() {
        ScoringParameters mm = ScoringParameters.mcMahon(-20, 3); // floor 20k, bar 4d, zero 30k
        // Starts: P1, P3, P4 (5k) 25; P2 (30k, below the floor) 10; P5 (10k) 20.
        // MMS after round 2: P1 27; P2 10; P3 26; P4 25 + ½ (absent) rounded down = 25; P5 20 + 1 (bye) + 1 = 22.
        assertThat(values(mm, Criterion.MMS, 1)).containsExactly(54, 20, 52, 50, 44);
        // SOSM: P5: bye round -> his own start 20, then P2's MMS 10 = 30; P4: P3's 26, then absent -> own 25 = 51.
        int[] sosm = values(mm, Criterion.SOSM, 1);
        assertThat(sosm[P5]).isEqualTo(60);
        assertThat(sosm[P4]).isEqualTo(102);
        // SOSOSM: a round without a game adds the own start times the rounds so far (OpenGotha's rule): P5 20*2 + P2's SOSM.
        int p2Sosm = sosm[P2];
        assertThat(values(mm, Criterion.SOSOSM, 1)[P5]).isEqualTo(2 * 20 * 2 + p2Sosm);
    }

    @Test
    void playersInNoGameAndWithNoByeAreLeftOut() {
        List<Entrant> es = List.of(new Entrant("X", "", 0, 0, 0, null), new Entrant("Y", "", 0, 0, 0, null),
                new Entrant("Z", "", 0, 0, 0, null));
        Field f = new Field(es, 1, List.of(new ScoredGame(0, 0, 1, 0, Verdict.DRAW, false)), Map.of(),
                ScoringParameters.swiss());
        assertThat(Placement.standings(new Scores(f), List.of(Criterion.NBW), 0)).extracting(Placed::entrant)
                .containsExactly(0, 1);
    }
}
