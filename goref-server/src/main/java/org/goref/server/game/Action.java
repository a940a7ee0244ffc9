package org.goref.server.game;

import java.util.List;

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

    record Accept() implements Action {
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
