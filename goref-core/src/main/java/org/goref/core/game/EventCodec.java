package org.goref.core.game;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.TreeSet;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.rules.RuleSet;
import org.goref.core.text.Quote;

/**
 * Writes each {@link GameEvent} as one line of text and reads it back, so that a game can be stored
 * as its events without the core depending on any serialisation library. Points are SGF pairs,
 * colours B/W, free text last and with newlines escaped.
 *
 * <pre>
 * handicap dd pd pp          setup B dd,pd W cc E - PL W      play B dd      pass W
 * mark B dd dead|alive       accept W       resume B          referee dd,pd note…
 * resign B    timeloss W     forfeit B reason…    doubleforfeit reason…
 * penalty W 2 reason…        void reason…       rules russian-area,komi=0.5     note text…
 * proposed dd,de dd Bpd,Wcc  (an estimator's dead stones, those it doubts, protective moves owed)
 * restarted note…
 * chat players black text…   chat spectators Ann\sLee text…  (the sender's name with spaces as \s)
 * </pre>
 */
public final class EventCodec {
    private EventCodec() {
    }

    public static String encode(GameEvent e) {
        return switch (e) {
            case GameEvent.Handicap h -> "handicap " + points(h.stones());
            case GameEvent.Setup s -> "setup B " + points(s.black()) + " W " + points(s.white()) + " E "
                    + points(s.empty()) + " PL " + (s.toMove() == null ? "-" : String.valueOf(s.toMove().letter()));
            case GameEvent.Play p -> "play " + p.color().letter() + " " + p.point().toSgf();
            case GameEvent.Pass p -> "pass " + p.color().letter();
            case GameEvent.Mark m -> "mark " + m.by().letter() + " " + m.stone().toSgf() + (m.dead() ? " dead" : " alive");
            case GameEvent.Accept a -> "accept " + a.by().letter();
            case GameEvent.Resume r -> "resume " + r.by().letter();
            case GameEvent.RefereeDecision d -> "referee " + points(d.dead()) + text(d.note());
            case GameEvent.Resign r -> "resign " + r.color().letter();
            case GameEvent.TimeLoss t -> "timeloss " + t.color().letter();
            case GameEvent.Forfeit f -> "forfeit " + f.color().letter() + text(f.reason());
            case GameEvent.DoubleForfeit d -> "doubleforfeit" + text(d.reason());
            case GameEvent.Penalty p -> "penalty " + p.color().letter() + " " + RuleSet.formatKomi(p.points()) + text(p.reason());
            case GameEvent.Void v -> "void" + text(v.reason());
            case GameEvent.RulesChanged r -> "rules " + r.rules().spec();
            case GameEvent.Proposed p -> "proposed " + points(new ArrayList<>(new TreeSet<>(p.marking().dead())))
                    + " " + points(new ArrayList<>(new TreeSet<>(p.marking().doubtful()))) + " " + owed(p.marking());
            case GameEvent.Restarted r -> "restarted" + text(r.note());
            case GameEvent.Chat c -> "chat " + c.channel().spelling() + " " + word(c.from()) + text(c.text());
            case GameEvent.Note n -> "note" + text(n.text());
        };
    }

    /** Reads a line written by {@link #encode}; IllegalArgumentException names what is wrong. */
    public static GameEvent decode(String line) {
        if (line == null) {
            throw new IllegalArgumentException("no event");
        }
        String[] w = line.split(" ", -1);
        try {
            return switch (w[0]) {
                case "handicap" -> new GameEvent.Handicap(parsePoints(w[1]));
                case "setup" -> new GameEvent.Setup(parsePoints(w[2]), parsePoints(w[4]), parsePoints(w[6]),
                        w[8].equals("-") ? null : color(w[8]));
                case "play" -> new GameEvent.Play(color(w[1]), Point.parseSgf(w[2]));
                case "pass" -> new GameEvent.Pass(color(w[1]));
                case "mark" -> new GameEvent.Mark(color(w[1]), Point.parseSgf(w[2]), switch (w[3]) {
                    case "dead" -> true;
                    case "alive" -> false;
                    default -> throw new IllegalArgumentException("mark is dead or alive, not '" + Quote.of(w[3]) + "'");
                });
                case "accept" -> new GameEvent.Accept(color(w[1]));
                case "resume" -> new GameEvent.Resume(color(w[1]));
                case "referee" -> new GameEvent.RefereeDecision(parsePoints(w[1]), rest(line, 2));
                case "resign" -> new GameEvent.Resign(color(w[1]));
                case "timeloss" -> new GameEvent.TimeLoss(color(w[1]));
                case "forfeit" -> new GameEvent.Forfeit(color(w[1]), rest(line, 2));
                case "doubleforfeit" -> new GameEvent.DoubleForfeit(rest(line, 1));
                case "penalty" -> new GameEvent.Penalty(color(w[1]), Double.parseDouble(w[2]), rest(line, 3));
                case "void" -> new GameEvent.Void(rest(line, 1));
                case "rules" -> new GameEvent.RulesChanged(RuleSet.parse(w[1]));
                case "proposed" -> new GameEvent.Proposed(new MarkingProposal(new HashSet<>(parsePoints(w[1])),
                        new HashSet<>(parsePoints(w[2])), parseOwed(w[3])));
                case "restarted" -> new GameEvent.Restarted(rest(line, 1));
                case "chat" -> new GameEvent.Chat(channel(w[1]), unword(w[2]), rest(line, 3));
                case "note" -> new GameEvent.Note(rest(line, 1));
                default -> throw new IllegalArgumentException("unknown event '" + Quote.of(w[0]) + "'");
            };
        } catch (ArrayIndexOutOfBoundsException | NumberFormatException e) {
            throw new IllegalArgumentException("malformed event: " + Quote.of(line));
        }
    }

