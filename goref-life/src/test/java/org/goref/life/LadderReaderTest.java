package org.goref.life;

import static org.assertj.core.api.Assertions.assertThat;

import org.goref.core.board.Board;
import org.junit.jupiter.api.Test;

/** The ladder reader on a stone running out of atari: into a ladder, into a breaker, into open space. */
class LadderReaderTest {
    /** Black at (2,2) in atari; extending to (3,2) leaves two liberties and a ladder to the lower right. */
    private static final String[] LADDER = {
            ".........",
            "..OO.....",
            ".OX......",
            "..O......",
            ".........",
            ".........",
            ".........",
            ".........",
            "........."};

    /** The same with a black stone on the ladder's diagonal path: it breaks the ladder. */
    private static final String[] BROKEN = {
            ".........",
            "..OO.....",
            ".OX......",
            "..O......",
            ".........",
            ".........",
            "......X..",
            ".........",
            "........."};

    @Test
    void anExtensionIntoALadderDies() {
        Board b = Positions.parse(LADDER);
        assertThat(new LadderReader(b).extensionDies(b.index(3, 2), Board.BLACK)).isTrue();
    }

    @Test
    void aLadderBreakerSavesTheExtension() {
        Board b = Positions.parse(BROKEN);
        assertThat(new LadderReader(b).extensionDies(b.index(3, 2), Board.BLACK)).isFalse();
    }

    @Test
    void theBoardIsLeftAsItWasAndStillPlayable() {
        Board b = Positions.parse(LADDER);
        Board before = new Board(b);
        new LadderReader(b).extensionDies(b.index(3, 2), Board.BLACK);
        assertThat(b.sameStones(before)).isTrue();
        assertThat(b.hash()).isEqualTo(before.hash());
        assertThat(b.isJournaling()).isFalse();
        assertThat(b.liberties(b.index(2, 2))).isEqualTo(1);
    }
}
