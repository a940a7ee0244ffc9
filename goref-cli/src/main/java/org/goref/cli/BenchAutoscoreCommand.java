package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/** Placeholder until its issue lands: says so and exits 2. */
@Command(name = "autoscore", description = "Dead-stone estimation accuracy and speed on counted records.")
public final class BenchAutoscoreCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goref: 'autoscore' is not built yet");
        return Main.BAD_INPUT;
    }
}
