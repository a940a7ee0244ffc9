package org.goref.core.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Diagram;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Superko;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The repetition scenarios of the superko tests replayed on GNU Go: the triple ko and sending two,
 * returning one (with a pass), comparing the legal points of the side to move at every step under
 * simple ko, positional and situational superko. The position is set up on GNU Go by plays; its
 * intermediate positions hold fewer stones than any position of the cycles, so they change nothing.
 */
class GnuGoScenarioCrossCheckTest {
    private static Path gnugo;

    @BeforeAll
    static void findGnuGo() {
        gnugo = GnuGo.find();
        if (gnugo == null) {
            fail("GNU Go is not installed: the Debian package gnugo is needed; .ci/run installs it");
        }
    }

    static final String[] TRIPLE_KO = {
            ". X O . . . X O .",
            "X O . O . X . X O",
            ". X O . . . X O .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". X O . . . . . .",
            "X O . O . . . . .",
            ". X O . . . . . .",
            ". . . . . . . . ."};

    static final String[] TWO_FOR_ONE = {
            ". X . X .",
            "O O X X .",
            ". . . . .",
            ". . . . .",
            ". . . . ."};

    @ParameterizedTest
    @EnumSource(value = Superko.class, names = {"NONE", "POSITIONAL", "SITUATIONAL"})
    void tripleKo(Superko superko) throws Exception {
        String cycle = "C8 G8 C3 B8 H8 B3 ";
        run(superko, TRIPLE_KO, cycle.repeat(3));
    }

    @ParameterizedTest
    @EnumSource(value = Superko.class, names = {"NONE", "POSITIONAL", "SITUATIONAL"})
    void sendingTwoReturningOne(Superko superko) throws Exception {
        run(superko, TWO_FOR_ONE, "A5 C5 B5 pass ".repeat(3));
    }

    @ParameterizedTest
    @EnumSource(value = Superko.class, names = {"NONE", "POSITIONAL", "SITUATIONAL"})
    void aSituationMadeByAPass(Superko superko) throws Exception {
        run(superko, new String[] {". . .", ". . .", ". . ."},
                "C2 B1 B3 B2 C1 pass A3 C3 A2 pass C1 pass C2 C3", superko != Superko.NONE);
    }

    private void run(Superko superko, String[] rows, String sequence) throws Exception {
        run(superko, rows, sequence, superko != Superko.NONE);
    }

    private void run(Superko superko, String[] rows, String sequence, boolean refusalExpected) throws Exception {
        String[] options = switch (superko) {
            case POSITIONAL -> new String[] {"--positional-superko"};
            case SITUATIONAL -> new String[] {"--situational-superko"};
            default -> new String[0];
        };
        Game game = Diagram.game(RuleSet.russianTerritory().withSuperko(superko), rows);
        int size = game.size();
        try (GnuGo g = new GnuGo(gnugo, options)) {
            g.send("boardsize " + size);
            g.send("clear_board");
            // Alternate the setup plays as a game would, the shorter colour's passes first, so that
            // GNU Go's history ends with White's play: the set-up position with Black to move, and
            // no earlier position holding as many stones.
            List<String> black = new ArrayList<>(GnuGoCrossCheckTest.stones(game, Color.BLACK));
            List<String> white = new ArrayList<>(GnuGoCrossCheckTest.stones(game, Color.WHITE));
            int n = Math.max(black.size(), white.size());
            while (black.size() < n) {
                black.add(0, "pass");
            }
            while (white.size() < n) {
                white.add(0, "pass");
            }
            for (int i = 0; i < n; i++) {
                g.send("play black " + black.get(i));
                g.send("play white " + white.get(i));
            }
            List<String> played = new ArrayList<>();
            for (String move : sequence.trim().split("\\s+")) {
                Color c = game.toMove();
                assertThat(GnuGoCrossCheckTest.legalPoints(game, c))
                        .as("legal points for " + c.lowerName() + " after " + played)
                        .isEqualTo(GnuGoCrossCheckTest.vertices(g.send("all_legal " + c.lowerName())));
                Point p = Point.parseGtp(move, size);
                boolean refused = game.tryApply(p == null ? new GameEvent.Pass(c) : new GameEvent.Play(c, p)).isPresent();
                String answer = g.ask("play " + c.lowerName() + " " + move);
                assertThat(answer.startsWith("?")).as("GNU Go refuses " + move + " after " + played).isEqualTo(refused);
                if (refused) {
                    assertThat(refusalExpected).as("refused " + move + " after " + played).isTrue();
                    return;
                }
                played.add(move);
            }
            assertThat(refusalExpected).as("every move was accepted").isFalse();
        }
    }
}
