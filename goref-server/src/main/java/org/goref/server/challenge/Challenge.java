package org.goref.server.challenge;

import org.goref.core.clock.TimeControl;
import org.goref.core.rules.RuleSet;

/**
 * An open challenge: the game its poster offers (size, rules with komi, time control), the colour
 * they want ({@code black}, {@code white} or {@code random}), their name, and until when it is open.
 * Once accepted, the game and the colour the poster got.
 */
public record Challenge(String id, int size, RuleSet rules, TimeControl time, String color, String name,
                        String tokenHash, long createdAt, long expiresAt, String gameId, String posterColor) {

    public boolean openAt(long now) {
        return gameId == null && now < expiresAt;
    }
}
