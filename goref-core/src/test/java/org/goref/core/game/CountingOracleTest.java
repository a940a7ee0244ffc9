package org.goref.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Counting;
import org.goref.core.rules.RuleSet.HandicapBonus;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * 4.3 to 4.5 written out again, as plainly as the articles read, and compared with the referee's
 * score sheet on random positions with random dead stones, komi, penalties, handicap and passes:
 * the dead stones come off and join their colour's prisoners; a region of empty points is a side's
 * territory when its neighbours are only empty points and that side's stones; Japanese tradition
 * adds the prisoners, Chinese the stones left; komi is taken from Black (from White when negative);
 * White gets the handicap bonus under area counting, each side the opponent's passes as prisoners
 * under pass-stones; penalties are taken from the penalised side; more points win. Seki is left to
 * its own tests: the rule sets here count it ({@code seki=count}).
 */
class CountingOracleTest {

    @Property(tries = 300)
    void theScoreSheetIsTheArticlesCount(@ForAll @IntRange(min = 2, max = 9) int size,
                                         @ForAll boolean area,
                                         @ForAll boolean passStones,
                                         @ForAll @IntRange(min = -20, max = 20) int komiHalves,
                                         @ForAll long seed) {
        Random rnd = new Random(seed);
        HandicapBonus bonusRule = HandicapBonus.values()[rnd.nextInt(3)];
        RuleSet rules = RuleSet.russianTerritory().withCounting(area ? Counting.AREA : Counting.TERRITORY)
                .withPassStones(passStones).withHandicapBonus(bonusRule).withKomi(komiHalves / 2.0);
        Game g = new Game(size, rules);
        int handicap = size >= 7 && rnd.nextBoolean() ? 2 + rnd.nextInt(Handicap.maxFixed(size) - 1) : 0;
        if (handicap > 0) {
            g.apply(new GameEvent.Handicap(Handicap.fixed(size, handicap)));
        }
        int moves = rnd.nextInt(size * size * 2);
        for (int m = 0; m < moves && g.phase() == Phase.PLAYING; m++) {
            Color c = g.toMove();
            Point p = Point.of(rnd.nextInt(size), rnd.nextInt(size));
            if (rnd.nextInt(12) == 0 && g.consecutivePasses() == 0 || g.tryApply(new GameEvent.Play(c, p)).isPresent()) {
                if (g.consecutivePasses() == 0) {
                    g.apply(new GameEvent.Pass(c));
                }
            }
        }
        double[] penalty = new double[3];
        for (int k = rnd.nextInt(3); k > 0; k--) {
            Color c = rnd.nextBoolean() ? Color.BLACK : Color.WHITE;
            double points = (1 + rnd.nextInt(6)) / 2.0;
            g.apply(new GameEvent.Penalty(c, points, "oracle"));
            penalty[c.code] += points;
        }
        Set<Point> dead = randomChains(g, rnd);

        ScoreSheet sheet = g.score(dead);

        // The articles, on a plain grid.
        int[][] grid = new int[size][size];
        int[] prisoners = {0, g.captures(Color.BLACK), g.captures(Color.WHITE)};
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                grid[y][x] = g.colorAt(Point.of(x, y));
            }
        }
        for (Point p : dead) {
            prisoners[3 - grid[p.y][p.x]]++; // a dead stone is its opponent's prisoner
            grid[p.y][p.x] = Board.EMPTY;
        }
        int[] stones = new int[3];
        int[] territory = new int[3];
        boolean[][] done = new boolean[size][size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (grid[y][x] != Board.EMPTY) {
                    stones[grid[y][x]]++;
                } else if (!done[y][x]) {
                    int[] region = region(grid, done, x, y);
                    int owner = region[1] == 1 ? Board.BLACK : region[1] == 2 ? Board.WHITE : Board.EMPTY;
                    territory[owner] += region[0];
                }
            }
        }
        double komi = rules.komi();
        double black = territory[1] + (area ? stones[1] : prisoners[1]) - Math.max(komi, 0) - penalty[1]
                + (passStones && !area ? g.passes(Color.WHITE) : 0);
        double white = territory[2] + (area ? stones[2] : prisoners[2]) + Math.min(komi, 0) - penalty[2]
                + (passStones && !area ? g.passes(Color.BLACK) : 0)
                + (area && handicap >= 2 ? switch (bonusRule) {
                    case ZERO -> 0;
                    case N -> handicap;
                    case N_MINUS_1 -> handicap - 1;
                } : 0);

        assertThat(sheet.black().total()).as("Black's total%n%s", g).isEqualTo(black);
        assertThat(sheet.white().total()).as("White's total%n%s", g).isEqualTo(white);
        assertThat(sheet.black().territory()).isEqualTo(territory[1]);
        assertThat(sheet.white().territory()).isEqualTo(territory[2]);
        assertThat(sheet.territory().neutral()).hasSize(territory[0]);
        assertThat(sheet.result()).isEqualTo(black > white ? new GameResult.ByPoints(Color.BLACK, black - white)
                : black < white ? new GameResult.ByPoints(Color.WHITE, white - black) : new GameResult.Draw());
    }

    /** Some whole chains, chosen at random, to be marked dead. */
    private static Set<Point> randomChains(Game g, Random rnd) {
        Set<Point> dead = new TreeSet<>();
        int size = g.size();
        for (int k = rnd.nextInt(4); k > 0; k--) {
            Point p = Point.of(rnd.nextInt(size), rnd.nextInt(size));
            int c = g.colorAt(p);
            if (c == Board.EMPTY) {
                continue;
            }
            Deque<Point> todo = new ArrayDeque<>(List.of(p));
            while (!todo.isEmpty()) {
                Point q = todo.pop();
                if (q.isOn(size) && g.colorAt(q) == c && dead.add(q)) {
                    todo.addAll(List.of(Point.of(q.x + 1, q.y), Point.of(q.x, q.y + 1)));
                    if (q.x > 0) {
                        todo.add(Point.of(q.x - 1, q.y));
                    }
                    if (q.y > 0) {
                        todo.add(Point.of(q.x, q.y - 1));
                    }
                }
            }
        }
        return dead;
    }

    /** The region of empty points through (x, y): its size and the colours it touches (bit 1 black, 2 white). */
    private static int[] region(int[][] grid, boolean[][] done, int x0, int y0) {
        int n = grid.length;
        int count = 0;
        int touches = 0;
        Deque<int[]> todo = new ArrayDeque<>();
        todo.push(new int[] {x0, y0});
        done[y0][x0] = true;
        while (!todo.isEmpty()) {
            int[] q = todo.pop();
            count++;
            for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                int x = q[0] + d[0];
                int y = q[1] + d[1];
                if (x < 0 || y < 0 || x >= n || y >= n) {
                    continue;
                }
                if (grid[y][x] == Board.EMPTY) {
                    if (!done[y][x]) {
                        done[y][x] = true;
                        todo.push(new int[] {x, y});
                    }
                } else {
                    touches |= grid[y][x];
                }
            }
        }
        return new int[] {count, touches};
    }
}
