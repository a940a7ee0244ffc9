package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Preset;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Random games, driven by a seed, through every phase: plays (capture-rich: no filling of one's
 * own eyes), passes, marking, acceptance, resumption, referee decisions, penalties, rule changes,
 * and actions that must be refused, on every board size the engine takes (2 to 25). After every
 * action: the board's invariants hold (no chain without a liberty, exact liberties, the incremental
 * hash equals the recomputed one), a refused action changed nothing, and asking whether a move is
 * legal (which tries it on the board for superko and takes it back) changed nothing. At the end:
 * replaying the events gives the same game, and taking moves back (as GTP {@code undo} does, by
 * replaying a prefix of the events) restores exactly the game as it was then: stones, hash, ko
 * point, captures, side to move, passes, phase and marking.
 */
class RandomGamePropertiesTest {

    @Property(tries = 120, edgeCases = net.jqwik.api.EdgeCasesMode.MIXIN)
    void randomGamesKeepTheirInvariantsAndReplayExactly(@ForAll @IntRange(min = 2, max = Board.MAX_SIZE) int size,
                                                        @ForAll Preset preset,
                                                        @ForAll @IntRange(min = 0, max = 9) int handicap,
                                                        @ForAll long seed) {
        Random rnd = new Random(seed);
        RuleSet rules = preset.rules();
        if (rnd.nextInt(4) == 0) {
            rules = rules.withPassStones(true);
        }
        if (rnd.nextInt(4) == 0) {
            rules = rules.withDisputes(RuleSet.Disputes.values()[rnd.nextInt(3)]);
        }
        if (rnd.nextInt(4) == 0) {
            // superko=none is no preset's: without this it would never be played here.
            rules = rules.withSuperko(RuleSet.Superko.values()[rnd.nextInt(RuleSet.Superko.values().length)]);
        }
        boolean freeOrder = rnd.nextInt(5) == 0;
        Game g = new Game(size, rules, freeOrder);
        if (handicap >= 2 && handicap <= Handicap.maxFixed(size)) {
            g.apply(new GameEvent.Handicap(Handicap.fixed(size, handicap)));
        }
        // The test's own choices come from another stream, so that a seed plays the same game as before.
        Random pick = new Random(~seed);
        // Snapshots of the game after some numbers of events, to take back to at the end.
        Map<Integer, Snapshot> after = new TreeMap<>();
        after.put(g.events().size(), Snapshot.of(g));
        int actions = Math.min(250, size * size * 2);
        for (int a = 0; a < actions && !g.isFinished(); a++) {
            GameEvent e = next(g, rnd);
            Snapshot before = rnd.nextInt(4) == 0 ? Snapshot.of(g) : null;
            if (g.phase() == Phase.PLAYING && pick.nextInt(8) == 0) {
                Snapshot asked = Snapshot.of(g);
                Color c = pick.nextBoolean() ? Color.BLACK : Color.WHITE;
                g.legality(c, Point.of(pick.nextInt(size), pick.nextInt(size)));
                assertThat(Snapshot.of(g)).as("legality() must not change the game").isEqualTo(asked);
            }
            Phase phaseBefore = g.phase();
            Optional<Illegal> refused = g.tryApply(e);
            if (refused.isPresent() && before != null) {
                assertThat(Snapshot.of(g)).as("refused " + e + ": " + refused.get()).isEqualTo(before);
            }
            // Always a snapshot where taking back is hardest: at a phase change (into the marking,
            // a resumption, a dispute, the end) and after a change of the marking.
            boolean phaseChanged = g.phase() != phaseBefore || e instanceof GameEvent.Mark;
            if (refused.isEmpty() && (pick.nextInt(8) == 0 | phaseChanged)) {
                after.put(g.events().size(), Snapshot.of(g));
            }
            Board b = g.board();
            assertThat(b.verify()).as("after " + e).isNull();
            assertThat(b.hash()).isEqualTo(b.recomputeHash());
        }
        // Taking back to an earlier point of the game is replaying its events up to there.
        for (Map.Entry<Integer, Snapshot> then : after.entrySet()) {
            Game back = Game.replay(size, rules, freeOrder, g.events().subList(0, then.getKey()));
            assertThat(Snapshot.of(back)).as("taken back to event " + then.getKey()).isEqualTo(then.getValue());
            assertThat(back.board().hash()).isEqualTo(back.board().recomputeHash());
        }
        // Now and then a penalty or a rules change after the end: the count must follow.
        if (g.isFinished() && rnd.nextBoolean()) {
            g.tryApply(new GameEvent.Penalty(rnd.nextBoolean() ? Color.BLACK : Color.WHITE, 1 + rnd.nextInt(4) / 2.0, "late"));
        }
        Game replayed = Game.replay(size, rules, freeOrder, g.events());
        assertThat(Snapshot.of(replayed)).isEqualTo(Snapshot.of(g));
        assertThat(replayed.score()).isEqualTo(g.score());
        assertThat(replayed.isCounted()).isEqualTo(g.isCounted());
        // And through the text codec.
        List<GameEvent> decoded = new ArrayList<>();
        for (GameEvent e : g.events()) {
            decoded.add(EventCodec.decode(EventCodec.encode(e)));
        }
        assertThat(Snapshot.of(Game.replay(size, rules, freeOrder, decoded))).isEqualTo(Snapshot.of(g));
    }

