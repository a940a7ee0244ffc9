package org.goref.server.game;

import org.goref.core.rules.RuleSet;
import org.goref.core.clock.TimeControl;

/** What a game is created with (checked before it reaches the service). */
public record NewGame(int size, RuleSet rules, int handicap, TimeControl time, String blackName, String whiteName) {
}
