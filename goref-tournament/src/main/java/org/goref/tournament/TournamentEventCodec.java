package org.goref.tournament;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.GameResult;
import org.goref.core.game.ScoreSheet;
import org.goref.core.rules.RuleSet;
import org.goref.tournament.system.RoundRobin;
import org.goref.tournament.system.TournamentSystem;

/**
 * Writes each {@link TournamentEvent} as one line of text and reads it back, so that the server
 * stores a tournament as its events exactly as it stores a game ({@link
 * org.goref.core.game.EventCodec}). A line is the event's word, then {@code key=value} pairs; free
 * text is escaped ({@code %20} for a space, {@code %25} for {@code %}, and so for
 * {@code = , ; : / |} and control characters), so a line never holds a newline.
 *
 * <pre>
 * created at=2026-11-28T09:00:00Z name=Moscow%20Cup from=2026-11-28 to=2026-11-29 country=RU place=Moscow
 *         rules=russian-territory size=19 handicap=even time=… illegal=refuse flag=loss bye=0
 *         tiebreaks=points,sos,sosos,sodos,direct system=mcmahon%2Cbar%3D3d%2C… referee=Petrov
 * player at=… number=1 name=Ivanov%20Ivan rank=3d rating=- club=… city=… country=RU
 * paired at=… round=1 method=berger pairings=1:1:4:0:6.5,2:2:3:0:6.5 byes=-
 * repaired at=… round=1 pairings=… byes=… by=Petrov why=…
 * started at=… round=1 board=2 game=abc123
 * result at=… round=1 board=2 source=server%3Aabc123 outcome=points:B:3.5 moves=211 …
 * corrected at=… round=1 board=2 by=Petrov why=… outcome=forfeit:W why=…
 * mms at=… player=3 points=-1 by=Petrov why=…
 * plays at=… player=3 round=4 plays=no by=Petrov
 * note at=… text=…
 * </pre>
 *
 * A {@code created} line without {@code system=} (written before tournaments had one) is a round-robin.
 *
 * A result's keys: {@code outcome} ({@code points:C:M}, {@code draw}, {@code resign:C}, {@code
 * time:C}, {@code forfeit:C} with C the winner, {@code doubleforfeit}, {@code void}) and its
 * {@code reason}; the sheet as {@code srules}, {@code sb}/{@code sw} (territory:prisoners:stones:
 * komi:handicap-bonus:pass-stones:penalty), {@code dead}, {@code tb}, {@code tw}, {@code neutral},
 * {@code seki}, {@code sekieyes} (SGF points); {@code penalties} (C:points:reason;…), {@code
 * moves}, {@code btime}/{@code wtime} (ISO-8601 durations) and {@code position} (rows of . X O
 * joined by /).
 */
public final class TournamentEventCodec {
    private TournamentEventCodec() {
    }

