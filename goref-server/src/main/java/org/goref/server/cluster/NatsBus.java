package org.goref.server.cluster;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

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
 * game's subject and hands the other nodes' news of the games it holds to {@link GameService#followed}. Connects in the
 * background until the server answers, then reconnects for ever by itself; while it is away the
 * {@link ClusterNode}'s look at the database carries the news.
 */
public final class NatsBus implements CommitPublisher, AutoCloseable {
    /** Between two attempts at the first connection (each waits at most {@link #CONNECT_TIMEOUT}). */
    static final Duration RETRY = Duration.ofMillis(250);
    /** How long one attempt waits for a server that accepts the connection and says nothing. */
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(2);

    private final String url;
    private final Options options;
    private final GameNews news;
    private final AtomicLong received = new AtomicLong();
    private final AtomicLong published = new AtomicLong();
    private final CountDownLatch firstConnected = new CountDownLatch(1);
    /** What to do on the connection once there is one: the subscriptions, made once (jnats renews them on reconnects). */
    private final List<Consumer<Connection>> onConnection = new ArrayList<>();
    /** The games this node holds, whose subjects it subscribes to. */
    private final Set<String> held = ConcurrentHashMap.newKeySet();
    /** Null until the first connection: the subscriptions asked for before it are made then. */
    private volatile Dispatcher newsDispatcher;
    /** Null until the first connection: publishing before it is left to the database looks. */
    private volatile Connection nats;
    private volatile String lastFailure = "not connected yet";
    private volatile boolean closed;
    private volatile Runnable onReconnect = () -> { };
    private final Thread connector;

    private NatsBus(String url, ObjectMapper json) {
        this.url = url;
        this.news = new GameNews(json);
        this.options = Options.builder()
                .server(url)
                .connectionName("goref")
                // A node's own news would come back to it: it holds them already.
                .noEcho()
                .maxReconnects(-1)
                .reconnectWait(RETRY)
                .connectionTimeout(CONNECT_TIMEOUT)
                .pingInterval(Duration.ofSeconds(2))
                .errorListener(new ErrorListener() {
                    @Override
                    public void exceptionOccurred(Connection conn, Exception exp) {
                        lastFailure = oneLine(exp);
                    }
                })
                .connectionListener((conn, event) -> {
                    if (event == ConnectionListener.Events.RESUBSCRIBED || event == ConnectionListener.Events.RECONNECTED) {
                        onReconnect.run();
                    }
                })
                .build();
        this.connector = Thread.ofPlatform().daemon().name("goref-bus-connect").unstarted(this::connectUntilAnswered);
    }

    /**
     * Starts connecting to the NATS server at {@code url} ({@code nats://HOST:PORT}) in the
     * background and returns at once; throws {@link IllegalArgumentException} only for a URL that is
     * not one: a server that does not answer yet is waited for, since the node serves correctly from
     * the database meanwhile (its {@code /readyz} says {@code bus} until then).
     */
    public static NatsBus start(String url, ObjectMapper json) {
        checkUrl(url);
        NatsBus bus;
        try {
            bus = new NatsBus(url, json);
        } catch (IllegalArgumentException | IllegalStateException e) {
            // jnats's own judgement of the URL (a port past 65535, say)
            throw new IllegalArgumentException("--bus is nats://HOST:PORT, not " + url + " (" + e.getMessage() + ")", e);
        }
        bus.connector.start();
        return bus;
    }

    /** Throws {@link IllegalArgumentException} saying what a bus URL is, for one that is not {@code nats://HOST[:PORT]}. */
    public static void checkUrl(String url) {
        if (url == null || !url.matches("nats://[^\\s/]+(:\\d{1,5})?/?")) {
            throw new IllegalArgumentException("--bus is nats://HOST:PORT, not " + url);
        }
    }

    /** Whether the first connection is made within {@code wait}; a node waits this long at start before serving without it. */
    public boolean awaitConnected(Duration wait) {
        try {
            return firstConnected.await(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private void connectUntilAnswered() {
        while (!closed) {
            try {
                Connection c = Nats.connect(options);
                connected(c);
                return;
            } catch (IOException e) {
                lastFailure = oneLine(e);
            } catch (InterruptedException e) {
                return;
            }
            try {
                Thread.sleep(RETRY.toMillis());
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void connected(Connection c) throws InterruptedException {
        List<Consumer<Connection>> todo;
        synchronized (onConnection) {
            if (closed) {
                c.close();
                return;
            }
            nats = c;
            todo = List.copyOf(onConnection);
        }
        todo.forEach(t -> t.accept(c));
        firstConnected.countDown();
        // What the others said before this node heard them is in the database.
        onReconnect.run();
    }

    /** Runs {@code setup} on the connection now if there is one, else once the first one is made. */
    void whenConnected(Consumer<Connection> setup) {
        Connection c;
        synchronized (onConnection) {
            onConnection.add(setup);
            c = nats;
        }
        if (c != null) {
            setup.accept(c);
        }
    }

    /**
     * Hands the other nodes' news of the games this node holds to {@code games}, in the order NATS
     * delivers it (one dispatcher thread). A subject per game held ({@link #hold}): a node hears
     * nothing of the games it does not hold, and nats-server sends each move only to the nodes that do.
     */
    public void deliverTo(GameService games) {
        whenConnected(c -> {
            Dispatcher d = c.createDispatcher((Message m) -> {
                String id = GameNews.gameOf(m.getSubject());
                if (id == null || !games.holds(id)) {
                    return; // news of a game this node has just let go
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
            newsDispatcher = d;
            // Held before the connection (the games restored at start), or while it was being made.
            held.addAll(games.held());
            held.forEach(id -> d.subscribe(GameNews.subject(id)));
        });
    }

    @Override
    public void hold(String gameId) {
        held.add(gameId);
        // One subscription per subject in jnats, however often asked; jnats renews them on reconnects.
        onceConnected(d -> d.subscribe(GameNews.subject(gameId)));
    }

    @Override
    public void release(String gameId) {
        held.remove(gameId);
        onceConnected(d -> d.unsubscribe(GameNews.subject(gameId)));
    }

    /** Runs {@code change} on the news dispatcher if there is one yet; before it, {@link #deliverTo} subscribes what is held. */
    private void onceConnected(Consumer<Dispatcher> change) {
        Dispatcher d = newsDispatcher;
        if (d != null) {
            change.accept(d);
        }
    }

    /** Run after the connection comes back, or is made late: what was said meanwhile is read from the database. */
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
                Connection c = nats;
                if (c != null && c.getStatus() == Connection.Status.CONNECTED) {
                    try {
                        publish(c, subject, data);
                        told = true;
                    } catch (RuntimeException e) {
                        // the acting thread tries again
                    }
                }
            }

            @Override
            public void ensureTold() {
                Connection c = nats;
                if (!told && c != null && c.getStatus() != Connection.Status.CLOSED) {
                    // Buffered by jnats while reconnecting; the others read the database meanwhile anyway.
                    publish(c, subject, data);
                    told = true;
                }
            }
        };
    }

    private void publish(Connection c, String subject, byte[] data) {
        c.publish(subject, data);
        published.incrementAndGet();
    }

    /** Whether the bus answers now: the readiness check of a node of several. */
    public Optional<String> problem() {
        Connection c = nats;
        if (c == null) {
            return Optional.of("the NATS server at " + shown() + " does not answer (" + lastFailure + ")");
        }
        Connection.Status s = c.getStatus();
        return s == Connection.Status.CONNECTED ? Optional.empty() : Optional.of("NATS is " + s.name().toLowerCase());
    }

    /** The connection, null before the first one is made. */
    Connection connection() {
        return nats;
    }

    public boolean connected() {
        Connection c = nats;
        return c != null && c.getStatus() == Connection.Status.CONNECTED;
    }

    /** The URL as said in messages: a password in it is not repeated. */
    String shown() {
        return url.replaceFirst("//([^:/@]*):[^@/]*@", "//$1:***@");
    }

    public long published() {
        return published.get();
    }

    public long received() {
        return received.get();
    }

    private static String oneLine(Exception e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return m.replaceAll("\\s+", " ");
    }

    @Override
    public void close() {
        Connection c;
        synchronized (onConnection) {
            closed = true;
            c = nats;
        }
        connector.interrupt();
        if (c == null) {
            return;
        }
        try {
            c.flush(Duration.ofSeconds(1));
        } catch (Exception e) {
            // closing anyway
        }
        try {
            c.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
