package org.goref.gtp.match;

import java.io.IOException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.clock.GameClock;
import org.goref.core.clock.SideTime;
import org.goref.core.clock.TimeControl;
import org.goref.core.clock.TimeSource;
import org.goref.core.game.DeadStones;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.Handicap;
import org.goref.core.game.Illegal;
import org.goref.core.game.Phase;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSet.Disputes;
import org.goref.gtp.client.GtpClient;
import org.goref.gtp.client.GtpFailure;

/**
 * Referees one game between two engines. Every move an engine makes goes through the referee
 * ({@link Game}); the clock is the wall time of each {@code genmove}; an engine's crash, hang,
 * garbage or wrong answer loses the game by forfeit with the reason recorded; after two passes
 * both engines are asked for the dead stones and a disagreement is settled by the rule set's
 * {@code disputes} procedure.
 */
final class GameRunner {
    /** How long past its time an engine's late answer is still waited for (it loses on time either way). */
    static final long GRACE_MS = 500;

    private final MatchConfig cfg;
    private final DeadStones estimator;
    private final int number;
    private final EngineSlot[] slots = new EngineSlot[3];
    private final String[] names = new String[3];
    private final boolean[] cleanup = new boolean[3];
    /** Whether each side's engine took the clock as {@code kgs-time_settings} (its time_left then reads KGS's way). */
    private final boolean[] kgsTime = new boolean[3];
    private final Game game;
    private final GameClock clock;
    private final boolean timed;
    private List<Point> handicapStones = List.of();
    private int disputes;
    private int stonesSinceDispute;

    /** A failure of one side's engine. */
    private static final class Fault extends Exception {
        final Color side;
        final GtpFailure failure;

        Fault(Color side, GtpFailure failure) {
            super(failure.getMessage());
            this.side = side;
            this.failure = failure;
        }
    }

    GameRunner(MatchConfig cfg, TimeSource time, DeadStones estimator, int number, EngineSlot black, EngineSlot white,
               String blackName, String whiteName) {
        this.cfg = cfg;
        this.estimator = estimator;
        this.number = number;
        slots[Color.BLACK.code] = black;
        slots[Color.WHITE.code] = white;
        names[Color.BLACK.code] = blackName;
        names[Color.WHITE.code] = whiteName;
        this.game = new Game(cfg.size(), cfg.rules());
        this.clock = new GameClock(cfg.time(), time);
        this.timed = !(cfg.time() instanceof TimeControl.None);
    }

    PlayedGame play() {
        for (Color c : Color.values()) {
            slots[c.code].note("game " + number + " as " + c.lowerName());
        }
        Fault blackFault = setupOrFault(Color.BLACK);
        Fault whiteFault = setupOrFault(Color.WHITE);
        if (blackFault != null && whiteFault != null) {
            discardIfBroken(blackFault);
            discardIfBroken(whiteFault);
            apply(new GameEvent.DoubleForfeit("both engines failed to start the game: black engine "
                    + blackFault.getMessage() + "; white engine " + whiteFault.getMessage()));
        } else if (blackFault != null || whiteFault != null) {
            forfeit(blackFault != null ? blackFault : whiteFault);
        } else {
            try {
                placeHandicap();
                while (!game.isFinished()) {
                    if (game.phase() == Phase.PLAYING) {
                        if (game.moveNumber() >= cfg.maxMoves()) {
                            apply(new GameEvent.Void("the move limit of " + cfg.maxMoves() + " moves was reached"));
                        } else {
                            turn();
                        }
                    } else {
                        settleDeadStones();
                    }
                }
            } catch (Fault f) {
                forfeit(f);
            }
        }
        return new PlayedGame(number, names[1], names[2], game, handicapStones, cfg.time(),
                clock.used(Color.BLACK), clock.used(Color.WHITE), LocalDate.now(ZoneOffset.UTC).toString());
    }

    // ------------------------------------------------------------------------------ talking

    private GtpClient engine(Color c) throws Fault {
        try {
            return slots[c.code].engine();
        } catch (IOException e) {
            throw new Fault(c, new GtpFailure(GtpFailure.Kind.CRASH, "(start)", e.getMessage()));
        }
    }

