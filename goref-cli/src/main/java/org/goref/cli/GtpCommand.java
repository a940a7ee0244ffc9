package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/** Placeholder until its issue lands: says so and exits 2. */
@Command(name = "gtp", description = "A GTP version 2 engine on standard input/output.")
public final class GtpCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goref: 'gtp' is not built yet");
        return Main.BAD_INPUT;
    }
}
