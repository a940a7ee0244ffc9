package org.goref.server.game;

import org.goref.core.rules.RuleSet;
import org.goref.core.clock.TimeControl;
import org.goref.server.clock.ClockStart;

/** What a game is created with (checked before it reaches the service). */
public record NewGame(int size, RuleSet rules, int handicap, TimeControl time, ClockStart clockStart,
                      String blackName, String whiteName) {

    /** A game whose clock starts at its creation, the default. */
    public NewGame(int size, RuleSet rules, int handicap, TimeControl time, String blackName, String whiteName) {
        this(size, rules, handicap, time, ClockStart.CREATION, blackName, whiteName);
    }
}
