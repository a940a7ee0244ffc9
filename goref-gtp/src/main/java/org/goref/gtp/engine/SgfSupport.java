package org.goref.gtp.engine;

import org.goref.core.game.Game;
import org.goref.core.game.GameResult;
import org.goref.core.rules.RuleSet;

/**
 * {@code loadsgf} and {@code printsgf}: reading a record into a game, and writing the game with the
 * loaded record's own properties kept.
 */
interface SgfSupport {
    /** A loaded record: the game (up to the requested move) and the rules it started under. */
    record Loaded(Game game, RuleSet startRules) {
    }

    Loaded load(String file, Integer upToMove);

    String print(Game game, GameResult result);

    /** Forgets the loaded record (after clear_board or boardsize). */
    void forget();

    static SgfSupport discover() {
        return new SgfSupport() {
            @Override
            public Loaded load(String file, Integer upToMove) {
                throw new GtpError("cannot load file (SGF support is not built yet)");
            }

            @Override
            public String print(Game game, GameResult result) {
                throw new GtpError("SGF support is not built yet");
            }

            @Override
            public void forget() {
            }
        };
    }
}
