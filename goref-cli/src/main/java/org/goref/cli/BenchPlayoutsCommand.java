package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/** Placeholder until its issue lands: says so and exits 2. */
@Command(name = "playouts", description = "W1: random playouts on goref's board.")
public final class BenchPlayoutsCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goref: 'playouts' is not built yet");
        return Main.BAD_INPUT;
    }
}
