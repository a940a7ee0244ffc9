package org.goref.core.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.HalfPoints;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Disputes;
import org.goref.core.rules.RuleSet.Superko;

/**
 * The referee: one game under one rule set, from the first move to the result (RULES.md §1–§4).
 *
 * <p>Its state is a fold over an append-only list of {@link GameEvent}s: {@link #apply} checks an
 * event against the rules and the phase, refuses it with an {@link Illegal} reason (changing
 * nothing), or appends it and updates the state. {@link #replay} rebuilds a game from its events.
 *
 * <p>Superko is checked against every earlier position (handicap and setup positions included);
 * hashes only find candidates, and a candidate counts only when the real positions are equal.
 * Which positions are "earlier positions":
 * <ul>
 *   <li>{@code positional}: every board the game has had;
 *   <li>{@code situational}: every (board, player to move) the game has had, including those a
 *       pass or a resumption made (the same board with the other side to move), as GNU Go's
 *       {@code --situational-superko} counts them;
 *   <li>{@code no-result}: an <em>occurrence</em> is a situation made by a play, a setup, the
 *       handicap or the start. A pass hands the move over without changing the board and is no new
 *       occurrence: otherwise pass, pass, resume, pass, pass would void a game whose board never
 *       changed. A cycle containing passes still ends void, through the positions its plays make.
 * </ul>
 */
public final class Game {
    private final int size;
    private final boolean freeOrder;
    private RuleSet rules;
    private final Board board;
    private final List<GameEvent> events = new ArrayList<>();

    private Phase phase = Phase.PLAYING;
    private Color toMove = Color.BLACK;
    private int moveNumber;
    private int consecutivePasses;
    private Color lastPasser;
    private final int[] passes = new int[3];
    private int handicapStones;
    private boolean playOut;
    private GameEvent.Play lastPlay;

    private final Set<Point> dead = new TreeSet<>();
    private final boolean[] accepted = new boolean[3];
    private Set<Point> finalDead = Set.of();
    private boolean counted;
    private GameResult result;
    private final List<GameEvent.Penalty> penalties = new ArrayList<>();

    // Positions for superko: hash, who moves next, how many events made it, whether it was made by
    // something other than a pass (a play, a setup, the start).
    private long[] histHash = new long[64];
    private int[] histToMove = new int[64];
    private int[] histEvents = new int[64];
    private boolean[] histByPlay = new boolean[64];
    /** The entry before each with the same hash (-1: none), and the latest entry of each hash. */
    private int[] histSameHash = new int[64];
    private final Map<Long, Integer> lastWithHash = new HashMap<>();
    private int histLen;

    /** A game in which the players must alternate (3.1). */
    public Game(int size, RuleSet rules) {
        this(size, rules, false);
    }

    /**
     * @param freeOrder when true either colour may play at any time and the player to move is the
     *                  opponent of the last mover (GTP leaves the order to the controller)
     */
    public Game(int size, RuleSet rules, boolean freeOrder) {
        if (rules == null) {
            throw new IllegalArgumentException("a game needs a rule set");
        }
        this.size = size;
        this.board = new Board(size);
        this.board.setJournaling(true);
        this.rules = rules;
        this.freeOrder = freeOrder;
        record(true);
    }

    /** Rebuilds a game from its events; an event the rules refuse is an IllegalStateException. */
    public static Game replay(int size, RuleSet rules, boolean freeOrder, List<? extends GameEvent> events) {
        Game g = new Game(size, rules, freeOrder);
        for (int i = 0; i < events.size(); i++) {
            Optional<Illegal> refused = g.tryApply(events.get(i));
            if (refused.isPresent()) {
                throw new IllegalStateException("event " + (i + 1) + " (" + events.get(i) + ") refused: " + refused.get());
            }
        }
        return g;
    }

    // ------------------------------------------------------------------------------------ reading

    public int size() {
        return size;
    }

    public RuleSet rules() {
        return rules;
    }

    public Phase phase() {
        return phase;
    }

    public boolean isFinished() {
        return phase == Phase.FINISHED;
    }

