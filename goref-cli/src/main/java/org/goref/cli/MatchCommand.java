package org.goref.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.goref.core.clock.TimeSource;
import org.goref.core.clock.TimeSpec;
import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSpec;
import org.goref.gtp.match.IllegalMovePolicy;
import org.goref.gtp.match.MatchConfig;
import org.goref.gtp.match.MatchRunner;
import org.goref.gtp.match.MatchSgf;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code goref match}: referees games between two GTP engines (docs/match.md). */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = "Referees games between two GTP engines: every move checked, clocks enforced, disputes settled by the rules.")
public final class MatchCommand implements Callable<Integer> {
    @Option(names = "--black", required = true, paramLabel = "CMD", description = "the first engine's command line (Black in odd games)")
    String black;

    @Option(names = "--white", required = true, paramLabel = "CMD", description = "the second engine's command line")
    String white;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1", description = "games to play (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--size", paramLabel = "N", defaultValue = "19", description = "board size (default ${DEFAULT-VALUE})")
    int size;

    @Option(names = "--rules", paramLabel = "SPEC", defaultValue = "russian-territory", description = "rule set (default ${DEFAULT-VALUE})")
    String rules;

    @Option(names = "--komi", paramLabel = "K", description = "komi (default: the rule set's)")
    String komi;

    @Option(names = "--handicap", paramLabel = "H", defaultValue = "0", description = "handicap stones, 0 or 2.. (default 0)")
    int handicap;

    @Option(names = "--free-handicap", description = "Black's engine places the handicap (place_free_handicap)")
    boolean freeHandicap;

    @Option(names = "--time", paramLabel = "SPEC", defaultValue = "none",
            description = "clock: none, abs:10m, byo:10m+5x30s, can:10m+25/5m, fis:5m+10s[/10m] (default none)")
    String time;

    @Option(names = "--alternate", description = "swap colours every game")
    boolean alternate;

    @Option(names = "--out", paramLabel = "DIR", description = "folder for the records (one SGF per game), protocol.csv, protocol.jsonl and the engines' logs")
    Path out;

    @Option(names = "--illegal", paramLabel = "POLICY", defaultValue = "lose",
            description = "an engine's illegal move: lose (forfeit), pass, or penalty=N (a pass and N points off) (default lose)")
    String illegal;

    @Option(names = "--max-moves", paramLabel = "N", description = "moves (passes included) after which a game is void (default 3 x size^2)")
    Integer maxMoves;

    @Option(names = "--resume", description = "continue the match in --out DIR without replaying the games in its protocol")
    boolean resume;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "longest wait for any answer that no clock bounds (default ${DEFAULT-VALUE})")
    double timeout;

    @Override
    public Integer call() throws Exception {
        RuleSet r = RuleSet.parse(rules);
        if (komi != null) {
            r = r.withKomi(RuleSpec.komi(komi));
        }
        if (!(timeout > 0) || timeout > 1e6) {
            throw new IllegalArgumentException("--timeout must be a positive number of seconds");
        }
        MatchConfig cfg = new MatchConfig(black, white, games, size, r, handicap, freeHandicap, TimeSpec.parse(time),
                alternate, out, out == null ? null : out.resolve("logs"), IllegalMovePolicy.parse(illegal),
                maxMoves == null ? MatchConfig.defaultMaxMoves(size) : maxMoves, resume, Math.round(timeout * 1000));
        new MatchRunner(cfg, System.out, TimeSource.system(), new MatchSgf(), MatchRunner.findEstimator()).run();
        return Main.OK;
    }
}
