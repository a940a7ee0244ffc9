package org.goref.server.game;

import org.goref.server.clock.GameClock;
import org.goref.server.store.GameRecord;
import org.goref.sgf.WrittenGame;

/**
 * A game as it stood when events were last committed, immutable: what the reads of a game (its
 * state, its record, its row in the list) are served from, without the game's lock. Only writes take
 * that lock; a write publishes a new view once its events are stored. A read of the record used to
 * hold the lock while it wrote the whole record, so a player's move waited behind every download of
 * a long game.
 */
public final class GameView {
    private final GameRecord meta;
    private final int committed;
    private final LiveGame.Listing listing;
    /** The state without what time alone changes, as text around the clocks and serverTime. */
    private final StateWriter.Text state;
    /** The clock frozen at the commit, or null when the game has none. */
    private final GameClock.Face clock;
    private final WrittenGame written;

    GameView(GameRecord meta, int committed, LiveGame.Listing listing, StateWriter.Text state, GameClock.Face clock,
            WrittenGame written) {
        this.meta = meta;
        this.committed = committed;
        this.listing = listing;
        this.state = state;
        this.clock = clock;
        this.written = written;
    }

    /** How many events were committed when the view was taken. */
    public int committed() {
        return committed;
    }

    public LiveGame.Listing listing() {
        return listing;
    }

    /** The state as of {@code now}, as JSON text: the clocks read at that moment (INTERFACES.md §HTTP). */
    public String state(long now) {
        return state.at(clock, now);
    }

    /** The game as the SGF writer takes it: its events up to the view, its rules, result and count. */
    public WrittenGame written() {
        return written;
    }
}
