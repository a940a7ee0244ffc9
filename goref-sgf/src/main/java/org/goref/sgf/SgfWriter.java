package org.goref.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.EventCodec;
import org.goref.core.game.Game;
import org.goref.core.game.GameEvent;
import org.goref.core.game.MarkingProposal;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet.Disputes;
import org.goref.core.rules.RuleSet;

/**
 * Writes SGF FF[4]. {@link #write(SgfCollection)} writes any tree as it is (round trip: every
 * property, known or not, and every variation). {@link #write(SgfGameRecord, Game)} and
 * {@link #write(GameInfo, Game)} write a game of the referee: {@code GM[1]FF[4]CA[UTF-8]}, size,
 * komi, handicap with its stones, rules, result, players; events SGF has no property for as
 * comments on the node where they happened plus a {@code GREV} property goref reads back; the
 * final count's territory as {@code TB}/{@code TW} and its dead stones as {@code GRDS}.
 */
public final class SgfWriter {
    /** The application written in {@code AP}. */
    public static final String APPLICATION = "goref:0.1.0";
    private static final int LINE = 78;

    private SgfWriter() {
    }

    // ------------------------------------------------------------------------------ trees

    public static String write(SgfCollection collection) {
        StringBuilder sb = new StringBuilder(4096);
        for (SgfNode g : collection.games()) {
            writeTree(sb, g);
            sb.append('\n');
        }
        return sb.toString();
    }

    /** One game tree, iteratively (variations nested to any depth). */
    public static String write(SgfNode root) {
        StringBuilder sb = new StringBuilder(4096);
        writeTree(sb, root);
        sb.append('\n');
        return sb.toString();
    }

    private static final Object CLOSE = new Object();

    private static void writeTree(StringBuilder sb, SgfNode root) {
        Deque<Object> todo = new ArrayDeque<>();
        todo.push(CLOSE);
        todo.push(root);
        int lineStart = sb.length();
        boolean first = true;
        while (!todo.isEmpty()) {
            Object t = todo.pop();
            if (t == CLOSE) {
                sb.append(')');
                continue;
            }
            sb.append('(');
            SgfNode node = (SgfNode) t;
            while (true) {
                if (sb.length() - lineStart > LINE) {
                    sb.append('\n');
                    lineStart = sb.length();
                }
                writeNode(sb, node);
                if (first) {
                    // the root on a line of its own: easier to read, and what other programs do
                    sb.append('\n');
                    lineStart = sb.length();
                    first = false;
                }
                int k = node.childCount();
                if (k == 0) {
                    break;
                }
                if (k == 1) {
                    node = node.child(0);
                    continue;
                }
                for (int i = k - 1; i >= 0; i--) {
                    todo.push(CLOSE);
                    todo.push(node.child(i));
                }
                break;
            }
        }
    }

    private static void writeNode(StringBuilder sb, SgfNode node) {
        sb.append(';');
        for (int i = 0; i < node.propertyCount(); i++) {
            SgfProperty p = node.propertyAt(i);
            sb.append(p.id());
            for (String v : p.values()) {
                sb.append('[').append(v).append(']');
            }
        }
    }

    // ------------------------------------------------------------------------------ games

    /** A game that was not read from SGF. */
    public static String write(GameInfo info, Game game) {
        return write(build(null, info, WrittenGame.of(game)));
    }

    /** A game as a snapshot of it holds it (the server's, written while the game goes on). */
    public static String write(GameInfo info, WrittenGame game) {
        return write(build(null, info, game));
    }

    /**
     * A game that started from a record (GTP {@code loadsgf}): the record's own properties kept
     * (players, event, comments, unknown ones), its main-line nodes kept as long as the game's
     * events follow them, the moves played since appended, the game's rules, komi and result.
     */
    public static String write(SgfGameRecord base, Game game) {
        return write(build(base, null, WrittenGame.of(game)));
    }

    /** The tree {@link #write(SgfGameRecord, Game)} writes (base may be null, info may be null). */
    public static SgfNode build(SgfGameRecord base, GameInfo info, Game game) {
        return build(base, info, WrittenGame.of(game));
    }

