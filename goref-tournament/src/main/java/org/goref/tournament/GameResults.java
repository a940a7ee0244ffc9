package org.goref.tournament;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.GameResult;

/**
 * A finished core {@link Game} as the protocol's {@link Result}: its result, its score sheet when
 * it was counted, the penalties with their reasons, the moves played and the final position (dead
 * stones still on the board: the sheet's territory names them).
 */
public final class GameResults {
    /** What the protocol records where the game gave no reason (the server's referee may give none). */
    static final String NO_REASON = "(no reason given)";

    private GameResults() {
    }

    /** The result of a finished game; the times used are those the server's clocks measured (null if none). */
    public static Result of(Game game, Duration blackTime, Duration whiteTime) {
        GameResult outcome = game.result().orElseThrow(() ->
                new IllegalArgumentException("the game has no result yet (" + game.phase().spelling() + ")"));
        if (outcome instanceof GameResult.Unknown) {
            throw new IllegalArgumentException("the game's result is unknown");
        }
        List<PenaltyNote> penalties = new ArrayList<>();
        for (GameEvent.Penalty p : game.penalties()) {
            penalties.add(new PenaltyNote(p.color(), p.points(), blank(p.reason()) ? NO_REASON : p.reason()));
        }
        return new Result(withReason(outcome), game.isCounted() ? game.score() : null, penalties, game.moveNumber(),
                blackTime, whiteTime, FinalPosition.of(game.position()));
    }

    public static Result of(Game game) {
        return of(game, null, null);
    }

    /**
     * A forfeit, double forfeit or void as the protocol takes it: with a reason. The game's referee
     * may leave it out; the protocol refuses such a result, and the game's would never land.
     */
    private static GameResult withReason(GameResult r) {
        return switch (r) {
            case GameResult.Forfeit f when blank(f.why()) -> new GameResult.Forfeit(f.winningColor(), NO_REASON);
            case GameResult.DoubleForfeit d when blank(d.why()) -> new GameResult.DoubleForfeit(NO_REASON);
            case GameResult.NoResult v when blank(v.why()) -> new GameResult.NoResult(NO_REASON);
            default -> r;
        };
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
