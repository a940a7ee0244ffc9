package org.goref.gtp.engine;

import java.util.List;

import org.goref.core.board.Point;

/** How the GTP engine decides the dead stones when it counts: set by {@code goref-dead}. */
sealed interface Marking {
    /** The estimator's proposal for the position as it stands. */
    record Auto() implements Marking {
    }

    /** Every stone alive. */
    record None() implements Marking {
    }

    /** The chains through these vertices are dead (those that still hold stones when counting). */
    record Chains(List<Point> vertices) implements Marking {
        public Chains {
            vertices = List.copyOf(vertices);
        }
    }
}
