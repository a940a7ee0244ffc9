package org.goref.server.http;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import org.goref.server.game.GameListener;
import org.goref.server.game.GameService;

/**
 * {@code /api/games/{id}/events}: every subscriber first gets the state, then every committed change
 * of the game, in order. Anyone may watch; the socket takes no commands.
 */
final class EventHub implements GameListener {
    private final GameService games;
    private final Map<String, Set<WsContext>> watchers = new ConcurrentHashMap<>();

    EventHub(GameService games) {
        this.games = games;
        games.addListener(this);
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            String id = ctx.pathParam("id");
            boolean found = games.subscribe(id, hello -> {
                watchers.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(ctx);
                ctx.send(hello);
            });
            if (!found) {
                ctx.closeSession(4404, "no such game");
                return;
            }
            ctx.enableAutomaticPings(20, TimeUnit.SECONDS);
        });
        ws.onClose(ctx -> remove(ctx));
        ws.onError(ctx -> remove(ctx));
        ws.onMessage(ctx -> { });
    }

    private void remove(WsContext ctx) {
        Set<WsContext> set = watchers.get(ctx.pathParam("id"));
        if (set != null) {
            set.remove(ctx);
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
                    ctx.send(message);
                } catch (RuntimeException e) {
                    set.remove(ctx);
                }
            } else {
                set.remove(ctx);
            }
        }
    }
}
