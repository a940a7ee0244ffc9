package org.goref.gtp.match;

import java.nio.file.Path;

import org.goref.core.clock.TimeSource;

/** A match in its own process, for the test that kills a runner: BLACK WHITE GAMES RULES OUT. */
public final class MatchMain {
    private MatchMain() {
    }

    public static void main(String[] args) throws Exception {
        MatchConfig cfg = Matches.config(args[0], args[1], Integer.parseInt(args[2]), args[3], "none", "lose",
                Path.of(args[4]), 60_000);
        new MatchRunner(cfg, System.out, TimeSource.system(), new MatchSgf(), null).run();
    }
}
