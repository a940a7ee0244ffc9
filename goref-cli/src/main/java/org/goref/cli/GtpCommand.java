package org.goref.cli;

import java.util.concurrent.Callable;

import org.goref.core.rules.RuleSet;
import org.goref.core.rules.RuleSpec;
import org.goref.gtp.engine.GtpEngine;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code goref gtp [--rules SPEC] [--size N] [--komi K]}: a GTP version 2 engine on standard input/output. */
@Command(name = "gtp", mixinStandardHelpOptions = true, description = "A GTP version 2 engine on standard input/output.")
public final class GtpCommand implements Callable<Integer> {
    @Option(names = "--rules", paramLabel = "SPEC", description = "rule spec, e.g. russian-territory or chinese,komi=7 (default: russian-territory)")
    String rules = "russian-territory";

    @Option(names = "--size", paramLabel = "N", description = "board size, 2 to 25 (default: 19)")
    int size = 19;

    /** Read as score and match read it (RuleSpec.komi), not as a Java double that takes 1e1 or 0x1p2. */
    @Option(names = "--komi", paramLabel = "K", description = "komi in steps of 0.5, e.g. 6.5 or -5.5; overrides the rule set's")
    String komi;

    @Override
    public Integer call() throws Exception {
        RuleSet r = RuleSet.parse(rules);
        if (komi != null) {
            r = r.withKomi(RuleSpec.komi(komi));
        }
        if (size < 2 || size > 25) {
            throw new IllegalArgumentException("--size must be 2 to 25, not " + size);
        }
        GtpEngine engine = new GtpEngine(size, r);
        engine.setDiagnostics(message -> System.err.println("goref: " + message));
        engine.run(System.in, System.out);
        return Main.OK;
    }
}
