package org.goref.server.cluster;

import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.server.game.GameService;
import org.goref.server.schedule.Ticker;
import org.goref.server.health.Readiness;
import org.goref.server.health.ReadinessCheck;
import org.goref.server.presence.PresenceBoard;

/**
 * Makes a server one node of several: the games shared through the database ({@link
 * GameService#shareWithPeers}), their news on NATS, a look at the database once a second for
 * whatever the bus did not bring (NATS away, a node killed between its commit and its news), the
 * clocks of games whose node died ({@link GameService#flagOverdue}), and the flag bounds of the
 * games it holds kept ahead of their clocks ({@link GameService#refreshFlagBounds}).
 */
public final class ClusterNode implements AutoCloseable {
    /** How often a node reads the last seqs of the games it holds: the news's delay while NATS is away. */
    static final long LOOK_MILLIS = 1000;
    /** How often it looks while NATS is connected. */
    static final long LOOK_WHILE_CONNECTED_MILLIS = 5000;
    /**
     * While NATS is connected, how long a game a look finds behind is given for the news already on
     * its way to arrive before the database is read for it (under load, every look found some ten
     * games a message behind, and read each under its lock while the bus's news waited on it).
     */
    static final long NEWS_GRACE_MILLIS = 300;

    private final NatsBus bus;
    private final ScheduledExecutorService looker;
    private final ScheduledExecutorService repeater;

    private ClusterNode(NatsBus bus, ScheduledExecutorService looker, ScheduledExecutorService repeater) {
        this.bus = bus;
        this.looker = looker;
        this.repeater = repeater;
    }

    /** How long a node waits for its bus at start before it serves without it (and says so on stderr). */
    static final Duration FIRST_CONNECTION = Duration.ofSeconds(3);

    /**
     * Joins the bus at {@code busUrl}; throws {@link IllegalArgumentException} for a URL that is not
     * a NATS server's. A server that does not answer is not a reason to refuse to start: the node
     * serves from the database (its looks once a second), {@code /readyz} answers 503 {@code bus}
     * so that no balancer sends it players, and the bus is joined in the background when it answers.
     */
    public static ClusterNode join(String busUrl, GameService games, ObjectMapper json, Readiness readiness, PresenceBoard presence) {
        NatsBus bus = NatsBus.start(busUrl, json);
        // Its own thread: a look that waits on a database away must not hold up the flags' checks.
        ScheduledExecutorService ticker = Ticker.named("goref-cluster-look");
        games.shareWithPeers(bus);
        bus.deliverTo(games);
        PresenceNews presenceNews = new PresenceNews(bus, presence, json, games::now);
        presenceNews.start();
        // A thread of its own: repeated late behind a look that waits on the database, this node's
        // watchers would expire on the other nodes.
        ScheduledExecutorService repeater = Ticker.named("goref-cluster-presence");
        Ticker.every(repeater, PresenceBoard.REPEAT_MILLIS, TimeUnit.MILLISECONDS, presenceNews::repeat);
        bus.onReconnect(() -> ticker.execute(() -> lookQuietly(games, 0)));
        readiness.add(ReadinessCheck.of("bus", bus::problem));
        if (!bus.awaitConnected(FIRST_CONNECTION)) {
            System.err.println("goref: " + bus.problem().orElse("the NATS server does not answer")
                    + "; serving from the database, not ready (/readyz: bus) until it answers");
            bus.whenConnected(c -> System.err.println("goref: connected to the NATS server at " + bus.shown()));
        }
        long[] last = {0};
        ticker.scheduleWithFixedDelay(() -> {
            // Each second while the bus is away; while it carries the news, a slower look still
            // finds the commits of a node killed before it could publish them.
            long now = System.nanoTime();
            boolean connected = bus.connected();
            if (!connected || now - last[0] >= TimeUnit.MILLISECONDS.toNanos(LOOK_WHILE_CONNECTED_MILLIS)) {
                last[0] = now;
                lookQuietly(games, connected ? NEWS_GRACE_MILLIS : 0);
            }
            takeOverQuietly(games);
            refreshQuietly(games);
        }, LOOK_MILLIS, LOOK_MILLIS, TimeUnit.MILLISECONDS);
        return new ClusterNode(bus, ticker, repeater);
    }

    private static void lookQuietly(GameService games, long graceMillis) {
        try {
            games.followAll(graceMillis);
        } catch (RuntimeException e) {
            // the database is away: the next look tries again
        }
    }

    /**
     * Ends on time the games whose flag fell more than {@link #OVERDUE_GRACE_MILLIS} ago by the
     * database: their holder would have ended them within 100 ms, so it died (a game no client
     * touches afterwards would otherwise stay in progress for ever).
     */
    private static void takeOverQuietly(GameService games) {
        try {
            games.flagOverdue(games.now() - OVERDUE_GRACE_MILLIS);
        } catch (RuntimeException e) {
            // the database is away: the next round tries again
        }
    }

    /** Keeps the flag bounds of the games held here ahead of their clocks ({@link GameService#refreshFlagBounds}). */
    private static void refreshQuietly(GameService games) {
        try {
            games.refreshFlagBounds();
        } catch (RuntimeException e) {
            // the database is away: the next round tries again
        }
    }

    /** How long past its flag a game waits for the node that holds it before another node ends it. */
    static final long OVERDUE_GRACE_MILLIS = 1000;

    public NatsBus bus() {
        return bus;
    }

    @Override
    public void close() {
        looker.shutdownNow();
        repeater.shutdownNow();
        bus.close();
    }
}
