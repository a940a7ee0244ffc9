package org.goref.tournament.pairing;

import java.util.Comparator;

import org.goref.core.game.Handicap;
import org.goref.tournament.HandicapPolicy;
import org.goref.tournament.Pairing;

/**
 * Who takes Black, with what handicap and komi, once two players are paired. A handicap game (by the
 * grades, or by the McMahon scores) gives Black to the weaker; an even one the colours that keep both
 * players' Whites less Blacks within 1 (or nearest to it), else Black to the player who has had White
 * more often, then to the one who had White last, then to the higher placed on odd tables. The
 * handicap is no more than the board takes.
 */
final class Seats {
    private Seats() {
    }

    /** {@code a} is placed above {@code b}. */
    static Pairing seat(PairingRequest req, int board, Standing a, Standing b) {
        int limit = Math.max(1, Handicap.maxFixed(req.boardSize()));
        Entrant ea = a.entrant();
        Entrant eb = b.entrant();
        switch (req.handicap()) {
            case HandicapPolicy.ByRank p -> {
                if (ea.grade() != null && eb.grade() != null) {
                    Standing weaker = ea.strength() < eb.strength() ? a : b;
                    Standing stronger = weaker == a ? b : a;
                    int h = Math.min(limit, p.handicap(stronger.entrant().strength(), weaker.entrant().strength()));
                    if (h > 0) {
                        return new Pairing(board, weaker.number(), stronger.number(), h, p.komi());
                    }
                }
            }
            case HandicapPolicy.ByScore p -> {
                Comparator<Standing> strength = Comparator.comparingDouble(Standing::score)
                        .thenComparingInt(s -> s.entrant().strength());
                Standing weaker = strength.compare(a, b) < 0 ? a : b;
                Standing stronger = weaker == a ? b : a;
                int diff = (int) Math.floor(stronger.score() - weaker.score());
                int h = Math.min(limit, p.handicap(diff, 0, stronger.entrant().grade(), weaker.entrant().grade()));
                if (h > 0) {
                    return new Pairing(board, weaker.number(), stronger.number(), h, p.komi());
                }
            }
            case HandicapPolicy.Even e -> { }
        }
        boolean aBlack;
        int aBlackExcess = PairCost.excessIfBlack(a.colourBalance(), b.colourBalance());
        int bBlackExcess = PairCost.excessIfBlack(b.colourBalance(), a.colourBalance());
        if (aBlackExcess != bBlackExcess) {
            // The colours that keep both players' imbalance within 1, or nearest to it.
            aBlack = aBlackExcess < bBlackExcess;
        } else if (a.colourBalance() != b.colourBalance()) {
            aBlack = a.colourBalance() > b.colourBalance();
        } else if (a.lastColour() != b.lastColour()) {
            aBlack = a.lastColour() > b.lastColour();
        } else {
            aBlack = board % 2 == 1;
        }
        return aBlack ? new Pairing(board, a.number(), b.number(), 0, req.evenKomi())
                : new Pairing(board, b.number(), a.number(), 0, req.evenKomi());
    }
}
