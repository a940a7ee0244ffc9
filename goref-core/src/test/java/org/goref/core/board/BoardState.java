package org.goref.core.board;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Everything observable about a board through its public API: colours, hash, captures, ko, the
 * chain data of every stone, and the verdict of every point for both colours (its "subsequent
 * behaviour"). Two boards with equal states behave the same from here on.
 */
record BoardState(byte[] colors, long hash, int capturesBlack, int capturesWhite, int koPoint, int koColor,
                  int lastCaptureCount, int[] liberties, int[] chainSizes, Board.Verdict[] verdicts) {

    static BoardState of(Board b) {
        int cells = b.cells();
        int[] libs = new int[cells];
        int[] sizes = new int[cells];
        Board.Verdict[] v = new Board.Verdict[2 * cells];
        for (int i = 0; i < cells; i++) {
            if (!b.onBoard(i)) {
                continue;
            }
            int c = b.get(i);
            if (c == Board.BLACK || c == Board.WHITE) {
                libs[i] = b.liberties(i);
                sizes[i] = b.chainSize(i);
            }
            v[2 * i] = b.check(i, Board.BLACK);
            v[2 * i + 1] = b.check(i, Board.WHITE);
        }
        return new BoardState(b.colorsCopy(), b.hash(), b.captures(Board.BLACK), b.captures(Board.WHITE),
                b.koPoint(), b.koColor(), b.lastCaptureCount(), libs, sizes, v);
    }

    void assertEquals(BoardState other, String context) {
        assertThat(other.colors).as(context + ": colours").isEqualTo(colors);
        assertThat(other.hash).as(context + ": hash").isEqualTo(hash);
        assertThat(other.capturesBlack).as(context + ": captures by Black").isEqualTo(capturesBlack);
        assertThat(other.capturesWhite).as(context + ": captures by White").isEqualTo(capturesWhite);
        assertThat(other.koPoint).as(context + ": ko point").isEqualTo(koPoint);
        assertThat(other.koColor).as(context + ": ko colour").isEqualTo(koColor);
        assertThat(other.lastCaptureCount).as(context + ": last capture count").isEqualTo(lastCaptureCount);
        assertThat(other.liberties).as(context + ": liberties").isEqualTo(liberties);
        assertThat(other.chainSizes).as(context + ": chain sizes").isEqualTo(chainSizes);
        assertThat(other.verdicts).as(context + ": verdicts").isEqualTo(verdicts);
    }
}
