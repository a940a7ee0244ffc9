package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/** Placeholder until its issue lands: says so and exits 2. */
@Command(name = "serve", description = "The game server and browser UI.")
public final class ServeCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goref: 'serve' is not built yet");
        return Main.BAD_INPUT;
    }
}
