package org.goref.server.record;

import java.util.List;

import org.goref.core.game.Game;
import org.goref.server.clock.GameClock;
import org.goref.server.store.GameRecord;

/** Writes a game as an SGF record; kept behind this interface so goref-sgf's writer can take over. */
public interface RecordWriter {
    /**
     * The record: {@code moveClocks} is the mover's clock just after each move, in order (empty
     * without a clock); {@code chat} the messages this reader may read.
     */
    String sgf(GameRecord meta, Game game, List<GameClock.Reading> moveClocks, List<Said> chat);
}