    public static String encode(TournamentEvent e) {
        Line l = new Line(word(e));
        l.put("at", e.at().toString());
        switch (e) {
            case TournamentEvent.Created c -> {
                TournamentInfo i = c.info();
                Regulations r = i.regulations();
                l.text("name", i.name()).put("from", i.from().toString()).put("to", i.to().toString())
                        .text("country", i.country()).text("place", i.place()).text("rules", r.rules().spec())
                        .put("size", Integer.toString(r.boardSize())).put("handicap", r.handicap().spelling())
                        .text("time", r.timeControl()).put("illegal", r.illegalMove().spelling())
                        .put("flag", r.flag().spelling()).put("bye", RuleSet.formatKomi(r.byePoints()))
                        .put("criteria", PlacementCriteria.spell(r.criteria())).text("system", r.system().spelling())
                        .text("referee", c.referee());
            }
            case TournamentEvent.PlayerRegistered p -> {
                Player pl = p.player();
                l.put("number", Integer.toString(p.number())).text("name", pl.name())
                        .put("rank", pl.rank() == null ? "-" : pl.rank().toString())
                        .put("rating", pl.rating() == null ? "-" : pl.rating().toString())
                        .text("club", pl.club()).text("city", pl.city()).text("country", pl.country());
                // Only when there is one: the lines of players without stay as they were written before.
                if (!pl.agaId().isEmpty()) {
                    l.put("aga", pl.agaId());
                }
            }
            case TournamentEvent.RoundPaired r -> l.put("round", Integer.toString(r.round()))
                    .put("method", r.method().name().toLowerCase(Locale.ROOT))
                    .put("pairings", pairings(r.pairings())).put("byes", ints(r.byes()));
            case TournamentEvent.PairingsChanged c -> l.put("round", Integer.toString(c.round()))
                    .put("pairings", pairings(c.pairings())).put("byes", ints(c.byes()))
                    .text("by", c.by()).text("why", c.why());
            case TournamentEvent.GameStarted s -> l.put("round", Integer.toString(s.round()))
                    .put("board", Integer.toString(s.board())).text("game", s.game());
            case TournamentEvent.ResultRecorded r -> {
                l.put("round", Integer.toString(r.round())).put("board", Integer.toString(r.board()))
                        .text("source", r.source().spelling());
                result(l, r.result());
            }
            case TournamentEvent.ResultCorrected c -> {
                l.put("round", Integer.toString(c.round())).put("board", Integer.toString(c.board()))
                        .text("by", c.by()).text("why", c.why());
                result(l, c.result());
            }
            case TournamentEvent.McMahonCorrected m -> l.put("player", Integer.toString(m.player()))
                    .put("points", Integer.toString(m.points())).text("by", m.by()).text("why", m.why());
            case TournamentEvent.ParticipationSet p -> l.put("player", Integer.toString(p.player()))
                    .put("round", Integer.toString(p.round())).put("plays", p.plays() ? "yes" : "no").text("by", p.by());
            case TournamentEvent.Note n -> l.text("text", n.text());
        }
        return l.toString();
    }

    /**
     * A created event's regulations. Its criteria: {@code criteria} in events written since goref
     * ranks by placement criteria; {@code tiebreaks} in older ones (points, sos, sosos, sodos, direct),
     * read as they ranked then: by the system's score (wins, MMS under McMahon).
     */
    private static Regulations regulations(Fields f) {
        TournamentSystem system = f.has("system") ? TournamentSystem.parse(f.text("system")) : new RoundRobin();
        return new Regulations(RuleSet.parse(f.text("rules")), f.integer("size"), HandicapPolicy.parse(f.raw("handicap")),
                f.text("time"), Sanction.parse(f.raw("illegal")), Sanction.parse(f.raw("flag")),
                Double.parseDouble(f.raw("bye")),
                PlacementCriteria.parse(f.raw(f.has("criteria") ? "criteria" : "tiebreaks"), system), system);
    }

