package org.goref.server.record;

import org.goref.server.store.GameRecord;
import org.goref.sgf.WrittenGame;

/**
 * Writes a game as an SGF record; kept behind this interface so goref-sgf's writer can take over.
 * The game is a committed snapshot's ({@link WrittenGame}), so the record is written without the
 * game's lock.
 */
public interface RecordWriter {
    String sgf(GameRecord meta, WrittenGame game);
}
