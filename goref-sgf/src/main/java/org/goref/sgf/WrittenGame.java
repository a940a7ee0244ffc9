package org.goref.sgf;

import java.util.List;
import java.util.Optional;

import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.GameResult;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;

/**
 * What the writer writes of a game: its size, the rules now in force, its events, its result and,
 * when a count ended it, that count. A value, so that a record can be written from a snapshot taken
 * when the events were committed, without the referee (which goes on changing) or a replay.
 *
 * @param count the score sheet of the final count, or null when no count ended the game
 */
public record WrittenGame(int size, RuleSet rules, List<GameEvent> events, Optional<GameResult> result, ScoreSheet count) {

    /** The game as it stands now; {@code events} is the game's own list, read as the writer goes. */
    public static WrittenGame of(Game game) {
        return new WrittenGame(game.size(), game.rules(), game.events(), game.result(),
                game.isCounted() ? game.score() : null);
    }
}
