package org.goref.core.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Counting;
import org.goref.core.rules.RuleSet.Seki;

/**
 * Counting (4.3, 4.4) of a final position: dead stones removed and added to the prisoners, empty
 * regions bordered by one colour only are that colour's territory, and the terms of the score
 * sheet.
 *
 * <p>Seki is found on the position itself, not guessed from unfilled points: a point next to stones
 * of both colours is a <em>seki liberty</em> when neither side can fill it without losing the chain
 * it makes: left with at most one liberty, or with only a small eye (up to three points) against an
 * opponent with as many liberties, and capturing nothing; other liberties the two sides share in the
 * same region count as filled (either side may fill them first, the seki is decided at the last).
 * The chains next to seki liberties are in
 * seki, and under {@code seki=no-count} (territory counting, Japanese 1989 Art. 8) the empty regions
 * they surround are eye points, not territory. Ordinary unfilled dame are neutral, never seki.
 */
public final class Scoring {
    private Scoring() {
    }

    public static ScoreSheet count(Board board, Set<Point> dead, RuleSet rules, int handicapStones, int[] passes,
                                   List<GameEvent.Penalty> penalties) {
        Analysis a = analyse(board, dead);
        boolean territoryCounting = rules.counting() == Counting.TERRITORY;
        boolean sekiNoCount = territoryCounting && rules.seki() == Seki.NO_COUNT;

        List<Point> blackTerritory = new ArrayList<>();
        List<Point> whiteTerritory = new ArrayList<>();
        List<Point> neutral = new ArrayList<>();
        List<Point> sekiEyes = new ArrayList<>();
        for (int r = 0; r < a.regionCount; r++) {
            int owner = a.regionOwner[r];
            List<Point> pts = a.regionPoints.get(r);
            if (owner == Board.BLACK || owner == Board.WHITE) {
                if (sekiNoCount && a.regionTouchesSeki[r]) {
                    sekiEyes.addAll(pts);
                } else {
                    (owner == Board.BLACK ? blackTerritory : whiteTerritory).addAll(pts);
                }
            } else {
                neutral.addAll(pts);
            }
        }

        double[] pen = new double[3];
        for (GameEvent.Penalty p : penalties) {
            pen[p.color().code] += p.points();
        }
        int bonus = territoryCounting ? 0 : rules.handicapBonus().points(handicapStones);
        boolean passStones = rules.passStones() && territoryCounting;
        // 4.4: komi is taken from Black's total; a negative one is taken from White's ("т.е.
        // отниматься у белых"), so each side's total is the one the rules define.
        double komi = rules.komi();

        ScoreSheet.Side black = new ScoreSheet.Side(
                blackTerritory.size(),
                territoryCounting ? board.captures(Board.BLACK) + a.deadCount[Board.WHITE] : 0,
                territoryCounting ? 0 : a.stones[Board.BLACK],
                komi > 0 ? -komi : 0.0,
                0,
                passStones ? passes[Board.WHITE] : 0,
                negate(pen[Board.BLACK]));
        ScoreSheet.Side white = new ScoreSheet.Side(
                whiteTerritory.size(),
                territoryCounting ? board.captures(Board.WHITE) + a.deadCount[Board.BLACK] : 0,
                territoryCounting ? 0 : a.stones[Board.WHITE],
                komi < 0 ? komi : 0.0,
                bonus,
                passStones ? passes[Board.BLACK] : 0,
                negate(pen[Board.WHITE]));
        List<Point> deadList = new ArrayList<>(a.deadPoints);
        ScoreSheet.Territory t = new ScoreSheet.Territory(deadList, blackTerritory, whiteTerritory, neutral,
                a.sekiStones, sekiEyes);
        return new ScoreSheet(rules, black, white, t);
    }

    /** -x without a negative zero (which JSON and people would see as "-0.0"). */
    private static double negate(double x) {
        return x == 0 ? 0.0 : -x;
    }

    /** The final position's regions, seki chains and dead stones. */
    public static Analysis analyse(Board board, Set<Point> dead) {
        return new Analysis(board, dead);
    }

    /** The position after removing the dead stones, analysed. */
    public static final class Analysis {
        final int[] grid;
        final int[] deadCount = new int[3];
        final int[] stones = new int[3];
        final List<Point> deadPoints = new ArrayList<>();
        final List<List<Point>> regionPoints = new ArrayList<>();
        int[] regionOwner = new int[16];
        boolean[] regionTouchesSeki = new boolean[16];
        int regionCount;
        final List<Point> sekiStones = new ArrayList<>();

