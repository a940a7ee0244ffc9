package org.goref.gtp.engine;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.DeadStones;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.GameResult;
import org.goref.core.game.Illegal;
import org.goref.core.game.Phase;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;

/**
 * What a GTP session holds between commands: the board size, the rules the controller set, the game
 * being refereed, the dead-stone marking and the loaded record. The command groups read and change
 * it; what more than one of them needs to do with it (set the rules, apply a move, count) is here,
 * so it is done one way.
 */
final class GtpSession {
    private int size;
    private RuleSet rules;
    /** The rules the current game started under; later changes are events of the game. */
    private RuleSet startRules;
    private Game game;
    private Marking marking;
    private final DeadStones estimator;
    private final SgfSupport sgf = new SgfSupport();
    /** The rules each mid-game change really set (the game itself runs them with disputes=resume). */
    private final Map<GameEvent, RuleSet> shownRules = new IdentityHashMap<>();

    GtpSession(int size, RuleSet rules, DeadStones estimator) {
        if (size < Board.MIN_SIZE || size > Board.MAX_SIZE) {
            throw new IllegalArgumentException("board size must be " + Board.MIN_SIZE + " to " + Board.MAX_SIZE);
        }
        this.size = size;
        this.rules = rules;
        this.estimator = estimator;
        clearBoard();
    }

    int size() {
        return size;
    }

    RuleSet rules() {
        return rules;
    }

    Game game() {
        return game;
    }

    Marking marking() {
        return marking;
    }

    void setMarking(Marking next) {
        marking = next;
    }

    /** The dead-stone estimator, or null when goref-life is not on the class path. */
    DeadStones estimator() {
        return estimator;
    }

    /** The record loadsgf read, whose properties printsgf keeps. */
    SgfSupport sgf() {
        return sgf;
    }

    // ------------------------------------------------------------------------------------ set-up

    /** A new game on an empty board of the current size, under the current rules. */
    void clearBoard() {
        startRules = rules;
        game = new Game(size, internal(rules), true);
        // The old game's changes are gone with it: a match engine clears the board thousands of times.
        shownRules.clear();
        marking = defaultMarking();
        sgf.forget();
    }

    /** A new, empty board of another size (checked by the caller). */
    void resize(int n) {
        size = n;
        clearBoard();
    }

    /**
     * The rules the controller set from now on. The engine's game runs them with disputes=resume;
     * a change after the first move is an event of the game, remembered with the rules it really set
     * so that printsgf records those.
     */
    void setRules(RuleSet next) {
        rules = next;
        if (game.moveNumber() == 0) {
            // Before the first move a rules change is the game's rules, not an event of it.
            startRules = next;
            List<GameEvent> setup = game.events().stream().filter(e -> !(e instanceof GameEvent.RulesChanged)).toList();
            game = Game.replay(size, internal(next), true, setup);
            return;
        }
        GameEvent.RulesChanged change = new GameEvent.RulesChanged(internal(next));
        shownRules.put(change, next);
        game.apply(change);
    }

    /** The session takes on a loaded record: its size, rules and game, the marking as after clear_board. */
    void load(SgfSupport.Loaded loaded) {
        size = loaded.game().size();
        rules = loaded.game().rules();
        // Game events carry the record's rules; the engine's own game runs them with disputes=resume.
        startRules = loaded.startRules();
        try {
            game = Game.replay(size, internal(startRules), true, loaded.game().events());
        } catch (IllegalStateException e) {
            // A referee's decision (disputes=referee) is no event of a game run with disputes=resume,
            // where a dispute resumes play: the game is the record's own, as its rules ended it.
            // Undo replays what it keeps under the engine's rules, without the decision.
            game = loaded.game();
        }
        shownRules.clear();
        marking = defaultMarking();
    }

    private Marking defaultMarking() {
        return estimator != null ? new Marking.Auto() : new Marking.None();
    }

    // ------------------------------------------------------------------------------------ the game

    /**
     * Applies a move; when play has stopped (two passes) the controller evidently goes on, so play
     * resumes with this move. Returns false, changing nothing, when the move is illegal.
     */
    boolean applyMove(GameEvent move) {
        if (game.phase() == Phase.FINISHED) {
            return false;
        }
        if (game.phase() != Phase.PLAYING) {
            if (!resumesInPlace()) {
                Game resumed = continued();
                Optional<Illegal> refused = resumed.tryApply(move);
                if (refused.isPresent()) {
                    return false;
                }
                game = resumed;
                return true;
            }
            // A play refused after the resumption takes it back: the game is rebuilt without it (a
            // refused command only pays the replay; every accepted one is applied in place).
            int before = game.events().size();
            resumeInPlace();
            if (game.tryApply(move).isPresent()) {
                replay(game.events().subList(0, before));
                return false;
            }
            return true;
        }
        return game.tryApply(move).isEmpty();
    }

