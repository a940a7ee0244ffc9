package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;

import org.goref.core.board.Board;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/**
 * A chain that captures a weak enemy chain inside the enemy's own area gains nothing by it: it is
 * dead, and the chain it "kills" is not.
 */
class EnclosedCapturersTest {
    /**
     * GNU Go's 9×9 self-play gg9_124 as both players left it (B+23.5 by GNU Go's count): Black's
     * open lower right holds two dead White stones on the first line (C1, F1), a White stone at J2
     * and a Black stone in atari at J1. White takes J1 by H1 whoever moves first, but White's stones
     * stay inside Black's walls without room for eyes.
     */
    static final String[] GG9_124 = {
            "...O..OOX",
            "....O.OXX",
            "..OOXOOX.",
            "OOOXXXOX.",
            "OXX...X..",
            "X........",
            ".XX..X...",
            "........O",
            "..O..O..X"};

    @Test
    void theStoneInAtariLivesAndItsCapturerDiesInsideItsSidesArea() {
        Board b = Positions.parse(GG9_124);
        for (long seed = 0; seed < 3; seed++) {
            Proposal p = new Estimator().propose(b, RuleSet.Preset.JAPANESE.rules(), Board.BLACK, seed);
            assertThat(p.deadStones()).as("seed %d", seed)
                    .containsExactlyInAnyOrder(Point.of(2, 8), Point.of(5, 8), Point.of(8, 7));
        }
    }

    /**
     * 9×9: a Black wall on row 4 closes the bottom; inside, a White stone at (8,7) beside a Black
     * stone in atari at (8,8), which White takes at (7,8) whoever moves first.
     */
    private static final String[] IN_BLACKS_AREA = {
            ".........",
            ".........",
            ".........",
            "OOOOOOOOO",
            "XXXXXXXXX",
            ".........",
            ".........",
            "........O",
            "........X"};

    @Test
    void aCapturerInsideTheEnemysAreaIsFoundWhenTheAreaIsTheEnemys() {
        Board b = Positions.parse(IN_BLACKS_AREA);
        int white = b.chain(b.index(8, 7));
        int black = b.chain(b.index(8, 8));
        double[] chainOwn = chainOwnership(b, white, black);
        Races races = new Races(b);
        assertThat(races.readLoses(black, white)).isTrue();
        assertThat(EnclosedCapturers.find(b, Benson.of(b), area(b, 0.5), chainOwn, races)).containsExactly(white);
        // An area the playouts leave open is not the enemy's: the capture may be worth something there.
        assertThat(EnclosedCapturers.find(b, Benson.of(b), area(b, 0.1), chainOwn, races)).isEmpty();
    }

    @Test
    void aCapturerKeptByThePlayoutsOrBesideAStandingFriendIsNotFound() {
        Board b = Positions.parse(IN_BLACKS_AREA);
        int white = b.chain(b.index(8, 7));
        int black = b.chain(b.index(8, 8));
        double[] chainOwn = chainOwnership(b, white, black);
        chainOwn[white] = EnclosedCapturers.KEPT_BELOW;
        assertThat(EnclosedCapturers.find(b, Benson.of(b), area(b, 0.5), chainOwn, new Races(b))).isEmpty();
        // A White stone inside the area that the playouts keep: White may have a group there.
        Board withFriend = Positions.parse(
                ".........", ".........", ".........", "OOOOOOOOO", "XXXXXXXXX",
                ".........", "...O.....", "........O", "........X");
        white = withFriend.chain(withFriend.index(8, 7));
        black = withFriend.chain(withFriend.index(8, 8));
        chainOwn = chainOwnership(withFriend, white, black);
        chainOwn[withFriend.chain(withFriend.index(3, 6))] = EnclosedCapturers.KEPT_BELOW;
        assertThat(EnclosedCapturers.find(withFriend, Benson.of(withFriend), area(withFriend, 0.5), chainOwn,
                new Races(withFriend))).isEmpty();
    }

    /** The walls standing (0.9), the White stone at -0.1 and the Black one at 0.0, from their own sides. */
    private static double[] chainOwnership(Board b, int white, int black) {
        double[] chainOwn = new double[b.cells()];
        for (int i = 0; i < b.cells(); i++) {
            if ((b.get(i) == Board.BLACK || b.get(i) == Board.WHITE) && b.chain(i) == i) {
                chainOwn[i] = 0.9;
            }
        }
        chainOwn[white] = -0.1;
        chainOwn[black] = 0.0;
        return chainOwn;
    }

    /** Every point below the Black wall at {@code black} for Black, every other for White. */
    private static double[] area(Board b, double black) {
        double[] own = new double[b.cells()];
        Arrays.fill(own, -0.9);
        for (int y = 4; y < 9; y++) {
            for (int x = 0; x < 9; x++) {
                own[b.index(x, y)] = y == 4 ? 0.9 : black;
            }
        }
        return own;
    }
}
