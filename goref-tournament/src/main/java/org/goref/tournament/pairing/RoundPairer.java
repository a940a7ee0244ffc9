package org.goref.tournament.pairing;

import org.goref.tournament.system.Knockout;
import org.goref.tournament.system.McMahon;
import org.goref.tournament.system.RoundRobin;
import org.goref.tournament.system.Swiss;

/**
 * The pairing of one round by the tournament's system: a pure function of its {@link PairingRequest}.
 * Swiss and McMahon go to the maximum-weight matching ({@link MatchingPairer}), knockout to its
 * bracket ({@link KnockoutBracket}); the round-robin's Berger tables are the tournament's own.
 */
public final class RoundPairer {
    private RoundPairer() {
    }

    /** Pairs the round; IllegalStateException when the system cannot pair it now (and says why). */
    public static RoundDraw pair(PairingRequest request) {
        return switch (request.system()) {
            case Swiss s -> MatchingPairer.pair(request, s.pairing());
            case McMahon m -> MatchingPairer.pair(request, m.pairing());
            case Knockout k -> KnockoutBracket.of(request, k).nextRound(request);
            case RoundRobin r -> throw new IllegalStateException("a round-robin is paired by the Berger tables");
        };
    }
}
