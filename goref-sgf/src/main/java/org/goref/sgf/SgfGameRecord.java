package org.goref.sgf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.EventCodec;
import org.goref.core.game.GameEvent;
import org.goref.core.game.GameResult;
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
    private final List<Step> steps;
    /** The nodes whose Black moves are the handicap stones, or null (see HandicapMoves). */
    private final HandicapMoves.Found handicapMoves;
    private final RecordWarnings warnings;
    /** The root and the nodes before its first move: where game information stands. */
    private final List<SgfNode> info;

    private SgfGameRecord(SgfCollection collection, SgfNode root) {
        this.collection = collection;
        this.root = root;
        this.warnings = new RecordWarnings(collection);
        this.info = gameInfo(root);
        RootPropertyReader values = new RootPropertyReader(root, info, warnings);
        this.size = values.size();
        double komi = values.komi();
        this.rules = values.rules(komi);
        this.result = values.result();
        MainLineReader.MainLine line = new MainLineReader(root, size, warnings).read();
        this.steps = line.steps();
        this.handicap = line.handicap();
        this.handicapMoves = line.handicapMoves();
    }

    /**
     * The nodes that may hold the game information (KM, RE, PB, ...): the root first, then the main
     * line's nodes up to the first with a move. FF[4] lets the game-info node be another than the
     * root, and records that keep the root for GM, FF and SZ only put it in the next node: read
     * from the root alone, such a record had komi 0 and no result.
     */
    private static List<SgfNode> gameInfo(SgfNode root) {
        List<SgfNode> out = new ArrayList<>(2);
        for (SgfNode n = root; n != null; n = n.next()) {
            out.add(n);
            if (n.hasMove()) {
                break;
            }
        }
        return out;
    }

    /** The node of {@link #gameInfo} that holds the property, the root when none does. */
    static SgfNode infoNode(List<SgfNode> info, String id) {
        for (SgfNode n : info) {
            if (n.has(id)) {
                return n;
            }
        }
        return info.get(0);
    }

    private String infoText(String id) {
        return infoNode(info, id).simpleText(id);
    }

    /** The {@code index}-th game of the collection. */
    public static SgfGameRecord of(SgfCollection collection, int index) {
        if (index < 0 || index >= collection.games().size()) {
            throw new SgfException("the file holds " + collection.games().size() + " game(s), not " + (index + 1));
        }
        if (collection.gameError(index).isPresent()) {
            throw collection.gameError(index).get();
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

    /**
     * Whether the node's Black move was read as a handicap stone (the record gave the handicap as
     * Black moves): the move is part of the handicap placed before the first move, not a move.
     */
    boolean isHandicapMove(SgfNode node) {
        return handicapMoves != null && handicapMoves.holds(node);
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
        return infoText("RE");
    }

    public String blackName() {
        return infoText("PB");
    }

    public String whiteName() {
        return infoText("PW");
    }

    public String blackRank() {
        return infoText("BR");
    }

    public String whiteRank() {
        return infoText("WR");
    }

    public String event() {
        return infoText("EV");
    }

    public String round() {
        return infoText("RO");
    }

    public String date() {
        return infoText("DT");
    }

    /** Any root property as SimpleText (e.g. PC, GN, TM, OT), or null. */
    public String info(String id) {
        return infoText(id);
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
                if (e.isMove()) {
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
        return RecordedDeadStones.find(steps, size, board);
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
}
