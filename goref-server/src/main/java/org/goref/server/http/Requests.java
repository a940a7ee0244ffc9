package org.goref.server.http;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.core.board.Board;
import org.goref.core.board.Color;
import org.goref.core.board.Point;
import org.goref.core.game.GameEvent;
import org.goref.core.clock.TimeControl;
import org.goref.core.clock.TimeSpec;
import org.goref.core.game.Handicap;
import org.goref.core.rules.RuleSet;
import org.goref.core.text.PlayerName;
import org.goref.core.text.Quote;
import org.goref.server.challenge.ChallengeService;
import org.goref.server.clock.ClockStart;
import org.goref.server.game.Action;
import org.goref.server.game.NewGame;

/** Reads request bodies into checked values; anything unusable is a {@link BadRequest} naming the problem. */
final class Requests {
    private static final int MAX_NAME = 100;
    private static final int MAX_TEXT = 500;
    private final ObjectMapper json;

    Requests(ObjectMapper json) {
        this.json = json;
    }

    JsonNode body(String text) {
        if (text == null || text.isBlank()) {
            return json.createObjectNode();
        }
        try {
            JsonNode n = json.readTree(text);
            if (n == null || !n.isObject()) {
                throw new BadRequest("the body must be a JSON object");
            }
            LoneSurrogates.refuse(n);
            return n;
        } catch (JsonProcessingException e) {
            // Jackson's message quotes the token it stopped at (up to 256 characters of it).
            throw new BadRequest("malformed JSON: " + Quote.longRuns(e.getOriginalMessage()));
        }
    }

    /** A game's or a challenge's {@code size}: 2 to 25, 19 when left out. */
    private int boardSize(JsonNode b) {
        int size = integer(b, "size", 19);
        if (size < 2 || size > Board.MAX_SIZE) {
            throw new BadRequest("size is 2 to " + Board.MAX_SIZE);
        }
        return size;
    }

    /** A game's or a challenge's {@code rules} (Russian territory when left out) with its {@code komi}, if given. */
    private RuleSet rulesWithKomi(JsonNode b) {
        RuleSet rules;
        try {
            rules = RuleSet.parse(text(b, "rules", "russian-territory", 300));
        } catch (IllegalArgumentException e) {
            throw new BadRequest(e.getMessage());
        }
        return b.hasNonNull("komi") ? komi(rules, b.get("komi")) : rules;
    }

    NewGame newGame(JsonNode b) {
        int size = boardSize(b);
        RuleSet rules = rulesWithKomi(b);
        int handicap = integer(b, "handicap", 0);
        if (handicap != 0 && (handicap < 2 || handicap > Handicap.maxFixed(size))) {
            throw new BadRequest(Handicap.maxFixed(size) == 0 ? "no handicap on this board"
                    : "handicap is 0 or 2 to " + Handicap.maxFixed(size) + " stones");
        }
        TimeControl time = time(b.get("time"));
        ClockStart clockStart = clockStart(b.get("clockStart"));
        String black = side(b, "black", "Black");
        String white = side(b, "white", "White");
        return new NewGame(size, rules, handicap, time, clockStart, black, white);
    }

    /** A challenge's offer: size, rules (komi included), time, the colour the poster wants, their name, how long it stays open. */
    ChallengeService.Offer challenge(JsonNode b) {
        int size = boardSize(b);
        RuleSet rules = rulesWithKomi(b);
        TimeControl time = time(b.get("time"));
        String color = text(b, "color", "random", 10);
        if (!color.equals("black") && !color.equals("white") && !color.equals("random")) {
            throw new BadRequest("color is \"black\", \"white\" or \"random\"");
        }
        String name = name(b, "name", "Anonymous");
        long openMs = ChallengeService.DEFAULT_OPEN_MS;
        if (b.hasNonNull("expiresIn")) {
            int seconds = WholeNumbers.of(b.get("expiresIn")).orElse(-1);
            if (seconds < 1 || seconds * 1000L > ChallengeService.MAX_OPEN_MS) {
                throw new BadRequest("expiresIn is 1 to " + ChallengeService.MAX_OPEN_MS / 1000 + " seconds");
            }
            openMs = seconds * 1000L;
        }
        return new ChallengeService.Offer(size, rules, time, color, name, openMs);
    }

    /** The accepter's name, {@code {name}}. */
    String accepter(JsonNode b) {
        return name(b, "name", "Anonymous");
    }

    /** The rules with the komi asked for; a komi goref does not play with is refused under the reason "komi". */
    private static RuleSet komi(RuleSet rules, JsonNode komi) {
        if (!komi.isNumber()) {
            throw new BadRequest("komi", "komi is a number");
        }
        double k = komi.asDouble();
        if (!RuleSet.isValidKomi(k)) {
            throw new BadRequest("komi", RuleSet.komiRefused(komi.asText()));
        }
        return rules.withKomi(k);
    }

