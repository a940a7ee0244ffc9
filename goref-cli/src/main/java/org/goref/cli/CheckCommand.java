package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/** Placeholder until its issue lands: says so and exits 2. */
@Command(name = "check", description = "Checks records against the rules.")
public final class CheckCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goref: 'check' is not built yet");
        return Main.BAD_INPUT;
    }
}
