package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Suicide;
import org.goref.core.rules.RuleSet.Superko;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * 3.3, second half, against an oracle that knows nothing of hashes or the referee's history: the
 * test keeps its own list of every position the game has had (with the side to move, for {@code
 * situational}), and at every turn asks the referee about every point of a small board, where
 * repetitions are frequent. The referee must refuse as {@code superko} exactly the moves whose
 * position is in the list (ko and suicide keep their own reasons), and accept every other legal one.
 * Play stops now and then and is resumed after a dispute; the history runs on across it.
 */
class SuperkoOracleTest {

    @Property(tries = 150)
    void superkoRefusesExactlyTheMovesThatRepeatAnEarlierPosition(@ForAll @IntRange(min = 2, max = 5) int size,
                                                                 @ForAll boolean situational,
                                                                 @ForAll boolean suicideAllowed,
                                                                 @ForAll long seed) {
        Random rnd = new Random(seed);
        Suicide suicide = suicideAllowed ? Suicide.ALLOWED : Suicide.FORBIDDEN;
        RuleSet rules = RuleSet.russianTerritory()
                .withSuperko(situational ? Superko.SITUATIONAL : Superko.POSITIONAL).withSuicide(suicide);
        Game g = new Game(size, rules);
        Set<String> seen = new HashSet<>();
        seen.add(key(g.board(), g.toMove(), situational));
        for (int turn = 0; turn < 80 && g.phase() == Phase.PLAYING; turn++) {
            Color c = g.toMove();
            List<Point> legal = new ArrayList<>();
            List<Point> notOwnEye = new ArrayList<>();
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    Point p = Point.of(x, y);
                    String expected = oracle(g, c, p, suicide, seen, situational);
                    assertThat(Diagram.legality(g, c, p.toGtp(size)))
                            .as("%s at %s, turn %d%n%s", c, p.toGtp(size), turn, g).isEqualTo(expected);
                    if (expected.equals("ok")) {
                        legal.add(p);
                        Board b = g.board();
                        if (!b.isSimpleEye(b.index(p), c.code)) {
                            notOwnEye.add(p);
                        }
                    }
                }
            }
            // Mostly capture-rich play; a pass now and then, and sometimes the answering pass:
            // play stops, one side disputes and play resumes, and the history must run on across it.
            List<Point> pool = notOwnEye.isEmpty() ? legal : notOwnEye;
            boolean pass = pool.isEmpty() || (rnd.nextInt(10) == 0 && (g.consecutivePasses() == 0 || rnd.nextBoolean()));
            g.apply(pass ? new GameEvent.Pass(c) : new GameEvent.Play(c, pool.get(rnd.nextInt(pool.size()))));
            seen.add(key(g.board(), g.toMove(), situational));
            if (g.phase() == Phase.MARKING) {
                g.apply(new GameEvent.Resume(rnd.nextBoolean() ? Color.BLACK : Color.WHITE));
                seen.add(key(g.board(), g.toMove(), situational));
            }
        }
    }

    /**
     * {@code superko=no-result}: repetition is legal, and the game ends void exactly when a play
     * makes a position with the same player to move for the third time (the start and every play
     * are occurrences; a pass, which changes no stone, is none, and neither is a resumption).
     */
    @Property(tries = 150)
    void noResultEndsTheGameExactlyOnTheThirdOccurrence(@ForAll @IntRange(min = 2, max = 3) int size,
                                                        @ForAll long seed) {
        Random rnd = new Random(seed);
        Game g = new Game(size, RuleSet.russianTerritory().withSuperko(Superko.NO_RESULT));
        java.util.Map<String, Integer> occurrences = new java.util.HashMap<>();
        occurrences.merge(key(g.board(), g.toMove(), true), 1, Integer::sum);
        for (int turn = 0; turn < 300 && g.phase() == Phase.PLAYING; turn++) {
            Color c = g.toMove();
            List<Point> pool = new ArrayList<>();
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    Point p = Point.of(x, y);
                    String expected = oracle(g, c, p, Suicide.FORBIDDEN, Set.of(), true);
                    assertThat(Diagram.legality(g, c, p.toGtp(size))).as("no repetition is refused").isEqualTo(expected);
                    Board b = g.board();
                    if (expected.equals("ok") && !b.isSimpleEye(b.index(p), c.code)) {
                        pool.add(p);
                    }
                }
            }
            if (pool.isEmpty() || (rnd.nextInt(10) == 0 && (g.consecutivePasses() == 0 || rnd.nextBoolean()))) {
                g.apply(new GameEvent.Pass(c));
                if (g.phase() == Phase.MARKING) {
                    // A dispute and a resumption: no occurrence, and the count runs on across it.
                    g.apply(new GameEvent.Resume(rnd.nextBoolean() ? Color.BLACK : Color.WHITE));
                }
                continue;
            }
            g.apply(new GameEvent.Play(c, pool.get(rnd.nextInt(pool.size()))));
            int n = occurrences.merge(key(g.board(), g.toMove(), true), 1, Integer::sum);
            assertThat(g.phase()).as("occurrence %d of the position after turn %d%n%s", n, turn, g)
                    .isEqualTo(n >= 3 ? Phase.FINISHED : Phase.PLAYING);
            if (n >= 3) {
                assertThat(g.result()).get().isInstanceOf(GameResult.NoResult.class);
            }
        }
    }

    /** What the rules say of {@code c} playing at {@code p}, worked out on a copy of the board. */
    private static String oracle(Game g, Color c, Point p, Suicide suicide, Set<String> seen, boolean situational) {
        Board b = g.board();
        int i = b.index(p);
        Board.Verdict v = b.check(i, c.code);
        switch (v) {
            case OCCUPIED:
                return "occupied";
            case KO:
                return "ko";
            case SUICIDE:
                return "suicide";
            case MULTI_STONE_SUICIDE:
                if (suicide == Suicide.FORBIDDEN) {
                    return "suicide";
                }
                break;
            default:
                break;
        }
        b.place(i, c.code);
        return seen.contains(key(b, c.opponent(), situational)) ? "superko" : "ok";
    }

    private static String key(Board b, Color toMove, boolean situational) {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < b.size(); y++) {
            for (int x = 0; x < b.size(); x++) {
                sb.append(b.get(b.index(x, y)));
            }
        }
        return situational ? sb.append(toMove.letter()).toString() : sb.toString();
    }
}