        private final Board board;
        private final int[] dir;
        private final int[] chainId;
        private int[] regionOf;
        private final List<int[]> chainLibs = new ArrayList<>();
        private final List<List<Integer>> chainStones = new ArrayList<>();

        Analysis(Board board, Set<Point> dead) {
            this.board = board;
            this.dir = board.directions();
            int cells = board.cells();
            grid = new int[cells];
            for (int i = 0; i < cells; i++) {
                grid[i] = board.get(i);
            }
            for (Point p : dead) {
                if (!p.isOn(board.size())) {
                    continue;
                }
                int i = board.index(p);
                int c = grid[i];
                if (c == Board.BLACK || c == Board.WHITE) {
                    grid[i] = Board.EMPTY;
                    deadCount[c]++;
                    deadPoints.add(p);
                }
            }
            for (int i = 0; i < cells; i++) {
                if (grid[i] == Board.BLACK || grid[i] == Board.WHITE) {
                    stones[grid[i]]++;
                }
            }
            chainId = new int[cells];
            Arrays.fill(chainId, -1);
            findChains();
            findRegions();
            boolean[] sekiChain = findSeki();
            markSekiRegions(sekiChain);
        }

        private void findChains() {
            int[] stack = new int[grid.length];
            int[] libMark = new int[grid.length];
            for (int i = 0; i < grid.length; i++) {
                int c = grid[i];
                if ((c != Board.BLACK && c != Board.WHITE) || chainId[i] >= 0) {
                    continue;
                }
                int id = chainStones.size();
                List<Integer> members = new ArrayList<>();
                List<Integer> libs = new ArrayList<>();
                int sp = 0;
                stack[sp++] = i;
                chainId[i] = id;
                while (sp > 0) {
                    int s = stack[--sp];
                    members.add(s);
                    for (int d : dir) {
                        int n = s + d;
                        if (grid[n] == c && chainId[n] < 0) {
                            chainId[n] = id;
                            stack[sp++] = n;
                        } else if (grid[n] == Board.EMPTY && libMark[n] != id + 1) {
                            libMark[n] = id + 1;
                            libs.add(n);
                        }
                    }
                }
                chainStones.add(members);
                chainLibs.add(libs.stream().mapToInt(Integer::intValue).toArray());
            }
        }

        /** Marks the chains next to seki liberties. */
        private boolean[] findSeki() {
            boolean[] seki = new boolean[chainStones.size()];
            for (int d = 0; d < grid.length; d++) {
                if (grid[d] != Board.EMPTY) {
                    continue;
                }
                boolean b = false;
                boolean w = false;
                for (int k : dir) {
                    b |= grid[d + k] == Board.BLACK;
                    w |= grid[d + k] == Board.WHITE;
                }
                if (!b || !w) {
                    continue;
                }
                if (cannotFill(d, Board.BLACK) && cannotFill(d, Board.WHITE)) {
                    for (int k : dir) {
                        int n = d + k;
                        if (grid[n] == Board.BLACK || grid[n] == Board.WHITE) {
                            seki[chainId[n]] = true;
                        }
                    }
                }
            }
            for (int id = 0; id < seki.length; id++) {
                if (seki[id]) {
                    for (int s : chainStones.get(id)) {
                        sekiStones.add(board.point(s));
                    }
                }
            }
            sekiStones.sort(null);
            return seki;
        }

