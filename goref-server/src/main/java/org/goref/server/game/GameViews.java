package org.goref.server.game;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.RandomAccess;

import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.MarkingProposal;
import org.goref.sgf.WrittenGame;

/**
 * Makes the successive {@link GameView}s of one game, each from the one before: only the events
 * committed since are looked at, so a view costs the same in the 100,000th event as in the first.
 * The events go into an append-only array whose prefixes the views hold: a slot once published is
 * never written again (a longer array is a copy), so a view reads its events without a lock. Used
 * with the game's lock held; {@link #reset} when the game is rebuilt from its events.
 */
final class GameViews {
    private GameEvent[] events = new GameEvent[64];
    private int size;
    /** The estimator's proposal since play last stopped (null: none, or play went on since). */
    private MarkingProposal proposal;
    /** Whether the last move was a pass. */
    private boolean lastWasPass;

    void reset() {
        events = new GameEvent[64];
        size = 0;
        proposal = null;
        lastWasPass = false;
    }

    GameView next(LiveGame live) {
        Game g = live.game();
        List<GameEvent> all = g.events();
        for (int i = size; i < all.size(); i++) {
            GameEvent e = all.get(i);
            switch (e) {
                case GameEvent.Play p -> {
                    proposal = null;
                    lastWasPass = false;
                }
                case GameEvent.Pass p -> lastWasPass = true;
                case GameEvent.Resume r -> proposal = null;
                case GameEvent.Proposed p -> proposal = p.marking();
                default -> { }
            }
            if (size == events.length) {
                events = Arrays.copyOf(events, size * 2);
            }
            events[size++] = e;
        }
        List<GameEvent> prefix = new Prefix(events, size);
        LiveGame.Listing listing = new LiveGame.Listing(g.moveNumber(), g.phase(), g.result().map(r -> r.sgf()).orElse(null));
        WrittenGame written = new WrittenGame(g.size(), g.rules(), prefix, g.result(), g.isCounted() ? g.score() : null);
        return new GameView(live.record(), live.committed().size(), listing,
                StateWriter.Text.of(StateWriter.base(live.record(), g, Optional.ofNullable(proposal), lastWasPass)),
                live.clock() == null ? null : live.clock().face(), written);
    }

    /** The first {@code size} events of an array whose first {@code size} slots never change. */
    private static final class Prefix extends AbstractList<GameEvent> implements RandomAccess {
        private final GameEvent[] items;
        private final int size;

        Prefix(GameEvent[] items, int size) {
            this.items = items;
            this.size = size;
        }

        @Override
        public GameEvent get(int i) {
            if (i < 0 || i >= size) {
                throw new IndexOutOfBoundsException(i);
            }
            return items[i];
        }

        @Override
        public int size() {
            return size;
        }
    }
}
