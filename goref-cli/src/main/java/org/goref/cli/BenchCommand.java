package org.goref.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code goref bench ...}: each workload prints its figures on its last line as key=value pairs. */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Benchmarks: playouts, replay, parse, autoscore, server.",
        subcommands = {
                BenchPlayoutsCommand.class,
                BenchReplayCommand.class,
                BenchParseCommand.class,
                BenchAutoscoreCommand.class,
                BenchServerCommand.class
        })
public final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