    /** The tree of a game as {@link WrittenGame} holds it (base may be null, info may be null). */
    public static SgfNode build(SgfGameRecord base, GameInfo info, WrittenGame game) {
        List<GameEvent> events = game.events();
        int e = 0;
        // Leading setup goes into the root.
        List<GameEvent> rootSetup = new ArrayList<>();
        while (e < events.size() && (events.get(e) instanceof GameEvent.Handicap || events.get(e) instanceof GameEvent.Setup)) {
            rootSetup.add(events.get(e++));
        }
        int inRoot = rootPart(rootSetup);
        SgfNode root = root(base, info, game, rootSetup.subList(0, inRoot));
        SgfNode last = root;
        // A setup after the handicap has its own node: in the root, beside HA and AB, its stones
        // would make the whole a setup position when read back, and the handicap would be lost.
        for (GameEvent later : rootSetup.subList(inRoot, rootSetup.size())) {
            last = setupNode(last, later);
        }
        // The record's steps before its first move (the root, and nodes holding setup, game
        // information or handicap stones given as moves) are where the root written above
        // came from.
        int lead = base == null ? 0 : leadingSetupSteps(base.steps());
        boolean aligned = lead > 0 && setupEvents(base.steps(), lead).equals(rootSetup);
        // root GREV events (rare) are written fresh below
        boolean consumedAll = aligned;
        if (aligned) {
            List<SgfGameRecord.Step> steps = base.steps();
            int s = 1;
            boolean beforeFirstMove = true;
            for (; s < steps.size(); s++) {
                int matched = s < lead ? 0 : matched(steps.get(s).events(), events, e);
                if (matched < 0) {
                    break;
                }
                SgfNode copy = new SgfNode();
                SgfNode node = steps.get(s).node();
                for (SgfProperty p : node.properties()) {
                    // Before the first move the game information may stand here (see
                    // SgfGameRecord): the root written above has the game's komi, rules and
                    // result, which a copy of the record's own would override when read back;
                    // and it has the setup and handicap stones of the steps before the first.
                    if (!(beforeFirstMove && GAME_VALUES.contains(p.id()))
                            && !(s < lead && SETUP_VALUES.contains(p.id()))
                            && !(isMove(p) && base.isHandicapMove(node))) {
                        copy.append(p);
                    }
                }
                beforeFirstMove &= !node.hasMove();
                e += matched;
                if (copy.propertyCount() == 0 && node.propertyCount() > 0) {
                    continue; // all it held went into the root
                }
                last = last.addChild(copy);
            }
            consumedAll = s == steps.size();
        }
        // The record's own result belongs to the record as it was: not to a part of it, nor to a
        // game that went on after it (checked before the events beyond it are written).
        boolean recordAsItWas = consumedAll && e == events.size();
        DisputesInForce disputes = new DisputesInForce(events, game.rules().disputes());
        Annotations notes = new Annotations();
        for (; e < events.size(); e++) {
            GameEvent ev = events.get(e);
            switch (ev) {
                case GameEvent.Play p -> last = notes.flushed(last).addChild(new SgfNode())
                        .put(SgfProperty.raw(String.valueOf(p.color().letter()), p.point().toSgf()));
                case GameEvent.Pass p -> last = notes.flushed(last).addChild(new SgfNode())
                        .put(SgfProperty.raw(String.valueOf(p.color().letter()), ""));
                case GameEvent.Setup s -> last = setupNode(notes.flushed(last), s);
                case GameEvent.Handicap h -> last = setupNode(notes.flushed(last), h);
                // Chat is not everyone's to read: the server adds what the reader may see.
                case GameEvent.Chat c -> { }
                default -> notes.add(last, describe(ev, game.size(), disputes.at(e)), SgfText.escape(EventCodec.encode(ev)));
            }
        }
        notes.flushed(last);
        if (game.result().isPresent()) {
            root.put(SgfProperty.text("RE", game.result().get().sgf()));
        } else if (recordAsItWas && base.resultText() != null) {
            root.put(SgfProperty.text("RE", base.resultText()));
        }
        if (game.count() != null) {
            ScoreSheet.Territory t = game.count().territory();
            putPoints(last, "TB", t.black());
            putPoints(last, "TW", t.white());
            putPoints(last, SgfGameRecord.DEAD_PROPERTY, t.dead());
        }
        return root;
    }

    /** A setup or handicap event after the root, as a child node of its own; that node. */
    private static SgfNode setupNode(SgfNode parent, GameEvent event) {
        SgfNode node = parent.addChild(new SgfNode());
        switch (event) {
            case GameEvent.Setup s -> setupProperties(node, s.black(), s.white(), s.empty(), s.toMove());
            case GameEvent.Handicap h -> setupProperties(node, h.stones(), List.of(), List.of(), Color.WHITE);
            default -> throw new IllegalArgumentException("not a setup: " + event);
        }
        return node;
    }

    /**
     * How many of the leading setup events the root holds: all of them, unless a handicap comes
     * first, whose root then holds only the handicap and the side to move after it (the reader
     * takes HA with white or removed stones in the root for a plain setup).
     */
    private static int rootPart(List<GameEvent> setup) {
        if (setup.isEmpty() || !(setup.get(0) instanceof GameEvent.Handicap)) {
            return setup.size();
        }
        int n = 1;
        while (n < setup.size() && setup.get(n) instanceof GameEvent.Setup s
                && s.black().isEmpty() && s.white().isEmpty() && s.empty().isEmpty()) {
            n++;
        }
        return n;
    }

