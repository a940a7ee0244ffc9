package org.goref.life;

import org.goref.core.board.Board;

/**
 * What one play at a point would do, read from its neighbours without playing it: put its own chain
 * in atari, capture, touch a colour; and the seki liberty, which neither side can fill without
 * putting itself in atari. Shared by the settlement (which points stay neutral, which walls may be
 * built), the eye count (which groups are in seki), the race reader, Benson and the bent-four shape.
 */
final class PointFacts {
    private PointFacts() {
    }

    /**
     * Whether the empty point p is next to both colours and neither can fill it without leaving its
     * own chain with at most one liberty and capturing nothing.
     */
    static boolean isSekiLiberty(Board board, int p) {
        return board.get(p) == Board.EMPTY && touches(board, p, Board.BLACK) && touches(board, p, Board.WHITE)
                && isSelfAtari(board, p, Board.BLACK) && isSelfAtari(board, p, Board.WHITE);
    }

    /** Whether c at the empty point p would capture nothing and leave its chain with at most one liberty. */
    static boolean isSelfAtari(Board board, int p, int c) {
        int[] dir = board.directions();
        int liberty = Board.NONE;
        for (int d : dir) {
            int n = p + d;
            int col = board.get(n);
            if (col == 3 - c && board.liberties(n) == 1) {
                return false;
            }
            if (col == Board.EMPTY) {
                if (liberty == Board.NONE) {
                    liberty = n;
                } else if (n != liberty) {
                    return false;
                }
            } else if (col == c) {
                int s = n;
                do {
                    for (int e : dir) {
                        int l = s + e;
                        if (l != p && board.get(l) == Board.EMPTY) {
                            if (liberty == Board.NONE) {
                                liberty = l;
                            } else if (l != liberty) {
                                return false;
                            }
                        }
                    }
                    s = board.nextInChain(s);
                } while (s != n);
            }
        }
        return true;
    }

    /** Whether c at the empty point p would capture an enemy chain (one beside p has p as its last liberty). */
    static boolean captures(Board board, int p, int c) {
        for (int d : board.directions()) {
            int n = p + d;
            if (board.get(n) == 3 - c && board.liberties(n) == 1) {
                return true;
            }
        }
        return false;
    }

    /** Whether a stone of the chain through {@code chain} stands next to p. */
    static boolean touchesChain(Board board, int p, int chain) {
        int head = board.chain(chain);
        for (int d : board.directions()) {
            int v = board.get(p + d);
            if ((v == Board.BLACK || v == Board.WHITE) && board.chain(p + d) == head) {
                return true;
            }
        }
        return false;
    }

    /** Whether a stone of colour c stands next to p. */
    static boolean touches(Board board, int p, int c) {
        for (int d : board.directions()) {
            if (board.get(p + d) == c) {
                return true;
            }
        }
        return false;
    }
}