    /**
     * Resumes play in the game itself when it can (see {@link #resumesInPlace}), so that a generated
     * move is chosen on it; the game stays as it is otherwise.
     */
    void resumeForMove() {
        if (game.phase() == Phase.MARKING && resumesInPlace()) {
            resumeInPlace();
        }
    }

    /**
     * Whether play resumes by a {@code Resume} applied to the game as it stands: the engine's own
     * game, run with disputes=resume, in the marking. Replaying every event for each move after
     * two passes made a game of passes quadratic. A loaded record ended by a referee's decision
     * (see {@link #load}) is resumed by {@link #continued} instead.
     */
    private boolean resumesInPlace() {
        return game.phase() == Phase.MARKING && game.rules().disputes() == RuleSet.Disputes.RESUME;
    }

    private void resumeInPlace() {
        Optional<Illegal> refused = game.tryApply(new GameEvent.Resume(game.toMove().opponent()));
        if (refused.isPresent()) {
            throw new IllegalStateException("the engine's game refused to resume: " + refused.get());
        }
    }

    /**
     * The game with play resumed after its passes (the player to move keeps the turn). The engine's
     * games always run with {@code disputes=resume}: under GTP the controller, not the referee,
     * decides when play is over and what is dead, so a dispute procedure has nothing to do here.
     */
    Game continued() {
        List<GameEvent> events = new ArrayList<>(game.events());
        events.add(new GameEvent.Resume(game.toMove().opponent()));
        return Game.replay(size, internal(startRules), true, events);
    }

    /**
     * Why a move is illegal after two passes, as {@code play} would judge it on the game resumed:
     * in the engine's own game without resuming it (see {@link Game#legalityOnResumption}); a
     * loaded record ended by a referee's decision is resumed by {@link #continued}.
     */
    Optional<Illegal> legalityResumed(Color c, Point p) {
        return resumesInPlace() ? game.legalityOnResumption(c, p) : continued().legality(c, p);
    }

    /** The game becomes these events replayed from its start (what undo keeps). */
    void replay(List<GameEvent> events) {
        game = Game.replay(size, internal(startRules), true, events);
    }

    /**
     * The game as it is to be recorded: its rules changes with the rules the controller set, not
     * the engine's disputes=resume. Falls back to the engine's own game should that replay refuse.
     */
    Game printable() {
        List<GameEvent> events = new ArrayList<>();
        boolean changed = false;
        for (GameEvent e : game.events()) {
            RuleSet shown = shownRules.get(e);
            changed |= shown != null;
            events.add(shown != null ? new GameEvent.RulesChanged(shown) : e);
        }
        if (!changed) {
            return game;
        }
        try {
            return Game.replay(size, internal(startRules), true, events);
        } catch (RuntimeException e) {
            return game;
        }
    }

    private static RuleSet internal(RuleSet r) {
        return r.withDisputes(RuleSet.Disputes.RESUME);
    }

    // ------------------------------------------------------------------------------------ counting

    /** The dead stones under the current marking, expanded to whole chains on the current board. */
    Set<Point> deadStones() {
        Board b = game.board();
        return switch (marking) {
            case Marking.None n -> Set.of();
            case Marking.Auto a -> estimator == null ? Set.of()
                    : new TreeSet<>(estimator.propose(b, rules, game.toMove().code));
            case Marking.Chains ch -> {
                Set<Point> out = new TreeSet<>();
                for (Point p : ch.vertices()) {
                    int i = b.index(p);
                    if (b.get(i) == Board.EMPTY) {
                        continue;
                    }
                    int s = i;
                    do {
                        out.add(b.point(s));
                        s = b.nextInChain(s);
                    } while (s != i);
                }
                yield out;
            }
        };
    }

    ScoreSheet count() {
        return game.score(deadStones());
    }

    /** Whether the game ended without a count (resignation, time, forfeit, void): its result is its own. */
    boolean endedUncounted() {
        return game.phase() == Phase.FINISHED && !game.isCounted();
    }

    /** The result as it stands: the game's own when it ended uncounted, else the count's. */
    GameResult currentResult() {
        if (endedUncounted()) {
            return game.result().orElse(new GameResult.Unknown());
        }
        return count().result();
    }

    // ------------------------------------------------------------------------------------ vertices

    /** A vertex argument on the current board, or null for a pass. */
    Point vertex(String a) {
        return GtpArgs.vertex(a, size);
    }

    String vertices(List<Point> pts) {
        return Point.toGtp(pts, size);
    }
}
