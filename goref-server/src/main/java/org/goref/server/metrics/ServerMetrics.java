package org.goref.server.metrics;

import java.util.List;
import java.util.function.Supplier;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import org.goref.core.game.GameEvent;
import org.goref.server.store.StoredEvent;

/**
 * The server's metrics, in Prometheus's text format at {@code GET /metrics} (docs/operations.md
 * lists them): the game's own (moves, flags, commits, games in memory), the HTTP layer's (request
 * latency per route, WebSocket connections), the pool's (HikariCP) and the JVM's.
 */
public final class ServerMetrics implements AutoCloseable {
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final JvmGcMetrics gc = new JvmGcMetrics();
    private final Counter moves;
    private final Counter flags;
    private final Timer commits;
    private final DistributionSummary groups;

    public ServerMetrics() {
        new ClassLoaderMetrics().bindTo(registry);
        new JvmMemoryMetrics().bindTo(registry);
        gc.bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        moves = Counter.builder("goref.moves").description("moves committed: plays and passes").register(registry);
        flags = Counter.builder("goref.flags.fallen").description("games lost on time").register(registry);
        commits = Timer.builder("goref.commit").description("group commits of game events: time in the database")
                .publishPercentileHistogram().register(registry);
        groups = DistributionSummary.builder("goref.commit.group.size")
                .description("appends (one action of one game each) per group commit")
                .serviceLevelObjectives(1, 2, 4, 8, 16, 32, 64, 128, 256).register(registry);
    }

    public MeterRegistry registry() {
        return registry;
    }

    /** The Prometheus text exposition of every metric. */
    public String scrape() {
        return registry.scrape();
    }

    /** A game's events just committed: its moves and fallen flags are counted. */
    public void committed(List<StoredEvent> events) {
        for (StoredEvent e : events) {
            switch (e.event()) {
                case GameEvent.Play p -> moves.increment();
                case GameEvent.Pass p -> moves.increment();
                case GameEvent.TimeLoss t -> flags.increment();
                default -> {
                }
            }
        }
    }

    /** One group commit of {@code appends} actions, which took {@code nanos}. */
    public void groupCommitted(int appends, long nanos) {
        groups.record(appends);
        commits.record(nanos, java.util.concurrent.TimeUnit.NANOSECONDS);
    }

    /** A value read at every scrape (games in memory, WebSocket connections). */
    public void gauge(String name, String description, Supplier<Number> value) {
        Gauge.builder(name, value).description(description).register(registry);
    }

    @Override
    public void close() {
        gc.close();
        registry.close();
    }
}