    /** Sends a command the engine must carry out. */
    private String ask(Color c, String command) throws Fault {
        try {
            return engine(c).send(command, cfg.answerTimeoutMs());
        } catch (GtpFailure f) {
            throw new Fault(c, f);
        }
    }

    /** Sends a command the engine may refuse (empty then); any other failure is the engine's fault. */
    private Optional<String> askTolerant(Color c, String command) throws Fault {
        try {
            return Optional.of(engine(c).send(command, cfg.answerTimeoutMs()));
        } catch (GtpFailure f) {
            if (f.kind() == GtpFailure.Kind.REFUSED) {
                return Optional.empty();
            }
            throw new Fault(c, f);
        }
    }

    private boolean knows(Color c, String command) throws Fault {
        try {
            return engine(c).knows(command, cfg.answerTimeoutMs());
        } catch (GtpFailure f) {
            throw new Fault(c, f);
        }
    }

    /**
     * Whether to ask an engine a command it may lack: when it lists its commands, whether the list
     * has it; an engine whose list is empty (or omits list_commands itself) is asked and answers.
     */
    private boolean offers(Color c, String command) throws Fault {
        return knows(c, command) || !knows(c, "list_commands");
    }

    private static String letter(Color c) {
        return c == Color.BLACK ? "b" : "w";
    }

    private String vertex(Point p) {
        return p.toGtp(cfg.size());
    }

    // ------------------------------------------------------------------------------ setting up

    private Fault setupOrFault(Color c) {
        try {
            setup(c);
            return null;
        } catch (Fault f) {
            return f;
        }
    }

    private void setup(Color c) throws Fault {
        ask(c, "boardsize " + cfg.size());
        ask(c, "clear_board");
        // The rules before the komi: an engine may set its own komi with the rules (a preset's
        // default), and the komi the match plays with must be the last word.
        if (knows(c, "goref-rules")) {
            askTolerant(c, "goref-rules " + cfg.rules().spec());
        } else if (knows(c, "kgs-rules")) {
            askTolerant(c, "kgs-rules " + kgsRules(cfg.rules()));
        }
        ask(c, "komi " + RuleSet.formatKomi(cfg.rules().komi()));
        if (timed) {
            // An engine that lists kgs-time_settings but refuses this clock is told it in plain GTP.
            kgsTime[c.code] = knows(c, "kgs-time_settings")
                    && askTolerant(c, GtpTime.kgsTimeSettings(cfg.time())).isPresent();
            if (!kgsTime[c.code]) {
                askTolerant(c, GtpTime.timeSettings(cfg.time()));
            }
        }
    }

    /** The KGS rules name nearest to the rule set (only the counting and the base rules differ). */
    static String kgsRules(RuleSet r) {
        return switch (r.preset()) {
            case AGA -> "aga";
            case NEW_ZEALAND -> "new_zealand";
            default -> r.counting() == RuleSet.Counting.AREA ? "chinese" : "japanese";
        };
    }

    private void placeHandicap() throws Fault {
        int h = cfg.handicap();
        if (h == 0) {
            return;
        }
        List<Point> stones;
        boolean placedByReferee = false;
        // More stones than the fixed points hold (a free handicap may have them) can only be
        // placed by Black's engine: it is asked even without the command, and fails as any would.
        boolean onlyFree = h > Handicap.maxFixed(cfg.size());
        if (cfg.freeHandicap() && (onlyFree || offers(Color.BLACK, "place_free_handicap"))) {
            String answer = ask(Color.BLACK, "place_free_handicap " + h);
            stones = parseVertices(Color.BLACK, "place_free_handicap " + h, answer);
            // GTP 2 §4.1.2 lets an engine place fewer stones than asked (never more, never fewer than two).
            if (stones.size() < 2 || stones.size() > h || new HashSet<>(stones).size() != stones.size()) {
                throw new Fault(Color.BLACK, new GtpFailure(GtpFailure.Kind.WRONG_ANSWER, "place_free_handicap " + h,
                        "placed " + stones.size() + " stones, " + new HashSet<>(stones).size() + " of them distinct"));
            }
            tellHandicap(Color.WHITE, stones);
        } else {
            // Without place_free_handicap Black's engine cannot choose: the stones stand where GTP's
            // fixed_handicap puts them, a placement free handicap allows.
            placedByReferee = cfg.freeHandicap();
            stones = Handicap.fixed(cfg.size(), h);
            for (Color c : Color.values()) {
                Optional<String> placed = askTolerant(c, "fixed_handicap " + h);
                boolean same = placed.isPresent()
                        && new HashSet<>(parseVertices(c, "fixed_handicap " + h, placed.get())).equals(new HashSet<>(stones));
                if (!same) {
                    // The engine places fixed handicap elsewhere, or not at all: tell it where the stones are.
                    ask(c, "clear_board");
                    tellHandicap(c, stones);
                }
            }
        }
        // The handicap is the game's first event: the record writer puts only leading setup into the
        // root (HA, AB); a note before it would push the stones into a later node, no handicap there.
        apply(new GameEvent.Handicap(stones));
        handicapStones = stones;
        if (stones.size() < h) {
            apply(new GameEvent.Note("black engine placed " + stones.size() + " handicap stones of the " + h + " asked"));
        }
        if (placedByReferee) {
            apply(new GameEvent.Note("black engine has no place_free_handicap: the " + h
                    + " stones stand on the fixed handicap points"));
        }
    }

