package org.goref.core.game;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.goref.core.board.Color;
import org.goref.core.board.Point;

/** Everything observable of a game, to show that a refused action changed nothing. */
public record Snapshot(Position position, List<GameEvent> events, Phase phase, Optional<GameResult> result,
                      Set<Point> dead, boolean blackAccepted, boolean whiteAccepted, int consecutivePasses,
                      int blackPasses, int whitePasses, String rules, String score, long hash,
                      List<GameEvent.Penalty> penalties, boolean playOut, boolean counted, int handicapStones,
                      Optional<GameEvent.Play> lastPlay) {

    public static Snapshot of(Game g) {
        return new Snapshot(g.position(), List.copyOf(g.events()), g.phase(), g.result(), Set.copyOf(g.dead()),
                g.accepted(Color.BLACK), g.accepted(Color.WHITE), g.consecutivePasses(), g.passes(Color.BLACK),
                g.passes(Color.WHITE), g.rules().spec(), g.score().toString(), g.board().hash(), g.penalties(),
                g.isPlayOut(), g.isCounted(), g.handicapStones(), g.lastPlay());
    }
}
