package org.goref.tournament;

import java.util.List;
import java.util.Optional;

import org.goref.core.game.Handicap;

/** Sets the colours, handicap and komi of a pairing by the regulations' handicap policy and the board. */
final class HandicapRule {
    private HandicapRule() {
    }

    /** {@code a} and {@code b} as the pairing system put them ({@code a} Black in an even game). */
    static Pairing pair(Regulations regs, List<Player> players, int board, int a, int b) {
        if (regs.handicap() instanceof HandicapPolicy.ByRank policy) {
            Optional<Rank> ra = players.get(a - 1).grade();
            Optional<Rank> rb = players.get(b - 1).grade();
            if (ra.isPresent() && rb.isPresent()) {
                int sa = ra.get().strength();
                int sb = rb.get().strength();
                int weaker = sa <= sb ? a : b;
                // No more than the board takes: 9 stones on an odd board from 9×9, 4 on 7×7 and even
                // boards, below 7×7 none (a handicap of 1, Black without komi); more would be refused
                // when the game starts.
                int h = Math.min(policy.handicap(Math.max(sa, sb), Math.min(sa, sb)),
                        Math.max(1, Handicap.maxFixed(regs.boardSize())));
                if (h > 0) {
                    return new Pairing(board, weaker, weaker == a ? b : a, h, policy.komi());
                }
            }
        }
        return new Pairing(board, a, b, 0, regs.komi());
    }
}