    /** When the clock first runs; left out or null, at the creation. Anything else is refused as "invalid", the field named. */
    private static ClockStart clockStart(JsonNode c) {
        if (c == null || c.isNull()) {
            return ClockStart.CREATION;
        }
        return (c.isTextual() ? ClockStart.parse(c.asText()) : Optional.<ClockStart>empty())
                .orElseThrow(() -> new BadRequest("clockStart is \"creation\" or \"first-move\", not " + Quote.of(c.toString())));
    }

    private TimeControl time(JsonNode t) {
        try {
            if (t == null || t.isNull()) {
                return new TimeControl.None();
            }
            if (t.isTextual() && t.asText().length() <= 100) {
                return TimeSpec.parse(t.asText());
            }
        } catch (IllegalArgumentException e) {
            // The core's own reason, under "time": the pages word it in their language.
            throw new BadRequest("time", e.getMessage());
        }
        throw new BadRequest("time", "time is a spec: " + TimeSpec.SYNTAX);
    }

    /**
     * A game's side, {@code {name}}: left out (or null), the side is unnamed and shown as {@code
     * unnamed}; given, the player has a name (docs/server.md, "Players' names").
     */
    private String side(JsonNode b, String field, String unnamed) {
        JsonNode player = b.get(field);
        if (player == null || player.isNull()) {
            return unnamed;
        }
        if (!player.isObject()) {
            throw new BadRequest(field + " is a player, {\"name\": \"...\"}");
        }
        return name(player, field + ".name", null);
    }

    /**
     * The name in {@code holder}'s field "name", called {@code shown} in a refusal. Left out (or
     * null) it is {@code absent}, or refused when that is null; given, it must hold a character that
     * is no space: an empty name was taken as the default, so {@code "black":{}} made a player
     * called "Black" where a tournament refused the same player.
     */
    private String name(JsonNode holder, String shown, String absent) {
        JsonNode n = holder.get("name");
        if ((n == null || n.isNull()) && absent != null) {
            return absent;
        }
        if (n == null || n.isNull()) {
            throw new BadRequest(shown + " " + PlayerName.missing(null).orElseThrow());
        }
        if (!n.isTextual()) {
            throw new BadRequest(shown + " is a string");
        }
        String raw = n.asText();
        if (raw.length() > MAX_NAME) {
            throw new BadRequest(shown + " is at most " + MAX_NAME + " characters");
        }
        // Read as sent: a tab or a right-to-left override is refused (reason "name", which the start
        // page words), not turned into a space or kept, since the name is shown beside others.
        PlayerName.refusal(raw).ifPresent(why -> {
            throw new BadRequest("name", shown + ": " + why);
        });
        PlayerName.missing(raw).ifPresent(why -> {
            throw new BadRequest(shown + " " + why);
        });
        return PlayerName.spaced(raw);
    }

    /** A chat message to send: its channel, the spectator's chosen name (null when not given) and the text. */
    record ChatMessage(GameEvent.Chat.Channel channel, String name, String text) {
    }

    ChatMessage chat(JsonNode b) {
        GameEvent.Chat.Channel channel = channel(text(b, "channel", null, 20));
        String raw = rawText(b, "text", null, GameEvent.Chat.MAX_LENGTH);
        // Newlines are kept (a message may have lines); other control characters would spoil the record.
        String text = raw == null ? "" : raw.replaceAll("[\\p{Cntrl}&&[^\n]]", " ").strip();
        if (text.isEmpty()) {
            throw new BadRequest("a message needs its text, at most " + GameEvent.Chat.MAX_LENGTH + " characters");
        }
        String name = null;
        if (b.hasNonNull("name")) {
            String n = rawText(b, "name", null, MAX_NAME);
            PlayerName.refusal(n).ifPresent(why -> {
                throw new BadRequest("name", why);
            });
            name = PlayerName.spaced(n);
        }
        return new ChatMessage(channel, name, text);
    }

    /** The chat channel named, {@code players} or {@code spectators}; anything else refused. */
    static GameEvent.Chat.Channel channel(String s) {
        GameEvent.Chat.Channel c = GameEvent.Chat.Channel.parse(s);
        if (c == null) {
            throw new BadRequest("channel is \"players\" or \"spectators\"");
        }
        return c;
    }

    Action.Play play(JsonNode b, int size) {
        String move = text(b, "move", null, 10);
        if (move == null) {
            throw new BadRequest("play needs a move: a vertex such as D4, or pass");
        }
        OptionalInt moveNumber = b.has("moveNumber") ? WholeNumbers.of(b.get("moveNumber")) : OptionalInt.empty();
        if (moveNumber.isEmpty()) {
            throw new BadRequest("play needs the moveNumber of the state it was made on");
        }
        return new Action.Play(vertexOrPass(move, size), moveNumber.getAsInt());
    }

