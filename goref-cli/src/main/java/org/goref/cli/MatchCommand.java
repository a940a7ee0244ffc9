package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/** Placeholder until its issue lands: says so and exits 2. */
@Command(name = "match", description = "Referees games between two GTP engines.")
public final class MatchCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goref: 'match' is not built yet");
        return Main.BAD_INPUT;
    }
}
