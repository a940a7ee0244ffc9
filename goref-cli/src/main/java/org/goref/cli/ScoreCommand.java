package org.goref.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;

/** Placeholder until its issue lands: says so and exits 2. */
@Command(name = "score", description = "Replays a record, settles the dead stones and prints the score sheet.")
public final class ScoreCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("goref: 'score' is not built yet");
        return Main.BAD_INPUT;
    }
}
