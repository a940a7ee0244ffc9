package org.goref.cli;

import java.util.concurrent.Callable;

import org.goref.server.bench.CapacityLoad;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code goref bench capacity --db JDBC-URL --bus nats://…}: the database's events/s through goref's
 * write path and NATS's messages/s, the inputs of docs/scale.md; last line
 * {@code writers=… db_events_per_s=… nats_msgs_per_s=…}.
 */
@Command(name = "capacity", mixinStandardHelpOptions = true,
        description = "Events/s the database takes through goref's write path, messages/s NATS carries.")
public final class BenchCapacityCommand implements Callable<Integer> {
    @Option(names = "--db", description = "the database (PostgreSQL for a node of several); omitted: not measured")
    String db;

    @Option(names = "--bus", description = "the NATS server; omitted: not measured")
    String bus;

    @Option(names = "--writers", description = "games appending at once (default ${DEFAULT-VALUE})", defaultValue = "500")
    int writers;

    @Option(names = "--seconds", description = "seconds per figure (default ${DEFAULT-VALUE})", defaultValue = "10")
    int seconds;

    @Override
    public Integer call() throws Exception {
        if (db == null && bus == null) {
            throw new IllegalArgumentException("give --db, --bus or both");
        }
        System.out.println(new CapacityLoad().run(db, bus, writers, seconds).line());
        return Main.OK;
    }
}
