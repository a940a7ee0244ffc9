package org.goref.tournament;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.rules.RuleSet;

/** Core games the tests finish. */
final class Games {
    private Games() {
    }

    /**
     * 9×9, Russian territory rules, komi 6.5: Black walls column C, White column F; White invades at
     * A5 and the stone is marked dead; a penalty point for White. Black: territory A–B (18 points),
     * one prisoner, komi −6.5 = 12.5; White: territory G–J (27), penalty −1 = 26: W+13.5.
     */
    static Game walls() {
        Game g = new Game(9, RuleSet.russianTerritory());
        for (int y = 0; y < 9; y++) {
            g.apply(new GameEvent.Play(Color.BLACK, Point.of(2, y)));
            g.apply(new GameEvent.Play(Color.WHITE, Point.of(5, y)));
        }
        g.apply(new GameEvent.Pass(Color.BLACK));
        g.apply(new GameEvent.Play(Color.WHITE, Point.of(0, 4)));
        g.apply(new GameEvent.Penalty(Color.WHITE, 1, "spoke to a spectator"));
        g.apply(new GameEvent.Pass(Color.BLACK));
        g.apply(new GameEvent.Pass(Color.WHITE));
        g.apply(new GameEvent.Mark(Color.BLACK, Point.of(0, 4), true));
        g.apply(new GameEvent.Accept(Color.BLACK));
        g.apply(new GameEvent.Accept(Color.WHITE));
        return g;
    }
}
