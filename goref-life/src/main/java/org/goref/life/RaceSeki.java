package org.goref.life;

import java.util.ArrayList;
import java.util.List;

import org.goref.core.board.Board;

/**
 * The chains in a seki that only reading shows: a short chain whose liberties an enemy chain shares
 * and cannot fill, because filling them would lose it the race. No shared liberty is a self-atari
 * yet (so {@link PointFacts#isSekiLiberty} does not see it), and random play fills them from either
 * side, so the playouts leave such a chain near even or give it away (tygem 2010-06/367645472: six
 * eyeless Black stones with three liberties, all shared with a White chain of 24 stones that has one
 * more of its own; White filling one puts both chains a liberty from capture with Black to move,
 * so neither fills: a seki, W+0.5 in the record and for GNU Go, 15 points out while they died).
 *
 * <p>A chain is held in seki when it has at most {@link LostRaces#MAX_LIBERTIES} liberties and
 * touches an enemy chain that stands (Benson proves it or the playouts keep it), shares two liberties
 * or more with it and has at most one of its own, is of {@link #PARTNER_STONES} stones or more, and
 * does not capture the chain in a race read with the enemy moving first. The partner's size keeps
 * out the shape kill a race of two chains cannot see: a few stones sacrificed into the enemy's eye
 * space to be taken leave a dead shape behind (tygem 2010-06/367653237, four Black stones sharing
 * two liberties with a White group of 15 that dies so); a chain of seven stones or more, once
 * taken, leaves more room than any shape that one move kills (the biggest, the rabbity six).
 */
final class RaceSeki {
    /** The fewest stones of the enemy chain that holds a seki with a short chain. */
    static final int PARTNER_STONES = 7;

    private RaceSeki() {
    }

    /**
     * The heads of the chains among {@code openChains} held in seki, given each chain's ownership from
     * its own side ({@code chainOwn}, by head), {@code alive} the ownership from which a chain stands.
     */
    static List<Integer> find(Board board, Benson benson, double[] chainOwn, List<Integer> openChains, Races races,
                              double alive) {
        List<Integer> out = new ArrayList<>();
        for (int h : openChains) {
            if (board.liberties(h) > LostRaces.MAX_LIBERTIES) {
                continue;
            }
            for (int e : enemyChains(board, h)) {
                boolean stands = benson.isPassAlive(e) || chainOwn[e] >= alive;
                if (stands && board.chainSize(e) >= PARTNER_STONES && sharesAllButOne(board, e, h)
                        && races.holds(h, e)) {
                    out.add(h);
                    break;
                }
            }
        }
        return out;
    }

    /** The heads of the enemy chains touching chain {@code h}, each once. */
    private static List<Integer> enemyChains(Board board, int h) {
        List<Integer> heads = new ArrayList<>();
        int enemy = 3 - board.get(h);
        int s = h;
        do {
            for (int d : board.directions()) {
                int n = s + d;
                if (board.get(n) == enemy && !heads.contains(board.chain(n))) {
                    heads.add(board.chain(n));
                }
            }
            s = board.nextInChain(s);
        } while (s != h);
        return heads;
    }

    /** Whether chain {@code e} shares two liberties or more with chain {@code h} and has at most one other. */
    private static boolean sharesAllButOne(Board board, int e, int h) {
        int[] seen = new int[board.liberties(e)];
        int found = 0;
        int shared = 0;
        int own = 0;
        int s = e;
        do {
            for (int d : board.directions()) {
                int l = s + d;
                if (board.get(l) == Board.EMPTY && !IntArrays.contains(seen, found, l)) {
                    seen[found++] = l;
                    if (PointFacts.touchesChain(board, l, h)) {
                        shared++;
                    } else if (++own > 1) {
                        return false;
                    }
                }
            }
            s = board.nextInChain(s);
        } while (s != e);
        return shared >= 2;
    }
}
