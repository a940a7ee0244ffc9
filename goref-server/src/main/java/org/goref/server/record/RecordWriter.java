package org.goref.server.record;

import java.util.List;

import org.goref.server.clock.GameClock;
import org.goref.server.store.GameRecord;
import org.goref.sgf.WrittenGame;

/**
 * Writes a game as an SGF record; kept behind this interface so goref-sgf's writer can take over.
 * The game is a committed snapshot's ({@link WrittenGame}), so the record is written without the
 * game's lock.
 */
public interface RecordWriter {
    /**
     * The record: {@code moveClocks} is the mover's clock just after each move, in order (empty
     * without a clock); {@code chat} the messages this reader may read.
     */
    String sgf(GameRecord meta, WrittenGame game, List<GameClock.Reading> moveClocks, List<Said> chat);
}