    /**
     * How many of the game's events from {@code e} on are the step's, or -1 when the step is not
     * where the game went. A step's event that is no move and is not there was refused by the replay
     * (GNU Go's PL[W] in the node of the last pass, a setup after play ended): it is passed over, so
     * that the node, and with it the record's comments, territory and result, is kept. Only after
     * an event of the same step matched: a step none of whose events the game has is not the game's.
     */
    private static int matched(List<GameEvent> want, List<GameEvent> events, int e) {
        int k = e;
        for (GameEvent w : want) {
            if (k < events.size() && events.get(k).equals(w)) {
                k++;
            } else if (k == e || w.isMove()) {
                return -1;
            }
        }
        return k - e;
    }

    /** How many steps from the first have setup events only (or none). */
    private static int leadingSetupSteps(List<SgfGameRecord.Step> steps) {
        int n = 0;
        while (n < steps.size() && !hasMoves(steps.get(n))) {
            n++;
        }
        return n;
    }

    private static List<GameEvent> setupEvents(List<SgfGameRecord.Step> steps, int lead) {
        List<GameEvent> out = new ArrayList<>();
        for (int s = 0; s < lead; s++) {
            out.addAll(steps.get(s).events());
        }
        return out;
    }

    private static boolean isMove(SgfProperty p) {
        return p.id().equals("B") || p.id().equals("W");
    }

    private static boolean hasMoves(SgfGameRecord.Step s) {
        for (GameEvent e : s.events()) {
            if (!(e instanceof GameEvent.Handicap) && !(e instanceof GameEvent.Setup)) {
                return true;
            }
        }
        return false;
    }

    /** Game information the writer writes from the game: never copied from the record. */
    private static final Set<String> GAME_VALUES = Set.of("KM", "RU", "RE");
    /** The setup the writer writes into the root from the steps before the first move. */
    private static final Set<String> SETUP_VALUES = Set.of("HA", "AB", "AW", "AE", "PL");

    /** Properties the writer owns in the root: they are written from the game, never copied. */
    private static final Set<String> OWNED = Set.of("GM", "FF", "CA", "AP", "SZ", "KM", "HA", "RU", "RE",
            "AB", "AW", "AE", "PL", "B", "W", SgfGameRecord.EVENT_PROPERTY, "TB", "TW", SgfGameRecord.DEAD_PROPERTY);

    private static SgfNode root(SgfGameRecord base, GameInfo info, WrittenGame game, List<GameEvent> setup) {
        SgfNode root = new SgfNode();
        root.put(SgfProperty.raw("GM", "1")).put(SgfProperty.raw("FF", "4")).put(SgfProperty.raw("CA", "UTF-8"))
                .put(SgfProperty.text("AP", APPLICATION)).put(SgfProperty.raw("SZ", Integer.toString(game.size())));
        if (base != null) {
            for (SgfProperty p : base.root().properties()) {
                if (!OWNED.contains(p.id())) {
                    root.append(p);
                }
            }
        }
        if (info != null) {
            putText(root, "PB", info.blackName());
            putText(root, "PW", info.whiteName());
            putText(root, "BR", info.blackRank());
            putText(root, "WR", info.whiteRank());
            putText(root, "EV", info.event());
            putText(root, "RO", info.round());
            putText(root, "DT", info.date());
            putText(root, "PC", info.place());
            putText(root, "GN", info.gameName());
            if (info.timeLimitSeconds() != null) {
                root.put(SgfProperty.raw("TM", RuleSet.formatKomi(Math.rint(info.timeLimitSeconds() * 2) / 2)));
            }
            putText(root, "OT", info.overtime());
            putText(root, "C", info.comment());
        }
        RuleSet rules = game.rules();
        root.put(SgfProperty.raw("KM", RuleSet.formatKomi(rules.komi())));
        root.put(SgfProperty.text("RU", SgfRules.write(rules)));
        List<Point> ab = new ArrayList<>();
        List<Point> aw = new ArrayList<>();
        List<Point> ae = new ArrayList<>();
        Color pl = null;
        int handicap = 0;
        for (GameEvent ev : setup) {
            if (ev instanceof GameEvent.Handicap h) {
                ab.addAll(h.stones());
                handicap = h.stones().size();
            } else if (ev instanceof GameEvent.Setup s) {
                for (Point p : s.empty()) {
                    ab.remove(p);
                    aw.remove(p);
                    ae.add(p);
                }
                for (Point p : s.black()) {
                    aw.remove(p);
                    ae.remove(p);
                    ab.add(p);
                }
                for (Point p : s.white()) {
                    ab.remove(p);
                    ae.remove(p);
                    aw.add(p);
                }
                if (s.toMove() != null) {
                    pl = s.toMove();
                }
            }
        }
        if (handicap > 0) {
            root.put(SgfProperty.raw("HA", Integer.toString(handicap)));
        } else if (ab.size() >= 2 && aw.isEmpty() && ae.isEmpty()) {
            // Black stones alone, no handicap: without HA[0] a reader (goref's too) takes them for
            // the stones of a handicap record that left HA out.
            root.put(SgfProperty.raw("HA", "0"));
        }
        setupProperties(root, ab, aw, ae, handicap > 0 && pl == Color.WHITE ? null : pl);
        return root;
    }

