package org.goref.core.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Superko;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Random games (seeded, so reproducible) played on goref and on GNU Go side by side, comparing after
 * every move the stones, the captures and the set of legal points of the side to move: simple ko
 * (GNU Go's default), positional and situational superko. Passes are mixed in (never two in a row,
 * which would stop play) so that ko and superko are also checked across passes.
 */
class GnuGoCrossCheckTest {
    private static Path gnugo;
    static final java.util.Map<String, Integer> REASONS = new java.util.TreeMap<>();
    static int MOVES;

    @org.junit.jupiter.api.AfterAll
    static void stats() {
        // The whole run must have met kos and superko, or the comparison proved little.
        if (MOVES > 500) {
            assertThat(REASONS).as("reasons met in " + MOVES + " moves").containsKeys("ko", "superko", "suicide");
        }
    }

    @BeforeAll
    static void findGnuGo() {
        gnugo = GnuGo.find();
        if (gnugo == null) {
            fail("GNU Go is not installed (looked in /usr/games, /usr/bin and PATH): "
                    + "the Debian package gnugo is needed; .ci/run installs it (apt-get install gnugo)");
        }
    }

    @ParameterizedTest(name = "{0}x{0} superko={1} suicide={4} seed {2}")
    @CsvSource({
            "5, none, 1, 70, forbidden", "5, none, 2, 70, forbidden", "7, none, 3, 60, forbidden",
            "9, none, 4, 60, forbidden", "5, none, 13, 70, allowed",
            "5, positional, 5, 70, forbidden", "5, positional, 6, 70, forbidden", "7, positional, 7, 60, forbidden",
            "9, positional, 8, 50, forbidden", "5, positional, 14, 70, allowed",
            "5, situational, 9, 70, forbidden", "5, situational, 10, 70, forbidden",
            "7, situational, 11, 60, forbidden", "9, situational, 12, 50, forbidden", "7, situational, 15, 60, allowed"})
    void sameStonesCapturesAndLegalPoints(int size, String superko, long seed, int moves, String suicide) throws Exception {
        RuleSet rules = RuleSet.parse("russian-territory,superko=" + superko + ",suicide=" + suicide);
        List<String> opts = new ArrayList<>();
        switch (rules.superko()) {
            case POSITIONAL -> opts.add("--positional-superko");
            case SITUATIONAL -> opts.add("--situational-superko");
            default -> { }
        }
        if (rules.suicide() == RuleSet.Suicide.ALLOWED) {
            opts.add("--allow-suicide"); // GNU Go then allows multi-stone suicide only, as goref does
        }
        String[] options = opts.toArray(new String[0]);
        try (GnuGo g = new GnuGo(gnugo, options)) {
            g.send("boardsize " + size);
            g.send("clear_board");
            g.send("komi 0");
            Game game = new Game(size, rules);
            Random rnd = new Random(seed);
            List<String> played = new ArrayList<>();
            boolean lastWasPass = false;
            for (int m = 0; m < moves; m++) {
                Color c = game.toMove();
                String where = "after " + played;
                Set<String> gorefLegal = legalPoints(game, c);
                for (int y = 0; y < size; y++) {
                    for (int x = 0; x < size; x++) {
                        game.legality(c, Point.of(x, y)).ifPresent(i -> REASONS.merge(i.code(), 1, Integer::sum));
                    }
                }
                Set<String> gnuLegal = vertices(g.send("all_legal " + c.lowerName()));
                assertThat(gorefLegal).as("legal points for " + c.lowerName() + " " + where).isEqualTo(gnuLegal);
                for (Color s : Color.values()) {
                    assertThat(stones(game, s)).as(s.lowerName() + " stones " + where)
                            .isEqualTo(vertices(g.send("list_stones " + s.lowerName())));
                    assertThat(game.captures(s)).as(s.lowerName() + " captures " + where)
                            .isEqualTo(Integer.parseInt(g.send("captures " + s.lowerName())));
                }
                String move = choose(game, c, gorefLegal, rnd);
                if (move.equals("pass") && lastWasPass) {
                    if (gorefLegal.isEmpty()) {
                        break; // a second pass would stop play
                    }
                    // rather than stop, fill an eye: big captures and new kos follow
                    List<String> any = new ArrayList<>(gorefLegal);
                    move = any.get(rnd.nextInt(any.size()));
                }
                lastWasPass = move.equals("pass");
                Point p = Point.parseGtp(move, size);
                game.apply(p == null ? new GameEvent.Pass(c) : new GameEvent.Play(c, p));
                g.send("play " + c.lowerName() + " " + move);
                played.add(c.letter() + " " + move);
                MOVES++;
                assertThat(game.board().verify()).isNull();
            }
        }
    }

    /**
     * A move that keeps the game rich in captures and kos: now and then a pass; else a capture when
     * there is one (most of the time); else any legal point that does not fill the mover's own
     * single-point eye; pass when nothing is left.
     */
    static String choose(Game game, Color c, Set<String> legal, Random rnd) {
        if (rnd.nextInt(30) == 0) {
            return "pass";
        }
        Board b = game.board();
        List<String> captures = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (String v : legal) {
            int i = b.index(Point.parseGtp(v, game.size()));
            if (b.isSimpleEye(i, c.code)) {
                continue;
            }
            boolean captures1 = false;
            for (int d : b.directions()) {
                int n = i + d;
                if (b.get(n) == c.opponent().code && b.liberties(n) == 1) {
                    captures1 = true;
                }
            }
            (captures1 ? captures : others).add(v);
        }
        if (!captures.isEmpty() && (others.isEmpty() || rnd.nextInt(4) != 0)) {
            return captures.get(rnd.nextInt(captures.size()));
        }
        if (others.isEmpty()) {
            return "pass";
        }
        return others.get(rnd.nextInt(others.size()));
    }

    static Set<String> legalPoints(Game game, Color c) {
        Set<String> out = new TreeSet<>();
        for (int y = 0; y < game.size(); y++) {
            for (int x = 0; x < game.size(); x++) {
                Point p = Point.of(x, y);
                if (game.legality(c, p).isEmpty()) {
                    out.add(p.toGtp(game.size()));
                }
            }
        }
        return out;
    }

    static Set<String> stones(Game game, Color c) {
        Set<String> out = new TreeSet<>();
        Board b = game.board();
        for (int y = 0; y < game.size(); y++) {
            for (int x = 0; x < game.size(); x++) {
                if (b.get(b.index(x, y)) == c.code) {
                    out.add(Point.of(x, y).toGtp(game.size()));
                }
            }
        }
        return out;
    }

    static Set<String> vertices(String answer) {
        return Arrays.stream(answer.trim().split("\\s+")).filter(s -> !s.isEmpty())
                .map(s -> s.toUpperCase(java.util.Locale.ROOT)).collect(Collectors.toCollection(TreeSet::new));
    }
}