    /** Who moves next (after handicap: White). */
    public Color toMove() {
        return toMove;
    }

    /** Moves played so far, passes included. */
    public int moveNumber() {
        return moveNumber;
    }

    public List<GameEvent> events() {
        return Collections.unmodifiableList(events);
    }

    /** A copy of the board as it stands (dead stones are still on it until counted). */
    public Board board() {
        Board b = new Board(board);
        return b;
    }

    /**
     * EMPTY, BLACK or WHITE at p. A point off this board is an IllegalArgumentException: read as an
     * index of the padded board it would answer the edge, or another row's point, or overrun it.
     */
    public int colorAt(Point p) {
        if (p == null || !p.isOn(size)) {
            throw new IllegalArgumentException("point " + (p == null ? "null" : "(" + p.x + "," + p.y + ")")
                    + " is off the " + size + "x" + size + " board");
        }
        return board.get(p);
    }

    /** Stones {@code c} has captured by play (not counting dead stones or pass stones). */
    public int captures(Color c) {
        return board.captures(c.code);
    }

    /** Passes made by {@code c}. */
    public int passes(Color c) {
        return passes[c.code];
    }

    public int consecutivePasses() {
        return consecutivePasses;
    }

    public int handicapStones() {
        return handicapStones;
    }

    /** The last stone placed, if any. */
    public Optional<GameEvent.Play> lastPlay() {
        return Optional.ofNullable(lastPlay);
    }

    /** The point where the simple ko rule forbids the player to move from playing, if any. */
    public Optional<Point> koPoint() {
        int k = board.koPoint();
        return k == Board.NONE || board.koColor() != toMove.code ? Optional.empty() : Optional.of(board.point(k));
    }

    /** The stones now marked dead (in the marking phase), or counted dead (when finished). */
    public Set<Point> dead() {
        return Collections.unmodifiableSet(phase == Phase.FINISHED && counted ? finalDead : dead);
    }

    public boolean accepted(Color c) {
        return accepted[c.code];
    }

    /** Whether play was resumed under {@code disputes=play-out}: the next two passes end the game. */
    public boolean isPlayOut() {
        return playOut;
    }

    public List<GameEvent.Penalty> penalties() {
        return List.copyOf(penalties);
    }

    public Optional<GameResult> result() {
        return Optional.ofNullable(result);
    }

    /** Whether the result came from a count (then {@link #score()} is its score sheet). */
    public boolean isCounted() {
        return counted;
    }

