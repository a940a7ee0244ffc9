package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/** The capturing-race reader on races counted out by hand. */
class RaceReaderTest {
    /**
     * Black's three stones on the edge have three liberties, all inside White's wall; the wall has
     * many: Black is captured even moving first (it cannot run, and it cannot out-count the wall).
     */
    private static final String[] ENCLOSED = {
            "XXXO.....",
            "...O.....",
            "OOOO.....",
            ".........", ".........", ".........", ".........", ".........", "........."};

    /** A white stone in atari that connects out to a wall with many liberties: not captured. */
    private static final String[] ESCAPE = {
            ".XO......",
            "X.OOOO...",
            ".........", ".........", ".........", ".........", ".........", ".........", "........."};

    @Test
    void theShorterChainIsCapturedEvenMovingFirst() {
        Board b = Positions.parse(Positions.ONE_AGAINST_TWO);
        RaceReader r = new RaceReader(b, null, 4000);
        assertThat(r.read(at(b, 0, 0), at(b, 1, 0), Board.BLACK)).isEqualTo(RaceReader.Outcome.IS_CAPTURED);
        assertThat(r.read(at(b, 1, 0), at(b, 0, 0), Board.WHITE)).isEqualTo(RaceReader.Outcome.CAPTURES);
        assertThat(r.read(at(b, 1, 0), at(b, 0, 0), Board.BLACK)).isEqualTo(RaceReader.Outcome.CAPTURES);
    }

    @Test
    void withEqualLibertiesTheSideToMoveWins() {
        Board b = Positions.parse(Positions.ONE_AGAINST_ONE);
        RaceReader r = new RaceReader(b, null, 4000);
        assertThat(r.read(at(b, 0, 0), at(b, 1, 0), Board.BLACK)).isEqualTo(RaceReader.Outcome.CAPTURES);
        assertThat(r.read(at(b, 0, 0), at(b, 1, 0), Board.WHITE)).isEqualTo(RaceReader.Outcome.IS_CAPTURED);
    }

    @Test
    void anEnclosedChainIsCapturedWhoeverStarts() {
        Board b = Positions.parse(ENCLOSED);
        int black = at(b, 0, 0);
        int white = at(b, 3, 0);
        assertThat(b.liberties(black)).isEqualTo(3);
        assertThat(b.liberties(white)).isGreaterThan(3);
        RaceReader r = new RaceReader(b, null, 4000);
        assertThat(r.read(black, white, Board.BLACK)).isEqualTo(RaceReader.Outcome.IS_CAPTURED);
        assertThat(r.read(white, black, Board.BLACK)).isEqualTo(RaceReader.Outcome.CAPTURES);
    }

    @Test
    void aChainThatConnectsToAStrongWallEscapes() {
        Board b = Positions.parse(ESCAPE);
        RaceReader r = new RaceReader(b, null, 4000);
        assertThat(r.read(at(b, 2, 0), at(b, 1, 0), Board.BLACK)).isNotEqualTo(RaceReader.Outcome.IS_CAPTURED);
        assertThat(r.read(at(b, 1, 0), at(b, 2, 0), Board.BLACK)).as("black (1,0) cannot capture the wall")
                .isNotEqualTo(RaceReader.Outcome.CAPTURES);
    }

    @Test
    void theBoardIsNotChanged() {
        Board b = Positions.parse(Positions.ONE_AGAINST_ONE);
        long hash = b.hash();
        new RaceReader(b, null, 4000).read(at(b, 0, 0), at(b, 1, 0), Board.WHITE);
        assertThat(b.hash()).isEqualTo(hash);
        assertThat(b.get(b.index(0, 0))).isEqualTo(Board.BLACK);
    }

    @Test
    void aFirmEnemyAreaIsClosedToTheAttacker() {
        // White (1,0) has liberties (2,0) and (1,1); when the playouts give (1,1) and (2,0) firmly to
        // White, Black cannot fill them: the white stone is not captured, and black (0,0), with one
        // liberty, still is.
        Board b = Positions.parse(Positions.ONE_AGAINST_TWO);
        double[] own = new double[b.cells()];
        own[b.index(2, 0)] = -1;
        own[b.index(1, 1)] = -1;
        RaceReader r = new RaceReader(b, own, 4000);
        assertThat(r.read(at(b, 1, 0), at(b, 0, 0), Board.BLACK)).isEqualTo(RaceReader.Outcome.CAPTURES);
    }

    private static int at(Board b, int x, int y) {
        return b.index(x, y);
    }
}
