package org.goref.server;

import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import org.goref.server.challenge.ChallengeRepository;
import org.goref.server.challenge.ChallengeService;
import org.goref.server.cluster.ClusterNode;
import org.goref.server.game.GameService;
import org.goref.server.health.Readiness;
import org.goref.server.health.ReadinessCheck;
import org.goref.server.http.HttpOptions;
import org.goref.server.http.Web;
import org.goref.server.metrics.ServerMetrics;
import org.goref.server.presence.PresenceBoard;
import org.goref.server.record.GorefSgfWriter;
import org.goref.server.schedule.Ticker;
import org.goref.server.store.ChatOffRepository;
import org.goref.server.store.Database;
import org.goref.server.store.GameRepository;
import org.goref.server.tournament.TournamentRepository;
import org.goref.server.tournament.TournamentService;

/**
 * The game server: {@code goref serve}. Opens the database, rebuilds the unfinished games, serves
 * the API, the events and the browser UI, and lets flags fall on schedule, drops idle games from
 * memory and removes the creations stored with tokens nobody was given ({@code Unclaimed}).
 */
public final class GorefServer implements AutoCloseable {
    private final Database db;
    private final GameService games;
    private final Javalin app;
    private final ScheduledExecutorService ticker;
    private final GameRepository repo;
    private final Readiness readiness;
    private final ServerMetrics metrics;
    /** The bus and its looks on a node of several; null on a single node. */
    private volatile ClusterNode cluster;

    private GorefServer(Database db, GameService games, Javalin app, ScheduledExecutorService ticker,
                        GameRepository repo, Readiness readiness, ServerMetrics metrics) {
        this.metrics = metrics;
        this.repo = repo;
        this.readiness = readiness;
        this.db = db;
        this.games = games;
        this.app = app;
        this.ticker = ticker;
    }

    /**
     * Starts on {@code port} (0: any free port) of 127.0.0.1 with the database at {@code jdbcUrl},
     * relative links and no limits ({@link ServerOptions#of}).
     */
    public static GorefServer start(int port, String jdbcUrl) {
        return start(ServerOptions.of(port, jdbcUrl));
    }

    /** Starts as {@code options} say: {@code goref serve}. */
    public static GorefServer start(ServerOptions options) {
        return start(options, System::currentTimeMillis);
    }

    /** {@link #start(int, String)} with the games' time read from {@code clock} (tests drive it). */
    static GorefServer start(int port, String jdbcUrl, LongSupplier clock) {
        return start(ServerOptions.of(port, jdbcUrl), clock);
    }

    /**
     * One node of several ({@code goref serve --bus}): the games shared with the other nodes through
     * the PostgreSQL database at {@code jdbcUrl}, their news through the NATS server at {@code busUrl}.
     * Null {@code busUrl}: a single node, as {@link #start(int, String)}.
     */
    public static GorefServer start(int port, String jdbcUrl, String busUrl) {
        return start(ServerOptions.of(port, jdbcUrl).withBus(busUrl), System::currentTimeMillis);
    }

    static GorefServer start(ServerOptions options, LongSupplier clock) {
        ServerMetrics metrics = new ServerMetrics();
        Database db;
        try {
            db = Database.open(options.db(), metrics.registry());
        } catch (RuntimeException e) {
            metrics.close();
            throw e;
        }
        ObjectMapper json = new ObjectMapper();
        GameRepository repo = new GameRepository(db);
        repo.observe(metrics::groupCommitted);
        GameService games = new GameService(repo, json, new GorefSgfWriter(), clock);
        games.addCommitListener(metrics::committed);
        metrics.gauge("goref.games.in.memory", "games held in memory", games::liveCount);
        TournamentService tournaments = new TournamentService(new TournamentRepository(db), games);
        // /readyz asks these; a node of several adds its bus to them.
        Readiness readiness = new Readiness().add(ReadinessCheck.of("database", db::problem));
        Javalin app;
        ClusterNode cluster = null;
        PresenceBoard presence = new PresenceBoard();
        ChallengeService challenges;
        try {
            challenges = new ChallengeService(new ChallengeRepository(db), games, clock);
            ChatOffRepository chatOff = new ChatOffRepository(db);
            games.useChatSettings(chatOff);
            HttpOptions http = new HttpOptions(options.publicUrl(), options.trustedProxies(), options.accessLog(), options.limits());
            GameService.Restoring restoring = null;
            if (options.bus() != null) {
                // A node of several restores nothing: the other nodes play on, their clocks never
                // stopped, and a game is read from the database when asked for.
                cluster = ClusterNode.join(options.bus(), games, json, readiness, presence);
            } else {
                restoring = games.beginRestore();
                restoring.unrestorable().forEach((id, why) -> System.err.println("goref: " + why
                        + "; not restored, it stays in the database as it is"));
            }
            tournaments.catchUp();
            app = Web.create(games, tournaments, challenges, chatOff, json, readiness, http, metrics, System.out, presence)
                    .start(options.bind(), options.port());
            if (restoring != null) {
                // Only now can the players move: their clocks run again from here.
                restoring.resumeClocks();
            }
        } catch (RuntimeException e) {
            if (cluster != null) {
                cluster.close();
            }
            repo.close();
            db.close();
            metrics.close();
            throw e;
        }
        ScheduledExecutorService ticker = Ticker.named("goref-flags");
        Ticker.every(ticker, 100, TimeUnit.MILLISECONDS, games::checkFlags);
        // On the flags' thread, not one of its own: while nothing is remembered a round is one look
        // at an empty list; otherwise one transaction per creation, and a round stops at the first
        // the database does not answer for, tried again the next second.
        Ticker.every(ticker, 1, TimeUnit.SECONDS, () -> games.unclaimed().sweep());
        Ticker.every(ticker, 60, TimeUnit.SECONDS, challenges::sweep);
        Ticker.every(ticker, 30, TimeUnit.SECONDS, games::dropIdle);
        GorefServer server = new GorefServer(db, games, app, ticker, repo, readiness, metrics);
        server.cluster = cluster;
        return server;
    }

    public int port() {
        return app.port();
    }

    /** The checks of {@code GET /readyz}: the database, and whatever else this node depends on. */
    public Readiness readiness() {
        return readiness;
    }

    public GameService games() {
        return games;
    }

    /** How long {@link #close()} waits for the writes already accepted to reach the database. */
    public static final Duration DRAIN_PATIENCE = GameRepository.DRAIN_PATIENCE;

    /** {@link #close(Duration)} with {@link #DRAIN_PATIENCE}. */
    @Override
    public void close() {
        close(DRAIN_PATIENCE);
    }

    /**
     * Stops the server without losing what it has accepted: no write is taken after this call (one
     * is answered {@code 503 storage}), the writes already queued are committed and answered while
     * the HTTP server still runs, waiting at most {@code patience}, and only then do HTTP and the
     * database close. Before, the commit writer was stopped at once and the moves queued at that
     * moment were never stored, their requests never answered.
     */
    public void close(Duration patience) {
        long deadline = System.nanoTime() + patience.toNanos();
        ticker.shutdown();
        repo.close(patience);
        if (cluster != null) {
            cluster.close();
        }
        app.stop();
        // What is left of the patience for reads and tournament writes still holding a connection.
        db.close(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
        ticker.shutdownNow();
        metrics.close();
    }
}
