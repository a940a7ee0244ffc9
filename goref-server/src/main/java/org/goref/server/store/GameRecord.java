package org.goref.server.store;

import org.goref.core.rules.RuleSet;
import org.goref.core.clock.TimeControl;
import org.goref.server.clock.ClockStart;

/** A game's settings as stored, with the hashes of its three tokens (the tokens themselves are never kept). */
public record GameRecord(String id, int size, RuleSet rules, int handicap, TimeControl timeControl,
                         ClockStart clockStart,
                         String blackName, String whiteName, String blackTokenHash, String whiteTokenHash,
                         String refereeTokenHash, long createdAt, Long finishedAt, String result) {
}
