package org.goref.sgf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.EventCodec;
import org.goref.core.game.GameEvent;
import org.goref.core.game.GameResult;
import org.goref.core.game.Handicap;
import org.goref.core.rules.RuleSet;

/**
 * One game of a record, read for the referee: board size, rule set (komi included), handicap,
 * players, result, and the main line as {@link GameEvent}s, node by node. {@link #toGame} replays
 * it strictly (the core referee, stopping at the first illegal move) or tolerantly (every
 * violation reported, replay going on as the record's author's program evidently did).
 */
public final class SgfGameRecord {

    /** A main-line node and the events it stands for (setup, a move, goref's own GREV events). */
    public record Step(SgfNode node, List<GameEvent> events) {
        public Step {
            events = List.copyOf(events);
        }
    }

    /** goref's private property: one {@link EventCodec} line per event SGF has no property for. */
    public static final String EVENT_PROPERTY = "GREV";
    /** goref's private property: the dead stones of the final count. */
    public static final String DEAD_PROPERTY = "GRDS";

    private final SgfCollection collection;
    private final SgfNode root;
    private final int size;
    private final RuleSet rules;
    private final int handicap;
    private final GameResult result;
    private final List<Step> steps = new ArrayList<>();
    private final RecordWarnings warnings;
    private boolean warnedTt;

    private SgfGameRecord(SgfCollection collection, SgfNode root) {
        this.collection = collection;
        this.root = root;
        this.warnings = new RecordWarnings(collection);
        RootPropertyReader values = new RootPropertyReader(root, warnings);
        this.size = values.size();
        double komi = values.komi();
        this.rules = values.rules(komi);
        this.result = values.result();
        this.handicap = readMainLine();
    }

    /** The {@code index}-th game of the collection. */
    public static SgfGameRecord of(SgfCollection collection, int index) {
        if (index < 0 || index >= collection.games().size()) {
            throw new SgfException("the file holds " + collection.games().size() + " game(s), not " + (index + 1));
        }
        try {
            return new SgfGameRecord(collection, collection.games().get(index));
        } catch (SgfException e) {
            throw e;
        } catch (RuntimeException e) {
            // never a stack trace for a record; the fuzz tests make sure this does not happen
            throw new SgfException("internal error reading the record: " + e);
        }
    }

    /** Every game of the collection. */
    public static List<SgfGameRecord> all(SgfCollection collection) {
        List<SgfGameRecord> out = new ArrayList<>();
        for (int i = 0; i < collection.games().size(); i++) {
            out.add(of(collection, i));
        }
        return out;
    }

    // ------------------------------------------------------------------------------ reading

    public SgfNode root() {
        return root;
    }

    public SgfCollection collection() {
        return collection;
    }

    public int size() {
        return size;
    }

    /** The rule set the record is played under, its komi included. */
    public RuleSet rules() {
        return rules;
    }

    public double komi() {
        return rules.komi();
    }

    /** Handicap stones placed (0 when the game has none). */
    public int handicap() {
        return handicap;
    }

    /** The recorded result ({@code RE}), if the record has one. */
    public Optional<GameResult> result() {
        return Optional.ofNullable(result);
    }

    /**
     * The winner the record names: that of {@link #result()}, or of a win whose margin is not
     * written ({@code RE[B+]}, which FF[4] allows: the score is optional), which the result type
     * reads as unknown.
     */
    public Optional<Color> recordedWinner() {
        if (result != null && result.winner().isPresent()) {
            return result.winner();
        }
        return Optional.ofNullable(RootPropertyReader.marginlessWinner(resultText()));
    }

    /** The RE value as written, or null. */
    public String resultText() {
        return root.simpleText("RE");
    }

    public String blackName() {
        return root.simpleText("PB");
    }

    public String whiteName() {
        return root.simpleText("PW");
    }

    public String blackRank() {
        return root.simpleText("BR");
    }

    public String whiteRank() {
        return root.simpleText("WR");
    }

    public String event() {
        return root.simpleText("EV");
    }

    public String round() {
        return root.simpleText("RO");
    }

    public String date() {
        return root.simpleText("DT");
    }