    /**
     * Tells an engine the handicap stones: {@code set_free_handicap}, or, for an engine without it
     * (GTP's minimal set has only {@code play}), a Black {@code play} on each — GTP 2 §4.3 lets one
     * colour move several times in a row, and after the last stone White is to move, as after a
     * handicap.
     */
    private void tellHandicap(Color c, List<Point> stones) throws Fault {
        if (offers(c, "set_free_handicap")) {
            ask(c, "set_free_handicap " + vertices(stones));
            return;
        }
        for (Point p : stones) {
            ask(c, "play b " + vertex(p));
        }
    }

    private String vertices(List<Point> pts) {
        StringBuilder sb = new StringBuilder();
        for (Point p : pts) {
            sb.append(sb.isEmpty() ? "" : " ").append(vertex(p));
        }
        return sb.toString();
    }

    private List<Point> parseVertices(Color c, String command, String answer) throws Fault {
        List<Point> out = new ArrayList<>();
        for (String w : answer.trim().split("\\s+")) {
            if (w.isEmpty()) {
                continue;
            }
            try {
                Point p = Point.parseGtp(w, cfg.size());
                if (p == null) {
                    throw new IllegalArgumentException("pass is no point");
                }
                out.add(p);
            } catch (IllegalArgumentException e) {
                throw new Fault(c, new GtpFailure(GtpFailure.Kind.WRONG_ANSWER, command, e.getMessage()));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------------------ playing

    private void turn() throws Fault {
        Color c = game.toMove();
        Color o = c.opponent();
        if (timed) {
            askTolerant(c, GtpTime.timeLeft(cfg.time(), c, clock.side(c), kgsTime[c.code]));
        }
        String command = (cleanup[c.code] && knows(c, "kgs-genmove_cleanup") ? "kgs-genmove_cleanup " : "genmove ")
                + letter(c);
        GtpClient e = engine(c);
        long wait = timed ? clock.remaining(c) + GRACE_MS : cfg.answerTimeoutMs();
        long available = clock.remaining(c);
        clock.start(c);
        String answer;
        try {
            answer = e.send(command, wait);
        } catch (GtpFailure f) {
            SideTime st = clock.stop();
            if (timed && st.flagged()) {
                if (!f.engineUsable()) {
                    slots[c.code].discard();
                }
                apply(new GameEvent.Note(c.lowerName() + " engine did not answer '" + command + "' within its time ("
                        + available + " ms left)"));
                apply(new GameEvent.TimeLoss(c));
                return;
            }
            throw new Fault(c, f);
        }
        SideTime st = clock.stop();
        if (st.flagged()) {
            apply(new GameEvent.Note(c.lowerName() + " engine answered '" + answer + "' after its time ran out ("
                    + available + " ms left)"));
            apply(new GameEvent.TimeLoss(c));
            return;
        }
        String a = answer.trim();
        if (a.equalsIgnoreCase("resign")) {
            apply(new GameEvent.Resign(c));
            return;
        }
        Point p;
        try {
            p = Point.parseGtp(a, cfg.size());
        } catch (IllegalArgumentException ex) {
            throw new Fault(c, new GtpFailure(GtpFailure.Kind.WRONG_ANSWER, command, "'" + a + "' is not a move: " + ex.getMessage()));
        }
        if (p == null) {
            apply(new GameEvent.Pass(c));
            ask(o, "play " + letter(c) + " pass");
            return;
        }
        Optional<Illegal> why = game.tryApply(new GameEvent.Play(c, p));
        if (why.isPresent()) {
            illegal(c, p, why.get());
            return;
        }
        stonesSinceDispute++;
        tellMove(o, c, vertex(p));
    }

    /** The opponent is told the move; refusing a move the referee allowed is its fault. */
    private void tellMove(Color to, Color mover, String v) throws Fault {
        String cmd = "play " + letter(mover) + " " + v;
        try {
            engine(to).send(cmd, cfg.answerTimeoutMs());
        } catch (GtpFailure f) {
            if (f.kind() == GtpFailure.Kind.REFUSED) {
                throw new Fault(to, new GtpFailure(GtpFailure.Kind.WRONG_ANSWER, cmd,
                        "refused a move the referee allowed (" + f.getMessage() + ")"));
            }
            throw new Fault(to, f);
        }
    }

    private void illegal(Color c, Point p, Illegal why) throws Fault {
        String what = "illegal move " + vertex(p) + " by " + c.lowerName() + ": " + why.code() + " — " + why.reason().rule();
        switch (cfg.illegal()) {
            case IllegalMovePolicy.Lose l -> apply(new GameEvent.Forfeit(c, what));
            case IllegalMovePolicy.Pass x -> {
                apply(new GameEvent.Note(what + "; refused and counted as a pass (--illegal pass)"));
                passInstead(c);
            }
            case IllegalMovePolicy.Penalty x -> {
                apply(new GameEvent.Note(what + "; refused and counted as a pass, with a penalty (--illegal " + x.spec() + ")"));
                apply(new GameEvent.Penalty(c, x.points(), what));
                passInstead(c);
            }
        }
    }

    /** The refused move becomes a pass; the offender, whose board may hold its stone, is set right. */
    private void passInstead(Color c) throws Fault {
        apply(new GameEvent.Pass(c));
        replayInto(c);
        ask(c.opponent(), "play " + letter(c) + " pass");
    }

    /** Rebuilds the engine's game from the referee's: clear_board, the handicap, every move. */
    private void replayInto(Color c) throws Fault {
        ask(c, "clear_board");
        if (!handicapStones.isEmpty()) {
            tellHandicap(c, handicapStones);
        }
        for (GameEvent e : game.events()) {
            switch (e) {
                case GameEvent.Play p -> ask(c, "play " + letter(p.color()) + " " + vertex(p.point()));
                case GameEvent.Pass p -> ask(c, "play " + letter(p.color()) + " pass");
                default -> { }
            }
        }
    }

    // ------------------------------------------------------------------------------ dead stones

    private void settleDeadStones() throws Fault {
        Optional<Set<Point>> byBlack = deadList(Color.BLACK);
        Optional<Set<Point>> byWhite = deadList(Color.WHITE);
        if (byBlack.isEmpty() && byWhite.isEmpty()) {
            Set<Point> est = estimate();
            apply(new GameEvent.Note("neither engine answers final_status_list; "
                    + (estimator == null ? "every stone counted alive (no dead-stone estimator)" : "goref's estimator marks the dead stones")));
            markAndAccept(est);
        } else if (byBlack.isEmpty() || byWhite.isEmpty()) {
            Color silent = byBlack.isEmpty() ? Color.BLACK : Color.WHITE;
            apply(new GameEvent.Note(silent.lowerName() + " engine does not answer final_status_list; the "
                    + silent.opponent().lowerName() + " engine's dead stones are taken"));
            markAndAccept(byBlack.orElseGet(byWhite::get));
        } else if (byBlack.get().equals(byWhite.get())) {
            if (!byBlack.get().isEmpty()) {
                apply(new GameEvent.Note("both engines name the same dead stones: " + list(byBlack.get())));
            }
            markAndAccept(byBlack.get());
        } else {
            dispute(byBlack.get(), byWhite.get());
        }
    }

    private Optional<Set<Point>> deadList(Color c) throws Fault {
        String cmd = "final_status_list dead";
        Optional<String> answer = askTolerant(c, cmd);
        if (answer.isEmpty()) {
            return Optional.empty();
        }
        Board b = game.board();
        Set<Point> dead = new TreeSet<>();
        for (Point p : parseVertices(c, cmd, answer.get())) {
            int i = b.index(p);
            if (b.get(i) != Board.BLACK && b.get(i) != Board.WHITE) {
                continue; // an empty point named dead changes nothing
            }
            int s = i;
            do {
                dead.add(b.point(s));
                s = b.nextInChain(s);
            } while (s != i);
        }
        return Optional.of(dead);
    }

    private void markAndAccept(Set<Point> dead) {
        Board b = game.board();
        Set<Point> marked = new HashSet<>();
        for (Point p : new TreeSet<>(dead)) {
            if (marked.contains(p)) {
                continue;
            }
            apply(new GameEvent.Mark(Color.BLACK, p, true));
            int i = b.index(p);
            int s = i;
            do {
                marked.add(b.point(s));
                s = b.nextInChain(s);
            } while (s != i);
        }
        apply(new GameEvent.Accept(Color.BLACK));
        apply(new GameEvent.Accept(Color.WHITE));
    }

    private void dispute(Set<Point> byBlack, Set<Point> byWhite) {
        disputes++;
        Disputes procedure = game.rules().disputes();
        apply(new GameEvent.Note("dead stones disputed: black engine says " + list(byBlack) + ", white engine says "
                + list(byWhite) + " (disputes=" + procedure.spelling() + ")"));
        switch (procedure) {
            case REFEREE -> {
                Set<Point> dead = estimate();
                String note = estimator == null
                        ? "no dead-stone estimator is available: every stone counted alive"
                        : "goref's dead-stone estimator decided";
                apply(new GameEvent.RefereeDecision(new ArrayList<>(dead), note));
            }
            case RESUME -> {
                if (disputes > 1 && stonesSinceDispute == 0) {
                    // Play was resumed and both passed at once: more play settles nothing.
                    apply(new GameEvent.Note("the engines still disagree and neither played a stone since play resumed:"
                            + " every stone counted alive, as play left them"));
                    markAndAccept(Set.of());
                } else {
                    resume();
                }
            }
            case PLAY_OUT -> resume();
        }
    }

    private void resume() {
        // The side whose pass ended play asks to resume, so the other moves first, as play would go on.
        apply(new GameEvent.Resume(game.toMove().opponent()));
        cleanup[1] = cleanup[2] = true;
        stonesSinceDispute = 0;
    }

    private Set<Point> estimate() {
        if (estimator == null) {
            return Set.of();
        }
        try {
            return new TreeSet<>(estimator.propose(game.board(), game.rules(), game.toMove().code));
        } catch (RuntimeException e) {
            apply(new GameEvent.Note("the dead-stone estimator failed (" + e + "): every stone counted alive"));
            return Set.of();
        }
    }

    private String list(Set<Point> pts) {
        if (pts.isEmpty()) {
            return "none";
        }
        StringBuilder sb = new StringBuilder();
        for (Point p : pts) {
            sb.append(sb.isEmpty() ? "" : " ").append(vertex(p));
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------------------ ending

    private void forfeit(Fault f) {
        discardIfBroken(f);
        if (game.isFinished()) {
            apply(new GameEvent.Note("after the end: " + f.side.lowerName() + " engine " + f.getMessage()));
            return;
        }
        apply(new GameEvent.Forfeit(f.side, f.side.lowerName() + " engine " + f.getMessage()));
    }

    private void discardIfBroken(Fault f) {
        if (!f.failure.engineUsable()) {
            slots[f.side.code].discard();
        }
    }

    private void apply(GameEvent e) {
        Optional<Illegal> refused = game.tryApply(e);
        if (refused.isPresent()) {
            throw new IllegalStateException("the referee refused " + e + ": " + refused.get());
        }
    }
}
