package org.goref.server.http;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import org.eclipse.jetty.websocket.api.Callback;
import org.goref.server.game.GameListener;
import org.goref.server.game.GameService;
import org.goref.server.game.Unreplayable;
import org.goref.server.presence.Presence;
import org.goref.server.presence.PresenceBoard;

/**
 * {@code /api/games/{id}/events}: every subscriber first gets the state, then every committed change
 * of the game, in order. Anyone may watch; the socket takes no commands.
 */
final class EventHub implements GameListener {
    /**
     * Updates queued for one watcher that has not read them yet. Beyond this the watcher is
     * disconnected (the page reconnects and starts again from the state): queued without limit,
     * the updates of a few sockets that never read filled the server's heap.
     */
    static final int MAX_QUEUED_UPDATES = 64;
    /**
     * Watchers of one game at a time. Each holds a socket and a place in every update's fan-out;
     * without a limit anyone could open sockets on one game until the process ran out of them. A
     * watcher beyond it is closed at once with 4429 and a reason; the page says the connection was lost.
     */
    static final int MAX_WATCHERS_PER_GAME = 256;
    private final GameService games;
    private final Map<String, Set<WsContext>> watchers = new ConcurrentHashMap<>();
    /**
     * Who each watcher said it is (a page sends {@code {"hello": TOKEN}} once connected; the token
     * never rides in the URL): black, white, referee; a watcher that said nothing is a spectator.
     * The game page shows who is connected from it.
     */
    private final Map<WsContext, String> roles = new ConcurrentHashMap<>();

    /** Who watches each game here and, on a node of several, on the other nodes. */
    private final PresenceBoard board;

    EventHub(GameService games, PresenceBoard board) {
        this.games = games;
        this.board = board;
        games.addListener(this);
        games.keepWhileWatched(watchers::containsKey);
        // Another node's pages came or went: this node's pages of the game are told the sum again.
        board.onOthersChanged(this::presence);
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            ctx.session.setMaxOutgoingFrames(MAX_QUEUED_UPDATES);
            String id = ctx.pathParam("id");
            boolean[] admitted = {false};
            boolean found;
            try {
                found = subscribe(ctx, id, admitted);
            } catch (Unreplayable e) {
                // 1011, the protocol's "unexpected condition": the page's GET of the game says why.
                ctx.closeSession(1011, "game cannot be replayed");
                return;
            }
            if (!found) {
                ctx.closeSession(4404, "no such game");
                return;
            }
            if (!admitted[0]) {
                ctx.closeSession(4429, "too many watchers of this game (at most " + MAX_WATCHERS_PER_GAME + ")");
                return;
            }
            ctx.enableAutomaticPings(20, TimeUnit.SECONDS);
        });
        ws.onClose(ctx -> remove(ctx));
        ws.onError(ctx -> remove(ctx));
        ws.onMessage(ctx -> hello(ctx, ctx.message()));
    }

    /** Subscribes the watcher unless the game has its fill of them ({@code admitted} says which); false for no such game. */
    private boolean subscribe(WsContext ctx, String id, boolean[] admitted) {
        return games.subscribe(id, hello -> {
            watchers.compute(id, (k, set) -> {
                Set<WsContext> s = set == null ? ConcurrentHashMap.newKeySet() : set;
                if (s.size() < MAX_WATCHERS_PER_GAME) {
                    admitted[0] = s.add(ctx);
                }
                return s.isEmpty() ? null : s;
            });
            if (admitted[0]) {
                ctx.send(hello);
            }
        });
    }

    /**
     * Lets a watcher go; a game's set goes with its last watcher, so that the map holds only games
     * someone watches (it kept an empty set for every game ever watched). Adding and removing go
     * through the map's compute, one at a time per game, so a set is never dropped as one is added.
     */
    private void remove(WsContext ctx) {
        boolean[] was = {false};
        boolean[] last = {false};
        watchers.computeIfPresent(ctx.pathParam("id"), (k, set) -> {
            was[0] = set.remove(ctx);
            last[0] = set.isEmpty();
            return set.isEmpty() ? null : set;
        });
        // Only a watcher that said hello (a page) is news to the others: a bare socket comes and goes
        // unannounced, unless it was the game's last here (the other nodes must stop counting it).
        if (roles.remove(ctx) != null && was[0] || was[0] && last[0]) {
            presence(ctx.pathParam("id"));
        }
    }

    /** A watcher says who it is with its token: its role, told to the game's watchers; anything else is ignored. */
    private void hello(WsContext ctx, String message) {
        if (message == null || message.length() > 500) {
            return;
        }
        String token;
        try {
            JsonNode n = HELLO.readTree(message);
            token = n != null && n.path("hello").isTextual() ? n.get("hello").asText() : null;
        } catch (Exception e) {
            return;
        }
        String id = ctx.pathParam("id");
        try {
            if (!watchers.getOrDefault(id, Set.of()).contains(ctx)) {
                return;
            }
            games.find(id).ifPresent(g -> roles.put(ctx, g.roleOf(token).name().toLowerCase(Locale.ROOT)));
            if (!watchers.getOrDefault(id, Set.of()).contains(ctx)) {
                roles.remove(ctx); // it left meanwhile
                return;
            }
        } catch (RuntimeException e) {
            return;
        }
        presence(id);
    }

    private static final ObjectMapper HELLO = new ObjectMapper();

    /**
     * Tells a game's watchers who is connected, on every node: each side and the referee (true or
     * false), and how many others. This node's own count goes to the board first, which says it
     * to the other nodes when it changed. One at a time, so that a count taken earlier never
     * reaches the board after a later one.
     */
    private synchronized void presence(String gameId) {
        Set<WsContext> set = watchers.get(gameId);
        Presence here = Presence.NOBODY;
        for (WsContext c : set == null ? Set.<WsContext>of() : set) {
            here = here.with(roles.getOrDefault(c, "spectator"));
        }
        board.mine(gameId, here);
        if (set == null) {
            return;
        }
        Presence all = here.plus(board.others(gameId));
        ObjectNode o = HELLO.createObjectNode().put("type", "presence");
        o.put("black", all.black() > 0);
        o.put("white", all.white() > 0);
        o.put("referee", all.referee() > 0);
        o.put("spectators", all.spectators());
        changed(gameId, o.toString());
    }

    /** A watcher too far behind (or whose send failed) is let go: it would only miss updates now. */
    private void drop(WsContext ctx) {
        remove(ctx);
        try {
            ctx.session.disconnect();
        } catch (RuntimeException e) {
            // already gone
        }
    }

    @Override
    public void changed(String gameId, String message) {
        Set<WsContext> set = watchers.get(gameId);
        if (set == null) {
            return;
        }
        for (WsContext ctx : set) {
            if (ctx.session.isOpen()) {
                try {
                    ctx.session.sendText(message, Callback.from(() -> { }, failure -> drop(ctx)));
                } catch (RuntimeException e) {
                    drop(ctx);
                }
            } else {
                remove(ctx);
            }
        }
    }
}