    /** The next action: usually a sensible one for the phase, sometimes one that must be refused. */
    static GameEvent next(Game g, Random rnd) {
        int size = g.size();
        Color c = g.toMove();
        Color any = rnd.nextBoolean() ? Color.BLACK : Color.WHITE;
        Point randomPoint = Point.of(rnd.nextInt(size), rnd.nextInt(size));
        int r = rnd.nextInt(100);
        if (r < 3) {
            // out of order, wrong phase, malformed or off the board: mostly refused
            return switch (rnd.nextInt(6)) {
                case 0 -> new GameEvent.Play(c.opponent(), randomPoint);
                case 1 -> new GameEvent.Accept(any);
                case 2 -> new GameEvent.RefereeDecision(List.of(randomPoint), "");
                case 3 -> new GameEvent.Play(c, Point.of(Math.min(24, size), 0));
                case 4 -> new GameEvent.Penalty(any, -1, "negative");
                default -> new GameEvent.Handicap(List.of(randomPoint));
            };
        }
        if (r < 4) {
            return new GameEvent.Penalty(any, 0.5 * (1 + rnd.nextInt(4)), "penalty");
        }
        if (r < 5) {
            Preset p = Preset.values()[rnd.nextInt(Preset.values().length)];
            return new GameEvent.RulesChanged(p.rules().withKomi(rnd.nextInt(20) / 2.0 - 3));
        }
        if (r < 6) {
            return new GameEvent.Note("note " + r);
        }
        if (r == 6 && rnd.nextInt(10) == 0) {
            return switch (rnd.nextInt(5)) {
                case 0 -> new GameEvent.Resign(any);
                case 1 -> new GameEvent.TimeLoss(any);
                case 2 -> new GameEvent.Forfeit(any, "no show");
                case 3 -> new GameEvent.DoubleForfeit("both");
                default -> new GameEvent.Void("void");
            };
        }
        return switch (g.phase()) {
            case PLAYING -> playing(g, c, rnd);
            case MARKING -> switch (rnd.nextInt(6)) {
                case 0, 1 -> new GameEvent.Mark(any, randomPoint, rnd.nextInt(3) != 0);
                case 2, 3 -> new GameEvent.Accept(any);
                case 4 -> new GameEvent.Resume(any);
                default -> new GameEvent.Mark(any, randomPoint, false);
            };
            case DISPUTE -> new GameEvent.RefereeDecision(rnd.nextBoolean() ? List.of(randomPoint) : List.of(), "decided");
            case FINISHED -> new GameEvent.Note("after the end");
        };
    }

    /**
     * A move in play: now and then a pass (more often in answer to one, so that play stops and the
     * marking and resumptions are reached), now and then the retake the ko rule forbids (it must
     * be refused and change nothing), often a point next to the last stone (local fights make the
     * captures, kos and repetitions superko must judge), else a random point.
     */
    static GameEvent playing(Game g, Color c, Random rnd) {
        if (rnd.nextInt(g.consecutivePasses() > 0 ? 4 : 20) == 0) {
            return new GameEvent.Pass(c);
        }
        Optional<Point> ko = g.koPoint();
        if (ko.isPresent() && rnd.nextInt(3) == 0) {
            return new GameEvent.Play(c, ko.get());
        }
        Optional<GameEvent.Play> last = g.lastPlay();
        if (last.isPresent() && rnd.nextInt(3) != 0) {
            Point p = last.get().point();
            int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
            int[] d = steps[rnd.nextInt(steps.length)];
            Point q = Point.of(Math.floorMod(p.x + d[0], g.size()), Math.floorMod(p.y + d[1], g.size()));
            if (g.colorAt(q) == Board.EMPTY && !g.board().isSimpleEye(g.board().index(q), c.code)) {
                return new GameEvent.Play(c, q);
            }
        }
        return new GameEvent.Play(c, playPoint(g, c, rnd));
    }

    /** A random empty point that is not the mover's own single-point eye, else any point. */
    static Point playPoint(Game g, Color c, Random rnd) {
        Board b = g.board();
        int size = g.size();
        for (int k = 0; k < 20; k++) {
            Point p = Point.of(rnd.nextInt(size), rnd.nextInt(size));
            int i = b.index(p);
            if (b.get(i) == Board.EMPTY && !b.isSimpleEye(i, c.code)) {
                return p;
            }
        }
        return Point.of(rnd.nextInt(size), rnd.nextInt(size));
    }
}