    Action.Mark mark(JsonNode b, int size) {
        JsonNode v = b.get("vertices");
        if (v == null || !v.isArray()) {
            throw new BadRequest("mark needs vertices: a list of vertices such as [\"D4\"]");
        }
        if (v.size() > size * size) {
            throw new BadRequest("too many vertices");
        }
        Boolean dead = null;
        if (b.hasNonNull("dead")) {
            if (!b.get("dead").isBoolean()) {
                throw new BadRequest("dead is true or false (leave it out to toggle)");
            }
            dead = b.get("dead").asBoolean();
        }
        return new Action.Mark(points(v, size), dead);
    }

    /**
     * An acceptance; with {@code dead} (the state's list of dead stones the player saw), of that
     * marking only. Without it, of the marking as it stands, as before the field existed.
     */
    Action.Accept accept(JsonNode b, int size) {
        JsonNode v = b.get("dead");
        if (v == null || v.isNull()) {
            return new Action.Accept();
        }
        if (!v.isArray() || v.size() > size * size) {
            throw new BadRequest("dead is the list of dead stones the marking shown had, e.g. [\"D4\",\"D5\"] (leave it out to accept the marking as it stands)");
        }
        return new Action.Accept(Set.copyOf(points(v, size)));
    }

    Action.Penalty penalty(JsonNode b) {
        Color c = color(text(b, "color", null, 10));
        if (c == null) {
            throw new BadRequest("penalty needs the color: black or white");
        }
        JsonNode p = b.get("points");
        if (p == null || !p.isNumber()) {
            throw new BadRequest("penalty needs points: a positive number in steps of 0.5");
        }
        return new Action.Penalty(c, p.asDouble(), text(b, "reason", "", MAX_TEXT));
    }

    Action.Forfeit forfeit(JsonNode b) {
        String who = text(b, "color", null, 10);
        if (who == null) {
            throw new BadRequest("forfeit needs the color: black, white or both");
        }
        Color c = who.equals("both") ? null : color(who);
        if (c == null && !who.equals("both")) {
            throw new BadRequest("forfeit needs the color: black, white or both");
        }
        return new Action.Forfeit(c, text(b, "reason", "", MAX_TEXT));
    }

    Action.Decide decide(JsonNode b, int size) {
        JsonNode v = b.get("vertices");
        if (v == null || !v.isArray() || v.size() > size * size) {
            throw new BadRequest("decide needs vertices: the dead stones, a list of vertices (may be empty)");
        }
        return new Action.Decide(points(v, size), text(b, "note", "", MAX_TEXT));
    }

    private static Color color(String s) {
        return s == null ? null : Color.parse(s);
    }

    /**
     * A list of vertices (marked, accepted or decided dead), each given once. A vertex twice is the
     * client's mistake, refused naming it: a toggle listing D4 twice is no clear request (dead, or
     * dead and back?), and a decision that does would be stored and recorded with the repeat. Two
     * stones of one chain are two vertices, and fine: each names the chain.
     */
    private List<Point> points(JsonNode v, int size) {
        List<Point> out = new ArrayList<>();
        Set<Point> seen = new HashSet<>();
        for (JsonNode n : v) {
            if (!n.isTextual()) {
                throw new BadRequest("a vertex is a string such as D4");
            }
            Point p = vertexOrPass(n.asText(), size);
            if (p == null) {
                throw new BadRequest("vertex", "pass is no vertex here");
            }
            if (!seen.add(p)) {
                throw new BadRequest(p.toGtp(size) + " is listed twice; give each vertex once");
            }
            out.add(p);
        }
        return out;
    }

    /** A typed point that is none of this board's is refused under "vertex": the game page words it. */
    static Point vertexOrPass(String s, int size) {
        try {
            return Point.parseGtp(s, size);
        } catch (IllegalArgumentException e) {
            throw new BadRequest("vertex", e.getMessage());
        }
    }

    private static int integer(JsonNode b, String field, int fallback) {
        JsonNode n = b.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        return WholeNumbers.of(n).orElseThrow(() -> new BadRequest(field + " is a whole number"));
    }

    private static String text(JsonNode b, String field, String fallback, int max) {
        String s = rawText(b, field, fallback, max);
        // Control characters have no place in reasons and notes (and would spoil records).
        return s == null ? null : s.replaceAll("\\p{Cntrl}", " ");
    }

    /** The field's text as sent, checked to be a string and at most {@code max} long. */
    private static String rawText(JsonNode b, String field, String fallback, int max) {
        JsonNode n = b.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isTextual()) {
            throw new BadRequest(field + " is a string");
        }
        String s = n.asText();
        if (s.length() > max) {
            throw new BadRequest(field + " is at most " + max + " characters");
        }
        return s;
    }
}
