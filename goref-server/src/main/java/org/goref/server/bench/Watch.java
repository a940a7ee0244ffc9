package org.goref.server.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.CompletionStage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * One player's node and socket in the cluster load. Each update's seq says where it belongs: a seq
 * seen before is a duplicate, one before the highest seen an out-of-order arrival, and the seqs
 * never seen up to the last are lost. A socket opened anew starts from the state it is sent (the
 * moves so far).
 */
final class Watch implements WebSocket.Listener {
    private static final ObjectMapper JSON = new ObjectMapper();
    final String id;
    volatile String base;
    private volatile WebSocket socket;
    private volatile boolean open;
    private final StringBuilder partial = new StringBuilder();
    private final BitSet seen = new BitSet();
    private int highest;
    long duplicated;
    long outOfOrder;
    private volatile int lastMove = -1;
    /** The last message as it came: its board is read once, at the end, not out of every message. */
    private volatile String lastText;
    private final Object arrived = new Object();
    private final List<long[]> arrivals = new ArrayList<>();

    Watch(String id) {
        this.id = id;
    }

    void connect(HttpClient http, String base) {
        this.base = base;
        socket = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(20))
                .buildAsync(URI.create(base.replace("http", "ws") + "/api/games/" + id + "/events"), this).join();
        open = true;
        awaitMove(0, 20_000);
    }

    void moveTo(HttpClient http, String fallback) {
        if (socket != null) {
            socket.abort();
        }
        open = false;
        try {
            connect(http, fallback);
        } catch (RuntimeException e) {
            // stays closed: not compared at the end
        }
    }

    boolean alive() {
        return open;
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            long at = System.nanoTime();
            String s = partial.toString();
            partial.setLength(0);
            try {
                took(Update.of(s), s, at);
            } catch (IOException e) {
                // not a message of ours
            }
        }
        ws.request(1);
        return null;
    }

    private void took(Update m, String text, long at) {
        synchronized (arrived) {
            if (m.state()) {
                // The game's events so far are all moves: seq and move number are the same.
                seen.set(1, m.moveNumber() + 1);
                highest = Math.max(highest, m.moveNumber());
            } else {
                for (int s = m.seq(); s < m.seq() + m.events(); s++) {
                    if (seen.get(s)) {
                        duplicated++;
                    } else if (s < highest) {
                        outOfOrder++;
                    }
                    seen.set(s);
                    highest = Math.max(highest, s);
                }
            }
            lastMove = m.moveNumber();
            lastText = text;
            arrivals.add(new long[] {m.moveNumber(), at});
            arrived.notifyAll();
        }
    }

    @Override
    public void onError(WebSocket ws, Throwable error) {
        open = false;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
        open = false;
        return null;
    }

    long lost() {
        synchronized (arrived) {
            return highest - seen.get(1, highest + 1).cardinality();
        }
    }

    boolean sameAs(JsonNode state) {
        return lastMove == state.path("moveNumber").asInt() && boardOf(lastText).equals(state.path("board").toString());
    }

    /** The board of a message's state as its tree writes it; "" when it has none. */
    private static String boardOf(String text) {
        if (text == null) {
            return "";
        }
        try {
            return JSON.readTree(text).path("state").path("board").toString();
        } catch (IOException e) {
            // read once already, when it came
            return "";
        }
    }

    /** When an update with this move number or a later one arrived; -1 when none within {@code millis}. */
    long awaitMove(int n, long millis) {
        long deadline = System.currentTimeMillis() + millis;
        synchronized (arrived) {
            while (true) {
                for (long[] a : arrivals) {
                    if (a[0] >= n) {
                        long when = a[1];
                        arrivals.removeIf(x -> x[0] <= n);
                        return when;
                    }
                }
                long left = deadline - System.currentTimeMillis();
                if (left <= 0 || !open) {
                    return -1;
                }
                try {
                    arrived.wait(Math.min(left, 100));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return -1;
                }
            }
        }
    }

    void close() {
        open = false;
        if (socket != null) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").exceptionally(x -> null);
        }
    }
}
