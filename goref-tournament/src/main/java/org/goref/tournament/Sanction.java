package org.goref.tournament;

import java.util.Locale;

import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;
import org.goref.core.text.PlainNumber;
import org.goref.core.text.Quote;

/**
 * What the regulations make an illegal move or a fallen flag cost: nothing but the move refused,
 * the game lost, or penalty points (4.4). Spelled {@code refuse}, {@code loss}, {@code penalty:N}.
 */
public sealed interface Sanction {
    String spelling();

    record Refuse() implements Sanction {
        public String spelling() {
            return "refuse";
        }
    }

    record Loss() implements Sanction {
        public String spelling() {
            return "loss";
        }
    }

    record Penalty(double points) implements Sanction {
        public Penalty {
            if (!GameEvent.Penalty.isValidPoints(points)) {
                throw new IllegalArgumentException("a penalty is a positive number of points in steps of 0.5");
            }
        }

        public String spelling() {
            return "penalty:" + RuleSet.formatKomi(points);
        }
    }

    static Sanction parse(String s) {
        String v = s == null ? "" : s.strip().toLowerCase(Locale.ROOT);
        if (v.equals("refuse")) {
            return new Refuse();
        }
        if (v.equals("loss")) {
            return new Loss();
        }
        if (v.startsWith("penalty:")) {
            try {
                return new Penalty(PlainNumber.decimal(v.substring(8).strip())); // "penalty: 2" as typed
            } catch (NumberFormatException e) {
                // falls through to the error below
            }
        }
        throw new IllegalArgumentException("a sanction is refuse, loss or penalty:N, not '" + Quote.of(s) + "'");
    }
}
