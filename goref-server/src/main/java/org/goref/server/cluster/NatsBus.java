package org.goref.server.cluster;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.nats.client.Connection;
import io.nats.client.ConnectionListener;
import io.nats.client.Dispatcher;
import io.nats.client.ErrorListener;
import io.nats.client.Message;
import io.nats.client.Nats;
import io.nats.client.Options;
import org.goref.server.game.CommitPublisher;
import org.goref.server.game.GameService;
import org.goref.server.store.StoredEvent;

/**
 * The bus between the nodes of several: NATS through jnats. Publishes this node's commits on the
 * game's subject and hands the other nodes' to {@link GameService#followed}. Reconnects for ever
 * by itself; while it is away the {@link ClusterNode}'s look at the database carries the news.
 */
public final class NatsBus implements CommitPublisher, AutoCloseable {
    private final Connection nats;
    private final GameNews news;
    private final AtomicLong received = new AtomicLong();
    private final AtomicLong published = new AtomicLong();
    private volatile Runnable onReconnect = () -> { };

    private NatsBus(Connection nats, GameNews news) {
        this.nats = nats;
        this.news = news;
    }

    /**
     * Connects to the NATS server at {@code url} ({@code nats://HOST:PORT}); throws {@link
     * IllegalArgumentException} with why when it does not answer: a node does not start alone.
     */
    public static NatsBus connect(String url, ObjectMapper json) {
        if (url == null || !url.matches("nats://[^\\s/]+(:\\d{1,5})?/?")) {
            throw new IllegalArgumentException("--bus is nats://HOST:PORT, not " + url);
        }
        NatsBus[] self = new NatsBus[1];
        Options options = Options.builder()
                .server(url)
                .connectionName("goref")
                // A node's own news would come back to it: it holds them already.
                .noEcho()
                .maxReconnects(-1)
                .reconnectWait(Duration.ofMillis(250))
                .connectionTimeout(Duration.ofSeconds(2))
                .pingInterval(Duration.ofSeconds(2))
                .errorListener(new ErrorListener() { })
                .connectionListener((conn, event) -> {
                    if (event == ConnectionListener.Events.RESUBSCRIBED || event == ConnectionListener.Events.RECONNECTED) {
                        NatsBus b = self[0];
                        if (b != null) {
                            b.onReconnect.run();
                        }
                    }
                })
                .build();
        Connection c;
        try {
            c = Nats.connect(options);
        } catch (IOException e) {
            throw new IllegalArgumentException("the NATS server at " + url + " does not answer (" + e.getMessage() + ")", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while connecting to NATS", e);
        }
        self[0] = new NatsBus(c, new GameNews(json));
        return self[0];
    }

    /** Hands every other node's news to {@code games}, in the order NATS delivers it (one dispatcher thread). */
    public void deliverTo(GameService games) {
        Dispatcher d = nats.createDispatcher((Message m) -> {
            String id = GameNews.gameOf(m.getSubject());
            if (id == null || !games.holds(id)) {
                return; // news of a game this node does not hold is dropped undecoded
            }
            received.incrementAndGet();
            List<StoredEvent> events;
            try {
                events = news.decode(m.getData());
            } catch (IOException | RuntimeException unreadable) {
                // A message from a newer node, say: the database says what happened, at the next look.
                return;
            }
            games.followed(id, events);
        });
        d.subscribe(GameNews.ALL);
    }

    /** Run after the connection comes back: what was said while it was away is read from the database. */
    public void onReconnect(Runnable r) {
        this.onReconnect = r;
    }

    @Override
    public News news(String gameId, List<StoredEvent> events) {
        String subject = GameNews.subject(gameId);
        byte[] data = news.encode(events);
        return new News() {
            private volatile boolean told;

            @Override
            public void committed() {
                // Only while connected: then jnats's queue is being written out and a publish only
                // queues. Reconnecting, a publish may wait for room in that queue, which the commit
                // thread, answering every game's moves, must never do: the acting thread tells it.
                if (nats.getStatus() == Connection.Status.CONNECTED) {
                    try {
                        publish(subject, data);
                        told = true;
                    } catch (RuntimeException e) {
                        // the acting thread tries again
                    }
                }
            }

            @Override
            public void ensureTold() {
                if (!told && nats.getStatus() != Connection.Status.CLOSED) {
                    // Buffered by jnats while reconnecting; the others read the database meanwhile anyway.
                    publish(subject, data);
                    told = true;
                }
            }
        };
    }

    private void publish(String subject, byte[] data) {
        nats.publish(subject, data);
        published.incrementAndGet();
    }

    /** Whether the bus answers now: the readiness check of a node of several. */
    public Optional<String> problem() {
        Connection.Status s = nats.getStatus();
        return s == Connection.Status.CONNECTED ? Optional.empty() : Optional.of("NATS is " + s.name().toLowerCase());
    }

    public boolean connected() {
        return nats.getStatus() == Connection.Status.CONNECTED;
    }

    public long published() {
        return published.get();
    }

    public long received() {
        return received.get();
    }

    @Override
    public void close() {
        try {
            nats.flush(Duration.ofSeconds(1));
        } catch (Exception e) {
            // closing anyway
        }
        try {
            nats.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