    /** An immutable snapshot for the outside (UI, API, records). */
    public Position position() {
        int[] grid = new int[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                grid[y * size + x] = board.get(board.index(x, y));
            }
        }
        return new Position(size, grid, toMove, moveNumber, board.captures(1), board.captures(2),
                koPoint().orElse(null), lastPlay == null ? null : lastPlay.point());
    }

    // ------------------------------------------------------------------------------------ legality

    /** Why {@code c} may not play at {@code p} now, or empty when the move is legal. */
    public Optional<Illegal> legality(Color c, Point p) {
        if (c == null) {
            return Optional.of(Illegal.of(Illegal.Reason.INVALID, "a move needs a colour"));
        }
        if (phase != Phase.PLAYING) {
            return Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE, "4.1: play has stopped (" + phase.spelling() + ")"));
        }
        if (!freeOrder && c != toMove) {
            return Optional.of(Illegal.of(Illegal.Reason.OUT_OF_TURN, "3.4: it is " + toMove.lowerName() + "'s turn"));
        }
        if (p == null || !p.isOn(size)) {
            return Optional.of(Illegal.of(Illegal.Reason.OFF_BOARD));
        }
        int i = board.index(p);
        Board.Verdict v = board.check(i, c.code);
        switch (v) {
            case OCCUPIED:
                return Optional.of(Illegal.of(Illegal.Reason.OCCUPIED));
            case KO:
                return Optional.of(Illegal.of(Illegal.Reason.KO));
            case SUICIDE:
                return Optional.of(Illegal.of(Illegal.Reason.SUICIDE));
            case MULTI_STONE_SUICIDE:
                if (rules.suicide() != RuleSet.Suicide.ALLOWED) {
                    return Optional.of(Illegal.of(Illegal.Reason.SUICIDE));
                }
                break;
            default:
                break;
        }
        if (rules.superko() == Superko.POSITIONAL || rules.superko() == Superko.SITUATIONAL) {
            board.place(i, c.code);
            boolean repeats = repeatsEarlier(rules.superko() == Superko.SITUATIONAL ? c.opponent().code : 0, false, 1) > 0;
            board.undo();
            if (repeats) {
                return Optional.of(Illegal.of(Illegal.Reason.SUPERKO, rules.superko() == Superko.SITUATIONAL
                        ? "3.3: the move would repeat an earlier position with the same player to move (superko=situational)"
                        : "3.3: the move would repeat an earlier whole-board position (superko=positional)"));
            }
        }
        return Optional.empty();
    }

    /**
     * Why {@code c} may not play at {@code p} once play resumes from the marking, in a game of free
     * order (GTP's), without resuming it: a resumption changes no stone and no earlier position, so
     * the move is judged on them as they stand. A controller asking after two passes used to have the
     * whole game replayed resumed for each question. Outside the marking, as {@link #legality}.
     */
    public Optional<Illegal> legalityOnResumption(Color c, Point p) {
        if (phase != Phase.MARKING) {
            return legality(c, p);
        }
        if (!freeOrder) {
            throw new IllegalStateException("in a game of set order the side to move depends on who resumes");
        }
        phase = Phase.PLAYING;
        try {
            return legality(c, p);
        } finally {
            phase = Phase.MARKING;
        }
    }

    /**
     * How many earlier recorded positions hold exactly the board's stones now (with {@code
     * nextToMove} to move, unless it is 0), counted up to {@code enough}; with {@code playsOnly},
     * only positions made by a play or a setup count. Only the positions with the board's hash are
     * looked at (a scan of them all made every play cost the whole history), and a hash match is
     * confirmed on the real position.
     */
    private int repeatsEarlier(int nextToMove, boolean playsOnly, int enough) {
        long h = board.hash();
        int n = 0;
        Board scratch = null;
        Integer latest = lastWithHash.get(h);
        for (int k = latest == null ? -1 : latest; k >= 0 && n < enough; k = histSameHash[k]) {
            if (k >= histLen || (nextToMove != 0 && histToMove[k] != nextToMove)) {
                continue;
            }
            if (playsOnly && !histByPlay[k]) {
                continue;
            }
            if (scratch == null) {
                scratch = new Board(size);
            }
            rebuildAt(scratch, histEvents[k]);
            if (scratch.sameStones(board)) {
                n++;
            }
        }
        return n;
    }

    /** Sets {@code b} to the stones after the first {@code count} events. */
    private void rebuildAt(Board b, int count) {
        b.clear();
        for (int i = 0; i < count; i++) {
            GameEvent e = events.get(i);
            switch (e) {
                case GameEvent.Handicap h -> h.stones().forEach(p -> b.setup(b.index(p), Board.BLACK));
                case GameEvent.Setup s -> applySetup(b, s);
                case GameEvent.Play p -> b.place(b.index(p.point()), p.color().code);
                default -> { }
            }
        }
    }

    private static void applySetup(Board b, GameEvent.Setup s) {
        s.empty().forEach(p -> b.setup(b.index(p), Board.EMPTY));
        s.black().forEach(p -> b.setup(b.index(p), Board.BLACK));
        s.white().forEach(p -> b.setup(b.index(p), Board.WHITE));
    }

    // ------------------------------------------------------------------------------------ acting

    /** Applies the event, or throws {@link IllegalActionException} and changes nothing. */
    public void apply(GameEvent e) {
        Optional<Illegal> refused = tryApply(e);
        if (refused.isPresent()) {
            throw new IllegalActionException(refused.get());
        }
    }

    /** Applies the event and returns empty, or returns why it was refused and changes nothing. */
    public Optional<Illegal> tryApply(GameEvent e) {
        Optional<String> missing = missingPart(e);
        if (missing.isPresent()) {
            return Optional.of(Illegal.of(Illegal.Reason.INVALID, "the event has no " + missing.get()));
        }
        Optional<Illegal> refused = switch (e) {
            case GameEvent.Handicap h -> handicap(h);
            case GameEvent.Setup s -> setup(s);
            case GameEvent.Play p -> play(p);
            case GameEvent.Pass p -> pass(p);
            case GameEvent.Mark m -> mark(m);
            case GameEvent.Accept a -> accept(a);
            case GameEvent.Resume r -> resume(r);
            case GameEvent.RefereeDecision d -> refereeDecision(d);
            case GameEvent.Resign r -> end(new GameResult.Resignation(r.color().opponent()));
            case GameEvent.TimeLoss t -> phase == Phase.PLAYING
                    ? end(new GameResult.Time(t.color().opponent()))
                    : Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE, "clocks run only while play goes on"));
            case GameEvent.Forfeit f -> forfeit(f);
            case GameEvent.DoubleForfeit d -> result instanceof GameResult.Forfeit single
                    ? bothLose(single.why(), d.reason())
                    : end(new GameResult.DoubleForfeit(d.reason()));
            case GameEvent.Void v -> end(new GameResult.NoResult(v.reason()));
            case GameEvent.Penalty p -> penalty(p);
            case GameEvent.RulesChanged r -> changeRules(r);
            case GameEvent.Proposed p -> proposed(p);
            case GameEvent.Restarted r -> Optional.empty();
            case GameEvent.Chat c -> Optional.empty();
            case GameEvent.Note n -> Optional.empty();
        };
        if (refused.isEmpty()) {
            events.add(e);
        }
        return refused;
    }

    /** What a malformed event lacks (a colour, a point, a list), so that it is refused, not a crash. */
    private static Optional<String> missingPart(GameEvent e) {
        if (e == null) {
            return Optional.of("content");
        }
        String missing = switch (e) {
            // lists of points cannot hold null: their records copy them with List.copyOf
            case GameEvent.Handicap h -> null;
            case GameEvent.Setup s -> null;
            case GameEvent.Play p -> p.color() == null ? "colour" : p.point() == null ? "point" : null;
            case GameEvent.Pass p -> p.color() == null ? "colour" : null;
            case GameEvent.Mark m -> m.by() == null ? "colour" : m.stone() == null ? "point" : null;
            case GameEvent.Accept a -> a.by() == null ? "colour" : null;
            case GameEvent.Resume r -> r.by() == null ? "colour" : null;
            case GameEvent.RefereeDecision d -> null;
            case GameEvent.Resign r -> r.color() == null ? "colour" : null;
            case GameEvent.TimeLoss t -> t.color() == null ? "colour" : null;
            case GameEvent.Forfeit f -> f.color() == null ? "colour" : null;
            case GameEvent.Penalty p -> p.color() == null ? "colour" : null;
            case GameEvent.RulesChanged r -> r.rules() == null ? "rules" : null;
            case GameEvent.DoubleForfeit d -> null;
            case GameEvent.Void v -> null;
            case GameEvent.Proposed p -> p.marking() == null ? "marking" : null;
            case GameEvent.Restarted r -> null;
            case GameEvent.Chat c -> c.channel() == null ? "channel" : null;
            case GameEvent.Note n -> null;
        };
        return Optional.ofNullable(missing);
    }

    /** Convenience: play or pass. */
    public Optional<Illegal> move(Move m) {
        return tryApply(m.isPass() ? new GameEvent.Pass(m.color()) : new GameEvent.Play(m.color(), m.point()));
    }

    private Optional<Illegal> handicap(GameEvent.Handicap h) {
        if (phase != Phase.PLAYING || moveNumber > 0 || handicapStones > 0) {
            return Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE, "handicap stones are placed before the first move"));
        }
        Set<Point> seen = new LinkedHashSet<>(h.stones());
        if (seen.size() != h.stones().size() || h.stones().size() < 1) {
            return Optional.of(Illegal.of(Illegal.Reason.INVALID, "handicap stones must be distinct points"));
        }
        for (Point p : h.stones()) {
            if (p == null || !p.isOn(size)) {
                return Optional.of(Illegal.of(Illegal.Reason.OFF_BOARD));
            }
            if (board.get(p) != Board.EMPTY) {
                return Optional.of(Illegal.of(Illegal.Reason.OCCUPIED));
            }
        }
        if (h.stones().size() >= size * size) {
            return Optional.of(Illegal.of(Illegal.Reason.INVALID, "too many handicap stones"));
        }
        for (Point p : h.stones()) {
            board.setup(board.index(p), Board.BLACK);
        }
        handicapStones = h.stones().size();
        toMove = Color.WHITE;
        recordAfter(true);
        return Optional.empty();
    }

    private Optional<Illegal> setup(GameEvent.Setup s) {
        if (phase != Phase.PLAYING) {
            return Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE, "setup belongs to play"));
        }
        for (List<Point> l : List.of(s.black(), s.white(), s.empty())) {
            for (Point p : l) {
                if (p == null || !p.isOn(size)) {
                    return Optional.of(Illegal.of(Illegal.Reason.OFF_BOARD));
                }
            }
        }
        applySetup(board, s);
        if (s.toMove() != null) {
            toMove = s.toMove();
        }
        recordAfter(true);
        return Optional.empty();
    }

    private Optional<Illegal> play(GameEvent.Play p) {
        Optional<Illegal> why = legality(p.color(), p.point());
        if (why.isPresent()) {
            return why;
        }
        board.place(board.index(p.point()), p.color().code);
        toMove = p.color().opponent();
        moveNumber++;
        consecutivePasses = 0;
        lastPlay = p;
        recordAfter(true);
        if (rules.superko() == Superko.NO_RESULT) {
            // The position just recorded is one occurrence; two earlier ones make three.
            histLen--;
            int earlier = repeatsEarlier(toMove.code, true, 2);
            histLen++;
            if (earlier >= 2) {
                phase = Phase.FINISHED;
                result = new GameResult.NoResult("the same position occurred a third time (superko, no result)");
            }
        }
        return Optional.empty();
    }

    private Optional<Illegal> pass(GameEvent.Pass p) {
        if (phase != Phase.PLAYING) {
            return Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE, "4.1: play has stopped (" + phase.spelling() + ")"));
        }
        if (!freeOrder && p.color() != toMove) {
            return Optional.of(Illegal.of(Illegal.Reason.OUT_OF_TURN, "3.4: it is " + toMove.lowerName() + "'s turn"));
        }
        board.pass();
        passes[p.color().code]++;
        toMove = p.color().opponent();
        moveNumber++;
        // 4.1: play stops when one side passes and the *other* answers with a pass. Under free
        // order (GTP) a side may pass twice running; that is no answer and starts the count anew.
        consecutivePasses = consecutivePasses > 0 && lastPasser == p.color() ? 1 : consecutivePasses + 1;
        lastPasser = p.color();
        recordAfter(false);
        boolean ends = consecutivePasses >= 2 && (!rules.passStones() || p.color() == Color.WHITE);
        if (ends) {
            if (playOut) {
                // disputes=play-out: after the second pass every stone on the board is alive.
                dead.clear();
                finishByCount(Set.of());
            } else {
                phase = Phase.MARKING;
                dead.clear();
                accepted[1] = accepted[2] = false;
            }
        }
        return Optional.empty();
    }

    /**
     * The estimator's proposal pre-marks its dead stones when made in the marking; a point of it
     * with no stone (nothing any estimator proposes) is passed over rather than refusing the event,
     * which is advice. Outside the marking it is only recorded.
     */
    private Optional<Illegal> proposed(GameEvent.Proposed p) {
        if (phase != Phase.MARKING) {
            return Optional.empty();
        }
        boolean changed = false;
        for (Point pt : new TreeSet<>(p.marking().dead())) {
            if (noChainAt(pt).isEmpty()) {
                changed |= dead.addAll(chainAt(pt));
            }
        }
        if (changed) {
            accepted[1] = accepted[2] = false;
        }
        return Optional.empty();
    }

    private Optional<Illegal> mark(GameEvent.Mark m) {
        if (phase != Phase.MARKING) {
            return Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE, "dead stones are marked after play stops"));
        }
        Optional<Illegal> noChain = noChainAt(m.stone());
        if (noChain.isPresent()) {
            return noChain;
        }
        List<Point> chain = chainAt(m.stone());
        boolean changed = m.dead() ? dead.addAll(chain) : dead.removeAll(chain);
        if (changed) {
            // Any change withdraws the acceptance given to the marking as it was.
            accepted[1] = accepted[2] = false;
        }
        return Optional.empty();
    }

    /**
     * Why no chain can be marked or decided dead through {@code p} (never null: {@link #tryApply}
     * refuses an event without its point): it is off this board (named in coordinates: a vertex name
     * off the board reads as nonsense, "V-15"), or no stone stands there.
     */
    private Optional<Illegal> noChainAt(Point p) {
        if (!p.isOn(size)) {
            return Optional.of(Illegal.of(Illegal.Reason.OFF_BOARD,
                    "4.2: the point (" + p.x + "," + p.y + ") is off the " + size + "x" + size + " board"));
        }
        int c = board.get(board.index(p));
        if (c != Board.BLACK && c != Board.WHITE) {
            return Optional.of(Illegal.of(Illegal.Reason.NOT_A_STONE, "no stone at " + p.toGtp(size)));
        }
        return Optional.empty();
    }

    /** The stones of the chain through {@code p}, a stone on this board ({@link #noChainAt} found none missing). */
    private List<Point> chainAt(Point p) {
        int i = board.index(p);
        List<Point> out = new ArrayList<>();
        int s = i;
        do {
            out.add(board.point(s));
            s = board.nextInChain(s);
        } while (s != i);
        return out;
    }

    private Optional<Illegal> accept(GameEvent.Accept a) {
        if (phase != Phase.MARKING) {
            return Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE, "there is no marking to accept"));
        }
        accepted[a.by().code] = true;
        if (accepted[1] && accepted[2]) {
            finishByCount(new TreeSet<>(dead));
        }
        return Optional.empty();
    }

    private Optional<Illegal> resume(GameEvent.Resume r) {
        // From a referee's dispute only when the rules have changed meanwhile (RulesChanged): the
        // procedure now in force runs instead.
        boolean fromDispute = phase == Phase.DISPUTE && rules.disputes() != Disputes.REFEREE;
        if (phase != Phase.MARKING && !fromDispute) {
            return Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE, phase == Phase.DISPUTE
                    ? "the dispute waits for the referee's decision"
                    : "play can be resumed only from the marking"));
        }
        if (rules.disputes() == Disputes.REFEREE) {
            phase = Phase.DISPUTE;
            accepted[1] = accepted[2] = false;
            return Optional.empty();
        }
        phase = Phase.PLAYING;
        playOut = rules.disputes() == Disputes.PLAY_OUT;
        toMove = r.by().opponent();
        consecutivePasses = 0;
        lastPasser = null;
        dead.clear();
        accepted[1] = accepted[2] = false;
        // The same stones with (perhaps) the other side to move: a situation of its own for
        // situational superko, made without a play (it is no occurrence for no-result).
        recordAfter(false);
        return Optional.empty();
    }

    private Optional<Illegal> refereeDecision(GameEvent.RefereeDecision d) {
        // In a dispute the referee decides whatever the rules say now; from the marking only
        // under disputes=referee.
        if (phase != Phase.DISPUTE && (phase != Phase.MARKING || rules.disputes() != Disputes.REFEREE)) {
            return Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE,
                    "a referee decides dead stones only under disputes=referee, after play stops"));
        }
        Set<Point> decided = new TreeSet<>();
        for (Point p : d.dead()) {
            Optional<Illegal> noChain = noChainAt(p);
            if (noChain.isPresent()) {
                return noChain;
            }
            decided.addAll(chainAt(p));
        }
        dead.clear();
        dead.addAll(decided);
        finishByCount(decided);
        return Optional.empty();
    }

    private Optional<Illegal> penalty(GameEvent.Penalty p) {
        if (!(p.points() > 0) || !HalfPoints.isWholeOrHalf(p.points())) {
            return Optional.of(Illegal.of(Illegal.Reason.INVALID, "penalty points are positive, in steps of 0.5"));
        }
        if (p.points() > GameEvent.Penalty.MAX_POINTS) {
            return Optional.of(Illegal.of(Illegal.Reason.INVALID, "penalty points are at most " + GameEvent.Penalty.MAX_POINTS));
        }
        penalties.add(p);
        if (counted) {
            result = score(finalDead).result();
        }
        return Optional.empty();
    }

    private Optional<Illegal> changeRules(GameEvent.RulesChanged r) {
        if (r.rules() == null) {
            return Optional.of(Illegal.of(Illegal.Reason.INVALID, "no rules"));
        }
        rules = r.rules();
        if (counted) {
            result = score(finalDead).result();
        }
        return Optional.empty();
    }

    /**
     * 4.5: the opponent wins only as the <em>only</em> side given a loss by the regulations. A loss
     * given to the winner of a forfeit makes both sides losers; a result reached by play stands.
     */
    private Optional<Illegal> forfeit(GameEvent.Forfeit f) {
        if (result instanceof GameResult.Forfeit single && single.winningColor() == f.color()) {
            return bothLose(single.why(), f.reason());
        }
        return end(new GameResult.Forfeit(f.color().opponent(), f.reason()));
    }

    private Optional<Illegal> bothLose(String first, String second) {
        String why = first.isEmpty() ? second : second.isEmpty() ? first : first + "; " + second;
        result = new GameResult.DoubleForfeit(why);
        return Optional.empty();
    }

    private Optional<Illegal> end(GameResult r) {
        if (phase == Phase.FINISHED) {
            return Optional.of(Illegal.of(Illegal.Reason.WRONG_PHASE, "the game is over"));
        }
        phase = Phase.FINISHED;
        result = r;
        return Optional.empty();
    }

    private void finishByCount(Set<Point> deadStones) {
        phase = Phase.FINISHED;
        finalDead = Set.copyOf(deadStones);
        counted = true;
        result = score(finalDead).result();
    }

    // ------------------------------------------------------------------------------------ counting

    /**
     * The score sheet: when the game was finished by a count, that count; otherwise the current
     * position counted with the current marking.
     */
    public ScoreSheet score() {
        return score(counted ? finalDead : dead);
    }

    /** The current position counted with these stones dead (4.3, 4.4). */
    public ScoreSheet score(Set<Point> deadStones) {
        return Scoring.count(board, deadStones, rules, handicapStones, passes, penalties);
    }

    // ------------------------------------------------------------------------------------ history

    private void recordAfter(boolean byPlay) {
        // Called before the event is appended: the position is made by events.size() + 1 events.
        record(byPlay);
        histEvents[histLen - 1] = events.size() + 1;
    }

    private void record(boolean byPlay) {
        if (histLen == histHash.length) {
            int n = histLen * 2;
            histHash = Arrays.copyOf(histHash, n);
            histToMove = Arrays.copyOf(histToMove, n);
            histEvents = Arrays.copyOf(histEvents, n);
            histByPlay = Arrays.copyOf(histByPlay, n);
            histSameHash = Arrays.copyOf(histSameHash, n);
        }
        Integer before = lastWithHash.put(board.hash(), histLen);
        histSameHash[histLen] = before == null ? -1 : before;
        histHash[histLen] = board.hash();
        histToMove[histLen] = toMove.code;
        histEvents[histLen] = events.size();
        histByPlay[histLen] = byPlay;
        histLen++;
    }

    @Override
    public String toString() {
        return board.toString();
    }
}
