package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.MarkingProposal;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/**
 * The estimator on random positions of every size from 5 to 19, from the opening to a board played
 * out until neither side has a move but filling its own eyes, under every preset: whatever it
 * proposes is a marking a referee can use. The board is left exactly as it was; the same seed gives
 * the same proposal; dead chains are whole chains of stones with a confidence from 0.5 to 1, none of
 * them pass-alive; two touching chains of opposite colours are never both dead; the two
 * territories and the dame do not overlap, no seki stone is dead, and each side's territory holds no
 * stone of its own and no living enemy stone; protective moves are on points that are empty once the dead
 * stones are removed; the ownership is a
 * number from -1 to 1 for every point.
 */
class ProposalPropertiesTest {
    private static final String[] PRESETS = {"russian-territory", "russian-area", "japanese", "korean", "chinese", "aga"};

    /** Few playouts: the invariants do not depend on their number, and the test stays quick. */
    private final Estimator estimator = new Estimator(12);

    @Property(tries = 200)
    void everyProposalIsAUsableMarking(@ForAll @IntRange(min = 5, max = 19) int size, @ForAll long seed) {
        checkProposal(size, seed);
    }

    /**
     * Positions the property found wrong once (size, seed): a protective move where a dead stone
     * stood; a dead chain's point walled off for its own colour; a wall stone capturing a living
     * chain; a dead chain left in its own side's territory; a wall stone reported as a seki stone; the
     * empty board filled with stones as if it were dame; a dead stone's point filled again by its
     * colour and reported in seki once the dame were filled.
     */
    @Test
    void thePositionsThatOnceBrokeAnInvariant() {
        checkProposal(8, -144);
        checkProposal(18, -2729980461L);
        checkProposal(15, -39895);
        checkProposal(16, -2534971132L);
        checkProposal(19, -1109540407720912655L);
        checkProposal(9, -5110);
        checkProposal(14, -20645516018925L);
        checkProposal(17, -225102);
    }

    private void checkProposal(int size, long seed) {
        Random rnd = new Random(seed);
        Board board = randomPosition(size, rnd);
        RuleSet rules = RuleSet.parse(PRESETS[rnd.nextInt(PRESETS.length)]);
        int toMove = rnd.nextBoolean() ? Board.BLACK : Board.WHITE;
        String context = "size " + size + " seed " + seed + " " + rules.spec() + "\n" + board;
        Board before = new Board(board);
        long hash = board.hash();

        Proposal p = estimator.propose(board, rules, toMove, seed);

        assertThat(board.hash()).as(context).isEqualTo(hash);
        assertThat(board.sameStones(before)).as(context).isTrue();
        assertThat(board.verify()).as(context).isNull();
        Proposal again = estimator.propose(board, rules, toMove, seed);
        assertThat(again.deadStones()).as(context).isEqualTo(p.deadStones());
        assertThat(again.ownership()).as(context).isEqualTo(p.ownership());
        assertThat(again.sealing()).as(context).isEqualTo(p.sealing());

        Benson benson = Benson.of(board);
        boolean[] deadChain = new boolean[board.cells()];
        for (Proposal.DeadChain d : p.dead()) {
            int first = board.index(d.stones().get(0));
            assertThat(d.color()).as(context).isIn(Board.BLACK, Board.WHITE);
            assertThat(new HashSet<>(d.stones())).as(context).isEqualTo(chainOf(board, first));
            assertThat(board.get(first)).as(context).isEqualTo(d.color());
            assertThat(d.confidence()).as(context).isBetween(0.5, 1.0);
            assertThat(benson.isPassAlive(first)).as(context + "pass-alive yet dead: " + d.stones().get(0)).isFalse();
            deadChain[board.chain(first)] = true;
        }
        for (int i = 0; i < board.cells(); i++) {
            int c = board.get(i);
            if ((c == Board.BLACK || c == Board.WHITE) && deadChain[board.chain(i)]) {
                for (int d : board.directions()) {
                    int n = i + d;
                    if (board.get(n) == 3 - c) {
                        assertThat(deadChain[board.chain(n)])
                                .as(context + "both dead: " + board.point(i) + " and " + board.point(n)).isFalse();
                    }
                }
            }
        }

        Set<Point> dead = p.deadStones();
        Set<Point> black = new HashSet<>(p.blackTerritory());
        Set<Point> white = new HashSet<>(p.whiteTerritory());
        Set<Point> dame = new HashSet<>(p.dame());
        Set<Point> seki = new HashSet<>(p.seki());
        assertThat(intersection(black, white)).as(context).isEmpty();
        assertThat(intersection(black, dame)).as(context).isEmpty();
        assertThat(intersection(white, dame)).as(context).isEmpty();
        assertThat(intersection(seki, dead)).as(context).isEmpty();
        // Chains left alive but flagged are stones, and not dead.
        assertThat(intersection(new HashSet<>(p.doubtfulAlive()), dead)).as(context).isEmpty();
        for (Point q : p.doubtfulAlive()) {
            assertThat(board.get(board.index(q))).as(context).isNotEqualTo(Board.EMPTY);
        }
        for (Point q : black) {
            int v = board.get(board.index(q));
            assertThat(v == Board.EMPTY || v == Board.WHITE && dead.contains(q)).as(context + "Black's " + q).isTrue();
        }
        for (Point q : white) {
            int v = board.get(board.index(q));
            assertThat(v == Board.EMPTY || v == Board.BLACK && dead.contains(q)).as(context + "White's " + q).isTrue();
        }
        for (Point q : seki) {
            assertThat(board.get(board.index(q))).as(context).isIn(Board.BLACK, Board.WHITE);
        }
        for (Proposal.Play s : p.sealing()) {
            // Empty once the dead stones are off: an empty point, or a dead enemy stone's.
            int v = board.get(board.index(s.point()));
            assertThat(v == Board.EMPTY || v == 3 - s.color() && dead.contains(s.point()))
                    .as(context + "sealing " + s).isTrue();
        }
        double[] own = p.ownership();
        assertThat(own).hasSize(size * size);
        for (double o : own) {
            assertThat(o).as(context).isBetween(-1.0, 1.0);
        }
        // The count of the proposal as the record's result would be reached: points in range.
        ScoreSheet sheet = FinalCount.count(board, p, rules, 0, new int[3]);
        int points = size * size;
        ScoreSheet.Side b = sheet.black();
        ScoreSheet.Side w = sheet.white();
        assertThat(b.territory() + w.territory() + b.stones() + w.stones()).as(context).isBetween(0, points);
        assertThat(b.territory()).as(context).isNotNegative();
        assertThat(w.territory()).as(context).isNotNegative();
        if (board.stoneCount(Board.BLACK) + board.stoneCount(Board.WHITE) == 0) {
            // Nobody's board: nothing to fill, nothing to count (the dame fill once covered it).
            assertThat(b.territory() + w.territory() + b.stones() + w.stones()).as(context).isZero();
        }
        assertThat(b.prisoners() + w.prisoners()).as(context)
                .isGreaterThanOrEqualTo(rules.counting() == RuleSet.Counting.TERRITORY ? dead.size() : 0);
    }

