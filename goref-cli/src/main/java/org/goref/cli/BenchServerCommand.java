package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/** Placeholder until its issue lands: says so and exits 2. */
@Command(name = "server", description = "Load benchmark of the game server.")
public final class BenchServerCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goref: 'server' is not built yet");
        return Main.BAD_INPUT;
    }
}