    /** Reads a line written by {@link #encode}; IllegalArgumentException names what is wrong. */
    public static TournamentEvent decode(String line) {
        if (line == null || line.isBlank()) {
            throw new IllegalArgumentException("an empty line is no event");
        }
        // Only the line's end is trimmed: a value never holds whitespace (esc), so nothing else can go.
        String[] w = line.replaceAll("[\r\n]+$", "").split(" ");
        Map<String, String> kv = new LinkedHashMap<>();
        for (int i = 1; i < w.length; i++) {
            int eq = w[i].indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("'" + w[i] + "' is no key=value pair");
            }
            if (kv.put(w[i].substring(0, eq), w[i].substring(eq + 1)) != null) {
                throw new IllegalArgumentException("key " + w[i].substring(0, eq) + " given twice");
            }
        }
        Fields f = new Fields(w[0], kv);
        try {
            Instant at = Instant.parse(f.raw("at"));
            return switch (w[0]) {
                case "created" -> new TournamentEvent.Created(new TournamentInfo(f.text("name"),
                        LocalDate.parse(f.raw("from")), LocalDate.parse(f.raw("to")), f.text("country"), f.text("place"),
                        regulations(f)), f.text("referee"), at);
                case "player" -> new TournamentEvent.PlayerRegistered(f.integer("number"),
                        new Player(f.text("name"), f.raw("rank").equals("-") ? null : Rank.parse(f.raw("rank")),
                                f.raw("rating").equals("-") ? null : Integer.valueOf(f.raw("rating")),
                                f.text("club"), f.text("city"), f.text("country"), f.has("aga") ? f.raw("aga") : ""), at);
                case "paired" -> new TournamentEvent.RoundPaired(f.integer("round"),
                        PairingMethod.valueOf(f.raw("method").toUpperCase(Locale.ROOT)),
                        parsePairings(f.raw("pairings")), parseInts(f.raw("byes")), at);
                case "repaired" -> new TournamentEvent.PairingsChanged(f.integer("round"),
                        parsePairings(f.raw("pairings")), parseInts(f.raw("byes")), f.text("by"), f.text("why"), at);
                case "started" -> new TournamentEvent.GameStarted(f.integer("round"), f.integer("board"), f.text("game"), at);
                case "result" -> new TournamentEvent.ResultRecorded(f.integer("round"), f.integer("board"),
                        parseResult(f), ResultSource.parse(f.text("source")), at);
                case "corrected" -> new TournamentEvent.ResultCorrected(f.integer("round"), f.integer("board"),
                        parseResult(f), f.text("by"), f.text("why"), at);
                case "mms" -> new TournamentEvent.McMahonCorrected(f.integer("player"), f.integer("points"),
                        f.text("by"), f.text("why"), at);
                case "plays" -> new TournamentEvent.ParticipationSet(f.integer("player"), f.integer("round"),
                        yesNo(f.raw("plays")), f.text("by"), at);
                case "note" -> new TournamentEvent.Note(f.text("text"), at);
                default -> throw new IllegalArgumentException("unknown event '" + w[0] + "'");
            };
        } catch (DateTimeParseException | NumberFormatException | IndexOutOfBoundsException e) {
            throw new IllegalArgumentException("malformed " + w[0] + " event: " + e.getMessage());
        }
    }

    private static String word(TournamentEvent e) {
        return switch (e) {
            case TournamentEvent.Created c -> "created";
            case TournamentEvent.PlayerRegistered p -> "player";
            case TournamentEvent.RoundPaired r -> "paired";
            case TournamentEvent.PairingsChanged c -> "repaired";
            case TournamentEvent.GameStarted s -> "started";
            case TournamentEvent.ResultRecorded r -> "result";
            case TournamentEvent.ResultCorrected c -> "corrected";
            case TournamentEvent.McMahonCorrected m -> "mms";
            case TournamentEvent.ParticipationSet p -> "plays";
            case TournamentEvent.Note n -> "note";
        };
    }

    private static boolean yesNo(String s) {
        return switch (s) {
            case "yes" -> true;
            case "no" -> false;
            default -> throw new IllegalArgumentException("plays= is yes or no, not '" + s + "'");
        };
    }

    // --------------------------------------------------------------------------------- results

    private static void result(Line l, Result r) {
        GameResult o = r.outcome();
        l.put("outcome", switch (o) {
            case GameResult.ByPoints p -> "points:" + p.winningColor().letter() + ":" + RuleSet.formatKomi(p.margin());
            case GameResult.Draw d -> "draw";
            case GameResult.Resignation x -> "resign:" + x.winningColor().letter();
            case GameResult.Time x -> "time:" + x.winningColor().letter();
            case GameResult.Forfeit x -> "forfeit:" + x.winningColor().letter();
            case GameResult.DoubleForfeit x -> "doubleforfeit";
            case GameResult.NoResult x -> "void";
            case GameResult.Unknown x -> throw new IllegalArgumentException("no result to write");
        });
        switch (o) {
            case GameResult.Forfeit x -> l.text("reason", x.why());
            case GameResult.DoubleForfeit x -> l.text("reason", x.why());
            case GameResult.NoResult x -> l.text("reason", x.why());
            default -> { }
        }
        ScoreSheet s = r.sheet();
        if (s != null) {
            l.text("srules", s.rules().spec()).put("sb", side(s.black())).put("sw", side(s.white()));
            ScoreSheet.Territory t = s.territory();
            l.put("dead", points(t.dead())).put("tb", points(t.black())).put("tw", points(t.white()))
                    .put("neutral", points(t.neutral())).put("seki", points(t.seki())).put("sekieyes", points(t.sekiEyes()));
        }
        if (!r.penalties().isEmpty()) {
            List<String> ps = new ArrayList<>();
            for (PenaltyNote p : r.penalties()) {
                ps.add(p.color().letter() + ":" + RuleSet.formatKomi(p.points()) + ":" + esc(p.reason()));
            }
            l.put("penalties", String.join(";", ps));
        }
        if (r.moves() >= 0) {
            l.put("moves", Integer.toString(r.moves()));
        }
        if (r.blackTime() != null) {
            l.put("btime", r.blackTime().toString());
        }
        if (r.whiteTime() != null) {
            l.put("wtime", r.whiteTime().toString());
        }
        if (r.position() != null) {
            l.put("position", String.join("/", r.position().rows()));
        }
    }

    private static Result parseResult(Fields f) {
        String[] o = f.raw("outcome").split(":", -1);
        int terms = switch (o[0]) {
            case "points" -> 3;
            case "resign", "time", "forfeit" -> 2;
            default -> 1;
        };
        if (o.length != terms) {
            throw new IllegalArgumentException("the outcome " + o[0] + " has " + terms + " terms, not '" + f.raw("outcome") + "'");
        }
        GameResult outcome = switch (o[0]) {
            case "points" -> new GameResult.ByPoints(color(o[1]), Double.parseDouble(o[2]));
            case "draw" -> new GameResult.Draw();
            case "resign" -> new GameResult.Resignation(color(o[1]));
            case "time" -> new GameResult.Time(color(o[1]));
            case "forfeit" -> new GameResult.Forfeit(color(o[1]), f.text("reason"));
            case "doubleforfeit" -> new GameResult.DoubleForfeit(f.text("reason"));
            case "void" -> new GameResult.NoResult(f.text("reason"));
            default -> throw new IllegalArgumentException("unknown outcome '" + o[0] + "'");
        };
        ScoreSheet sheet = null;
        if (f.has("srules")) {
            sheet = new ScoreSheet(RuleSet.parse(f.text("srules")), parseSide(f.raw("sb")), parseSide(f.raw("sw")),
                    new ScoreSheet.Territory(parsePoints(f.raw("dead")), parsePoints(f.raw("tb")),
                            parsePoints(f.raw("tw")), parsePoints(f.raw("neutral")), parsePoints(f.raw("seki")),
                            parsePoints(f.raw("sekieyes"))));
        }
        List<PenaltyNote> penalties = new ArrayList<>();
        if (f.has("penalties")) {
            for (String p : f.raw("penalties").split(";", -1)) {
                String[] x = p.split(":", -1);
                if (x.length != 3) {
                    throw new IllegalArgumentException("a penalty is colour:points:reason, not '" + p + "'");
                }
                penalties.add(new PenaltyNote(color(x[0]), Double.parseDouble(x[1]), unesc(x[2])));
            }
        }
        FinalPosition pos = null;
        if (f.has("position")) {
            List<String> rows = List.of(f.raw("position").split("/", -1));
            pos = new FinalPosition(rows.size(), rows);
        }
        return new Result(outcome, sheet, penalties, f.has("moves") ? f.integer("moves") : -1,
                f.has("btime") ? Duration.parse(f.raw("btime")) : null,
                f.has("wtime") ? Duration.parse(f.raw("wtime")) : null, pos);
    }

    private static String side(ScoreSheet.Side s) {
        return s.territory() + ":" + s.prisoners() + ":" + s.stones() + ":" + RuleSet.formatKomi(s.komi()) + ":"
                + s.handicapBonus() + ":" + s.passStones() + ":" + RuleSet.formatKomi(s.penalty());
    }

    private static ScoreSheet.Side parseSide(String s) {
        String[] x = s.split(":", -1);
        if (x.length != 7) {
            throw new IllegalArgumentException("a side of the score sheet has 7 terms, not '" + s + "'");
        }
        return new ScoreSheet.Side(Integer.parseInt(x[0]), Integer.parseInt(x[1]), Integer.parseInt(x[2]),
                Double.parseDouble(x[3]), Integer.parseInt(x[4]), Integer.parseInt(x[5]), Double.parseDouble(x[6]));
    }

    private static Color color(String s) {
        Color c = Color.parse(s);
        if (c == null) {
            throw new IllegalArgumentException("not a colour: " + s);
        }
        return c;
    }

    // ----------------------------------------------------------------------------- small forms

    private static String pairings(List<Pairing> ps) {
        if (ps.isEmpty()) {
            return "-";
        }
        List<String> out = new ArrayList<>();
        for (Pairing p : ps) {
            out.add(p.board() + ":" + p.black() + ":" + p.white() + ":" + p.handicap() + ":" + RuleSet.formatKomi(p.komi()));
        }
        return String.join(",", out);
    }

    private static List<Pairing> parsePairings(String s) {
        List<Pairing> out = new ArrayList<>();
        if (s.equals("-")) {
            return out;
        }
        for (String p : s.split(",", -1)) {
            String[] x = p.split(":", -1);
            if (x.length != 5) {
                throw new IllegalArgumentException("a pairing is table:black:white:handicap:komi, not '" + p + "'");
            }
            out.add(new Pairing(Integer.parseInt(x[0]), Integer.parseInt(x[1]), Integer.parseInt(x[2]),
                    Integer.parseInt(x[3]), Double.parseDouble(x[4])));
        }
        return out;
    }

    private static String ints(List<Integer> xs) {
        return xs.isEmpty() ? "-" : String.join(",", xs.stream().map(String::valueOf).toList());
    }

    private static List<Integer> parseInts(String s) {
        List<Integer> out = new ArrayList<>();
        if (!s.equals("-")) {
            for (String x : s.split(",", -1)) {
                out.add(Integer.parseInt(x));
            }
        }
        return out;
    }

    private static String points(List<Point> ps) {
        return ps.isEmpty() ? "-" : String.join(",", ps.stream().map(Point::toSgf).toList());
    }

    private static List<Point> parsePoints(String s) {
        List<Point> out = new ArrayList<>();
        if (!s.equals("-")) {
            for (String p : s.split(",", -1)) {
                out.add(Point.parseSgf(p));
            }
        }
        return out;
    }

    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == 0x7f || "% =,;:/|".indexOf(c) >= 0) {
                sb.append('%').append(String.format("%02X", (int) c));
            } else if (Character.isWhitespace(c) || Character.isSpaceChar(c) || Character.isISOControl(c)) {
                sb.append("%u").append(String.format("%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static String unesc(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 1 < s.length() && s.charAt(i + 1) == 'u') {
                if (i + 5 >= s.length()) {
                    throw new IllegalArgumentException("a %u without four hex digits in '" + s + "'");
                }
                sb.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else if (c == '%') {
                if (i + 2 >= s.length()) {
                    throw new IllegalArgumentException("a % without two hex digits in '" + s + "'");
                }
                sb.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** An event line being written. */
    private static final class Line {
        private final StringBuilder sb;

        Line(String word) {
            sb = new StringBuilder(word);
        }

        Line put(String key, String raw) {
            sb.append(' ').append(key).append('=').append(raw);
            return this;
        }

        Line text(String key, String text) {
            return put(key, esc(text == null ? "" : text));
        }

        @Override
        public String toString() {
            return sb.toString();
        }
    }

    /** An event line's pairs being read. */
    private record Fields(String word, Map<String, String> kv) {
        boolean has(String key) {
            return kv.containsKey(key);
        }

        String raw(String key) {
            String v = kv.get(key);
            if (v == null) {
                throw new IllegalArgumentException("a " + word + " event needs " + key + "=");
            }
            return v;
        }

        String text(String key) {
            return unesc(raw(key));
        }

        int integer(String key) {
            return Integer.parseInt(raw(key));
        }
    }
}