    @Property(tries = 20)
    void theServiceProposesTheSameDeadStonesAsTheFullProposal(@ForAll @IntRange(min = 5, max = 13) int size,
                                                               @ForAll long seed) {
        Random rnd = new Random(seed);
        Board board = randomPosition(size, rnd);
        RuleSet rules = RuleSet.parse("japanese");
        MarkingProposal m = estimator.proposeMarking(board, rules, Board.WHITE);
        Proposal p = estimator.propose(board, rules, Board.WHITE, 0L);
        assertThat(m.dead()).isEqualTo(p.deadStones());
        List<MarkingProposal.ProtectiveMove> owed = new ArrayList<>();
        for (Proposal.Play s : p.sealing()) {
            owed.add(new MarkingProposal.ProtectiveMove(s.color() == Board.BLACK ? Color.BLACK : Color.WHITE, s.point()));
        }
        assertThat(m.protectiveMoves()).containsExactlyInAnyOrderElementsOf(owed);
        Set<Point> doubtful = new HashSet<>(p.doubtfulAlive());
        for (Proposal.DeadChain d : p.dead()) {
            if (d.confidence() < Estimator.DOUBTFUL) {
                doubtful.addAll(d.stones());
            }
        }
        assertThat(m.doubtful()).isEqualTo(doubtful);
        assertThat(estimator.propose(board, rules, Board.WHITE)).isEqualTo(p.deadStones());
    }

    /**
     * A position from random play without filling one's own eyes: stopped anywhere from the opening
     * to the point where neither side has another move, so that open, half-settled and played-out
     * boards all come up.
     */
    static Board randomPosition(int size, Random rnd) {
        Board b = new Board(size);
        int limit = rnd.nextInt(3 * size * size);
        int colour = Board.BLACK;
        int passes = 0;
        List<Integer> empty = new ArrayList<>();
        for (int move = 0; move < limit && passes < 2; move++) {
            empty.clear();
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int i = b.index(x, y);
                    if (b.get(i) == Board.EMPTY) {
                        empty.add(i);
                    }
                }
            }
            boolean played = false;
            while (!empty.isEmpty() && !played) {
                int i = empty.remove(rnd.nextInt(empty.size()));
                played = b.tryPlayUnlessOwnEye(i, colour);
            }
            if (played) {
                passes = 0;
            } else {
                b.pass();
                passes++;
            }
            colour = 3 - colour;
        }
        return b;
    }

    private static Set<Point> chainOf(Board b, int stone) {
        Set<Point> out = new HashSet<>();
        int s = stone;
        do {
            out.add(b.point(s));
            s = b.nextInChain(s);
        } while (s != stone);
        return out;
    }

    private static Set<Point> intersection(Set<Point> a, Set<Point> b) {
        Set<Point> out = new HashSet<>(a);
        out.retainAll(b);
        return out;
    }
}