    private static void putText(SgfNode node, String id, String text) {
        if (text != null && !text.isEmpty()) {
            node.put(SgfProperty.text(id, text));
        }
    }

    private static void setupProperties(SgfNode node, List<Point> ab, List<Point> aw, List<Point> ae, Color pl) {
        putPoints(node, "AB", ab);
        putPoints(node, "AW", aw);
        putPoints(node, "AE", ae);
        if (pl != null) {
            node.put(SgfProperty.raw("PL", String.valueOf(pl.letter())));
        }
    }

    private static void putPoints(SgfNode node, String id, List<Point> pts) {
        if (pts.isEmpty()) {
            node.remove(id);
            return;
        }
        String[] v = new String[pts.size()];
        int i = 0;
        for (Point p : new TreeSet<>(pts)) {
            v[i++] = p.toSgf();
        }
        node.put(SgfProperty.raw(id, Arrays.copyOf(v, i)));
    }

    /**
     * The comment line for an event, for people. A dispute of the marking is told by what follows it
     * under {@code disputes}: play resumes, or the referee decides (it said "play resumes" under
     * disputes=referee too, where play never resumes); just the dispute when that is unknown.
     */
    static String describe(GameEvent ev, int size, Disputes disputes) {
        return "goref: " + switch (ev) {
            case GameEvent.Mark m -> name(m.by()) + " marks the stones at " + vertex(m.stone(), size) + (m.dead() ? " dead" : " alive");
            case GameEvent.Accept a -> name(a.by()) + " accepts the marking";
            case GameEvent.Resume r -> name(r.by()) + " disputes the marking" + (disputes == null ? ""
                    : disputes == Disputes.REFEREE ? "; the referee decides" : "; play resumes");
            case GameEvent.RefereeDecision d -> "referee's decision: dead stones " + vertices(d.dead(), size)
                    + (d.note().isEmpty() ? "" : " (" + d.note() + ")");
            case GameEvent.Resign r -> name(r.color()) + " resigns";
            case GameEvent.TimeLoss t -> name(t.color()) + " loses on time";
            case GameEvent.Forfeit f -> name(f.color()) + " is given a loss by the regulations" + reason(f.reason());
            case GameEvent.DoubleForfeit d -> "both sides are given a loss by the regulations" + reason(d.reason());
            case GameEvent.Penalty p -> "penalty of " + RuleSet.formatKomi(p.points()) + " points to " + name(p.color()) + reason(p.reason());
            case GameEvent.Void v -> "the game is void" + reason(v.reason());
            case GameEvent.RulesChanged r -> "the rules change to " + r.rules().spec();
            case GameEvent.Proposed p -> proposed(p.marking(), size);
            case GameEvent.Restarted r -> "the server restarted" + reason(r.note());
            case GameEvent.Note n -> n.text();
            default -> EventCodec.encode(ev);
        };
    }

    /** An estimator's proposal, for people: what it calls dead, what it doubts, what is owed. */
    private static String proposed(MarkingProposal m, int size) {
        StringBuilder sb = new StringBuilder("the estimator proposes dead stones ")
                .append(m.dead().isEmpty() ? "none" : vertices(new ArrayList<>(new TreeSet<>(m.dead())), size));
        if (!m.doubtful().isEmpty()) {
            sb.append("; least sure of ").append(vertices(new ArrayList<>(new TreeSet<>(m.doubtful())), size));
        }
        if (!m.protectiveMoves().isEmpty()) {
            sb.append("; protective moves still owed before the count: ").append(m.protectiveMovesText(size));
        }
        if (!m.dead().isEmpty()) {
            // The players' acceptance follows in their own names; the marking is the estimator's.
            sb.append("; marked dead by the estimator, for the players to accept or change");
        }
        return sb.toString();
    }

    private static String name(Color c) {
        return c == Color.BLACK ? "Black" : "White";
    }

    private static String reason(String r) {
        return r == null || r.isEmpty() ? "" : ": " + r;
    }

    private static String vertex(Point p, int size) {
        return p.isOn(size) ? p.toGtp(size) : p.toSgf();
    }

    private static String vertices(List<Point> pts, int size) {
        StringBuilder sb = new StringBuilder();
        for (Point p : pts) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(vertex(p, size));
        }
        return sb.toString();
    }
}
