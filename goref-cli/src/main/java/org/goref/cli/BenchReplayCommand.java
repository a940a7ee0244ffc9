package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/** Placeholder until its issue lands: says so and exits 2. */
@Command(name = "replay", description = "W2: replaying real games on goref's board.")
public final class BenchReplayCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goref: 'replay' is not built yet");
        return Main.BAD_INPUT;
    }
}
