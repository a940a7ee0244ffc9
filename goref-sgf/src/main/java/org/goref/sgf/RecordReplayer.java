package org.goref.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.EventCodec;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.GameResult;
import org.goref.core.game.Illegal;
import org.goref.core.game.Phase;
import org.goref.core.rules.RuleSet;

/**
 * Replays a record's steps into a core {@link Game}: strictly (the core referee, stopping at the
 * first illegal move) or tolerantly (every violation reported, the illegal move played as the
 * record's program evidently played it). See {@link SgfGameRecord#toGame(int, boolean)}.
 */
final class RecordReplayer {
    private final SgfGameRecord rec;
    private final boolean tolerant;
    private final Game game;
    private final List<Violation> violations = new ArrayList<>();
    private final List<SgfWarning> warnings;

    RecordReplayer(SgfGameRecord rec, RuleSet rules, boolean tolerant) {
        this.rec = rec;
        this.tolerant = tolerant;
        this.game = new Game(rec.size(), rules, tolerant);
        this.warnings = new ArrayList<>(rec.warnings());
    }

    Replay run(int moves) {
        int played = 0;
        for (SgfGameRecord.Step step : rec.steps()) {
            for (GameEvent e : step.events()) {
                boolean isMove = e.isMove();
                if (!isMove) {
                    // Setup before the next move is part of the position before it (the
                    // handicap stones of the root when no move is wanted): only moves stop.
                    Optional<Illegal> r = game.tryApply(e);
                    if (r.isPresent()) {
                        warnings.add(at(step, "event '" + EventCodec.encode(e) + "' refused: " + r.get()));
                    }
                    continue;
                }
                if (played >= moves) {
                    return new Replay(game, violations, warnings, played, false);
                }
                int number = played + 1;
                Color c = color(e);
                Point p = e instanceof GameEvent.Play pl ? pl.point() : null;
                if (game.phase() == Phase.MARKING) {
                    // The record goes on after two passes: the players resumed play.
                    game.tryApply(new GameEvent.Resume(c.opponent()));
                    warnings.add(at(step, "move " + number + ": play resumed after two passes"));
                }
                if (game.phase() != Phase.PLAYING) {
                    String why = game.result().map(GameResult::reason).orElse(game.phase().spelling());
                    violations.add(new Violation(number, c, p, rec.size(),
                            Illegal.of(Illegal.Reason.WRONG_PHASE, "the game had ended (" + why + ")")));
                    return new Replay(game, violations, warnings, played, false);
                }
                if (tolerant && c != game.toMove()) {
                    violations.add(new Violation(number, c, p, rec.size(), Illegal.of(Illegal.Reason.OUT_OF_TURN,
                            "3.4: it was " + game.toMove().lowerName() + "'s turn")));
                }
                Optional<Illegal> r = game.tryApply(e);
                if (r.isPresent()) {
                    violations.add(new Violation(number, c, p, rec.size(), r.get()));
                    if (!tolerant) {
                        return new Replay(game, violations, warnings, played, false);
                    }
                    force((GameEvent.Play) e, r.get());
                }
                played++;
            }
        }
        return new Replay(game, violations, warnings, played, true);
    }

    private SgfWarning at(SgfGameRecord.Step step, String message) {
        int[] lc = rec.collection().locate(step.node().offset());
        return new SgfWarning(lc[0], lc[1], message);
    }

    private static Color color(GameEvent e) {
        return e instanceof GameEvent.Play p ? p.color() : ((GameEvent.Pass) e).color();
    }

    /** Plays an illegal move the way the record's program did. */
    private void force(GameEvent.Play play, Illegal why) {
        Point p = play.point();
        Illegal current = why;
        for (int attempt = 0; attempt < 4 && current != null; attempt++) {
            switch (current.reason()) {
                case OCCUPIED -> game.tryApply(new GameEvent.Setup(List.of(), List.of(), List.of(p), null));
                case KO -> {
                    // Re-set the stone about to be taken: the board forgets the ko, the capture still counts.
                    Point taken = koStone(p, play.color());
                    if (taken == null) {
                        return;
                    }
                    game.tryApply(new GameEvent.Setup(List.of(), List.of(), List.of(taken), null));
                    List<Point> one = List.of(taken);
                    game.tryApply(play.color() == Color.BLACK ? new GameEvent.Setup(List.of(), one, List.of(), null)
                            : new GameEvent.Setup(one, List.of(), List.of(), null));
                }
                case SUPERKO, SUICIDE -> {
                    Board b = game.board();
                    if (current.reason() == Illegal.Reason.SUICIDE
                            && b.check(b.index(p), play.color().code) == Board.Verdict.SUICIDE) {
                        return; // a single-stone suicide changes nothing on the board
                    }
                    RuleSet relaxed = game.rules().withSuperko(RuleSet.Superko.NONE).withSuicide(RuleSet.Suicide.ALLOWED);
                    RuleSet before = game.rules();
                    game.tryApply(new GameEvent.RulesChanged(relaxed));
                    Optional<Illegal> r = game.tryApply(play);
                    game.tryApply(new GameEvent.RulesChanged(before));
                    current = r.orElse(null);
                    continue;
                }
                default -> {
                    return;
                }
            }
            current = game.tryApply(play).orElse(null);
        }
    }

    private Point koStone(Point p, Color mover) {
        Board b = game.board();
        int i = b.index(p);
        for (int d : b.directions()) {
            int n = i + d;
            if (b.get(n) == mover.opponent().code && b.chainSize(n) == 1 && b.liberties(n) == 1) {
                return b.point(n);
            }
        }
        return null;
    }
}
