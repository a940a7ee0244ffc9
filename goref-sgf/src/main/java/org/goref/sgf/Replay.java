package org.goref.sgf;

import java.util.List;
import java.util.Optional;

import org.goref.core.game.Game;

/**
 * A record replayed by the referee: the game as it stands after the moves replayed, the rule
 * violations found (strict: at most one, the move where replay stopped; tolerant: every one),
 * the warnings about the record, and how many main-line moves were replayed.
 */
public record Replay(Game game, List<Violation> violations, List<SgfWarning> warnings, int movesReplayed,
                     boolean complete) {
    public Replay {
        violations = List.copyOf(violations);
        warnings = List.copyOf(warnings);
    }

    public boolean clean() {
        return violations.isEmpty();
    }

    public Optional<Violation> firstViolation() {
        return violations.isEmpty() ? Optional.empty() : Optional.of(violations.get(0));
    }
}
