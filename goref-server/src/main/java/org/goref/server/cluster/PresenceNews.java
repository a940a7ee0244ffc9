package org.goref.server.cluster;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.LongSupplier;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.nats.client.Connection;
import org.goref.server.presence.Presence;
import org.goref.server.presence.PresenceBoard;

/**
 * Who watches which game, between the nodes: each node says on {@code goref.presence} its own
 * watchers of a game when they change, and all of them again every {@link PresenceBoard#REPEAT_MILLIS}
 * (so a node that joins learns them, and a dead node's word expires); it keeps the others' on its
 * {@link PresenceBoard}. A message: {@code {"node":ID,"games":{GAME:[black,white,referee,spectators]}}}.
 */
final class PresenceNews {
    static final String SUBJECT = "goref.presence";
    /** Games per repeated message: a node with many watched games says them in messages of a few KB. */
    private static final int PER_MESSAGE = 200;

    private final String node = UUID.randomUUID().toString();
    private final NatsBus bus;
    private final PresenceBoard board;
    private final ObjectMapper json;
    private final LongSupplier clock;

    PresenceNews(NatsBus bus, PresenceBoard board, ObjectMapper json, LongSupplier clock) {
        this.bus = bus;
        this.board = board;
        this.json = json;
        this.clock = clock;
    }

    /** Hears the other nodes (a dispatcher of its own: presence never waits behind a game's news) and says this node's changes. */
    void start() {
        bus.whenConnected(c -> c.createDispatcher(m -> heard(m.getData())).subscribe(SUBJECT));
        board.publishTo((id, p) -> say(Map.of(id, p)));
    }

    /** Says every game this node has watchers of again, and forgets what others stopped repeating. Called on a schedule. */
    void repeat() {
        board.expire(clock.getAsLong());
        Iterator<Map.Entry<String, Presence>> all = board.allMine().entrySet().iterator();
        while (all.hasNext()) {
            Map<String, Presence> chunk = new HashMap<>();
            while (all.hasNext() && chunk.size() < PER_MESSAGE) {
                Map.Entry<String, Presence> e = all.next();
                chunk.put(e.getKey(), e.getValue());
            }
            say(chunk);
        }
    }

    private void say(Map<String, Presence> games) {
        Connection c = bus.connection();
        if (c == null || c.getStatus() != Connection.Status.CONNECTED) {
            // Said again by the next repeat once the bus is back.
            return;
        }
        ObjectNode o = json.createObjectNode().put("node", node);
        ObjectNode g = o.putObject("games");
        games.forEach((id, p) -> g.putArray(id).add(p.black()).add(p.white()).add(p.referee()).add(p.spectators()));
        c.publish(SUBJECT, o.toString().getBytes(StandardCharsets.UTF_8));
    }

    private void heard(byte[] data) {
        Map<String, Presence> games = new HashMap<>();
        String from;
        try {
            JsonNode o = json.readTree(data);
            from = o.path("node").asText("");
            for (Iterator<Map.Entry<String, JsonNode>> it = o.path("games").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                List<Integer> n = new ArrayList<>();
                e.getValue().forEach(v -> n.add(v.asInt()));
                if (e.getKey().length() <= 40 && n.size() == 4) {
                    games.put(e.getKey(), new Presence(n.get(0), n.get(1), n.get(2), n.get(3)));
                }
            }
        } catch (java.io.IOException | RuntimeException unreadable) {
            return; // a newer node's message, say: its next repeat may be readable
        }
        if (!from.isEmpty() && !from.equals(node)) {
            board.heard(from, games, clock.getAsLong());
        }
    }
}
