package org.goref.sgf;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.goref.core.text.Quote;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.EventCodec;
import org.goref.core.game.GameEvent;
import org.goref.core.game.Handicap;

/**
 * Reads a record's main line into the referee's events, node by node: the root's setup or handicap
 * (HA and AB, and what the first mover says when they disagree), each node's setup, moves and PL,
 * and goref's own GREV events. What a real-world record writes oddly is read as its program meant
 * it, with a warning.
 */
final class MainLineReader {
    /**
     * The main line's steps, the handicap stones placed before the first move (0 for none), and
     * the nodes whose Black moves were read as those stones (see {@link HandicapMoves}).
     */
    record MainLine(List<SgfGameRecord.Step> steps, int handicap, HandicapMoves.Found handicapMoves) {
    }

    /** What may stand in the root to set up the game: the properties that decide the setup node. */
    private static final List<String> ROOT_SETUP = List.of("HA", "AB", "AW", "AE", "PL");

    private final SgfNode root;
    private final int size;
    private final NodeWarnings warnings;
    /** FF[3]'s [tt] pass is said once a record, not at every pass. */
    private boolean warnedTt;

    MainLineReader(SgfNode root, int size, NodeWarnings warnings) {
        this.root = root;
        this.size = size;
        this.warnings = warnings;
    }

    private void warn(SgfNode node, String message) {
        warnings.warn(node, message);
    }

