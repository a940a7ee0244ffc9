package org.goref.gtp.match;

import java.util.Locale;

import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.core.text.PlainNumber;

/**
 * What the regulations do with an engine's illegal move ({@code --illegal}): {@code lose} — a loss
 * by forfeit naming the rule broken (as Japanese rules Art. 14 do); {@code pass} — the move is
 * refused and counted as a pass; {@code penalty=N} — refused, counted as a pass, and N points off
 * the offender's score sheet.
 */
public sealed interface IllegalMovePolicy {
    record Lose() implements IllegalMovePolicy {
    }

    record Pass() implements IllegalMovePolicy {
    }

    record Penalty(double points) implements IllegalMovePolicy {
    }

    String SYNTAX = "lose, pass or penalty=N (N points, in steps of 0.5)";

    static IllegalMovePolicy parse(String s) {
        String v = s == null ? "" : s.trim().toLowerCase(Locale.ROOT);
        if (v.equals("lose")) {
            return new Lose();
        }
        if (v.equals("pass")) {
            return new Pass();
        }
        if (v.startsWith("penalty=")) {
            try {
                double n = PlainNumber.decimal(v.substring(8).strip()); // "penalty= 2" as typed
                if (GameEvent.Penalty.isValidPoints(n)) {
                    return new Penalty(n);
                }
            } catch (NumberFormatException e) {
                // falls through to the error
            }
        }
        throw new IllegalArgumentException("invalid --illegal '" + s + "'; valid values: " + SYNTAX);
    }

    default String spec() {
        return switch (this) {
            case Lose l -> "lose";
            case Pass p -> "pass";
            case Penalty p -> "penalty=" + RuleSet.formatKomi(p.points());
        };
    }
}
