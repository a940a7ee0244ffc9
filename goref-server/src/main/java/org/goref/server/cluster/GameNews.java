package org.goref.server.cluster;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.goref.core.game.EventCodec;
import org.goref.server.store.StoredEvent;

/**
 * What a node says on the bus after a commit: the game's new events as stored (seq, time, line).
 * A subject per game ({@code goref.game.ID}), so a message is small and a node subscribes to only
 * the games it holds. News, never truth: a receiver that finds a gap reads the database.
 */
final class GameNews {
    static final String PREFIX = "goref.game.";

    private final ObjectMapper json;

    GameNews(ObjectMapper json) {
        this.json = json;
    }

    static String subject(String gameId) {
        return PREFIX + gameId;
    }

    /** The game a subject is about, or null for a subject that is not a game's. */
    static String gameOf(String subject) {
        if (subject == null || !subject.startsWith(PREFIX) || subject.length() == PREFIX.length()) {
            return null;
        }
        String id = subject.substring(PREFIX.length());
        return id.length() <= 40 ? id : null;
    }

    byte[] encode(List<StoredEvent> events) {
        ObjectNode o = json.createObjectNode();
        ArrayNode a = o.putArray("events");
        for (StoredEvent e : events) {
            a.addObject().put("seq", e.seq()).put("at", e.at()).put("event", EventCodec.encode(e.event()));
        }
        return o.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The events of a message; throws on one this version cannot read (the receiver then reads the database). */
    List<StoredEvent> decode(byte[] data) throws java.io.IOException {
        JsonNode a = json.readTree(data).path("events");
        List<StoredEvent> out = new ArrayList<>();
        for (JsonNode e : a) {
            out.add(new StoredEvent(e.path("seq").asInt(), e.path("at").asLong(), EventCodec.decode(e.path("event").asText())));
        }
        return out;
    }
}