    /** Reads the main line into steps, counting the handicap stones. */
    MainLine read() {
        List<SgfNode> line = root.mainLine();
        List<SgfGameRecord.Step> steps = new ArrayList<>();
        // The colour of the first move at or after each node: a setup without PL hands the turn to
        // it (below). FF[4] lets PL out; problems and edited positions set up stones and then let
        // whichever colour the record moves next play, as every SGF program reads them.
        Color[] nextMover = new Color[line.size() + 1];
        for (int k = line.size() - 1; k >= 0; k--) {
            SgfNode n = line.get(k);
            nextMover[k] = n.hasMove() ? firstMoveColor(n) : nextMover[k + 1];
        }
        Color firstMover = nextMover[0];
        Start start = start(line);
        int setupAt = start.setup();
        SgfNode haNode = line.get(start.ha());
        HandicapMoves.Found asMoves = HandicapMoves.find(line, setupAt, readHandicap(haNode, NodeWarnings.IGNORED), size)
                .orElse(null);
        int handicapStones = 0;
        for (int k = 0; k < line.size(); k++) {
            SgfNode node = line.get(k);
            List<GameEvent> events = new ArrayList<>();
            if (k == setupAt) {
                handicapStones = rootSetup(node, haNode, firstMover, asMoves, events);
                if (setupAt > 0 && handicapStones > 0) {
                    // Said only where it makes a handicap: a problem's stones in node 2 read as before.
                    warn(node, String.join(", ", present(node)) + " in node " + (setupAt + 1)
                            + " of the main line, before any move: read as if in the root");
                }
                moves(node, events);
            } else if (asMoves == null || !asMoves.holds(node)) {
                // (a node of asMoves has no events: its Black move is a handicap stone, placed
                // with the others at the setup node)
                // Stones are set before a move in the same node; PL says who moves after it.
                boolean hasMove = node.hasMove();
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
            for (String v : node.values(SgfGameRecord.EVENT_PROPERTY)) {
                GameEvent e;
                try {
                    e = EventCodec.decode(SgfText.text(v));
                } catch (RuntimeException bad) {
                    warn(node, SgfGameRecord.EVENT_PROPERTY + "[" + Quote.of(v) + "] is no goref event: ignored");
                    continue;
                }
                if (e instanceof GameEvent.Penalty p && p.points() > GameEvent.Penalty.MAX_POINTS) {
                    // No score sheet holds it (1e308 was counted as -9223372036854775808); goref never writes one.
                    warn(node, SgfGameRecord.EVENT_PROPERTY + "[" + Quote.of(v) + "] is a penalty over " + GameEvent.Penalty.MAX_POINTS + " points: ignored");
                    continue;
                }
                events.add(e);
            }
            steps.add(new SgfGameRecord.Step(node, events));
        }
        return new MainLine(steps, handicapStones, asMoves);
    }

    /** Where the game's start stands: the node read as the root's setup, and the node with HA. */
    private record Start(int setup, int ha) {
    }

    /**
     * The node whose setup stones (or, without any, whose HA) are the game's start: the root, or,
     * when the root has none, the first node before any move that has some; and the first node
     * before any move with HA. Records that keep the root for GM, FF and SZ write game information
     * and the handicap in the next node (or HA in the root and the stones in the next node); read
     * as a later setup, the handicap was no handicap (no bonus under area counting, HA lost).
     */
    private static Start start(List<SgfNode> line) {
        int setup = -1;
        int ha = -1;
        for (int k = 0; k < line.size(); k++) {
            SgfNode n = line.get(k);
            boolean move = n.hasMove();
            if (k > 0 && move) {
                break; // setup in a move node is set before that move, as in any later node
            }
            if (setup < 0 && n.hasSetup()) {
                setup = k;
            }
            if (ha < 0 && n.has("HA")) {
                ha = k;
            }
            if (move) {
                break;
            }
        }
        int at = setup >= 0 ? setup : Math.max(ha, 0);
        return new Start(at, ha >= 0 ? ha : at);
    }

    private static List<String> present(SgfNode n) {
        List<String> out = new ArrayList<>();
        for (String id : ROOT_SETUP) {
            if (n.has(id)) {
                out.add(id);
            }
        }
        return out;
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

    private int rootSetup(SgfNode node, SgfNode haNode, Color firstMover, HandicapMoves.Found asMoves,
                          List<GameEvent> events) {
        List<Point> ab = SgfPointList.read(node, "AB", size, warnings);
        List<Point> aw = SgfPointList.read(node, "AW", size, warnings);
        List<Point> ae = SgfPointList.read(node, "AE", size, warnings);
        warnSetupClash(node, ab, aw, ae);
        Color pl = player(node);
        int ha = readHandicap(haNode, warnings);
        if (!ab.isEmpty() && aw.isEmpty() && ae.isEmpty()) {
            boolean onPattern = ab.size() >= 2 && ab.size() <= Handicap.maxFixed(size)
                    && new HashSet<>(Handicap.fixed(size, ab.size())).equals(new HashSet<>(ab));
            boolean whiteFirst = firstMover == Color.WHITE || (firstMover == null && pl == Color.WHITE);
            // An explicit HA[0] says there is none: the stones are a setup, whoever moves first.
            boolean saysNone = ha == 0;
            boolean isHandicap = ha >= 2
                    || (!saysNone && ((ab.size() >= 2 && whiteFirst) || (onPattern && firstMover == null && pl == null)));
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
            if (asMoves != null) {
                warn(node, "HA[" + ha + "] with the handicap stones given as " + ha
                        + " Black moves: read as a free placement of those stones, White to move");
                events.add(new GameEvent.Handicap(asMoves.stones()));
                return ha;
            }
            if (firstMover == Color.WHITE && ha <= Handicap.maxFixed(size)) {
                warn(node, "HA[" + ha + "] without AB stones and White moves first: fixed handicap placed");
                events.add(new GameEvent.Handicap(Handicap.fixed(size, ha)));
                return ha;
            }
            warn(node, "HA[" + ha + "] without AB stones: no handicap placed");
        }
        return 0;
    }

    /** HA's number, or -1 when the node says none: no HA, an empty one, or one that is no number (HA[0] is a statement). */
    private static int readHandicap(SgfNode node, NodeWarnings warnings) {
        String ha = node.simpleText("HA");
        if (ha == null || ha.isBlank()) {
            return -1;
        }
        try {
            int n = SgfNumber.parse(ha);
            if (SgfNumber.repaired(ha)) {
                warnings.warn(node, "HA[" + Quote.of(ha) + "] read as " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            warnings.warn(node, "HA[" + Quote.of(ha) + "] is not a number: ignored");
            return -1;
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
                warn(node, "PL[" + Quote.of(pl) + "] is no colour: ignored");
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
                    warn(node, c.letter() + "[" + Quote.of(v) + "] is not a point: move ignored");
                } else {
                    events.add(new GameEvent.Play(c, pt));
                }
            }
        }
    }
}
