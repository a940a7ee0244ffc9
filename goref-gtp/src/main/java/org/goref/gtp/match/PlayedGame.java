package org.goref.gtp.match;

import java.util.List;

import org.goref.core.board.Point;
import org.goref.core.clock.TimeControl;
import org.goref.core.game.Game;
import org.goref.core.game.GameResult;

/**
 * One refereed game as the records need it: the referee's game (every event, notes included), the
 * players as the engines name themselves, the handicap stones, the clock and each side's time used.
 */
public record PlayedGame(int number, String black, String white, Game game, List<Point> handicap,
                         TimeControl time, long blackTimeMs, long whiteTimeMs, String date) {
    public PlayedGame {
        handicap = List.copyOf(handicap);
    }

    public GameResult result() {
        return game.result().orElseGet(GameResult.Unknown::new);
    }
}
