package org.goref.server.presence;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Who watches each game on this node and, on a node of several, on the others: each other node's
 * word per game is kept until it is {@link #EXPIRY_MILLIS} old, so that the watchers of a node that
 * died fall away by themselves. A single node has no others and its board only echoes its own.
 */
public final class PresenceBoard {
    /** How long another node's word stands unrepeated; it repeats its own every {@link #REPEAT_MILLIS}. */
    public static final long EXPIRY_MILLIS = 5000;
    public static final long REPEAT_MILLIS = 1500;

    /** Another node's word on one game, and when it came. */
    private record Heard(Presence presence, long at) {
    }

    private final Map<String, Presence> mine = new HashMap<>();
    /** Game id, then the node that said it. */
    private final Map<String, Map<String, Heard>> others = new HashMap<>();
    private final List<Consumer<String>> othersChanged = new CopyOnWriteArrayList<>();
    private volatile BiConsumer<String, Presence> publisher = (id, p) -> { };

    /** Told the game whose other nodes' watchers have changed (the event hub tells its own watchers). */
    public void onOthersChanged(Consumer<String> l) {
        othersChanged.add(l);
    }

    /** Where this node's own changes are said to the others (the bus). */
    public void publishTo(BiConsumer<String, Presence> p) {
        publisher = p;
    }

    /** This node's watchers of the game now; said to the others when it changed. */
    public void mine(String gameId, Presence p) {
        boolean changed;
        synchronized (this) {
            Presence before = p.nobody() ? mine.remove(gameId) : mine.put(gameId, p);
            changed = !p.equals(before == null ? Presence.NOBODY : before);
        }
        if (changed) {
            publisher.accept(gameId, p);
        }
    }

    /** Every game this node has watchers of, for repeating to the others. */
    public synchronized Map<String, Presence> allMine() {
        return Map.copyOf(mine);
    }

    /** The other nodes' watchers of the game, summed. */
    public synchronized Presence others(String gameId) {
        Presence sum = Presence.NOBODY;
        for (Heard h : others.getOrDefault(gameId, Map.of()).values()) {
            sum = sum.plus(h.presence());
        }
        return sum;
    }

    /** Another node's word on its watchers of these games, heard at {@code now}. */
    public void heard(String node, Map<String, Presence> games, long now) {
        List<String> changed = new ArrayList<>();
        synchronized (this) {
            for (Map.Entry<String, Presence> e : games.entrySet()) {
                Map<String, Heard> byNode = others.computeIfAbsent(e.getKey(), k -> new HashMap<>());
                Heard before = e.getValue().nobody() ? byNode.remove(node) : byNode.put(node, new Heard(e.getValue(), now));
                if (byNode.isEmpty()) {
                    others.remove(e.getKey());
                }
                if (!e.getValue().equals(before == null ? Presence.NOBODY : before.presence())) {
                    changed.add(e.getKey());
                }
            }
        }
        changed.forEach(this::tell);
    }

    /** Drops what other nodes said more than {@link #EXPIRY_MILLIS} before {@code now} and did not repeat. */
    public void expire(long now) {
        List<String> changed = new ArrayList<>();
        synchronized (this) {
            others.entrySet().removeIf(g -> {
                if (g.getValue().values().removeIf(h -> now - h.at() > EXPIRY_MILLIS)) {
                    changed.add(g.getKey());
                }
                return g.getValue().isEmpty();
            });
        }
        changed.forEach(this::tell);
    }

    private void tell(String gameId) {
        for (Consumer<String> l : othersChanged) {
            try {
                l.accept(gameId);
            } catch (RuntimeException e) {
                // one page's trouble is not the board's
            }
        }
    }
}
