package org.goref.server.game;

import java.util.List;
import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.board.Point;

/** What a client asks the server to do in a game; the server checks it and turns it into events. */
public sealed interface Action {
    /** A stone at {@code point}, or a pass when it is null, made on the state with {@code moveNumber}. */
    record Play(Point point, int moveNumber) implements Action {
    }

    record Resign() implements Action {
    }

    /** Mark the chains through these points dead ({@code dead}), alive, or toggle each (null). */
    record Mark(List<Point> points, Boolean dead) implements Action {
        public Mark {
            points = List.copyOf(points);
        }
    }

    /**
     * Accept the marking. With {@code dead} (the dead stones as the state the player saw lists
     * them), only that marking: one changed since is refused, not accepted unseen; null accepts the
     * marking as it stands.
     */
    record Accept(Set<Point> dead) implements Action {
        public Accept {
            dead = dead == null ? null : Set.copyOf(dead);
        }

        public Accept() {
            this(null);
        }
    }

    record Resume() implements Action {
    }

    /** Referee: penalty points for {@code color}. */
    record Penalty(Color color, double points, String reason) implements Action {
    }

    /** Referee: {@code color} (both sides when null) loses by the regulations. */
    record Forfeit(Color color, String reason) implements Action {
    }

    /** Referee: the dead stones are the chains through these points (disputes=referee); final. */
    record Decide(List<Point> dead, String note) implements Action {
        public Decide {
            dead = List.copyOf(dead);
        }
    }
}
