package org.goref.server.cluster;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.goref.server.game.GameService;
import org.goref.server.health.Readiness;
import org.goref.server.health.ReadinessCheck;

/**
 * Makes a server one node of several: the games shared through the database ({@link
 * GameService#shareWithPeers}), their news on NATS, and a look at the database once a second for
 * whatever the bus did not bring (NATS away, a node killed between its commit and its news).
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

    private ClusterNode(NatsBus bus, ScheduledExecutorService looker) {
        this.bus = bus;
        this.looker = looker;
    }

    /** Joins the bus at {@code busUrl}; throws {@link IllegalArgumentException} when it cannot. */
    public static ClusterNode join(String busUrl, GameService games, ObjectMapper json, Readiness readiness) {
        NatsBus bus = NatsBus.connect(busUrl, json);
        // Its own thread: a look that waits on a database away must not hold up the flags' checks.
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "goref-cluster-look");
            t.setDaemon(true);
            return t;
        });
        games.shareWithPeers(bus);
        bus.deliverTo(games);
        bus.onReconnect(() -> ticker.execute(() -> lookQuietly(games, 0)));
        readiness.add(ReadinessCheck.of("bus", bus::problem));
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
        }, LOOK_MILLIS, LOOK_MILLIS, TimeUnit.MILLISECONDS);
        return new ClusterNode(bus, ticker);
    }

    private static void lookQuietly(GameService games, long graceMillis) {
        try {
            games.followAll(graceMillis);
        } catch (RuntimeException e) {
            // the database is away: the next look tries again
        }
    }

    public NatsBus bus() {
        return bus;
    }

    @Override
    public void close() {
        looker.shutdownNow();
        bus.close();
    }
}