    private static String points(List<Point> pts) {
        if (pts.isEmpty()) {
            return "-";
        }
        StringBuilder sb = new StringBuilder();
        for (Point p : pts) {
            if (!sb.isEmpty()) {
                sb.append(',');
            }
            sb.append(p.toSgf());
        }
        return sb.toString();
    }

    private static List<Point> parsePoints(String s) {
        List<Point> out = new ArrayList<>();
        if (s.equals("-")) {
            return out;
        }
        for (String p : s.split(",", -1)) {
            out.add(Point.parseSgf(p));
        }
        return out;
    }

    /** The protective moves as colour letter and SGF point, comma-separated: "Bpd,Wcc", or "-". */
    private static String owed(MarkingProposal m) {
        if (m.protectiveMoves().isEmpty()) {
            return "-";
        }
        StringBuilder sb = new StringBuilder();
        for (MarkingProposal.ProtectiveMove pm : m.protectiveMoves()) {
            sb.append(sb.isEmpty() ? "" : ",").append(pm.color().letter()).append(pm.point().toSgf());
        }
        return sb.toString();
    }

    private static List<MarkingProposal.ProtectiveMove> parseOwed(String s) {
        List<MarkingProposal.ProtectiveMove> out = new ArrayList<>();
        if (s.equals("-")) {
            return out;
        }
        for (String m : s.split(",", -1)) {
            if (m.isEmpty()) {
                throw new IllegalArgumentException("empty protective move");
            }
            out.add(new MarkingProposal.ProtectiveMove(color(m.substring(0, 1)), Point.parseSgf(m.substring(1))));
        }
        return out;
    }

    private static Color color(String s) {
        Color c = Color.parse(s);
        if (c == null) {
            throw new IllegalArgumentException("not a colour: " + Quote.of(s));
        }
        return c;
    }

    private static GameEvent.Chat.Channel channel(String s) {
        GameEvent.Chat.Channel c = GameEvent.Chat.Channel.parse(s);
        if (c == null) {
            throw new IllegalArgumentException("not a chat channel: " + s);
        }
        return c;
    }

    /** Free text as one word: no space, newline or return in it ("-" for the empty text). */
    private static String word(String s) {
        if (s.isEmpty()) {
            return "-";
        }
        return s.replace("\\", "\\\\").replace("-", "\\-").replace(" ", "\\s").replace("\n", "\\n").replace("\r", "\\r");
    }

    private static String unword(String w) {
        if (w.equals("-")) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            if (c == '\\' && i + 1 < w.length()) {
                char n = w.charAt(++i);
                sb.append(n == 's' ? ' ' : n == 'n' ? '\n' : n == 'r' ? '\r' : n);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static String text(String s) {
        if (s == null || s.isEmpty()) {
            return "";
        }
        return " " + s.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    /** The free text after the first {@code words} words, unescaped. */
    private static String rest(String line, int words) {
        int at = 0;
        for (int i = 0; i < words; i++) {
            at = line.indexOf(' ', at);
            if (at < 0) {
                return "";
            }
            at++;
        }
        String s = line.substring(at);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                sb.append(n == 'n' ? '\n' : n == 'r' ? '\r' : n);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
