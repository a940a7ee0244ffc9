package org.goref.server.bench;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

/**
 * One player's node and socket in the cluster load. Each update's seq says where it belongs: a seq
 * seen before is a duplicate, one before the highest seen an out-of-order arrival, and the seqs
 * never seen up to the last are lost. A socket opened anew starts from the state it is sent (the
 * moves so far).
 */
final class Watch {
    private static final ObjectMapper JSON = new ObjectMapper();
    final String id;
    volatile String base;
    /** The socket now; what an earlier one (given up for the fallback) still says is not heard. */
    private volatile Socket socket;
    private volatile boolean open;
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

    void connect(LoadClient client, String base) {
        this.base = base;
        Socket s = new Socket();
        // Before opening: the server sends the state at once, perhaps before connect returns.
        socket = s;
        s.session = client.connect(s, URI.create(base.replace("http", "ws") + "/api/games/" + id + "/events"),
                Duration.ofSeconds(20));
        open = true;
        awaitMove(0, 20_000);
    }

    void moveTo(LoadClient client, String fallback) {
        Socket s = socket;
        if (s != null && s.session != null) {
            s.session.disconnect();
        }
        open = false;
        try {
            connect(client, fallback);
        } catch (RuntimeException e) {
            // stays closed: not compared at the end
        }
    }

    boolean alive() {
        return open;
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
        Socket s = socket;
        if (s != null && s.session != null) {
            s.session.close(StatusCode.NORMAL, "done", Callback.NOOP);
        }
    }

    /**
     * One opening of the watch's socket; Jetty demands the next message when a callback returns.
     * Public: Jetty calls a listener through method handles, which a private class refuses.
     */
    public final class Socket implements Session.Listener.AutoDemanding {
        volatile Session session;

        @Override
        public void onWebSocketText(String text) {
            long at = System.nanoTime();
            if (socket != this) {
                return;
            }
            try {
                took(Update.of(text), text, at);
            } catch (IOException e) {
                // not a message of ours
            }
        }

        @Override
        public void onWebSocketError(Throwable error) {
            if (socket == this) {
                open = false;
            }
        }

        @Override
        public void onWebSocketClose(int code, String reason, Callback done) {
            if (socket == this) {
                open = false;
            }
            done.succeed();
        }
    }
}
