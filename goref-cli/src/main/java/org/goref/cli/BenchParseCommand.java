package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/** Placeholder until its issue lands: says so and exits 2. */
@Command(name = "parse", description = "W3: SGF parse throughput.")
public final class BenchParseCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goref: 'parse' is not built yet");
        return Main.BAD_INPUT;
    }
}
