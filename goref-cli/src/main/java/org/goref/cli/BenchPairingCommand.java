package org.goref.cli;

import java.util.Locale;
import java.util.concurrent.Callable;

import org.goref.bench.pairing.PairingWorkload;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code goref bench pairing}: one McMahon round of a large field paired on one thread (the issue's
 * target: 1,000 players in under 2 s). Last line: {@code players=… round=… median_ms=… cpu_ms=…
 * tables=… repeats=… max_gap=…}.
 */
@Command(name = "pairing", mixinStandardHelpOptions = true,
        description = "One McMahon round of a large field paired by the weighted matching, on one thread.")
public final class BenchPairingCommand implements Callable<Integer> {
    @Option(names = "--players", defaultValue = "1000", description = "players (default ${DEFAULT-VALUE})")
    int players;

    @Option(names = "--round", defaultValue = "5", description = "the round paired; the ones before it are played first (default ${DEFAULT-VALUE})")
    int round;

    @Option(names = "--warmup", defaultValue = "3", description = "untimed pairings first (default ${DEFAULT-VALUE})")
    int warmup;

    @Option(names = "--runs", defaultValue = "5", description = "timed pairings; the median is reported (default ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--seed", defaultValue = "1", description = "the random field's seed (default ${DEFAULT-VALUE})")
    long seed;

    @Override
    public Integer call() {
        if (players < 2 || players > 20_000 || round < 1 || round > 20 || runs < 1 || warmup < 0) {
            System.err.println("goref: --players 2..20000, --round 1..20, --runs 1 or more, --warmup 0 or more");
            return Main.BAD_INPUT;
        }
        PairingWorkload.Result r = PairingWorkload.run(players, round, warmup, runs, seed);
        System.out.printf(Locale.ROOT, "players=%d round=%d median_ms=%.1f cpu_ms=%.1f tables=%d repeats=%d max_gap=%s%n",
                r.players(), r.round(), r.medianMs(), r.cpuMs(), r.tables(), r.repeats(),
                org.goref.core.rules.RuleSet.formatKomi(r.maxGap()));
        return Main.OK;
    }
}
