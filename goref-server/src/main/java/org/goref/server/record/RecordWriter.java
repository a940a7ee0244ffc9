package org.goref.server.record;

import org.goref.core.game.Game;
import org.goref.server.store.GameRecord;

/** Writes a game as an SGF record; kept behind this interface so goref-sgf's writer can take over. */
public interface RecordWriter {
    String sgf(GameRecord meta, Game game);
}