        /**
         * Whether colour c cannot fill the shared liberty d: the stone would capture nothing, and
         * the chain it makes would be left either with at most one liberty (the opponent, who
         * moves next, captures it) or with only the liberties of one small eye of its own (up to
         * three points, which the opponent moving next can reduce to one eye) and no more of them
         * than the weakest opponent chain beside d has left: a lost liberty race. Ordinary dame
         * between living groups are fillable by this test, so they are never taken for seki.
         *
         * <p>When d's region holds more liberties shared by the same two sides, either side may
         * fill those first without harm, and the seki is decided at the last of them (one eye
         * each with two shared liberties is a seki, whoever fills the first one). So those other
         * shared points are left out of both sides' liberties, and the chain made at d must then
         * lose the race outright: no more liberties than the weakest opponent chain beside d, as
         * the opponent moves next.
         */
        private boolean cannotFill(int d, int c) {
            int opp = 3 - c;
            Set<Integer> libs = new HashSet<>();
            List<int[]> opponents = new ArrayList<>();
            for (int k : dir) {
                int n = d + k;
                if (grid[n] == Board.EMPTY) {
                    libs.add(n);
                } else if (grid[n] == c) {
                    for (int l : chainLibs.get(chainId[n])) {
                        libs.add(l);
                    }
                } else if (grid[n] == opp) {
                    int[] theirs = chainLibs.get(chainId[n]);
                    if (theirs.length == 1) {
                        return false; // it would capture
                    }
                    opponents.add(theirs);
                }
            }
            libs.remove(d);
            // The other liberties of d's region shared with an opponent chain beside d.
            Set<Integer> shared = new HashSet<>();
            for (int[] theirs : opponents) {
                for (int l : theirs) {
                    if (l != d && regionOf[l] == regionOf[d] && libs.contains(l)) {
                        shared.add(l);
                    }
                }
            }
            libs.removeAll(shared);
            int weakestOpponent = Integer.MAX_VALUE;
            for (int[] theirs : opponents) {
                int left = 0;
                for (int l : theirs) {
                    if (l != d && !shared.contains(l)) {
                        left++;
                    }
                }
                weakestOpponent = Math.min(weakestOpponent, left);
            }
            if (libs.size() <= 1) {
                return shared.isEmpty() || libs.size() <= weakestOpponent;
            }
            int eye = -1;
            for (int l : libs) {
                int r = regionOf[l];
                if (regionOwner[r] != c || (eye >= 0 && r != eye)) {
                    return false; // liberties outside one eye of its own: it can fill
                }
                eye = r;
            }
            return regionPoints.get(eye).size() <= 3 && libs.size() <= weakestOpponent;
        }

        private void findRegions() {
            regionOf = new int[grid.length];
            Arrays.fill(regionOf, -1);
            int[] region = regionOf;
            int[] stack = new int[grid.length];
            for (int i = 0; i < grid.length; i++) {
                if (grid[i] != Board.EMPTY || region[i] >= 0) {
                    continue;
                }
                int id = regionCount++;
                if (id == regionOwner.length) {
                    regionOwner = Arrays.copyOf(regionOwner, id * 2);
                    regionTouchesSeki = Arrays.copyOf(regionTouchesSeki, id * 2);
                }
                List<Point> pts = new ArrayList<>();
                int borders = 0;
                int sp = 0;
                stack[sp++] = i;
                region[i] = id;
                while (sp > 0) {
                    int s = stack[--sp];
                    pts.add(board.point(s));
                    for (int d : dir) {
                        int n = s + d;
                        int c = grid[n];
                        if (c == Board.EMPTY) {
                            if (region[n] < 0) {
                                region[n] = id;
                                stack[sp++] = n;
                            }
                        } else if (c == Board.BLACK || c == Board.WHITE) {
                            borders |= c;
                        }
                    }
                }
                pts.sort(null);
                regionPoints.add(pts);
                regionOwner[id] = borders == Board.BLACK ? Board.BLACK : borders == Board.WHITE ? Board.WHITE : Board.EMPTY;
            }
        }

        /**
         * A region of one colour is made of seki eye points (not territory under seki=no-count) when
         * the stones around it are in seki: every chain bordering it is a seki chain. A territory
         * that also borders chains with no shared liberty stays territory, so that a short chain
         * at an unfilled dame can never take a whole living group's area with it.
         */
        private void markSekiRegions(boolean[] sekiChain) {
            boolean[] other = new boolean[regionCount];
            for (int i = 0; i < grid.length; i++) {
                if (grid[i] != Board.EMPTY) {
                    continue;
                }
                int r = regionOf[i];
                for (int d : dir) {
                    int n = i + d;
                    if (grid[n] == Board.BLACK || grid[n] == Board.WHITE) {
                        if (sekiChain[chainId[n]]) {
                            regionTouchesSeki[r] = true;
                        } else {
                            other[r] = true;
                        }
                    }
                }
            }
            for (int r = 0; r < regionCount; r++) {
                regionTouchesSeki[r] &= !other[r];
            }
        }

        public List<Point> sekiStones() {
            return List.copyOf(sekiStones);
        }
    }
}
