package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code goref bench ...}: each workload prints its figures on its last line as key=value pairs. */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Benchmarks: playouts, replay, parse, autoscore, server, capacity, pairing, long-game.",
        subcommands = {
                BenchPlayoutsCommand.class,
                BenchReplayCommand.class,
                BenchParseCommand.class,
                BenchAutoscoreCommand.class,
                BenchServerCommand.class,
                BenchCapacityCommand.class,
                BenchPairingCommand.class,
                BenchLongGameCommand.class
        })
public final class BenchCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Without a command there is nothing to do: the usage, on standard error, and exit 2 (unusable arguments). */
    @Override
    public Integer call() {
        spec.commandLine().usage(System.err);
        return Main.BAD_INPUT;
    }
}