    /** Any root property as SimpleText (e.g. PC, GN, TM, OT), or null. */
    public String info(String id) {
        return root.simpleText(id);
    }

    public List<SgfWarning> warnings() {
        return warnings.list();
    }

    /** The main line node by node, each with its events. */
    public List<Step> steps() {
        return Collections.unmodifiableList(steps);
    }

    /** The main line as the referee's events, in order. */
    public List<GameEvent> mainLine() {
        List<GameEvent> out = new ArrayList<>();
        for (Step s : steps) {
            out.addAll(s.events());
        }
        return out;
    }

    /** Moves (plays and passes) in the main line. */
    public int moveCount() {
        int n = 0;
        for (Step s : steps) {
            for (GameEvent e : s.events()) {
                if (e instanceof GameEvent.Play || e instanceof GameEvent.Pass) {
                    n++;
                }
            }
        }
        return n;
    }

    /**
     * The dead stones the record itself marks after its last move, on its final position
     * {@code board}: goref's own {@value #DEAD_PROPERTY} when present, else the stones of one colour
     * standing on the other's territory ({@code TB}/{@code TW}, where servers write the marking the
     * players agreed on). Only points holding stones count. Empty when the record marks nothing
     * there: a territory diagram in the middle of a game is no marking of its end.
     */
    public Optional<Set<Point>> recordedDeadStones(Board board) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            SgfNode node = steps.get(i).node();
            if (node.has(DEAD_PROPERTY)) {
                return Optional.of(stonesOn(board, quietPoints(node, DEAD_PROPERTY), Board.BLACK, Board.WHITE));
            }
            if (node.has("TB") || node.has("TW")) {
                Set<Point> dead = stonesOn(board, quietPoints(node, "TB"), Board.WHITE, Board.WHITE);
                dead.addAll(stonesOn(board, quietPoints(node, "TW"), Board.BLACK, Board.BLACK));
                return Optional.of(dead);
            }
            if (node.has("B") || node.has("W")) {
                break;
            }
        }
        return Optional.empty();
    }

    /** The points of {@code points} holding a stone of colour a or b on {@code board}. */
    private static Set<Point> stonesOn(Board board, List<Point> points, int a, int b) {
        Set<Point> out = new TreeSet<>();
        for (Point p : points) {
            int v = board.get(board.index(p));
            if (v == a || v == b) {
                out.add(p);
            }
        }
        return out;
    }

    /** The points of a property read after the record was built: what is not a point is skipped unsaid. */
    private List<Point> quietPoints(SgfNode node, String id) {
        return SgfPointList.read(node, id, size, NodeWarnings.IGNORED);
    }

    // ------------------------------------------------------------------------------ replay

    /**
     * Replays the first {@code moves} moves of the main line (passes counted; negative: all) with
     * the record's rules. Strict: the core referee, stopping at the first illegal move (reported).
     * Tolerant: every violation reported and replay goes on: a move out of turn is played, a stone
     * on an occupied point replaces the one there, a ko or superko retake is allowed, a suicide
     * forbidden by the rules removes the chain, moves after two passes resume play.
     */
    public Replay toGame(int moves, boolean tolerant) {
        return toGame(moves, tolerant, rules);
    }

    /** As {@link #toGame(int, boolean)} under other rules (the command line's, say). */
    public Replay toGame(int moves, boolean tolerant, RuleSet underRules) {
        return new RecordReplayer(this, underRules, tolerant).run(moves < 0 ? Integer.MAX_VALUE : moves);
    }

    // ------------------------------------------------------------------------------ building

    private void warn(SgfNode node, String message) {
        warnings.warn(node, message);
    }

    /** Builds the steps; returns the number of handicap stones. */
    private int readMainLine() {
        List<SgfNode> line = root.mainLine();
        // The colour of the first move at or after each node: a setup without PL hands the turn to
        // it (below). FF[4] lets PL out; problems and edited positions set up stones and then let
        // whichever colour the record moves next play, as every SGF program reads them.
        Color[] nextMover = new Color[line.size() + 1];
        for (int k = line.size() - 1; k >= 0; k--) {
            SgfNode n = line.get(k);
            nextMover[k] = n.has("B") || n.has("W") ? firstMoveColor(n) : nextMover[k + 1];
        }
        Color firstMover = nextMover[0];
        int handicapStones = 0;
        for (int k = 0; k < line.size(); k++) {
            SgfNode node = line.get(k);
            List<GameEvent> events = new ArrayList<>();
            if (k == 0) {
                handicapStones = rootSetup(node, firstMover, events);
                moves(node, events);
            } else {
                // Stones are set before a move in the same node; PL says who moves after it.
                boolean hasMove = node.has("B") || node.has("W");
                GameEvent.Setup s = setup(node, !hasMove);
                if (s != null) {
                    events.add(s.toMove() != null || nextMover[k] == null ? s
                            : new GameEvent.Setup(s.black(), s.white(), s.empty(), nextMover[k]));
                }
                moves(node, events);
                Color pl = hasMove ? player(node) : null;
                if (pl != null) {
                    events.add(new GameEvent.Setup(List.of(), List.of(), List.of(), pl));
                }
            }
            for (String v : node.values(EVENT_PROPERTY)) {
                GameEvent e;
                try {
                    e = EventCodec.decode(SgfText.text(v));
                } catch (RuntimeException bad) {
                    warn(node, EVENT_PROPERTY + "[" + v + "] is no goref event: ignored");
                    continue;
                }
                if (e instanceof GameEvent.Penalty p && p.points() > GameEvent.Penalty.MAX_POINTS) {
                    // No score sheet holds it (1e308 was counted as -9223372036854775808); goref never writes one.
                    warn(node, EVENT_PROPERTY + "[" + v + "] is a penalty over " + GameEvent.Penalty.MAX_POINTS + " points: ignored");
                    continue;
                }
                events.add(e);
            }
            steps.add(new Step(node, events));
        }
        return handicapStones;
    }

    private static Color firstMoveColor(SgfNode n) {
        for (SgfProperty p : n.properties()) {
            if (p.id().equals("B")) {
                return Color.BLACK;
            }
            if (p.id().equals("W")) {
                return Color.WHITE;
            }
        }
        return null;
    }

    private int rootSetup(SgfNode node, Color firstMover, List<GameEvent> events) {
        List<Point> ab = SgfPointList.read(node, "AB", size, warnings);
        List<Point> aw = SgfPointList.read(node, "AW", size, warnings);
        List<Point> ae = SgfPointList.read(node, "AE", size, warnings);
        warnSetupClash(node, ab, aw, ae);
        Color pl = player(node);
        int ha = readHandicap(node);
        if (!ab.isEmpty() && aw.isEmpty() && ae.isEmpty()) {
            boolean onPattern = ab.size() >= 2 && ab.size() <= Handicap.maxFixed(size)
                    && new HashSet<>(Handicap.fixed(size, ab.size())).equals(new HashSet<>(ab));
            boolean whiteFirst = firstMover == Color.WHITE || (firstMover == null && pl == Color.WHITE);
            boolean isHandicap = ha >= 2 || (ab.size() >= 2 && whiteFirst) || (onPattern && firstMover == null && pl == null);
            if (isHandicap) {
                if (ha >= 2 && ha != ab.size()) {
                    warn(node, "HA[" + ha + "] but " + ab.size() + " AB stones: the stones win, handicap " + ab.size());
                } else if (ha < 2) {
                    warn(node, "no HA but " + ab.size() + " black stones and White moves first: read as handicap " + ab.size());
                }
                events.add(new GameEvent.Handicap(ab));
                Color next = pl != null ? pl : firstMover;
                if (next == Color.BLACK) {
                    warn(node, "handicap " + ab.size() + " but Black moves first: Black to move");
                    events.add(new GameEvent.Setup(List.of(), List.of(), List.of(), Color.BLACK));
                }
                return ab.size();
            }
            events.add(new GameEvent.Setup(ab, aw, ae, pl != null ? pl : firstMover));
            return 0;
        }
        if (!ab.isEmpty() || !aw.isEmpty() || !ae.isEmpty() || pl != null) {
            if (ha >= 2) {
                warn(node, "HA[" + ha + "] with white or removed setup stones: read as a setup position");
            }
            events.add(new GameEvent.Setup(ab, aw, ae, pl != null ? pl : firstMover));
            return 0;
        }
        if (ha >= 2) {
            if (firstMover == Color.WHITE && ha <= Handicap.maxFixed(size)) {
                warn(node, "HA[" + ha + "] without AB stones and White moves first: fixed handicap placed");
                events.add(new GameEvent.Handicap(Handicap.fixed(size, ha)));
                return ha;
            }
            warn(node, "HA[" + ha + "] without AB stones: no handicap placed");
        }
        return 0;
    }

    private int readHandicap(SgfNode node) {
        String ha = node.simpleText("HA");
        if (ha == null || ha.isBlank()) {
            return 0;
        }
        try {
            return Integer.parseInt(ha.trim());
        } catch (NumberFormatException e) {
            warn(node, "HA[" + ha + "] is not a number: ignored");
            return 0;
        }
    }

    private GameEvent.Setup setup(SgfNode node, boolean withPlayer) {
        if (!node.has("AB") && !node.has("AW") && !node.has("AE") && !(withPlayer && node.has("PL"))) {
            return null;
        }
        List<Point> ab = SgfPointList.read(node, "AB", size, warnings);
        List<Point> aw = SgfPointList.read(node, "AW", size, warnings);
        List<Point> ae = SgfPointList.read(node, "AE", size, warnings);
        warnSetupClash(node, ab, aw, ae);
        return new GameEvent.Setup(ab, aw, ae, withPlayer ? player(node) : null);
    }

    /**
     * FF[4] forbids setting one point twice in a node (AB, AW and AE must not share a point); a
     * record that does is read as the core applies a setup — AE, then AB, then AW — and says so.
     */
    private void warnSetupClash(SgfNode node, List<Point> ab, List<Point> aw, List<Point> ae) {
        Set<Point> seen = new HashSet<>(ae);
        List<Point> twice = new ArrayList<>();
        for (List<Point> later : List.of(ab, aw)) {
            for (Point p : later) {
                if (!seen.add(p) && !twice.contains(p)) {
                    twice.add(p);
                }
            }
        }
        for (Point p : twice) {
            String last = aw.contains(p) ? "AW" : "AB";
            warn(node, "point [" + p.toSgf() + "] (" + p.toGtp(size) + ") is set more than once in one node (AB, AW, AE): " + last + ", applied last, wins");
        }
    }

    private Color player(SgfNode node) {
        String pl = node.simpleText("PL");
        if (pl == null) {
            return null;
        }
        String v = pl.trim();
        Color c = Color.parse(v);
        if (c == null && !v.isEmpty()) {
            c = switch (Character.toUpperCase(v.charAt(0))) {
                case 'B', '1' -> Color.BLACK;
                case 'W', '2' -> Color.WHITE;
                default -> null;
            };
            if (c == null) {
                warn(node, "PL[" + pl + "] is no colour: ignored");
            }
        }
        return c;
    }

    private void moves(SgfNode node, List<GameEvent> events) {
        int count = 0;
        for (int i = 0; i < node.propertyCount(); i++) {
            SgfProperty p = node.propertyAt(i);
            Color c = p.id() == "B" || p.id().equals("B") ? Color.BLACK : p.id().equals("W") ? Color.WHITE : null;
            if (c == null) {
                continue;
            }
            if (++count == 2) {
                warn(node, "a black and a white move in one node: both played, in order");
            }
            if (p.values().size() > 1) {
                // A move is one point; a second value is a broken record, not a second move.
                warn(node, c.letter() + " has " + p.values().size() + " values: only the first, ["
                        + p.value() + "], is played");
            }
            String v = p.value().trim();
            if (v.isEmpty()) {
                events.add(new GameEvent.Pass(c));
            } else if (v.equals("tt") && size <= 19) {
                if (!warnedTt) {
                    warn(node, c.letter() + "[tt] read as a pass (FF[3] convention)");
                    warnedTt = true;
                }
                events.add(new GameEvent.Pass(c));
            } else {
                Point pt = SgfPointList.point(v);
                if (pt == null) {
                    warn(node, c.letter() + "[" + v + "] is not a point: move ignored");
                } else {
                    events.add(new GameEvent.Play(c, pt));
                }
            }
        }
    }

}
